// What a tab can subscribe to. `viewKey` gives the stable name a diff carries; two tabs asking for the same view
// share one view in the core (one request, one copy).
import type { SearchViewSpec } from './search.ts';

export type TimelineSpec =
  | { timeline: 'home' }
  | { timeline: 'public'; local?: boolean; remote?: boolean; onlyMedia?: boolean }
  | { timeline: 'list'; listId: string }
  | { timeline: 'link'; url: string }
  | { timeline: 'tag'; tag: string; any?: string[]; all?: string[]; none?: string[]; local?: boolean }
  | {
      timeline: 'account';
      accountId: string;
      withReplies?: boolean;
      onlyMedia?: boolean;
      pinned?: boolean;
      tagged?: string;
    }
  | { timeline: 'bookmarks' }
  | { timeline: 'favourites' }
  /** Trending posts (GET /api/v1/trends/statuses), paged by offset. */
  | { timeline: 'trends' };

export type ViewSpec =
  | ({ kind: 'timeline' } & TimelineSpec)
  | { kind: 'notifications' }
  | { kind: 'thread'; statusId: string }
  | { kind: 'conversations' }
  /** The server's announcements, oldest first (shared/protocol/announcements.ts). */
  | { kind: 'announcements' }
  /** One row: the account's profile header and the relationship to it (shared/protocol/profile.ts). */
  | { kind: 'profile'; accountId: string }
  /** Who boosted or who favourited a post: account rows paged by next links (worker/status-accounts/). */
  | { kind: 'status-accounts'; statusId: string; relation: StatusAccountsRelation }
  /** The accounts that follow `accountId`, or that it follows (paged by the server's next links), each row with
   *  the relationship to it (shared/protocol/rows.ts AccountRow). */
  | { kind: 'accounts'; list: AccountListOf; accountId: string }
  /** Search results (shared/protocol/search.ts): sections, or the full list of one type. */
  | SearchViewSpec
  /** The user's lists, a row each (shared/protocol/lists.ts). */
  | { kind: 'lists' }
  /** One list's members, as account rows. */
  | { kind: 'listMembers'; listId: string }
  /** One row: a hashtag with its week of use and the user's follow/feature state (shared/protocol/discovery.ts). */
  | { kind: 'tag'; name: string }
  /** The hashtags the user follows, paged by next links. */
  | { kind: 'followedTags' }
  /** One row: the relationship to an account (a post's menu), fetched through the 500 ms batcher. */
  | { kind: 'relationship'; accountId: string };

/** The lists of a post's boosters and favouriters, named as the API's paths name them. */
export type StatusAccountsRelation = 'reblogged_by' | 'favourited_by';

/** The account lists of a profile (Mastodon's /@acct/followers and /@acct/following). */
export type AccountListOf = 'followers' | 'following';

/** A stable key: same spec, same key, whatever the property order. */
export function viewKey(spec: ViewSpec): string {
  const entries = Object.entries(spec)
    .filter(([k, v]) => k !== 'kind' && v !== undefined && v !== false)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(',') : String(v)}`);
  return [spec.kind, ...entries].join(':');
}

/** The filter context of section 5 for a view: detailed → thread; bookmarks, favourites, list → home; unknown → public. */
export function filterContextOf(spec: ViewSpec): 'home' | 'notifications' | 'public' | 'thread' | 'account' {
  if (spec.kind === 'notifications') return 'notifications';
  if (spec.kind === 'thread') return 'thread';
  if (spec.kind === 'conversations') return 'thread';
  if (spec.kind === 'announcements') return 'home';
  if (spec.kind === 'profile') return 'account';
  if (spec.kind === 'status-accounts') return 'thread';
  if (spec.kind === 'accounts') return 'account';
  if (spec.kind === 'search') return 'public';
  if (spec.kind === 'lists' || spec.kind === 'listMembers') return 'home';
  if (spec.kind === 'tag' || spec.kind === 'followedTags') return 'public';
  if (spec.kind === 'relationship') return 'account';
  switch (spec.timeline) {
    case 'home':
    case 'list':
    case 'bookmarks':
    case 'favourites':
      return 'home';
    case 'account':
      return 'account';
    default:
      return 'public';
  }
}
