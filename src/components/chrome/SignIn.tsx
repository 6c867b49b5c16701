// Sign in: an instance (domain or URL) → the core starts OAuth and answers the authorization URL to go to. When the
// app is served by an instance itself (the demo), that instance is offered first as one button.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useCore } from '../../app/core-context.tsx';
import { useT } from '../../i18n/index.ts';

/** How long the form waits for the core before saying the server did not answer (the core gives up sooner). */
export const SIGN_IN_FORM_LIMIT_MS = 20_000;

/**
 * Accepts 'example.social', 'https://example.social/' or '@me@example.social'; answers the host (with its port), or
 * the origin when the scheme is plain http (a loopback test server, which the core allows), or null. https is what
 * the core assumes, so only http needs to be kept.
 */
export function normalizeInstance(input: string): string | null {
  let s = input.trim();
  if (!s) return null;
  const at = s.lastIndexOf('@');
  if (at > 0 && !s.includes('/')) s = s.slice(at + 1);
  if (!/^https?:\/\//i.test(s)) s = `https://${s}`;
  try {
    const url = new URL(s);
    if (!url.host) return null;
    return url.protocol === 'http:' ? url.origin : url.host;
  } catch {
    return null;
  }
}

/** The core's answer, or a clear message when it does not come within `ms` (the core itself may be stuck). */
function withinLimit<T>(p: Promise<T>, ms: number, late: T): Promise<T> {
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => resolve(late), ms);
    p.then(
      (v) => resolve(v),
      () => resolve(late),
    ).finally(() => clearTimeout(timer));
  });
}

export function SignIn({
  go = (url: string) => window.location.assign(url),
  limitMs = SIGN_IN_FORM_LIMIT_MS,
}: {
  go?: (url: string) => void;
  /** How long to wait for the core's answer. */
  limitMs?: number;
}) {
  useSignals();
  const core = useCore();
  const sameOrigin = useComputed(() => core.global.value.sameOriginInstance ?? null).value;
  const offered = sameOrigin ? normalizeInstance(sameOrigin) : null;
  const offeredLabel = offered?.replace(/^https?:\/\//, '') ?? null;
  const [instance, setInstance] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const start = async (host: string) => {
    setBusy(true);
    setError(null);
    const result = await withinLimit(core.signIn(host), limitMs, {
      error: t('chrome.signInTimeout'),
    });
    setBusy(false);
    if ('url' in result) go(result.url);
    else setError(result.error);
  };
  return (
    <form
      className="sign-in"
      onSubmit={(e) => {
        e.preventDefault();
        const host = normalizeInstance(instance);
        if (!host) {
          setError(t('chrome.enterDomain'));
          return;
        }
        void start(host);
      }}
    >
      <h1>{t('chrome.signIn')}</h1>
      {offered ? (
        <button type="button" className="sign-in-offered" disabled={busy} onClick={() => void start(offered)}>
          {t('chrome.signInWith', { server: offeredLabel })}
        </button>
      ) : null}
      <label>
        {t('chrome.yourServer')}
        <input
          type="text"
          inputMode="url"
          autoComplete="url"
          placeholder={t('chrome.serverExample')}
          value={instance}
          onChange={(e) => setInstance(e.target.value)}
        />
      </label>
      {error ? <p className="form-error">{error}</p> : null}
      <button type="submit" disabled={busy}>
        {t('chrome.signIn')}
      </button>
    </form>
  );
}
