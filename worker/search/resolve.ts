// A URL or handle typed into search is looked up with resolve=true (the server fetches what it does not know yet)
// and leads to that account or post at its Woolly address: /@acct or /@acct/id. The type asked for follows what the
// address looks like, so a post's URL does not come back as its author. Nothing found: the answer says so.
import type { ResolveAnswer } from '../../shared/protocol/search.ts';
import type { QueryKind } from '../../shared/search/query.ts';
import { normalizeSearch } from '../api/normalize/misc.ts';
import type { Json } from '../api/normalize/primitives.ts';
import type { RequestSpec } from '../api/transport.ts';

type Resolvable = Extract<QueryKind, { kind: 'url' | 'handle' }>;

export function resolveRequest(k: Resolvable): RequestSpec {
  const type =
    k.kind === 'handle'
      ? 'accounts'
      : k.target === 'status'
        ? 'statuses'
        : k.target === 'account'
          ? 'accounts'
          : undefined;
  const query: Record<string, string> = { q: k.q, resolve: 'true', limit: '1' };
  if (type) query.type = type;
  return { call: 'search.resolve', method: 'GET', path: '/api/v2/search', query };
}

/** Where the answer leads: the post for a URL that names a post, else the account; nothing when it holds neither. */
export function resolvedPath(k: Resolvable, body: Json): ResolveAnswer {
  const parsed = normalizeSearch(body);
  if (!parsed.ok) return { found: false };
  const { accounts, statuses } = parsed.value;
  const status = statuses[0];
  const wantsAccount = k.kind === 'handle' || k.target === 'account';
  if (status && !wantsAccount) {
    const original = status.reblog ?? status;
    return { found: true, path: `/@${original.account.acct}/${encodeURIComponent(original.id)}` };
  }
  const account = k.kind === 'handle' ? accounts.find((a) => sameHandle(a.acct, k)) : accounts[0];
  if (account) return { found: true, path: `/@${account.acct}` };
  return { found: false };
}

/** The account answered for a handle is that handle: `user@domain`, or `user` when it is of this server. */
function sameHandle(acct: string, k: Extract<QueryKind, { kind: 'handle' }>): boolean {
  const [user, domain] = acct.toLowerCase().split('@');
  if (user !== k.username.toLowerCase()) return false;
  return domain === undefined || domain === k.domain.toLowerCase();
}
