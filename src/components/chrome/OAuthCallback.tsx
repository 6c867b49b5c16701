// /oauth/callback?code=…&state=…: hands both to the core, then goes home once this tab knows it is signed in (or
// shows what went wrong). Home shown before the tab's identity turned would draw the signed-out app for a moment,
// and AutoSignIn there would start a second sign-in.
import { effect } from '@preact/signals-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useCore } from '../../app/core-context.tsx';
import { useT } from '../../i18n/index.ts';

/** How long home waits for the tab to learn of the sign-in the core reported done. */
const SIGNED_IN_WAIT_MS = 10_000;

export function OAuthCallback() {
  const core = useCore();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  /** Whether the callback screen is still shown: a user who left it meanwhile is not sent home. (Its own effect:
   *  StrictMode's second run of the one below is skipped, and a cleanup there would end the wait for good.) */
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const t = useT();
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    const code = params.get('code');
    const state = params.get('state');
    if (!code || !state) {
      setError(params.get('error_description') ?? params.get('error') ?? t('chrome.noCode'));
      return;
    }
    void core.completeSignIn(code, state).then((r) => {
      if ('error' in r) {
        setError(r.error);
        return;
      }
      // The identity comes by the core's global update, which may follow its answer; a core that never sends it
      // still leads home after a while (home then shows whatever the identity is).
      let gone = false;
      const goHome = () => {
        if (gone) return;
        gone = true;
        clearTimeout(timer);
        queueMicrotask(() => stop());
        if (shown.current) navigate('/home', { replace: true });
      };
      const timer = setTimeout(goHome, SIGNED_IN_WAIT_MS);
      const stop = effect(() => {
        if (core.global.value.identity.signedIn) goHome();
      });
    });
  }, [core, search, navigate, t]);
  return (
    <div className="oauth-callback">
      {error ? <p className="form-error">{error}</p> : <p>{t('chrome.signingIn')}</p>}
    </div>
  );
}
