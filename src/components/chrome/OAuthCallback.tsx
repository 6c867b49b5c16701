// /oauth/callback?code=…&state=…: hands both to the core, then goes home once this tab knows it is signed in (or
// shows what went wrong). Home shown before the tab's identity turned would draw the signed-out app for a moment,
// and AutoSignIn there would start a second sign-in. When the identity does not come, the screen says so and
// offers home, rather than going there by itself.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useCore } from '../../app/core-context.tsx';
import { whenSignedIn } from '../../app/when-signed-in.ts';
import { Button } from '../../design/Button.tsx';
import { useT } from '../../i18n/index.ts';

/** How long the callback waits for the tab to learn of the sign-in the core reported done. */
export const SIGNED_IN_WAIT_MS = 10_000;

export function OAuthCallback() {
  const core = useCore();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  /** The core said done, but the tab was not told it is signed in within the wait. */
  const [unconfirmed, setUnconfirmed] = useState(false);
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
    void core.completeSignIn(code, state).then(async (r) => {
      if ('error' in r) {
        setError(r.error);
        return;
      }
      const signedIn = await whenSignedIn(core.global, SIGNED_IN_WAIT_MS);
      if (!shown.current) return;
      if (signedIn) navigate('/home', { replace: true });
      else setUnconfirmed(true);
    });
  }, [core, search, navigate, t]);
  return (
    <div className="oauth-callback">
      {error ? (
        <p className="form-error">{error}</p>
      ) : unconfirmed ? (
        <>
          <p className="form-error">{t('chrome.signInUnconfirmed')}</p>
          <Button variant="primary" onClick={() => navigate('/home', { replace: true })}>
            {t('chrome.goHome')}
          </Button>
        </>
      ) : (
        <p>{t('chrome.signingIn')}</p>
      )}
    </div>
  );
}
