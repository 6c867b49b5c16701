// Handle → account id for the /@acct routes. A 404 caches the acct as not found (section 8), so opening the same
// unknown address again asks nobody; other failures (offline, 500) are not remembered, so a retry can succeed.
import type { RawResult, RequestSpec } from '../api/transport.ts';

export function createAccountLookup(request: (spec: RequestSpec) => Promise<RawResult>) {
  const known = new Map<string, { id: string } | null>();
  const keyOf = (acct: string) => acct.trim().replace(/^@/, '').toLowerCase();
  return async (acct: string): Promise<{ id: string } | null> => {
    const key = keyOf(acct);
    if (key === '') return null;
    const hit = known.get(key);
    if (hit !== undefined) return hit;
    const r = await request({
      call: 'accounts.lookup',
      method: 'GET',
      path: '/api/v1/accounts/lookup',
      query: { acct: key },
    });
    if (!r.ok) {
      if (r.error.status === 404) known.set(key, null);
      return null;
    }
    const id = (r.answer.body as { id?: unknown } | null)?.id;
    const found = typeof id === 'string' ? { id } : null;
    if (found) known.set(key, found);
    return found;
  };
}
