// Gaps in a timeline's items: made on a disconnect, a stale resume or a page that did not reach what was loaded;
// bounded when a post arrives above them; merged when nothing shown is left between two; handed out to be filled.
// (How a fill's answer divides a gap is gapBounds.ts; putting it in place is paging.ts.)
import type { EngineContext } from './context.ts';
import { newestStatus, rowIndexOf } from './itemIndex.ts';
import { gapRow } from './judge.ts';
import { type GapItem, type GapRequest, gapKey, type TimelineState } from './types.ts';

export function newGap(ctx: EngineContext, sinceId: string | null, maxId: string | null): GapItem {
  return { kind: 'gap', key: gapKey(++ctx.gapSerial), maxId, sinceId, loading: false };
}

/** A gap above everything loaded (or pending), open up to the newest. False when there is nothing to put it above
 *  or one is already there. */
export function addTopGap(ctx: EngineContext, state: TimelineState): boolean {
  const first = state.pendingItems[0] ?? state.items.at(0);
  if (!first) return false;
  if (first.kind === 'gap') {
    if (first.maxId === null) return false;
    // The posts above this gap were removed since: it now reaches up to the newest, under a new key so that a
    // fill asked with the old upper bound is not taken for this one.
    replaceTopGap(ctx, state, first, newGap(ctx, first.sinceId, null));
    return true;
  }
  const newest = newestStatus(state);
  if (!newest) return false;
  const gap = newGap(ctx, newest.id, null);
  if (state.pendingItems.length > 0) {
    state.pendingItems.unshift(gap);
    return true;
  }
  state.items.pushNewest([gap]);
  state.shownCount++;
  ctx.out.op(state, { op: 'insert', index: 0, rows: [gapRow(gap)] });
  return true;
}

function replaceTopGap(ctx: EngineContext, state: TimelineState, old: GapItem, gap: GapItem): void {
  if (state.pendingItems[0] === old) {
    state.pendingItems[0] = gap;
    return;
  }
  state.items.splice(0, 1, [gap]);
  ctx.out.op(state, { op: 'remove', keys: [old.key] });
  ctx.out.op(state, { op: 'insert', index: 0, rows: [gapRow(gap)] });
}

/** A post is placed above everything: a gap open up to the newest now ends at that post. */
export function boundTopGap(ctx: EngineContext, state: TimelineState, idAbove: string): void {
  const first = state.pendingItems[0] ?? state.items.at(0);
  if (first?.kind !== 'gap' || first.maxId !== null) return;
  first.maxId = idAbove;
  if (state.pendingItems[0] !== first) ctx.out.op(state, { op: 'update', row: gapRow(first) });
}

/** Two gaps with nothing shown between them are one gap. */
export function mergeAdjacentGaps(ctx: EngineContext, state: TimelineState): void {
  for (let i = 0; i < state.items.length - 1; i++) {
    const upper = state.items.at(i);
    if (upper?.kind !== 'gap') continue;
    const lower = state.items.at(i + 1);
    if (lower?.kind !== 'gap') continue;
    const merged = newGap(ctx, lower.sinceId, upper.maxId);
    const index = rowIndexOf(state, i);
    state.items.splice(i, 2, [merged]);
    state.shownCount -= 1;
    ctx.out.op(state, { op: 'remove', keys: [upper.key, lower.key] });
    ctx.out.op(state, { op: 'insert', index, rows: [gapRow(merged)] });
    i--;
  }
}

/** The two newest gaps not already loading (section 9: at most two per request), now marked loading. */
export function takeGapsToFill(ctx: EngineContext, state: TimelineState): GapRequest[] {
  const gaps: GapItem[] = [];
  for (const item of state.items) {
    if (item.kind !== 'gap') continue;
    gaps.push(item);
    if (gaps.length === 2) break;
  }
  const todo = gaps.filter((g) => !g.loading);
  for (const g of todo) {
    g.loading = true;
    ctx.out.op(state, { op: 'update', row: gapRow(g) });
  }
  return todo.map((g) => ({ key: g.key, maxId: g.maxId, sinceId: g.sinceId }));
}

/** A gap fill failed: the gap can be asked for again. */
export function releaseGap(ctx: EngineContext, state: TimelineState, key: string): void {
  const item = state.items.at(state.items.findIndex((i) => i.kind === 'gap' && i.key === key));
  if (item?.kind !== 'gap') return;
  item.loading = false;
  ctx.out.op(state, { op: 'update', row: gapRow(item) });
}
