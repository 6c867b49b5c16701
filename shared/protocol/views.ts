// What a tab can subscribe to. `viewKey` gives the stable name a diff carries; two tabs asking for the same view
// share one view in the core (one request, one copy).

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
  /** One row: the account's profile header and the relationship to it (shared/protocol/profile.ts). */
  | { kind: 'profile'; accountId: string }
  /** One row: a hashtag with its week of use and the user's follow/feature state (shared/protocol/discovery.ts). */
  | { kind: 'tag'; name: string }
  /** The hashtags the user follows, paged by next links. */
  | { kind: 'followedTags' };

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
  if (spec.kind === 'profile') return 'account';
  if (spec.kind === 'tag' || spec.kind === 'followedTags') return 'public';
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
