// The building blocks every operation on the notification list shares: creating the state, turning items into
// rows, inserting gaps (adjacent gaps are merged into one), merging what a page says about a group into the group
// already loaded, and trimming to 50 groups at the top with a "load more" gap kept at the end.

import { MAX_SAMPLE_ACCOUNTS, NOTIFICATION_GROUPS_TRIM } from '../../shared/constants.ts';
import type { RowOp } from '../../shared/protocol/diff.ts';
import type { Row } from '../../shared/protocol/rows.ts';
import { isHighlighted } from './highlight.ts';
import { compareIds, newerId, olderId } from './ids.ts';
import type { GapState, GroupState, ListItem, NotificationDeps, NotificationsState } from './model.ts';
import {
  emptyList,
  insertAfter,
  iterate,
  listGet,
  nextKey,
  prevKey,
  pushBack,
  removeKey,
} from './orderedList.ts';
import { buildGapRow, buildGroupRow } from './rows.ts';
import { emptySeenWindow, SEEN_IDS_CAP } from './seenWindow.ts';
import { emptyUnread } from './unread.ts';

export interface CreateOptions {
  groupedTypes: Iterable<string>;
  lastReadId?: string | null;
  atTop?: boolean;
}

export function createNotificationsState(opts: CreateOptions): NotificationsState {
  return {
    list: emptyList<ListItem>(),
    groupCount: 0,
    gapKeys: new Set(),
    nextGapNumber: 1,
    atTop: opts.atTop ?? true,
    pending: [],
    pendingGaps: [],
    pendingAccounts: new Map(),
    seen: emptySeenWindow(SEEN_IDS_CAP),
    buckets: new Map(),
    groupedTypes: new Set(opts.groupedTypes),
    needsReload: false,
    unread: emptyUnread(opts.lastReadId ?? null),
    seenUpTo: opts.lastReadId ?? null,
  };
}

/** Forgets the pending notifications (merged, or replaced by a fresh page). */
export function clearPending(state: NotificationsState): void {
  state.pending = [];
  state.pendingGaps = [];
  state.pendingAccounts.clear();
}

/** Result of every operation: the (same, mutated) state and the row operations for the tabs. */
export interface Change {
  state: NotificationsState;
  ops: RowOp[];
}

export function groupRow(state: NotificationsState, g: GroupState, deps: NotificationDeps): Row {
  return buildGroupRow(g, isHighlighted(state, g), deps);
}

export function itemRow(state: NotificationsState, key: string, item: ListItem, deps: NotificationDeps): Row {
  return item.kind === 'group' ? groupRow(state, item, deps) : buildGapRow(key, item);
}

export function getGroup(state: NotificationsState, key: string): GroupState | undefined {
  const item = listGet(state.list, key);
  return item?.kind === 'group' ? item : undefined;
}

export function snapshotRows(state: NotificationsState, deps: NotificationDeps): Row[] {
  const rows: Row[] = [];
  for (const [key, item] of iterate(state.list)) rows.push(itemRow(state, key, item, deps));
  return rows;
}

/** The oldest notification id a group is known to cover: where loading older notifications continues. */
export function groupFloorId(g: GroupState): string {
  return g.oldestId ?? g.mostRecentId;
}

export function removeItem(state: NotificationsState, key: string): ListItem | undefined {
  const item = removeKey(state.list, key);
  if (item?.kind === 'group') state.groupCount--;
  if (item?.kind === 'gap') state.gapKeys.delete(key);
  return item;
}

export function insertGroupAfter(state: NotificationsState, afterKey: string | null, g: GroupState): void {
  insertAfter(state.list, afterKey, g.groupKey, g);
  state.groupCount++;
}

/**
 * Inserts a gap after `afterKey` (null: at the top), merging it with a gap directly above or below (a gap above
 * absorbs it: from the upper gap's maxId down to the lower one's sinceId). Returns the key of the gap that now
 * covers the range, and appends the ops. `index` is where the new gap row lands when it is inserted.
 */
export function insertGap(
  state: NotificationsState,
  afterKey: string | null,
  gap: GapState,
  index: number,
  ops: RowOp[],
): string {
  const above = afterKey === null ? null : listGet(state.list, afterKey);
  const belowKey = afterKey === null ? state.list.head : nextKey(state.list, afterKey);
  const below = belowKey === null ? undefined : listGet(state.list, belowKey);
  if (above?.kind === 'gap' && afterKey !== null) {
    above.sinceId = gap.sinceId;
    if (below?.kind === 'gap' && belowKey !== null) {
      above.sinceId = below.sinceId;
      removeItem(state, belowKey);
      ops.push({ op: 'remove', keys: [belowKey] });
    }
    ops.push({ op: 'update', row: buildGapRow(afterKey, above) });
    return afterKey;
  }
  if (below?.kind === 'gap' && belowKey !== null) {
    below.maxId = gap.maxId;
    ops.push({ op: 'update', row: buildGapRow(belowKey, below) });
    return belowKey;
  }
  const key = `gap:${state.nextGapNumber++}`;
  insertAfter(state.list, afterKey, key, gap);
  state.gapKeys.add(key);
  ops.push({ op: 'insert', index, rows: [buildGapRow(key, gap)] });
  return key;
}

/**
 * Folds what a page says about a group into the loaded group. The server's count is the group's total, so the
 * larger count wins; samples keep the newer side's accounts first. Returns whether anything shown changed.
 */
