// What a search query is, decided before anything is asked: nothing (an empty query does nothing), a URL or a
// handle to resolve (resolve=true; it opens the account or post in Woolly), or words to search for. Pure: the tab
// uses it to choose between searching and resolving, the core to ask with resolve=true.

export type QueryKind =
  | { kind: 'empty' }
  | { kind: 'text'; q: string }
  /** `@user@server` or `user@server`. */
  | { kind: 'handle'; q: string; username: string; domain: string }
  /** An http(s) address; `target` is what its path looks like on Mastodon and the servers that copy its paths. */
  | { kind: 'url'; q: string; target: 'status' | 'account' | 'unknown' };

/** A user name as servers write them (Mastodon: letters, digits, _; others add . and -). */
const USER = '[\\p{L}\\p{N}_][\\p{L}\\p{N}_.-]*';
/** A host: labels with a dot between them, or one label with a port (`localhost:3000`, `127.0.0.1:4173`). */
const HOST = '(?:[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)+(?::\\d{1,5})?|[\\p{L}\\p{N}-]+:\\d{1,5})';
const HANDLE = new RegExp(`^@?(${USER})@(${HOST})$`, 'u');

/** Post addresses: /@user/123 (Mastodon's web page), /users/user/statuses/123 (its ActivityPub id), /notice/x
 *  (Pleroma, Akkoma), /notes/x (Misskey), /objects/x. */
const STATUS_PATHS = [
  /^\/@[^/]+\/[^/]+\/?$/,
  /^\/users\/[^/]+\/statuses\/[^/]+\/?$/,
  /^\/(?:notice|notes|objects)\/[^/]+\/?$/,
];
/** Account addresses: /@user, /users/user, /u/user. */
const ACCOUNT_PATHS = [/^\/@[^/]+\/?$/, /^\/(?:users|u)\/[^/]+\/?$/];

function urlTarget(path: string): 'status' | 'account' | 'unknown' {
  if (STATUS_PATHS.some((p) => p.test(path))) return 'status';
  if (ACCOUNT_PATHS.some((p) => p.test(path))) return 'account';
  return 'unknown';
}

export function classifyQuery(raw: string): QueryKind {
  const q = raw.trim();
  if (q === '') return { kind: 'empty' };
  if (/^https?:\/\/\S+$/i.test(q)) {
    let url: URL | null = null;
    try {
      url = new URL(q);
    } catch {
      url = null;
    }
    if (url?.hostname) return { kind: 'url', q, target: urlTarget(url.pathname) };
  }
  const handle = HANDLE.exec(q);
  if (handle?.[1] && handle[2]) return { kind: 'handle', q, username: handle[1], domain: handle[2] };
  return { kind: 'text', q };
}

/** Whether the query is resolved (a URL or a handle) rather than searched for. */
export const isResolvable = (k: QueryKind): k is Extract<QueryKind, { kind: 'url' | 'handle' }> =>
  k.kind === 'url' || k.kind === 'handle';
