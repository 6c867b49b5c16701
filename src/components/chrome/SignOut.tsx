// The sign-out button: the core revokes the token and forgets the identity, and every tab (this one included)
// goes to the sign-in screen when the global identity turns signed out (AutoSignIn.tsx).
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useCore } from '../../app/core-context.tsx';
import { useT } from '../../i18n/index.ts';
import { Icon } from '../status/Icon.tsx';

/** `compact` (the mobile tab bar, the deck's icon column): an icon like its neighbours, its words kept for
 *  assistive technology, instead of a bordered text button squeezed at the end of the bar. */
export function SignOut({ compact = false }: { compact?: boolean }) {
  useSignals();
  const core = useCore();
  const signedIn = useComputed(() => core.global.value.identity.signedIn).value;
  const [busy, setBusy] = useState(false);
  const t = useT();
  if (!signedIn || !core.signOut) return null;
  const signOut = core.signOut;
  return (
    <button
      type="button"
      className={compact ? 'sign-out sign-out-compact' : 'sign-out'}
      title={compact ? t('chrome.signOut') : undefined}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut().finally(() => setBusy(false));
      }}
    >
      {compact ? <Icon name="sign-out" /> : null}
      <span className={compact ? 'visually-hidden' : undefined}>{t('chrome.signOut')}</span>
    </button>
  );
}
