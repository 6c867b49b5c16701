// Sends this tab to the sign-in screen when the account signs out (in any tab: the identity is global). Part of the
// startup bundle on purpose: it must be mounted before the sign-out happens to see the signed-in → signed-out
// transition, which a deferred component loading late would miss.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useCore } from '../../app/core-context.tsx';

export function SignOutRedirect() {
  useSignals();
  const core = useCore();
  const signedIn = useComputed(() => core.global.value.identity.signedIn).value;
  const [, navigate] = useLocation();
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) navigate('/sign-in', { replace: true });
    wasSignedIn.current = signedIn;
  }, [signedIn, navigate]);
  return null;
}
