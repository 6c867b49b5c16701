// The confirmations section of /settings: whether Woolly asks before deleting a post, deleting and re-drafting it,
// unfollowing someone and signing out (shared/settings/confirmations.ts). Each switch goes to the core, which keeps
// the setting and publishes it to every tab, so a confirmation turned off here stops asking in all of them at once.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import {
  CONFIRMATIONS,
  type Confirmation,
  confirmationPatch,
  shouldConfirm,
} from '../../../shared/settings/confirmations.ts';
import { useCore } from '../../app/core-context.tsx';
import { useT } from '../../i18n/index.ts';

export function ConfirmationsSection({ headingId }: { headingId: string }) {
  useSignals();
  const core = useCore();
  const t = useT();
  const settings = useComputed(() => core.global.value.settings).value;
  const set = (which: Confirmation, on: boolean) =>
    void core.intent({ type: 'settings.patch', patch: confirmationPatch(which, on) });
  const hintId = `${headingId}-hint`;
  return (
    <fieldset className="settings-choices" aria-labelledby={headingId} aria-describedby={hintId}>
      <p className="settings-hint" id={hintId}>
        {t('modals.settingsHint')}
      </p>
      {CONFIRMATIONS.map((which) => (
        <label className="settings-choice" key={which}>
          <input
            type="checkbox"
            name={`confirm-${which}`}
            checked={shouldConfirm(settings, which)}
            onChange={(e) => set(which, e.target.checked)}
          />
          <span className="settings-choice-text">{t(`modals.confirm.${which}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
