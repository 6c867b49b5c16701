// Sign in: an instance (domain or URL) → the core starts OAuth and answers the authorization URL to go to.
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
  const core = useCore();
  const [instance, setInstance] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="sign-in"
      onSubmit={async (e) => {
        e.preventDefault();
        const host = normalizeInstance(instance);
        if (!host) {
          setError('Enter the domain of your server, like example.social');
          return;
        }
        setBusy(true);
        setError(null);
        const result = await core.signIn(host);
        setBusy(false);
        if ('url' in result) go(result.url);
        else setError(result.error);
      }}
    >
      <h1>Sign in</h1>
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
