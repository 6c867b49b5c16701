// Search pages by offset (GET /api/v2/search has no Link header). Each page asks for one more than it shows, so
// that "more" is known without asking again: 11 asked, 10 shown, and more exists exactly when the 11th came
// (section 7: limit 11 or 10). The sectioned results show fewer of each kind and offer the full list instead.
import type { SearchType } from '../../shared/protocol/search.ts';

/** Results shown per page of a full list. */
export const SEARCH_PAGE_SIZE = 10;
/** Asked per page: one more than shown. */
export const SEARCH_PAGE_LIMIT = SEARCH_PAGE_SIZE + 1;
/** How many of each kind the sectioned results show before "See more" (Mastodon's web UI shows 4 of each). */
export const SECTION_SHOWN: Record<SearchType, number> = { accounts: 4, hashtags: 4, statuses: 4 };

export interface OffsetPage<T> {
  /** What is shown of the answer. */
  items: T[];
  /** The answer had more than is shown: there is a next page. */
  hasMore: boolean;
}

/** The part of an answer shown, and whether there is more (the 11-for-10 rule). */
export function takePage<T>(answer: readonly T[], shown = SEARCH_PAGE_SIZE): OffsetPage<T> {
  return { items: answer.slice(0, shown), hasMore: answer.length > shown };
}

/**
 * A further page added to what is loaded (its 11th item, if any, is asked for again with the next page). An item
 * already loaded (results move while one reads) is not shown twice.
 */
export function appendPage<T>(
  loaded: readonly T[],
  answer: readonly T[],
  idOf: (t: T) => string,
  shown = SEARCH_PAGE_SIZE,
): { items: T[]; hasMore: boolean; added: T[] } {
  const page = takePage(answer, shown);
  const have = new Set(loaded.map(idOf));
  const added = page.items.filter((t) => {
    const id = idOf(t);
    if (have.has(id)) return false;
    have.add(id);
    return true;
  });
  return { items: [...loaded, ...added], hasMore: page.hasMore, added };
}

/** The offset of the next page: each page loaded showed SEARCH_PAGE_SIZE of the server's list (an item skipped as
 *  already loaded still counts, or the next page would ask for the same place again). */
export const nextOffset = (pagesLoaded: number): number => pagesLoaded * SEARCH_PAGE_SIZE;
