// Pages of grouped notifications (GET /api/v2/notifications, or v1 pages grouped by groupV1Notifications) applied
// to the list at one of three places:
//   'top'      newer notifications above the list (a refresh); a gap goes below them when the server has more;
//   'bottom'   older notifications replacing the "load more" gap at the end (middle gaps are left alone);
//   {gapKey}   the notifications of one gap, inserted exactly where the gap is; nothing else in the list moves.
// A group already loaded elsewhere is merged in place (a group can straddle two pages). Groups whose status the
// notifications-context filters hide are dropped.
import type { RowOp } from '../../shared/protocol/diff.ts';
import type { GroupedNotificationsResults, Status } from '../../shared/wire/entities.ts';
import { gapEditOps, mergeTouchingGaps, noGapEdits, removeMergingGaps } from './gaps.ts';
import { compareIds, idString, newerId, olderId } from './ids.ts';
import {
  type Change,
  clearPending,
  getGroup,
  groupFloorId,
  groupRow,
  insertGap,
  insertGroupAfter,
  mergeGroup,
  newestLoadedId,
  removeItem,
  snapshotRows,
  trimAtTop,
} from './listState.ts';
import type { GapState, GroupState, NotificationDeps, NotificationsState } from './model.ts';
import {
  indexOfKey,
  insertAfter,
  iterate,
  listGet,
  moveToFront,
  nextKey,
  prevKey,
  removeKey,
} from './orderedList.ts';
import { notePendingGap } from './stream.ts';
import { noteUnreadGroup } from './unread.ts';

export type PagePosition = 'top' | 'bottom' | { gapKey: string };

export interface PageOptions {
  /**
   * Whether the server has more beyond this page (a full page, or a `next` link). Defaults: 'top' false (the
   * request was for the newest); 'bottom' and gaps: true when the page is not empty (an empty page closes it).
   */
  hasMore?: boolean;
}

/** The page's groups as list state, ids normalized to strings (the real server sends a number for one of them). */
export function pageGroups(results: GroupedNotificationsResults, deps: NotificationDeps): GroupState[] {
  const statuses = new Map<string, Status>();
  for (const s of results.statuses ?? []) statuses.set(idString(s.id), s);
  const out: GroupState[] = [];
  for (const wire of results.notification_groups ?? []) {
    const statusId =
      wire.status_id === undefined || wire.status_id === null ? null : idString(wire.status_id);
    const status = statusId === null ? undefined : statuses.get(statusId);
    if (status && deps.filterVerdict(status) === 'hide') continue;
    const mostRecentId = idString(wire.most_recent_notification_id);
    out.push({
      kind: 'group',
      groupKey: String(wire.group_key),
      type: wire.type,
      count: wire.notifications_count,
      sampleAccountIds: (wire.sample_account_ids ?? []).map(idString),
      statusId,
      mostRecentId,
      oldestId:
        wire.page_min_id === undefined || wire.page_min_id === null ? null : idString(wire.page_min_id),
      latestAt: wire.latest_page_notification_at ?? '',
      report: wire.report ?? null,
      event: wire.event ?? null,
      moderationWarning: wire.moderation_warning ?? null,
      annualReport: null,
    });
  }
  return out;
}

/** The newest notification id a page holds (null for an empty page). */
export function pageNewestId(results: GroupedNotificationsResults): string | null {
  let newest: string | null = null;
  for (const g of results.notification_groups ?? [])
    newest = newerId(newest, idString(g.most_recent_notification_id));
  return newest;
}

function pageFloor(groups: GroupState[]): string | null {
  let floor: string | null = null;
  for (const g of groups) floor = olderId(floor, groupFloorId(g));
  return floor;
}

/** Applies a page. Mutates `state`; the ops describe the change. */
export function applyPage(
  state: NotificationsState,
  results: GroupedNotificationsResults,
  position: PagePosition,
  deps: NotificationDeps,
  opts: PageOptions = {},
): Change {
  const groups = pageGroups(results, deps);
  for (const g of groups) noteUnreadGroup(state.unread, g.groupKey, g.count, g.mostRecentId, g.oldestId);
  if (position === 'top') return applyTop(state, groups, deps, opts.hasMore ?? false);
  if (position === 'bottom') return applyBottom(state, groups, deps, opts.hasMore ?? groups.length > 0);
  return fillGap(state, position.gapKey, groups, deps, opts.hasMore ?? groups.length > 0);
}

