// Sign-in and sign-out's part of the core (OAuth with PKCE, the instance address check, the words of a failed
// sign-in), fetched when first used: a signed-in start never needs it (issue 20, item 7).
import type { Account } from '../../shared/wire/entities.ts';
import type { FetchFn } from '../api/transport.ts';
import { toAccountChip } from '../rows/accountChip.ts';
import type { AccountFacts } from './account-facts.ts';

export { normalizeInstanceUrl } from '../api/instance-url.ts';
export { createOAuth } from '../api/oauth.ts';
export { signInFailureMessage } from '../api/sign-in-errors.ts';

/** Who the new token belongs to (verify_credentials), read right after sign-in; null where it does not answer. */
export async function whoAmI(
  fetch: FetchFn,
  origin: string,
  token: string,
): Promise<Pick<AccountFacts, 'accountId' | 'account'> | null> {
  const me = await fetch(`${origin}/api/v1/accounts/verify_credentials`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  })
    .then((res) => (res.ok ? (res.json() as Promise<Account>) : null))
    .catch(() => null);
  return me?.id ? { accountId: me.id, account: toAccountChip(me) } : null;
}
