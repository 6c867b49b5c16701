// Starts sign-in on its own where the app's origin is an instance (see auto-sign-in.ts).
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useCore } from '../../app/core-context.tsx';
import { AUTO_SIGN_IN_TRIED_KEY, autoSignInHost } from './auto-sign-in.ts';

const storage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);
const assign = (url: string) => window.location.assign(url);

export function AutoSignIn({ go = assign }: { go?: (url: string) => void }) {
  useSignals();
  const core = useCore();
  const signedIn = useComputed(() => core.global.value.identity.signedIn).value;
  const sameOrigin = useComputed(() => core.global.value.sameOriginInstance ?? null).value;
  const [, navigate] = useLocation();
  /** This page has been signed in: signed out now means a sign-out (SignOutRedirect's), never a start to sign in. */
  const seenSignedIn = useRef(false);
  if (signedIn) seenSignedIn.current = true;

  // Going to the sign-in screen on sign-out is SignOutRedirect's job (it is mounted from the start).
  useEffect(() => {
    if (signedIn) storage()?.removeItem(AUTO_SIGN_IN_TRIED_KEY);
  }, [signedIn]);

  // The place and the identity are read as they are when the effect runs (it may run a frame after its render): an
  // effect of a render at /oauth/callback that runs after the callback went home (which it does once the tab is
  // signed in) must not see a signed-out identity there (it would start a second sign-in).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the identity changes, read fresh
  useEffect(() => {
    const host = autoSignInHost({
      signedIn: seenSignedIn.current || core.global.peek().identity.signedIn,
      sameOriginInstance: sameOrigin,
      pathname: window.location.pathname,
      search: window.location.search,
      tried: storage()?.getItem(AUTO_SIGN_IN_TRIED_KEY) === '1',
    });
    if (!host) return;
    storage()?.setItem(AUTO_SIGN_IN_TRIED_KEY, '1');
    void core.signIn(host).then((r) => {
      if ('url' in r) go(r.url);
      else navigate('/sign-in');
    });
  }, [signedIn, sameOrigin, core, go, navigate]);
  return null;
}