/** Replaces the whole list with a fresh first page (initial load, or the reload `notifications_merged` asks for). */
export function resetWithPage(
  state: NotificationsState,
  results: GroupedNotificationsResults,
  deps: NotificationDeps,
  opts: PageOptions = {},
): Change {
  for (const key of [...state.list.nodes.keys()]) removeItem(state, key);
  clearPending(state);
  state.needsReload = false;
  const groups = pageGroups(results, deps);
  for (const g of groups) noteUnreadGroup(state.unread, g.groupKey, g.count, g.mostRecentId, g.oldestId);
  const scratch: RowOp[] = [];
  appendGroups(state, groups, scratch);
  const floor = pageFloor(groups);
  if ((opts.hasMore ?? groups.length > 0) && floor !== null) {
    insertGap(
      state,
      state.list.tail,
      { kind: 'gap', maxId: floor, sinceId: null, loading: false },
      0,
      scratch,
    );
  }
  trimAtTop(state);
  return { state, ops: [{ op: 'reset', rows: snapshotRows(state, deps) }] };
}

function gapFields(g: GapState) {
  return { maxId: g.maxId, sinceId: g.sinceId, loading: g.loading };
}

/** Appends groups at the end; groups already loaded are merged in place. Returns the new groups' keys. */
function appendGroups(
  state: NotificationsState,
  groups: GroupState[],
  updates: RowOp[],
  deps?: NotificationDeps,
) {
  const added: GroupState[] = [];
  for (const g of groups) {
    const existing = getGroup(state, g.groupKey);
    if (existing) {
      if (mergeGroup(existing, g) && deps)
        updates.push({ op: 'update', row: groupRow(state, existing, deps) });
      continue;
    }
    insertGroupAfter(state, state.list.tail, g);
    added.push(g);
  }
  return added;
}

function applyTop(
  state: NotificationsState,
  groups: GroupState[],
  deps: NotificationDeps,
  hasMore: boolean,
): Change {
  const ops: RowOp[] = [];
  const edits = noGapEdits();
  // A gap open upwards starts at the newest loaded notification, as the gap this page may leave below itself
  // does: that one replaces it, with exact bounds.
  for (const key of [...state.gapKeys]) {
    const gap = listGet(state.list, key);
    if (gap?.kind === 'gap' && gap.maxId === null && gap.sinceId !== null) {
      removeMergingGaps(state, key, edits);
      ops.push({ op: 'remove', keys: [key] });
    }
  }
  ops.push(...gapEditOps(state, edits));
  const newestBefore = newestLoadedId(state);
  const hadItems = state.list.head !== null;
  let after: string | null = null;
  let index = 0;
  for (const g of groups) {
    const existing = getGroup(state, g.groupKey);
    if (existing) {
      mergeGroup(existing, g);
      // Put it right after the previous page group (the page is newest first); gaps it separated become one.
      const above = prevKey(state.list, g.groupKey);
      const below = nextKey(state.list, g.groupKey);
      if (after === null) {
        moveToFront(state.list, g.groupKey);
      } else if (above !== after) {
        removeKey(state.list, g.groupKey);
        insertAfter(state.list, after, g.groupKey, existing);
      }
      ops.push({ op: 'move', key: g.groupKey, index });
      ops.push({ op: 'update', row: groupRow(state, existing, deps) });
      const moved = noGapEdits();
      if (above !== after) mergeTouchingGaps(state, above, below, moved);
      ops.push(...gapEditOps(state, moved));
    } else {
      insertGroupAfter(state, after, g);
      ops.push({ op: 'insert', index, rows: [groupRow(state, g, deps)] });
    }
    after = g.groupKey;
    index++;
  }
  const floor = pageFloor(groups);
  if (hasMore && hadItems && floor !== null && newestBefore !== null && compareIds(floor, newestBefore) > 0) {
    insertGap(state, after, { kind: 'gap', maxId: floor, sinceId: newestBefore, loading: false }, index, ops);
  } else if (hasMore && !hadItems && floor !== null) {
    insertGap(state, after, { kind: 'gap', maxId: floor, sinceId: null, loading: false }, index, ops);
  }
  const trim = trimAtTop(state);
  if (trim.removed.length > 0) ops.push({ op: 'remove', keys: trim.removed });
  ops.push(...trim.gapOps);
  return { state, ops };
}

function applyBottom(
  state: NotificationsState,
  groups: GroupState[],
  deps: NotificationDeps,
  hasMore: boolean,
): Change {
  const ops: RowOp[] = [];
  const tailKey = state.list.tail;
  const tail = tailKey === null ? undefined : listGet(state.list, tailKey);
  let endGapKey: string | null = null;
  if (tailKey !== null && tail?.kind === 'gap' && tail.sinceId === null) endGapKey = tailKey;
  // The end gap goes; the page takes its place, and a new end gap follows when the server has more.
  if (endGapKey !== null) removeItem(state, endGapKey);
  const index = state.list.nodes.size;
  const updates: RowOp[] = [];
  const added = appendGroups(state, groups, updates, deps);
  if (endGapKey !== null) ops.push({ op: 'remove', keys: [endGapKey] });
  ops.push(...updates);
  if (added.length > 0) ops.push({ op: 'insert', index, rows: added.map((g) => groupRow(state, g, deps)) });
  const floor = pageFloor(groups);
  if (hasMore && floor !== null) {
    insertGap(
      state,
      state.list.tail,
      { kind: 'gap', maxId: floor, sinceId: null, loading: false },
      state.list.nodes.size,
      ops,
    );
  }
  return { state, ops };
}

