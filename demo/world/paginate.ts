// Id-based paging as Mastodon does it: max_id (older than), since_id (newer than, newest first), min_id (the page
// just above, i.e. the oldest items newer than it). Answers are always newest first.

export interface PageParams {
  maxId?: string | undefined;
  sinceId?: string | undefined;
  minId?: string | undefined;
  limit: number;
}

export interface Page<T> {
  items: T[];
  /** Set when there may be older items (Link rel="next" → max_id). */
  nextMaxId: string | null;
  /** Set when the page is not empty (Link rel="prev" → min_id). */
  prevMinId: string | null;
}

const big = (id: string | undefined): bigint | null => {
  if (id === undefined || id === '') return null;
  try {
    return BigInt(id);
  } catch {
    return null;
  }
};

/**
 * Pages `itemsNewestFirst` (already filtered, sorted by key descending). `key` gives the paging id of an item
 * (a status id, or a follow/favourite record id for account lists).
 */
export function paginate<T>(
  itemsNewestFirst: readonly T[],
  key: (item: T) => string,
  p: PageParams,
): Page<T> {
  const max = big(p.maxId);
  const since = big(p.sinceId);
  const min = big(p.minId);
  const inRange = (item: T): boolean => {
    const k = BigInt(key(item));
    if (max !== null && k >= max) return false;
    if (since !== null && k <= since) return false;
    if (min !== null && k <= min) return false;
    return true;
  };
  let items: T[];
  if (min !== null) {
    // The page just above min_id: walk up from the oldest, keep `limit`, answer newest first.
    const above: T[] = [];
    for (let i = itemsNewestFirst.length - 1; i >= 0 && above.length < p.limit; i--) {
      const item = itemsNewestFirst[i] as T;
      if (inRange(item)) above.push(item);
    }
    items = above.reverse();
  } else {
    items = [];
    for (const item of itemsNewestFirst) {
      if (items.length >= p.limit) break;
      if (inRange(item)) items.push(item);
    }
  }
  const first = items[0];
  const last = items[items.length - 1];
  return {
    items,
    nextMaxId: last !== undefined ? key(last) : null,
    prevMinId: first !== undefined ? key(first) : null,
  };
}

export const clampLimit = (raw: unknown, def: number, max: number): number => {
  const n = typeof raw === 'string' ? Number.parseInt(raw, 10) : typeof raw === 'number' ? raw : Number.NaN;
  if (!Number.isFinite(n) || n <= 0) return def;
  return Math.min(n, max);
};
