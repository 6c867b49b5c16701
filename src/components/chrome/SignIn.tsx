// Sign in: an instance (domain or URL) → the core starts OAuth and answers the authorization URL to go to. When the
// app is served by an instance itself (the demo), that instance is offered first as one button.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useCore } from '../../app/core-context.tsx';

/** Accepts 'example.social', 'https://example.social/' or '@me@example.social'; answers the host or null. */
export function normalizeInstance(input: string): string | null {
  let s = input.trim();
  if (!s) return null;
  const at = s.lastIndexOf('@');
  if (at > 0 && !s.includes('/')) s = s.slice(at + 1);
  if (!/^https?:\/\//i.test(s)) s = `https://${s}`;
  try {
    const url = new URL(s);
    return url.host || null;
  } catch {
    return null;
  }
}

export function SignIn({
  go = (url: string) => window.location.assign(url),
}: {
  go?: (url: string) => void;
}) {
  useSignals();
  const core = useCore();
  const sameOrigin = useComputed(() => core.global.value.sameOriginInstance ?? null).value;
  const offered = sameOrigin ? normalizeInstance(sameOrigin) : null;
  const [instance, setInstance] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const start = async (host: string) => {
    setBusy(true);
    setError(null);
    const result = await core.signIn(host);
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
          setError('Enter the domain of your server, like example.social');
          return;
        }
        void start(host);
      }}
    >
      <h1>Sign in</h1>
      {offered ? (
        <button type="button" className="sign-in-offered" disabled={busy} onClick={() => void start(offered)}>
          Sign in with {offered}
        </button>
      ) : null}
      <label>
        Your server
        <input
          type="text"
          inputMode="url"
          autoComplete="url"
          placeholder="example.social"
          value={instance}
          onChange={(e) => setInstance(e.target.value)}
        />
      </label>
      {error ? <p className="form-error">{error}</p> : null}
      <button type="submit" disabled={busy}>
        Sign in
      </button>
    </form>
  );
}
