// One unread count for all tabs, counted by notification id so that nothing counts twice (a notification seen in
// a page and again on the stream, or replayed after a reconnect, is one notification).
//
// Individually known notifications (streamed, or from the v1 fallback) are a Set of ids above the read marker.
// A v2 page gives groups, not ids: a group wholly above the marker adds its count, less the notifications of that
// group already counted by id; a group that straddles the marker adds only its most recent notification (the ids
// below it are unknown). Reading up to the newest id sets the count to 0 everywhere.
import { compareIds } from './ids.ts';

interface PageGroupUnread {
  count: number;
  mostRecentId: string;
  oldestId: string | null;
}

export interface UnreadState {
  lastReadId: string | null;
  /** Unread ids known one by one, with the group each joined. */
  ids: Map<string, string>;
  /** Per group key: how many of `ids` joined it. */
  idsPerGroup: Map<string, number>;
  /** Per group key: what a loaded v2 page said about it. */
  pageGroups: Map<string, PageGroupUnread>;
  /** The count, kept up to date so reading it is O(1) on the streaming path. */
  total: number;
}

export function emptyUnread(lastReadId: string | null = null): UnreadState {
  return { lastReadId, ids: new Map(), idsPerGroup: new Map(), pageGroups: new Map(), total: 0 };
}

function aboveMarker(u: UnreadState, id: string): boolean {
  return u.lastReadId === null || compareIds(id, u.lastReadId) > 0;
}

/** Notes one notification by id. Returns true when it was new and unread. */
export function noteUnreadId(u: UnreadState, id: string, groupKey: string): boolean {
  if (!aboveMarker(u, id) || u.ids.has(id)) return false;
  if (!u.pageGroups.has(groupKey)) {
    // The common streaming case: no page spoke about this group, so the id simply adds one.
    u.ids.set(id, groupKey);
    u.idsPerGroup.set(groupKey, (u.idsPerGroup.get(groupKey) ?? 0) + 1);
    u.total += 1;
    return true;
  }
  const before = groupContribution(u, groupKey);
  u.ids.set(id, groupKey);
  u.idsPerGroup.set(groupKey, (u.idsPerGroup.get(groupKey) ?? 0) + 1);
  u.total += 1 + groupContribution(u, groupKey) - before;
  return true;
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
  let total = u.ids.size;
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
  for (const [id, key] of u.ids) {
    if (compareIds(id, upToId) > 0) continue;
    u.ids.delete(id);
    const n = (u.idsPerGroup.get(key) ?? 1) - 1;
    if (n > 0) u.idsPerGroup.set(key, n);
    else u.idsPerGroup.delete(key);
  }
  for (const [key, g] of u.pageGroups) if (!aboveMarker(u, g.mostRecentId)) u.pageGroups.delete(key);
  recount(u);
}

export function isUnread(u: UnreadState, mostRecentId: string): boolean {
  return aboveMarker(u, mostRecentId);
}
