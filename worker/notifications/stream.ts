// Streamed notifications (section 4, ruling 3). At the top a notification joins its group, which moves to the
// top; away from the top it is collected as pending ("N new") and the list does not move under the reader.
//
// Rules, decided here and pinned by tests:
//  - a notification whose status the notifications-context filters hide is dropped;
//  - the same notification id never counts twice (a replay after a reconnect, or one a loaded page covers);
//  - a repeat from an account already among the group's sample accounts is ignored entirely (no count, no move,
//    not unread): the reader sees nothing new. The count is otherwise not capped; samples are capped at 8;
//  - types the settings do not group get their own group (`ungrouped-<id>`).
// Each notification costs O(1): a Map lookup, a move to the front of a linked list, and one row built.
import { MAX_SAMPLE_ACCOUNTS, NOTIFICATION_GROUPS_TRIM } from '../../shared/constants.ts';
import type { RowOp } from '../../shared/protocol/diff.ts';
import type { Row } from '../../shared/protocol/rows.ts';
import {
  boundGapBelowHead,
  boundOpenGap,
  type GapEdits,
  gapEditOps,
  mergeTouchingGaps,
  noGapEdits,
} from './gaps.ts';
import { streamGroupKey } from './grouping.ts';
import { compareIds, idString } from './ids.ts';
import {
  type Change,
  clearPending,
  ensureEndGap,
  getGroup,
  groupRow,
  insertGap,
  insertGroupAfter,
  removeItem,
  snapshotRows,
  type Trim,
  trimAtTop,
} from './listState.ts';
import type {
  GroupState,
  Notification,
  NotificationDeps,
  NotificationsState,
  PendingNotification,
} from './model.ts';
import { moveToFront } from './orderedList.ts';
import { PendingRecord, StreamedGroup } from './records.ts';
import { buildGapRow } from './rows.ts';
import { hasSeen, rememberSeen } from './seenWindow.ts';
import { noteUnreadId } from './unread.ts';

export { SEEN_IDS_CAP } from './seenWindow.ts';

export type StreamOutcome = 'applied' | 'pending' | 'duplicate' | 'repeat' | 'filtered';

/** Remembers a streamed id in the bounded window (see seenWindow.ts). */
function remember(state: NotificationsState, id: string): void {
  rememberSeen(state.seen, id);
}

function toPending(n: Notification, groupKey: string): PendingNotification {
  return new PendingRecord(n, groupKey, idString(n.id));
}

/** True when a loaded page already counted this id in the group (it lies within the group's known range). */
function coveredByGroup(g: GroupState, id: string): boolean {
  return g.oldestId !== null && compareIds(id, g.oldestId) >= 0 && compareIds(id, g.mostRecentId) <= 0;
}

/**
 * Folds one notification into the list: joins its group (moved to the front) or starts one at the front. A gap
 * open upwards right below the front gets its upper bound, and two gaps the moved group separated become one (both
 * recorded in `edits`). No row ops are produced here; the caller knows whether to publish per notification or once
 * for a batch. Returns 'repeat' when the account is already sampled in the group.
 */
export function joinList(
  state: NotificationsState,
  p: PendingNotification,
  edits: GapEdits,
): 'moved' | 'joined' | 'new' | 'repeat' {
  const g = getGroup(state, p.groupKey);
  if (!g) {
    const fresh: GroupState = new StreamedGroup(p);
    insertGroupAfter(state, null, fresh);
    boundGapBelowHead(state, p.id, edits);
    return 'new';
  }
  if (g.sampleAccountIds.includes(p.accountId)) return 'repeat';
  g.count++;
  g.sampleAccountIds.unshift(p.accountId);
  if (g.sampleAccountIds.length > MAX_SAMPLE_ACCOUNTS) g.sampleAccountIds.length = MAX_SAMPLE_ACCOUNTS;
  if (compareIds(p.id, g.mostRecentId) > 0) {
    g.mostRecentId = p.id;
    g.latestAt = p.createdAt;
  }
  const node = state.list.nodes.get(p.groupKey);
  const above = node?.prev ?? null;
  const below = node?.next ?? null;
  if (!moveToFront(state.list, p.groupKey)) return 'joined';
  mergeTouchingGaps(state, above, below, edits);
  boundGapBelowHead(state, p.id, edits);
  return 'moved';
}