function fillGap(
  state: NotificationsState,
  gapKey: string,
  groups: GroupState[],
  deps: NotificationDeps,
  hasMore: boolean,
): Change {
  const ops: RowOp[] = [];
  const gap = listGet(state.list, gapKey);
  if (gap?.kind !== 'gap') return { state, ops };
  const gapIndex = indexOfKey(state.list, gapKey);
  /** The page answers for this range; the gap may grow below it as groups move up (see below). */
  const requestedSince = gap.sinceId;
  const above = new Set<string>();
  for (const [key] of iterate(state.list)) {
    if (key === gapKey) break;
    above.add(key);
  }
  let after = prevKey(state.list, gapKey);
  const added: GroupState[] = [];
  const edits = noGapEdits();
  const movedUp: string[] = [];
  for (const g of groups) {
    const existing = getGroup(state, g.groupKey);
    if (existing && above.has(g.groupKey)) {
      // Newer than the gap already: what the page says about it is merged where it is, nothing moves.
      if (mergeGroup(existing, g)) ops.push({ op: 'update', row: groupRow(state, existing, deps) });
      continue;
    }
    let group = g;
    if (existing) {
      // Loaded below the gap, but the gap holds newer notifications of it: it moves up to where they are, so the
      // list stays newest first (gaps it separated become one).
      mergeGroup(existing, g);
      removeMergingGaps(state, g.groupKey, edits);
      movedUp.push(g.groupKey);
      group = existing;
    }
    insertGroupAfter(state, after, group);
    after = group.groupKey;
    added.push(group);
  }
  if (movedUp.length > 0) ops.push({ op: 'remove', keys: movedUp });
  const removedEarly = new Set(edits.removed);
  ops.push(...gapEditOps(state, { updated: new Set(), removed: removedEarly }));
  if (added.length > 0)
    ops.push({ op: 'insert', index: gapIndex, rows: added.map((g) => groupRow(state, g, deps)) });
  const floor = pageFloor(groups);
  const reachedBelow = floor !== null && requestedSince !== null && compareIds(floor, requestedSince) <= 0;
  if (hasMore && floor !== null && !reachedBelow) {
    // What is left of the gap: below this page's oldest notification, down to where the gap ended.
    gap.maxId = floor;
    gap.loading = false;
    ops.push({ op: 'update', row: { kind: 'gap', key: gapKey, ...gapFields(gap) } });
  } else if (gap.sinceId !== requestedSince && requestedSince !== null) {
    // The asked range is filled, but a group that moved up let a lower gap join this one: that part remains.
    gap.maxId = requestedSince;
    gap.loading = false;
    ops.push({ op: 'update', row: { kind: 'gap', key: gapKey, ...gapFields(gap) } });
  } else {
    removeMergingGaps(state, gapKey, edits);
    ops.push({ op: 'remove', keys: [gapKey] });
  }
  for (const key of removedEarly) edits.removed.delete(key);
  edits.updated.delete(gapKey);
  ops.push(...gapEditOps(state, edits));
  return { state, ops };
}

/** Marks a gap as loading (the host is fetching it), so the row shows a spinner and no second fetch starts. */
export function setGapLoading(state: NotificationsState, gapKey: string, loading: boolean): Change {
  const gap = listGet(state.list, gapKey);
  if (gap?.kind !== 'gap' || gap.loading === loading) return { state, ops: [] };
  gap.loading = loading;
  return { state, ops: [{ op: 'update', row: { kind: 'gap', key: gapKey, ...gapFields(gap) } }] };
}

/**
 * A dropped socket: what arrived meanwhile is unknown. The gap goes above the newest loaded notification; while
 * notifications are pending it goes after them instead, placed when they are applied (the list does not move under
 * a reader away from the top, and the pending ones are older than what was missed).
 */
export function insertTopGap(state: NotificationsState): Change {
  const ops: RowOp[] = [];
  const newest = newestLoadedId(state);
  if (newest === null) return { state, ops };
  if (state.pending.length > 0) {
    notePendingGap(state, newest);
    return { state, ops };
  }
  insertGap(state, null, { kind: 'gap', maxId: null, sinceId: newest, loading: false }, 0, ops);
  return { state, ops };
}
