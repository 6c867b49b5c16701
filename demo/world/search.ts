// Search over the demo world, with the semantics of Mastodon's SearchService: accounts by username, display name
// and acct (each word of a name may start the match); hashtags by prefix; posts by the words of their plain text,
// only those the viewer may see (and not from accounts they block or mute), only for a signed-in viewer, and not
// for a query that is a tag or holds an @ without a space. With resolve=true a URL or handle of this instance (or of
// an account or post the world already knows) is found; anything else answers an empty result.
import type { AccountRec, StatusRec } from './model.ts';
import { hiddenByRelations } from './timelines.ts';
import type { World } from './world.ts';

export interface SearchOptions {
  q: string;
  type?: 'accounts' | 'hashtags' | 'statuses';
  resolve: boolean;
  /** Only accounts the viewer follows. */
  following: boolean;
  /** Only posts of this account. */
  accountId?: string;
  /** Only hashtags the moderators reviewed (here: used by at least two accounts, as trending review needs). */
  excludeUnreviewed: boolean;
}

export interface SearchHits {
  accounts: AccountRec[];
  statuses: StatusRec[];
  hashtags: string[];
}

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);

/** Tags in use: name → the accounts that used it. */
function tagUse(w: World): Map<string, Set<string>> {
  const use = new Map<string, Set<string>>();
  for (const s of w.statuses.values()) {
    if (s.deleted || s.visibility === 'direct' || s.visibility === 'private') continue;
    for (const t of s.tags) {
      const k = t.toLowerCase();
      const set = use.get(k) ?? new Set<string>();
      set.add(s.accountId);
      use.set(k, set);
    }
  }
  return use;
}

function searchAccounts(w: World, viewer: string | null, q: string, following: boolean): AccountRec[] {
  const term = q.replace(/^@/, '').toLowerCase();
  if (term === '' || (q.includes('@') && q.includes(' '))) return [];
  const exact = w.lookup(term);
  const rank = (a: AccountRec): number => {
    if (a === exact || w.acctOf(a).toLowerCase() === term) return 0;
    if (a.username.toLowerCase().startsWith(term) || w.acctOf(a).toLowerCase().startsWith(term)) return 1;
    if (words(a.displayName).some((x) => x.startsWith(term))) return 2;
    return -1;
  };
  return [...w.accounts.values()]
    .map((a) => ({ a, r: rank(a) }))
    .filter(({ a, r }) => r >= 0 && (!following || (viewer !== null && w.isFollowing(viewer, a.id))))
    .filter(({ a }) => !viewer || !w.isBlocking(a.id, viewer))
    .sort(
      (x, y) =>
        x.r - y.r ||
        Number(viewer !== null && w.isFollowing(viewer, y.a.id)) -
          Number(viewer !== null && w.isFollowing(viewer, x.a.id)) ||
        w.followersCount(y.a.id) - w.followersCount(x.a.id) ||
        x.a.username.localeCompare(y.a.username),
    )
    .map(({ a }) => a);
}

function searchHashtags(w: World, q: string, excludeUnreviewed: boolean): string[] {
  const term = q.replace(/^[#＃]/, '').toLowerCase();
  if (term === '' || q.includes('@') || /\s/.test(term)) return [];
  const use = tagUse(w);
  for (const set of w.followedTags.values())
    for (const t of set.keys()) if (!use.has(t)) use.set(t, new Set());
  return [...use.entries()]
    .filter(([name, by]) => name.startsWith(term) && (!excludeUnreviewed || by.size >= 2))
    .sort(
      (a, b) =>
        Number(b[0] === term) - Number(a[0] === term) || b[1].size - a[1].size || a[0].localeCompare(b[0]),
    )
    .map(([name]) => name);
}

function searchStatuses(w: World, viewer: string | null, q: string, accountId?: string): StatusRec[] {
  if (!viewer) return [];
  if ((q.startsWith('#') || q.includes('@')) && !q.includes(' ')) return [];
  const terms = words(q);
  if (terms.length === 0) return [];
  const out: StatusRec[] = [];
  for (let i = w.statusOrder.length - 1; i >= 0; i--) {
    const s = w.statuses.get(w.statusOrder[i] as string);
    if (!s || s.deleted || s.reblogOfId || (accountId && s.accountId !== accountId)) continue;
    if (!w.canSee(viewer, s) || hiddenByRelations(w, viewer, s)) continue;
    const text = words(`${s.spoilerText ?? ''} ${s.text}`);
    if (terms.every((t) => text.some((x) => x.startsWith(t)))) out.push(s);
  }
  return out;
}

/** The account or post a URL or handle names, when this world knows it. */
function resolveQuery(
  w: World,
  viewer: string | null,
  q: string,
): { account?: AccountRec; status?: StatusRec } {
  const handle = /^@?([^@\s/]+)@([^@\s/]+)$/.exec(q);
  if (handle) {
    const [, user = '', domain = ''] = handle;
    const local = domain.toLowerCase() === w.localDomain || domain.toLowerCase() === hostOf(w.origin);
    const a = w.lookup(local ? user : `${user}@${domain}`);
    return a ? { account: a } : {};
  }
  let url: URL;
  try {
    url = new URL(q);
  } catch {
    return {};
  }
  const host = url.host.toLowerCase();
  const owner = (username: string) =>
    [...w.accounts.values()].find(
      (a) =>
        a.username.toLowerCase() === username.toLowerCase() &&
        (a.domain === null ? host === hostOf(w.origin) || host === w.localDomain : a.domain === host),
    );
  const post = /^\/(?:@([^/]+)|users\/([^/]+)\/statuses)\/([^/]+)\/?$/.exec(url.pathname);
  if (post) {
    const a = owner(post[1] ?? post[2] ?? '');
    const s = w.statuses.get(decodeURIComponent(post[3] ?? ''));
    if (!a || !s || s.accountId !== a.id || !w.canSee(viewer, s)) return {};
    return { status: s };
  }
  const profile = /^\/(?:@|users\/)([^/]+)\/?$/.exec(url.pathname);
  const a = profile ? owner(decodeURIComponent(profile[1] ?? '')) : undefined;
  return a ? { account: a } : {};
}

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return '';
  }
};

export function searchWorld(w: World, viewer: string | null, o: SearchOptions): SearchHits {
  const q = o.q.trim();
  const want = (t: SearchOptions['type']) => !o.type || o.type === t;
  const none: SearchHits = { accounts: [], statuses: [], hashtags: [] };
  if (q === '') return none;
  const isUrl = /^https?:\/\//i.test(q);
  const isHandle = /^@?[^@\s/]+@[^@\s/]+$/.test(q);
  if (o.resolve && (isUrl || isHandle)) {
    const found = resolveQuery(w, viewer, q);
    return {
      accounts: found.account && want('accounts') ? [found.account] : [],
      statuses: found.status && want('statuses') ? [found.status] : [],
      hashtags: [],
    };
  }
  // A URL that is not resolved is not searched for as words (a real server finds nothing for it either).
  if (isUrl) return none;
  return {
    accounts: want('accounts') && !q.startsWith('#') ? searchAccounts(w, viewer, q, o.following) : [],
    statuses: want('statuses') ? searchStatuses(w, viewer, q, o.accountId) : [],
    hashtags: want('hashtags') ? searchHashtags(w, q, o.excludeUnreviewed) : [],
  };
}
