// The sign-out button: the core revokes the token and forgets the identity, and every tab (this one included)
// goes to the sign-in screen when the global identity turns signed out (AutoSignIn.tsx).
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useCore } from '../../app/core-context.tsx';
import { useT } from '../../i18n/index.ts';

export function SignOut() {
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
      className="sign-out"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut().finally(() => setBusy(false));
      }}
    >
      {t('chrome.signOut')}
    </button>
  );
}
