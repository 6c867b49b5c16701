// The recent searches of one account (section 9: 4), newest first: a search done again moves to the top instead of
// showing twice (the same type and query, whatever the letter case and spaces around it), and each is removable.
// Plain data in, plain data out; recent-store.ts keeps them.
import { RECENT_SEARCHES_CAP } from '../../shared/constants.ts';
import type { RecentSearch } from '../../shared/protocol/search.ts';

const sameEntry = (a: RecentSearch, b: RecentSearch) =>
  a.type === b.type && a.q.trim().toLowerCase() === b.q.trim().toLowerCase();

/** A valid entry (a non-empty query of a known type), trimmed; null for anything else. */
export function cleanEntry(raw: unknown): RecentSearch | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { type, q } = raw as Record<string, unknown>;
  if (type !== 'search' && type !== 'account' && type !== 'hashtag') return null;
  if (typeof q !== 'string' || q.trim() === '') return null;
  return { type, q: q.trim() };
}

/** What was kept, read back defensively: entries that are not entries are dropped, and the cap holds. */
export function readRecent(raw: unknown): RecentSearch[] {
  if (!Array.isArray(raw)) return [];
  const out: RecentSearch[] = [];
  for (const r of raw) {
    const e = cleanEntry(r);
    if (e && !out.some((o) => sameEntry(o, e))) out.push(e);
  }
  return out.slice(0, RECENT_SEARCHES_CAP);
}

export function addRecent(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  const e = cleanEntry(entry);
  if (!e) return [...list];
  return [e, ...list.filter((o) => !sameEntry(o, e))].slice(0, RECENT_SEARCHES_CAP);
}

export function removeRecent(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  return list.filter((o) => !sameEntry(o, entry));
}
