// Search (issue 16): the result views' spec and rows, the intents of the search field (typing-ahead suggestions,
// resolving a URL or handle, the recent searches), and what they answer. The core runs every search; a tab
// subscribes to a result view like any other and sends these intents.
import type { AccountChip } from './rows.ts';

/** What a full list shows: one kind of result (`/search?q=…&type=…`, Mastodon's own addresses). */
export type SearchType = 'accounts' | 'hashtags' | 'statuses';

export const SEARCH_TYPES: readonly SearchType[] = ['accounts', 'hashtags', 'statuses'];

export const isSearchType = (s: unknown): s is SearchType =>
  s === 'accounts' || s === 'hashtags' || s === 'statuses';

/** The results of a query: in sections (no type), or the full list of one type, paged by offset. */
export interface SearchViewSpec {
  kind: 'search';
  q: string;
  type?: SearchType;
}

/** A section's title in the sectioned results, with whether the server has more of it than are shown. */
export interface SearchSectionRow {
  kind: 'search-section';
  key: string;
  section: SearchType;
  more: boolean;
}

/** A hashtag found, with its use: people over the last two days and posts over the week (its history). */
export interface HashtagRow {
  kind: 'hashtag';
  key: string;
  name: string;
  /** Accounts that used it today and yesterday (Mastodon's "N people in the past 2 days"). */
  people: number;
  /** Posts with it over the days of its history (up to 7). */
  uses: number;
  /** Daily uses, oldest first, for a sparkline. */
  history: number[];
  following: boolean | null;
}

/** A typing-ahead suggestion: an account or a hashtag (limit 4 each, section 9). */
export interface SearchSuggestions {
  accounts: AccountChip[];
  hashtags: { name: string; people: number }[];
}

/** A recent search (section 3's saved search entry: type and q): a query, or an account or tag opened from one. */
export interface RecentSearch {
  type: 'search' | 'account' | 'hashtag';
  q: string;
}

/** Where a resolved URL or handle leads in Woolly: an account (`/@acct`) or a post (`/@acct/id`). */
export type ResolveAnswer = { found: true; path: string } | { found: false };

export type SearchIntent =
  /** Accounts and hashtags for what is being typed (GET v1/accounts/search and v2/search type=hashtags, limit 4
   *  each). Never alerts: a 429 or any failure answers no suggestions. Answers `SearchSuggestions`. */
  | { type: 'search.suggest'; q: string }
  /** A URL or handle looked up with resolve=true. Answers `ResolveAnswer`. */
  | { type: 'search.resolve'; q: string }
  /** The recent searches of the signed-in account (list, add, remove one). Answers `RecentSearch[]`, newest first. */
  | { type: 'search.recent'; action: 'list' }
  | { type: 'search.recent'; action: 'add' | 'remove'; entry: RecentSearch };

export const isSearchIntent = (i: { type: string }): i is SearchIntent =>
  i.type === 'search.suggest' || i.type === 'search.resolve' || i.type === 'search.recent';
