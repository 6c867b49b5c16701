// Account: who is signed in, and signing out (the same button as the navigation's, src/components/chrome/).
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCore } from '../../app/core-context.tsx';
import { SignOut } from '../../components/chrome/SignOut.tsx';
import { useT } from '../../i18n/index.ts';

export function AccountSection() {
  useSignals();
  const t = useT();
  const core = useCore();
  const acct = useComputed(() => core.global.value.identity.acct).value;
  return (
    <div className="settings-groups settings-account">
      <p className="settings-hint">{acct ? t('prefs.signedInAs', { acct }) : t('prefs.notSignedIn')}</p>
      <SignOut />
    </div>
  );
}
