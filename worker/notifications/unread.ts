// One unread count for all tabs, counted by notification id so that nothing counts twice (a notification seen in
// a page and again on the stream, or replayed after a reconnect, is one notification).
//
// Individually known notifications (streamed, or from the v1 fallback) are kept as a sorted list of ids above the
// read marker. Streamed ids arrive in increasing order, so the common case is an id above the highest one counted:
// new for certain, appended in O(1) with no hashing (a Map of every unread id grew, rehashed and kept the collector
// busy as a long session piled up tens of thousands of them). Only an id at or below the highest needs a
// membership check, a binary search; a late (out-of-order) id is inserted in place.
//
// A v2 page gives groups, not ids: a group wholly above the marker adds its count, less the notifications of that
// group already counted by id; a group that straddles the marker adds only its most recent notification (the ids
// below it are unknown). Per-group counts of ids are kept only for groups a page spoke about. Reading up to the
// newest id sets the count to 0 everywhere.
import { compareIds } from './ids.ts';

interface PageGroupUnread {
  count: number;
  mostRecentId: string;
  oldestId: string | null;
}

export interface UnreadState {
  lastReadId: string | null;
  /** Unread ids known one by one, oldest first, from index `start` (earlier slots were read and await compaction). */
  ids: string[];
  /**
   * The group each of `ids` joined (same index); '' for the group `ungrouped-<id>`, so that a long session does not
   * keep one freshly built key string per unread id.
   */
  keys: string[];
  /** Index of the first live entry of `ids` / `keys`. */
  start: number;
  /** Per group key a page spoke about: how many of `ids` joined it. */
  idsPerGroup: Map<string, number>;
  /** Per group key: what a loaded v2 page said about it. */
  pageGroups: Map<string, PageGroupUnread>;
  /** The count, kept up to date so reading it is O(1) on the streaming path. */
  total: number;
}

export function emptyUnread(lastReadId: string | null = null): UnreadState {
  return {
    lastReadId,
    ids: [],
    keys: [],
    start: 0,
    idsPerGroup: new Map(),
    pageGroups: new Map(),
    total: 0,
  };
}

function aboveMarker(u: UnreadState, id: string): boolean {
  return u.lastReadId === null || compareIds(id, u.lastReadId) > 0;
}

