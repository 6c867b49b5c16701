// /oauth/callback?code=…&state=…: hands both to the core, then goes home (or shows what went wrong).
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useCore } from '../../app/core-context.tsx';
import { useT } from '../../i18n/index.ts';

export function OAuthCallback() {
  const core = useCore();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
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
      if ('error' in r) setError(r.error);
      else navigate('/home', { replace: true });
    });
  }, [core, search, navigate, t]);
  return (
    <div className="oauth-callback">
      {error ? <p className="form-error">{error}</p> : <p>{t('chrome.signingIn')}</p>}
    </div>
  );
}