/** One notification from the stream. Mutates `state`; the ops describe the change for the tabs. */
export function streamNotification(
  state: NotificationsState,
  n: Notification,
  deps: NotificationDeps,
): Change & { outcome: StreamOutcome } {
  const ops: RowOp[] = [];
  const id = idString(n.id);
  if (hasSeen(state.seen, id)) return { state, ops, outcome: 'duplicate' };
  if (n.status && deps.filterVerdict(n.status) === 'hide') return { state, ops, outcome: 'filtered' };
  const key = streamGroupKey(n, state.groupedTypes, state.buckets);
  const existing = getGroup(state, key);
  if (existing && coveredByGroup(existing, id)) {
    remember(state, id);
    return { state, ops, outcome: 'duplicate' };
  }
  const p = toPending(n, key);

  if (!state.atTop) {
    const sampled = state.pendingAccounts.get(key);
    if (existing?.sampleAccountIds.includes(p.accountId) || sampled?.has(p.accountId)) {
      remember(state, id);
      return { state, ops, outcome: 'repeat' };
    }
    if (sampled) sampled.add(p.accountId);
    else state.pendingAccounts.set(key, new Set([p.accountId]));
    state.pending.push(p);
    remember(state, id);
    noteUnreadId(state.unread, id, key);
    // Known now, though not shown yet: a gap open upwards at the top ends below it (applying the pending puts it
    // above that gap). A socket dropped while notifications wait is placed among them instead (notePendingGap).
    if (state.pendingGaps.length === 0) {
      const edits = noGapEdits();
      boundOpenGap(state, state.list.head, id, edits);
      ops.push(...gapEditOps(state, edits));
    }
    return { state, ops, outcome: 'pending' };
  }

  remember(state, id);
  const edits = noGapEdits();
  const joined = joinList(state, p, edits);
  if (joined === 'repeat') return { state, ops, outcome: 'repeat' };
  noteUnreadId(state.unread, id, key);
  const g = getGroup(state, key)!;
  const row = groupRow(state, g, deps);
  const gapOps = gapEditOps(state, edits);
  const trim = trimAtTop(state);
  return { state, ops: streamedOps(joined, key, row, gapOps, trim), outcome: 'applied' };
}

/**
 * The diff of one notification applied at the top: its row (inserted, or moved and updated), the gaps it changed,
 * then what the trim removed. Made at its final size: this runs for every streamed notification, and a list grown
 * by push takes room for 16 ops.
 */
function streamedOps(
  joined: 'moved' | 'joined' | 'new',
  key: string,
  row: Row,
  gapOps: readonly RowOp[],
  trim: Trim,
): RowOp[] {
  const head = joined === 'moved' ? 2 : 1;
  const removed = trim.removed.length > 0 ? 1 : 0;
  const ops = new Array<RowOp>(head + gapOps.length + removed + trim.gapOps.length);
  let i = 0;
  if (joined === 'new') ops[i++] = { op: 'insert', index: 0, rows: [row] };
  else {
    if (joined === 'moved') ops[i++] = { op: 'move', key, index: 0 };
    ops[i++] = { op: 'update', row };
  }
  for (const op of gapOps) ops[i++] = op;
  if (removed) ops[i++] = { op: 'remove', keys: trim.removed };
  for (const op of trim.gapOps) ops[i++] = op;
  return ops;
}

/**
 * Merges the pending notifications into the list (on request, or on return to the top) as one diff: the groups
 * they touched leave their old places and are inserted at the top, newest first; then the top trim applies. Rows
 * are built only for groups that survive the trim, so merging 50,000 pending notifications builds at most 50 rows.
 */
