// Media: show all / hide all / by sensitivity, animated images playing by themselves, blurred colours behind
// hidden media, and the reminder for media without a description (shared/settings/appearance.ts names the keys).
import { type MediaDisplay, readMediaSettings } from '../../../shared/settings/appearance.ts';
import { useT } from '../../i18n/index.ts';
import { Choices, Toggle } from './SettingsControls.tsx';
import { useSettings } from './use-settings.ts';

export function MediaSection() {
  const t = useT();
  const { settings, patch } = useSettings();
  const m = readMediaSettings(settings);
  return (
    <div className="settings-groups">
      <Choices<MediaDisplay>
        name="mediaDisplay"
        legend={t('prefs.mediaDisplay')}
        value={m.mediaDisplay}
        options={[
          { value: 'default', label: t('prefs.mediaDefault') },
          { value: 'show_all', label: t('prefs.mediaShowAll') },
          { value: 'hide_all', label: t('prefs.mediaHideAll') },
        ]}
        onChange={(mediaDisplay) => patch({ mediaDisplay })}
      />
      <Toggle
        name="autoplayGifs"
        label={t('prefs.autoplay')}
        note={t('prefs.autoplayHint')}
        checked={m.autoplayGifs}
        onChange={(autoplayGifs) => patch({ autoplayGifs })}
      />
      <Toggle
        name="useBlurhash"
        label={t('prefs.blurhash')}
        checked={m.useBlurhash}
        onChange={(useBlurhash) => patch({ useBlurhash })}
      />
      <Toggle
        name="altTextReminder"
        label={t('prefs.altReminder')}
        checked={m.altTextReminder}
        onChange={(altTextReminder) => patch({ altTextReminder })}
      />
    </div>
  );
}
