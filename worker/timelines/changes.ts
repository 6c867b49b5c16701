// What changes elsewhere do to the items a timeline already holds: posts deleted or evicted, accounts blocked,
// muted or unfollowed, posts edited or re-judged after a filter or settings change.
import type { RowOp } from '../../shared/protocol/diff.ts';
import { statusRowKey } from '../rows/statusRow.ts';
import type { StoreChange } from '../store/types.ts';
import type { EngineContext } from './context.ts';
import { mergeAdjacentGaps } from './gaps.ts';
import { countStatuses, rowIndexOf, unindex } from './itemIndex.ts';
import { judgeItem, rowOf } from './judge.ts';
import { reevaluateItems } from './reevaluate.ts';
import type { StatusItem, TimelineState } from './types.ts';

/** The items `pred` picks leave the rows and the pending. */
export function removeWhere(
  ctx: EngineContext,
  state: TimelineState,
  pred: (item: StatusItem) => boolean,
): void {
  const keys: string[] = [];
  state.items.retain((item) => {
    if (item.kind !== 'status' || !pred(item)) return true;
    if (item.shown) keys.push(statusRowKey(item.id));
    unindex(ctx, state, item);
    return false;
  });
  const before = countStatuses(state.pendingItems);
  state.pendingItems = state.pendingItems.filter((item) => {
    if (item.kind !== 'status' || !pred(item)) return true;
    unindex(ctx, state, item);
    return false;
  });
  const after = countStatuses(state.pendingItems);
  if (after !== before) ctx.out.meta(state, { pending: after });
  if (keys.length > 0) {
    state.shownCount -= keys.length;
    ctx.out.op(state, { op: 'remove', keys });
    mergeAdjacentGaps(ctx, state);
  }
}

/** The store changed (an edit, a patch, an eviction): items of removed posts go, changed ones are re-judged and
 *  their rows updated, removed or inserted. */
export function applyStoreChange(ctx: EngineContext, state: TimelineState, change: StoreChange): void {
  if (change.removed.size > 0) {
    let hit = false;
    for (const id of change.removed) if (state.ids.has(id)) hit = true;
    if (hit) removeWhere(ctx, state, (it) => change.removed.has(it.id));
  }
  for (const id of change.updated) {
    const item = state.ids.get(id);
    if (!item) continue;
    const was = item.shown;
    const j = judgeItem(ctx, state, item);
    item.shown = j.shown;
    item.verdict = j.verdict;
    if (item.pending) {
      if (was !== j.shown) ctx.out.meta(state, { pending: countStatuses(state.pendingItems) });
      continue;
    }
    if (was && j.shown) {
      const row = rowOf(ctx, item);
      if (row) ctx.out.op(state, { op: 'update', row });
    } else if (was && !j.shown) {
      state.shownCount--;
      ctx.out.op(state, { op: 'remove', keys: [statusRowKey(item.id)] });
    } else if (!was && j.shown) {
      const row = rowOf(ctx, item);
      if (!row) {
        item.shown = false;
        continue;
      }
      const at = state.items.indexOf(item);
      state.shownCount++;
      ctx.out.op(state, { op: 'insert', index: rowIndexOf(state, at), rows: [row] });
    }
  }
}

/** Filters or settings changed: every item is judged again. Returns the ops (also sent). */
export function reevaluateView(ctx: EngineContext, state: TimelineState): RowOp[] {
  const { ops, shownCount } = reevaluateItems(
    state.items.toArray(),
    (item) => judgeItem(ctx, state, item),
    (item) => rowOf(ctx, item),
    (item) => statusRowKey(item.id),
  );
  const pendingBefore = countStatuses(state.pendingItems);
  for (const item of state.pendingItems) {
    if (item.kind !== 'status') continue;
    const j = judgeItem(ctx, state, item);
    item.shown = j.shown;
    item.verdict = j.verdict;
  }
  const pendingAfter = countStatuses(state.pendingItems);
  if (pendingAfter !== pendingBefore) ctx.out.meta(state, { pending: pendingAfter });
  state.shownCount = shownCount;
  for (const op of ops) ctx.out.op(state, op);
  return ops;
}