export function applyPending(state: NotificationsState, deps: NotificationDeps): Change {
  const ops: RowOp[] = [];
  if (state.pending.length === 0 && state.pendingGaps.length === 0) return { state, ops };
  if (state.atTop) {
    const replaced = replaceWithNewest(state, deps);
    if (replaced) return replaced;
  }
  const touched = new Set<string>();
  const preexisting = new Set<string>();
  const edits = noGapEdits();
  let nextGap = 0;
  const placeGaps = (before: number) => {
    for (; nextGap < state.pendingGaps.length && state.pendingGaps[nextGap]!.before <= before; nextGap++) {
      const key = placeGapAtFront(state, state.pendingGaps[nextGap]!.sinceId, edits);
      if (key !== null) touched.add(key);
    }
  };
  for (let i = 0; i < state.pending.length; i++) {
    placeGaps(i);
    const p = state.pending[i]!;
    const before = getGroup(state, p.groupKey) !== undefined;
    if (joinList(state, p, edits) === 'repeat') continue;
    if (!touched.has(p.groupKey)) {
      touched.add(p.groupKey);
      if (before) preexisting.add(p.groupKey);
    }
  }
  placeGaps(state.pending.length);
  clearPending(state);
  // Touched groups (and gaps placed now) sit at the front of the list, in final order; everything else kept its
  // place. What the view had is what was not placed now.
  const visible = (key: string) => !touched.has(key) || preexisting.has(key);
  const trim = trimAtTop(state, visible);
  const removed = new Set<string>(preexisting);
  for (const key of trim.removed) removed.add(key);
  for (const key of edits.removed) if (visible(key)) removed.add(key);
  if (removed.size > 0) ops.push({ op: 'remove', keys: [...removed] });
  // Order of the front of the list: walk from the head while the keys are touched ones.
  const front: Row[] = [];
  for (let k = state.list.head; k !== null && touched.has(k); k = state.list.nodes.get(k)?.next ?? null) {
    const item = state.list.nodes.get(k)!.item;
    front.push(item.kind === 'group' ? groupRow(state, item, deps) : buildGapRow(k, item));
  }
  if (front.length > 0) ops.push({ op: 'insert', index: 0, rows: front });
  edits.removed.clear();
  ops.push(...gapEditOps(state, edits, visible));
  ops.push(...trim.gapOps);
  return { state, ops };
}

/**
 * A gap for a socket dropped while notifications were pending, placed at the front as the pending are applied.
 * Returns its key when it is a new row (null when it joined a gap already at the front).
 */
function placeGapAtFront(state: NotificationsState, sinceId: string, edits: GapEdits): string | null {
  const head = state.list.head;
  const scratch: RowOp[] = [];
  const key = insertGap(state, null, { kind: 'gap', maxId: null, sinceId, loading: false }, 0, scratch);
  if (key === head) {
    edits.updated.add(key);
    return null;
  }
  return key;
}

/**
 * A socket dropped while notifications were pending: the gap goes after the last pending notification (applying
 * the pending places it there). From the newest id seen, loaded or pending.
 */
export function notePendingGap(state: NotificationsState, newestLoaded: string): void {
  const last = state.pending.at(-1);
  const sinceId = last && compareIds(last.id, newestLoaded) > 0 ? last.id : newestLoaded;
  const before = state.pending.length;
  if (state.pendingGaps.at(-1)?.before === before) return;
  state.pendingGaps.push({ before, sinceId });
}

/**
 * At the top, when the pending notifications touch at least 50 distinct groups, the trimmed list is exactly the 50
 * groups whose latest pending notification is newest, followed by a load-more gap: everything else would be
 * trimmed. Only those groups are built (a long absence can leave tens of thousands of pending notifications in
 * thousands of groups), and the change is published as one reset. Returns null when fewer groups are touched.
 */
function replaceWithNewest(state: NotificationsState, deps: NotificationDeps): Change | null {
  const survivors = new Set<string>();
  // Only notifications after the last dropped socket: below it lies what was missed, which the end gap reaches.
  const from = state.pendingGaps.at(-1)?.before ?? 0;
  for (let i = state.pending.length - 1; i >= from && survivors.size < NOTIFICATION_GROUPS_TRIM; i--) {
    survivors.add(state.pending[i]!.groupKey);
  }
  if (survivors.size < NOTIFICATION_GROUPS_TRIM) return null;
  for (const key of [...state.list.nodes.keys()]) if (!survivors.has(key)) removeItem(state, key);
  const edits = noGapEdits();
  for (const p of state.pending) if (survivors.has(p.groupKey)) joinList(state, p, edits);
  clearPending(state);
  ensureEndGap(state);
  return { state, ops: [{ op: 'reset', rows: snapshotRows(state, deps) }] };
}
