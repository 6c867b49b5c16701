// The sign-out button: the core revokes the token and forgets the identity, and every tab (this one included)
// goes to the sign-in screen when the global identity turns signed out (AutoSignIn.tsx). It asks first unless the
// sign-out confirmation is turned off in settings (the dialog is fetched only when it opens).
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useState } from 'react';
import { shouldConfirm } from '../../../shared/settings/confirmations.ts';
import { useCore } from '../../app/core-context.tsx';
import { useT } from '../../i18n/index.ts';
import { Icon } from '../status/Icon.tsx';

const ConfirmDialog = lazy(() =>
  import('../modals/ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

/** `compact` (the mobile tab bar, the deck's icon column): an icon like its neighbours, its words kept for
 *  assistive technology, instead of a bordered text button squeezed at the end of the bar. */
export function SignOut({ compact = false }: { compact?: boolean }) {
  useSignals();
  const core = useCore();
  const signedIn = useComputed(() => core.global.value.identity.signedIn).value;
  const confirm = useComputed(() => shouldConfirm(core.global.value.settings, 'signOut')).value;
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const t = useT();
  if (!signedIn || !core.signOut) return null;
  const signOut = core.signOut;
  const run = () => {
    setBusy(true);
    void signOut().finally(() => setBusy(false));
  };
  return (
    <>
      <button
        type="button"
        className={compact ? 'sign-out sign-out-compact' : 'sign-out'}
        title={compact ? t('chrome.signOut') : undefined}
        disabled={busy}
        onClick={() => (confirm ? setAsking(true) : run())}
      >
        {compact ? <Icon name="sign-out" /> : null}
        <span className={compact ? 'visually-hidden' : undefined}>{t('chrome.signOut')}</span>
      </button>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('modals.signOutTitle')}
            message={t('modals.signOutText')}
            confirmLabel={t('modals.signOutConfirm')}
            onConfirm={run}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
