// Rules about gaps that several operations share:
//  - a gap's bounds are exact: a gap open upwards (maxId null, "up to the newest", left by a dropped socket) gets the
//    id of the first notification that lands above it as its upper bound, so filling it asks for what was missed
//    and never for the newest page (which would land below newer groups, out of order);
//  - adjacent gaps are merged: when the item between two gaps leaves (moved to the top, removed), the upper gap
//    takes the lower one's lower bound and the lower one goes.
// Operations collect what they changed in `GapEdits` and publish it once with `gapEditOps`.
import type { RowOp } from '../../shared/protocol/diff.ts';
import { compareIds } from './ids.ts';
import { removeItem } from './listState.ts';
import type { NotificationsState } from './model.ts';
import { listGet, nextKey, prevKey } from './orderedList.ts';
import { buildGapRow } from './rows.ts';

export interface GapEdits {
  /** Gap keys whose bounds changed. */
  updated: Set<string>;
  /** Gap keys merged away. */
  removed: Set<string>;
}

/**
 * The edits of one operation. Every streamed notification makes one, and nearly always no gap changes: the sets are
 * made on first use, so the common case allocates one small object instead of two sets.
 */
class LazyGapEdits implements GapEdits {
  #updated: Set<string> | null = null;
  #removed: Set<string> | null = null;

  get updated(): Set<string> {
    if (this.#updated === null) this.#updated = new Set();
    return this.#updated;
  }

  get removed(): Set<string> {
    if (this.#removed === null) this.#removed = new Set();
    return this.#removed;
  }

  /** Nothing recorded (without making the sets). */
  get empty(): boolean {
    return (
      (this.#updated === null || this.#updated.size === 0) &&
      (this.#removed === null || this.#removed.size === 0)
    );
  }
}

export const noGapEdits = (): GapEdits => new LazyGapEdits();

function noEdits(edits: GapEdits): boolean {
  return edits instanceof LazyGapEdits ? edits.empty : edits.removed.size === 0 && edits.updated.size === 0;
}

/** What gapEditOps answers when nothing changed: shared, never written to. */
const NO_OPS: readonly RowOp[] = Object.freeze([]);
const everyKey = () => true;

/** Once the item between `upperKey` and `lowerKey` has left, two gaps that now touch become one. */
export function mergeTouchingGaps(
  state: NotificationsState,
  upperKey: string | null,
  lowerKey: string | null,
  edits: GapEdits,
): void {
  if (upperKey === null || lowerKey === null) return;
  const upper = listGet(state.list, upperKey);
  const lower = listGet(state.list, lowerKey);
  if (upper?.kind !== 'gap' || lower?.kind !== 'gap') return;
  if (nextKey(state.list, upperKey) !== lowerKey) return;
  upper.sinceId = lower.sinceId;
  removeItem(state, lowerKey);
  edits.removed.add(lowerKey);
  edits.updated.add(upperKey);
}

/** Removes an item, merging the gaps it separated. */
export function removeMergingGaps(state: NotificationsState, key: string, edits: GapEdits): void {
  if (!state.list.nodes.has(key)) return;
  const above = prevKey(state.list, key);
  const below = nextKey(state.list, key);
  removeItem(state, key);
  mergeTouchingGaps(state, above, below, edits);
}

/** A gap open upwards at `key` gets `id` as its upper bound: everything from `id` up is known. */
export function boundOpenGap(
  state: NotificationsState,
  key: string | null,
  id: string,
  edits: GapEdits,
): void {
  const gap = key === null ? undefined : listGet(state.list, key);
  if (key === null || gap?.kind !== 'gap' || gap.maxId !== null) return;
  if (gap.sinceId !== null && compareIds(id, gap.sinceId) <= 0) return;
  gap.maxId = id;
  edits.updated.add(key);
}

/** An item that carries notification `id` has just landed at the front, right above a gap that may be open. */
export function boundGapBelowHead(state: NotificationsState, id: string, edits: GapEdits): void {
  const head = state.list.head;
  if (head !== null) boundOpenGap(state, nextKey(state.list, head), id, edits);
}

/** The ops for the edits: removals the view had (`visible`), then the current rows of the changed gaps. */
export function gapEditOps(
  state: NotificationsState,
  edits: GapEdits,
  visible: (key: string) => boolean = everyKey,
): readonly RowOp[] {
  // The streaming path calls this for every notification; nearly always nothing changed.
  if (noEdits(edits)) return NO_OPS;
  const ops: RowOp[] = [];
  const removed = [...edits.removed].filter(visible);
  if (removed.length > 0) ops.push({ op: 'remove', keys: removed });
  for (const key of edits.updated) {
    const gap = listGet(state.list, key);
    if (gap?.kind === 'gap' && visible(key)) ops.push({ op: 'update', row: buildGapRow(key, gap) });
  }
  return ops;
}