export function mergeGroup(into: GroupState, from: GroupState): boolean {
  const before = JSON.stringify(into);
  const incomingNewer = compareIds(from.mostRecentId, into.mostRecentId) > 0;
  into.count = Math.max(into.count, from.count);
  const first = incomingNewer ? from.sampleAccountIds : into.sampleAccountIds;
  const second = incomingNewer ? into.sampleAccountIds : from.sampleAccountIds;
  const samples: string[] = [];
  for (const id of [...first, ...second]) {
    if (samples.length >= MAX_SAMPLE_ACCOUNTS) break;
    if (!samples.includes(id)) samples.push(id);
  }
  into.sampleAccountIds = samples;
  if (incomingNewer) into.latestAt = from.latestAt;
  into.mostRecentId = newerId(into.mostRecentId, from.mostRecentId) ?? into.mostRecentId;
  into.oldestId = olderId(into.oldestId, from.oldestId);
  into.statusId ??= from.statusId;
  into.report ??= from.report;
  into.event ??= from.event;
  into.moderationWarning ??= from.moderationWarning;
  into.annualReport ??= from.annualReport;
  return JSON.stringify(into) !== before;
}

/**
 * Ruling 1 and section 4: at the top, keep the newest 50 groups. Whatever lies below the 50th group is removed and
 * a "load more" gap stays at the end (a gap right below the 50th group is reused as that end gap), so the reader can
 * still reach older notifications. A new end gap starts at the 50th group's most recent notification: a removed
 * group may hold notifications newer than the 50th group's oldest, and loading from there would skip them. Does nothing away from the top. Returns the keys removed that the view had
 * (`visible` tells which keys the view has; by default all), and appends the gap op after the caller's ops.
 */
export interface Trim {
  /** Callers put it in a remove op when not empty; the empty one is shared and frozen. */
  removed: string[];
  gapOps: readonly RowOp[];
}

/** Nothing trimmed: shared (most calls), frozen. */
const NO_TRIM: Trim = Object.freeze({
  removed: Object.freeze([]) as unknown as string[],
  gapOps: Object.freeze([]),
});
const everyKey = () => true;

export function trimAtTop(state: NotificationsState, visible: (key: string) => boolean = everyKey): Trim {
  if (!state.atTop || state.groupCount <= NOTIFICATION_GROUPS_TRIM) return NO_TRIM;
  // Made at their final size (a streamed notification nearly always trims one group and touches the end gap):
  // an empty list grown by push would take room for 16.
  let removed: string[] | null = null;
  let gapOps: RowOp[] | null = null;
  // An end gap already there is kept (same key, so the view updates one row instead of replacing it).
  const endKey = state.list.tail;
  const endItem = endKey === null ? undefined : listGet(state.list, endKey);
  const endGap = endItem?.kind === 'gap' && endItem.sinceId === null ? endItem : null;
  if (endGap && endKey !== null) removeItem(state, endKey);
  while (state.groupCount > NOTIFICATION_GROUPS_TRIM && state.list.tail !== null) {
    const key = state.list.tail;
    removeItem(state, key);
    if (!visible(key)) continue;
    if (removed === null) removed = [key];
    else removed.push(key);
  }
  const tailKey = state.list.tail;
  const tail = tailKey === null ? undefined : listGet(state.list, tailKey);
  if (tailKey !== null && tail?.kind === 'gap') {
    // A gap right below the 50th group now reaches the end: it becomes the end gap.
    if (endGap && endKey !== null && visible(endKey)) {
      if (removed === null) removed = [endKey];
      else removed.push(endKey);
    }
    tail.sinceId = null;
    gapOps = [{ op: 'update', row: buildGapRow(tailKey, tail) }];
  } else if (tail?.kind === 'group') {
    const key = endGap && endKey !== null ? endKey : `gap:${state.nextGapNumber++}`;
    const gap: GapState = endGap ?? { kind: 'gap', maxId: null, sinceId: null, loading: false };
    gap.maxId = tail.mostRecentId;
    pushBack(state.list, key, gap);
    state.gapKeys.add(key);
    if (endGap) gapOps = [{ op: 'update', row: buildGapRow(key, gap) }];
    else gapOps = [{ op: 'insert', index: state.list.nodes.size - 1, rows: [buildGapRow(key, gap)] }];
  }
  return { removed: removed ?? NO_TRIM.removed, gapOps: gapOps ?? NO_TRIM.gapOps };
}

/**
 * Puts a load-more gap after the last group when the list ends with a group (the server has older ones). It starts
 * at that group's most recent notification, not its oldest: groups dropped from below may have newer ones.
 */
export function ensureEndGap(state: NotificationsState): void {
  const tailKey = state.list.tail;
  const tail = tailKey === null ? undefined : listGet(state.list, tailKey);
  if (tail?.kind !== 'group') return;
  const key = `gap:${state.nextGapNumber++}`;
  pushBack(state.list, key, { kind: 'gap', maxId: tail.mostRecentId, sinceId: null, loading: false });
  state.gapKeys.add(key);
}

/** The newest notification id loaded in the list (the first group's; the list is ordered by recency). */
export function newestLoadedId(state: NotificationsState): string | null {
  for (const [, item] of iterate(state.list)) if (item.kind === 'group') return item.mostRecentId;
  return null;
}

/** True when the list ends with a "load more" gap (the server has older notifications). */
export function hasMoreBelow(state: NotificationsState): boolean {
  const tail = state.list.tail === null ? undefined : listGet(state.list, state.list.tail);
  return tail?.kind === 'gap';
}

export { prevKey };
