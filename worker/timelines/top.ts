// The top of a timeline, where new posts arrive: shown at once to a reader at the top (trimming what is loaded,
// ruling 1), else held in pendingItems behind "N new" (ruling 3) until merged.
import { TIMELINE_PREPEND_KEEP, TIMELINE_TRIM_ABOVE, TIMELINE_TRIM_TO } from '../../shared/constants.ts';
import type { Status } from '../../shared/wire/entities.ts';
import { statusRowKey } from '../rows/statusRow.ts';
import type { EngineContext } from './context.ts';
import { boundTopGap, mergeAdjacentGaps } from './gaps.ts';
import { countStatuses, index, unindex } from './itemIndex.ts';
import { makeItem, rowsOf } from './judge.ts';
import type { TimelineItem, TimelineState } from './types.ts';

/** True while what arrives is shown at once: the reader is at the top with nothing waiting. */
export const showsNewAtOnce = (state: TimelineState) => state.top && state.pendingItems.length === 0;

/** A streamed post (not a duplicate, accepted by this timeline) goes on top or waits among the pending. */
export function placeStreamed(ctx: EngineContext, state: TimelineState, status: Status): void {
  const item = makeItem(ctx, state, status, false);
  index(ctx, state, item);
  boundTopGap(ctx, state, item.id);
  if (showsNewAtOnce(state)) {
    // Section 9: the count before the new post decides (40 plus one holds 41; 41 plus one leaves 20 + 1).
    if (state.items.length > TIMELINE_TRIM_ABOVE) trim(ctx, state, TIMELINE_TRIM_TO);
    insertTop(ctx, state, [item]);
    return;
  }
  item.pending = true;
  state.pendingItems.unshift(item);
  // A post a filter hides is not news: neither "N new" nor unread counts it.
  if (item.shown) {
    state.unread++;
    ctx.out.meta(state, { pending: countStatuses(state.pendingItems), unread: state.unread });
  }
}

/** Items (newest first) above everything, as one insert op. */
export function insertTop(ctx: EngineContext, state: TimelineState, items: TimelineItem[]): void {
  state.items.pushNewest(items);
  const rows = rowsOf(ctx, items);
  if (rows.length === 0) return;
  state.shownCount += rows.length;
  ctx.out.op(state, { op: 'insert', index: 0, rows });
}

/** Ruling 1: only while the reader is at the top; nothing is removed from under a reader who scrolled. */
export function trim(ctx: EngineContext, state: TimelineState, keep: number): void {
  if (!ctx.trimEnabled || !state.top || state.items.length <= keep) return;
  const cut = state.items.keepNewest(keep);
  const keys: string[] = [];
  for (const item of cut) {
    if (item.kind === 'gap') keys.push(item.key);
    else {
      if (item.shown) keys.push(statusRowKey(item.id));
      unindex(ctx, state, item);
    }
  }
  if (keys.length > 0) {
    state.shownCount -= keys.length;
    ctx.out.op(state, { op: 'remove', keys });
  }
  if (!state.hasMore) {
    state.hasMore = true;
    ctx.out.meta(state, { hasMore: true });
  }
}

/** The pending items join the rows as one insert op. */
export function mergePending(ctx: EngineContext, state: TimelineState): void {
  const pending = state.pendingItems;
  state.pendingItems = [];
  for (const item of pending) if (item.kind === 'status') item.pending = false;
  // A prepend merge keeps what it brings plus the newest 40 already loaded (section 9).
  trim(ctx, state, TIMELINE_PREPEND_KEEP);
  insertTop(ctx, state, pending);
  ctx.out.meta(state, { pending: 0 });
  mergeAdjacentGaps(ctx, state);
}
