// Which posts a timeline holds: its ids and originals indexes (a post is shown once per timeline, its boosts
// included), kept in step with the store's references, and the queries over a state's items.
import type { Status } from '../../shared/wire/entities.ts';
import type { EngineContext } from './context.ts';
import { makeItem } from './judge.ts';
import type { StatusItem, TimelineItem, TimelinePage, TimelineState } from './types.ts';

/** True when the timeline has this item, or shows its post already (itself or boosted). */
export function isDuplicate(state: TimelineState, status: Status): boolean {
  return state.ids.has(status.id) || state.originals.has((status.reblog ?? status).id);
}

export function index(ctx: EngineContext, state: TimelineState, item: StatusItem): void {
  state.ids.set(item.id, item);
  state.originals.set(item.originalId, (state.originals.get(item.originalId) ?? 0) + 1);
  ctx.store.retainOne(item.id);
}

export function unindex(ctx: EngineContext, state: TimelineState, item: StatusItem): void {
  state.ids.delete(item.id);
  const n = (state.originals.get(item.originalId) ?? 0) - 1;
  if (n > 0) state.originals.set(item.originalId, n);
  else state.originals.delete(item.originalId);
  ctx.store.releaseOne(item.id);
}

/** Newest-first statuses → items, skipping duplicates (within the page too). Indexes them. */
export function freshItems(
  ctx: EngineContext,
  state: TimelineState,
  statuses: readonly Status[],
  pinned: boolean,
): StatusItem[] {
  const items: StatusItem[] = [];
  for (const s of statuses) {
    const stored = ctx.store.getStatus(s.id);
    if (!stored || isDuplicate(state, stored)) continue;
    const item = makeItem(ctx, state, stored, pinned);
    index(ctx, state, item);
    items.push(item);
  }
  return items;
}

/** True when the page holds a post this timeline already has: it joined up with what was loaded. */
export function overlaps(state: TimelineState, page: TimelinePage): boolean {
  for (const s of page.statuses) if (state.ids.has(s.id)) return true;
  return false;
}

/** Posts the reader will see among `items` (what "N new" counts). */
export function countStatuses(items: readonly TimelineItem[]): number {
  let n = 0;
  for (const i of items) if (i.kind === 'status' && i.shown) n++;
  return n;
}

/** The newest post, pending ones included; pinned posts of a profile are not its newest. */
export function newestStatus(state: TimelineState): StatusItem | undefined {
  for (const i of state.pendingItems) if (i.kind === 'status') return i;
  for (const i of state.items) if (i.kind === 'status' && !i.pinned) return i;
  return undefined;
}

/** The row position of state.items[at]. */
export function rowIndexOf(state: TimelineState, at: number): number {
  let n = 0;
  for (let i = 0; i < at; i++) {
    const item = state.items.at(i);
    if (item && (item.kind === 'gap' || item.shown)) n++;
  }
  return n;
}
