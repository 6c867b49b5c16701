// Appearance: theme (follow the system, light, dark), text size, reduced motion and layout. Applied at once in every
// tab (src/app/appearance.ts reads the published settings; the layout is chosen by src/app/layout-choice.ts).
import {
  type LayoutSetting,
  readAppearance,
  type TextSize,
  type ThemeSetting,
} from '../../../shared/settings/appearance.ts';
import { useT } from '../../i18n/index.ts';
import { Choices, Toggle } from './SettingsControls.tsx';
import { useSettings } from './use-settings.ts';

export function AppearanceSection() {
  const t = useT();
  const { settings, patch } = useSettings();
  const a = readAppearance(settings);
  return (
    <div className="settings-groups">
      <Choices<ThemeSetting>
        name="theme"
        legend={t('prefs.theme')}
        value={a.theme}
        options={[
          { value: 'system', label: t('prefs.themeSystem') },
          { value: 'light', label: t('prefs.themeLight') },
          { value: 'dark', label: t('prefs.themeDark') },
        ]}
        onChange={(theme) => patch({ theme })}
      />
      <Choices<TextSize>
        name="textSize"
        legend={t('prefs.textSize')}
        value={a.textSize}
        options={[
          { value: 'small', label: t('prefs.textSmall') },
          { value: 'normal', label: t('prefs.textNormal') },
          { value: 'large', label: t('prefs.textLarge') },
          { value: 'larger', label: t('prefs.textLarger') },
        ]}
        onChange={(textSize) => patch({ textSize })}
      />
      <Toggle
        name="reduceMotion"
        label={t('prefs.reduceMotion')}
        note={t('prefs.reduceMotionHint')}
        checked={a.reduceMotion}
        onChange={(reduceMotion) => patch({ reduceMotion })}
      />
      <Choices<LayoutSetting>
        name="layout"
        legend={t('prefs.layout')}
        value={a.layout}
        options={[
          { value: 'auto', label: t('prefs.layoutAuto'), note: t('prefs.layoutAutoHint') },
          { value: 'single', label: t('prefs.layoutSingle') },
          { value: 'multi', label: t('prefs.layoutMulti') },
        ]}
        onChange={(layout) => patch({ layout })}
      />
    </div>
  );
}