/** Index of the first live id that is not older than `id` (u.ids.length when all are older). */
function lowerBound(u: UnreadState, id: string): number {
  let lo = u.start;
  let hi = u.ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareIds(u.ids[mid]!, id) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first live id newer than `id`. */
function upperBound(u: UnreadState, id: string): number {
  let lo = u.start;
  let hi = u.ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareIds(u.ids[mid]!, id) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const UNGROUPED = 'ungrouped-';

/** What `keys` stores for `groupKey`: '' when the key is `ungrouped-<id>` (rebuilt by `keyAt`). */
function storedKey(id: string, groupKey: string): string {
  return groupKey.length === id.length + UNGROUPED.length &&
    groupKey.endsWith(id) &&
    groupKey.startsWith(UNGROUPED)
    ? ''
    : groupKey;
}

function keyAt(u: UnreadState, i: number): string {
  const k = u.keys[i]!;
  return k === '' ? UNGROUPED + u.ids[i]! : k;
}

/** Records `id` (known new) at its sorted place. Returns false when it was already counted. */
function insertId(u: UnreadState, id: string, groupKey: string): boolean {
  const n = u.ids.length;
  if (n === u.start || compareIds(id, u.ids[n - 1]!) > 0) {
    // In order: newer than everything counted, so new for certain.
    u.ids.push(id);
    u.keys.push(storedKey(id, groupKey));
    return true;
  }
  const at = lowerBound(u, id);
  if (at < n && u.ids[at] === id) return false;
  u.ids.splice(at, 0, id);
  u.keys.splice(at, 0, storedKey(id, groupKey));
  return true;
}

/** Notes one notification by id. Returns true when it was new and unread. */
export function noteUnreadId(u: UnreadState, id: string, groupKey: string): boolean {
  if (!aboveMarker(u, id)) return false;
  if (u.pageGroups.size === 0 || !u.pageGroups.has(groupKey)) {
    // The common streaming case: no page spoke about this group, so the id simply adds one.
    if (!insertId(u, id, groupKey)) return false;
    u.total += 1;
    return true;
  }
  const before = groupContribution(u, groupKey);
  if (!insertId(u, id, groupKey)) return false;
  u.idsPerGroup.set(groupKey, (u.idsPerGroup.get(groupKey) ?? 0) + 1);
  u.total += 1 + groupContribution(u, groupKey) - before;
  return true;
}

/** How many live ids joined `groupKey`: a scan, done once when a page first speaks about a group. */
function countIdsOf(u: UnreadState, groupKey: string): number {
  const ownId = groupKey.startsWith(UNGROUPED) ? groupKey.slice(UNGROUPED.length) : null;
  let n = 0;
  for (let i = u.start; i < u.keys.length; i++) {
    const k = u.keys[i];
    if (k === groupKey || (k === '' && u.ids[i] === ownId)) n++;
  }
  return n;
}

/** Notes a group from a v2 page. A later page about the same group replaces what an earlier one said. */
export function noteUnreadGroup(
  u: UnreadState,
  groupKey: string,
  count: number,
  mostRecentId: string,
  oldestId: string | null,
): void {
  if (!aboveMarker(u, mostRecentId)) return;
  const known = u.pageGroups.get(groupKey);
  if (known && known.count >= count && compareIds(known.mostRecentId, mostRecentId) >= 0) return;
  const before = groupContribution(u, groupKey);
  if (!known) {
    const byId = countIdsOf(u, groupKey);
    if (byId > 0) u.idsPerGroup.set(groupKey, byId);
  }
  u.pageGroups.set(groupKey, { count, mostRecentId, oldestId });
  u.total += groupContribution(u, groupKey) - before;
}

function pageContribution(u: UnreadState, key: string, g: PageGroupUnread): number {
  if (!aboveMarker(u, g.mostRecentId)) return 0;
  const whole = g.oldestId !== null && aboveMarker(u, g.oldestId);
  const byId = u.idsPerGroup.get(key) ?? 0;
  if (whole) return Math.max(0, g.count - byId);
  return byId > 0 ? 0 : 1;
}

function groupContribution(u: UnreadState, key: string): number {
  const g = u.pageGroups.get(key);
  return g ? pageContribution(u, key, g) : 0;
}

function recount(u: UnreadState): void {
  let total = u.ids.length - u.start;
  for (const [key, g] of u.pageGroups) total += pageContribution(u, key, g);
  u.total = total;
}

export function unreadCount(u: UnreadState): number {
  return u.total;
}

/** Moves the read marker to `upToId` (never backwards) and forgets what is now read. */
export function markReadUpTo(u: UnreadState, upToId: string): void {
  if (u.lastReadId !== null && compareIds(upToId, u.lastReadId) <= 0) return;
  u.lastReadId = upToId;
  const end = upperBound(u, upToId);
  if (u.pageGroups.size > 0) {
    for (let i = u.start; i < end; i++) {
      const key = keyAt(u, i);
      const n = u.idsPerGroup.get(key);
      if (n === undefined) continue;
      if (n > 1) u.idsPerGroup.set(key, n - 1);
      else u.idsPerGroup.delete(key);
    }
  }
  if (end === u.ids.length) {
    u.ids = [];
    u.keys = [];
    u.start = 0;
  } else {
    u.start = end;
    // Compact once the read prefix outweighs what is left, so the arrays never hold more than twice the unread.
    if (u.start * 2 > u.ids.length) {
      u.ids = u.ids.slice(u.start);
      u.keys = u.keys.slice(u.start);
      u.start = 0;
    }
  }
  for (const [key, g] of u.pageGroups) {
    if (!aboveMarker(u, g.mostRecentId)) {
      u.pageGroups.delete(key);
      u.idsPerGroup.delete(key);
    }
  }
  recount(u);
}

/**
 * Forgets notifications that left the list (a deleted post, a blocked account): every id of the `groups` that
 * went, and the single `ids` dropped from elsewhere (pending ones). The count is rebuilt.
 */
export function forgetUnread(u: UnreadState, groups: ReadonlySet<string>, ids: ReadonlySet<string>): void {
  if (groups.size === 0 && ids.size === 0) return;
  const keptIds: string[] = [];
  const keptKeys: string[] = [];
  for (let i = u.start; i < u.ids.length; i++) {
    const key = keyAt(u, i);
    if (groups.has(key) || ids.has(u.ids[i]!)) {
      const n = u.idsPerGroup.get(key);
      if (n !== undefined && n > 1) u.idsPerGroup.set(key, n - 1);
      else if (n !== undefined) u.idsPerGroup.delete(key);
      continue;
    }
    keptIds.push(u.ids[i]!);
    keptKeys.push(u.keys[i]!);
  }
  u.ids = keptIds;
  u.keys = keptKeys;
  u.start = 0;
  for (const key of groups) {
    u.pageGroups.delete(key);
    u.idsPerGroup.delete(key);
  }
  recount(u);
}

export function isUnread(u: UnreadState, mostRecentId: string): boolean {
  return aboveMarker(u, mostRecentId);
}
