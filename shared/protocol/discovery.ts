// Discovery (issue 16): trends, follow suggestions, the directory and hashtags. Lists that are read once (trending
// tags and links, suggestions, directory pages) are answered as values of intents; a hashtag's header and the
// followed tags are views (kinds 'tag' and 'followedTags'), so a follow made in one tab shows in every tab.
// Trending posts are a timeline (`{ timeline: 'trends' }`), so their rows act like any post's.
import type { AccountRow, CardView } from './rows.ts';

/** Seven days of use, oldest first (for the sparkline), and the week's totals. */
export interface TagUse {
  /** Uses per day, oldest first; as many entries as the server gave (7 for Mastodon). */
  daily: number[];
  /** Posts over those days. */
  uses: number;
  /** Distinct people over those days (Mastodon's "N people in the past days"). */
  accounts: number;
}

/** A hashtag, with the signed-in user's follow and feature state (null when the server did not say). */
export interface TagRow {
  kind: 'tag';
  /** `tag:<name in lower case>`. */
  key: string;
  name: string;
  use: TagUse;
  following: boolean | null;
  featuring: boolean | null;
}

/** A trending link: its card (text already plain, URLs checked), and its use. */
export interface TrendLink {
  card: CardView;
  use: TagUse;
}

export type SuggestionSource =
  | 'featured'
  | 'most_followed'
  | 'most_interactions'
  | 'similar_to_recently_followed'
  | 'friends_of_friends';

export interface SuggestionItem {
  account: AccountRow;
  /** Why it is suggested (unknown reasons are left out). */
  sources: SuggestionSource[];
}

/** An account card of the directory: the account row plus its header picture. */
export interface DirectoryCard {
  account: AccountRow;
  header: string;
  lastStatusAt: string | null;
}

export interface DirectoryQuery {
  local: boolean;
  order: 'active' | 'new';
}

/** One answer of a list read by offset: the items and whether more may follow. */
export interface OffsetPage<T> {
  items: T[];
  hasMore: boolean;
}

export type TagAction = 'follow' | 'unfollow' | 'feature' | 'unfeature';

export type DiscoveryIntent =
  /** Trending hashtags (answers `TagRow[]`). Failures skip the alert (section 8): the tab shows a retry. */
  | { type: 'trends.tags' }
  /** Trending links, at most 20 (answers `TrendLink[]`); failures skip the alert. */
  | { type: 'trends.links' }
  /** Follow suggestions, at most 20 (answers `SuggestionItem[]`). */
  | { type: 'suggestions.list' }
  /** "Don't suggest again" (DELETE /api/v1/suggestions/{id}). */
  | { type: 'suggestions.dismiss'; accountId: string }
  /** One directory page of 20 from `offset` (answers `OffsetPage<DirectoryCard>`). */
  | ({ type: 'directory.page'; offset: number } & DirectoryQuery)
  /** Follow, unfollow, feature or unfeature a hashtag: applied at once in every tab's tag views, reverted with the
   *  alert when the server refuses. */
  | { type: 'tag.act'; name: string; action: TagAction };

const DISCOVERY_TYPES = new Set<string>([
  'trends.tags',
  'trends.links',
  'suggestions.list',
  'suggestions.dismiss',
  'directory.page',
  'tag.act',
]);

export const isDiscoveryIntent = (i: { type: string }): i is DiscoveryIntent => DISCOVERY_TYPES.has(i.type);

/** The key of a hashtag's row and view: tags are the same whatever their case. */
export const tagKey = (name: string): string => `tag:${name.toLowerCase()}`;
