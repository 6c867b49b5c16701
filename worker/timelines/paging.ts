// Where a page of posts goes: a (re)load replaces everything, older posts go below, newer posts above (or among
// the pending), and a gap's answer in place of the gap.
import { TIMELINE_PREPEND_KEEP } from '../../shared/constants.ts';
import type { EngineContext } from './context.ts';
import { fillFromAnswer } from './gapBounds.ts';
import { boundTopGap, mergeAdjacentGaps, newGap } from './gaps.ts';
import { countStatuses, freshItems, newestStatus, overlaps, rowIndexOf } from './itemIndex.ts';
import { gapRow, rowsOf } from './judge.ts';
import { insertTop, showsNewAtOnce, trim } from './top.ts';
import type { TimelineItem, TimelinePage, TimelineState } from './types.ts';

const hasMoreAfter = (page: TimelinePage) => page.next !== null && page.statuses.length > 0;

export function replaceAll(ctx: EngineContext, state: TimelineState, page: TimelinePage): void {
  for (const item of state.ids.values()) ctx.store.release([item.id]);
  state.ids.clear();
  state.originals.clear();
  state.pendingItems = [];
  const pinned = state.spec.timeline === 'account' && state.spec.pinned === true;
  // A profile's pinned posts come first; each is shown once (its place in time is left to the pinned mark).
  const pinnedFirst = page.pinned ? freshItems(ctx, state, page.pinned, true) : [];
  const fresh: TimelineItem[] = [...pinnedFirst, ...freshItems(ctx, state, page.statuses, pinned)];
  // A page of a timeline still being built may miss newer posts: a gap above it says so.
  const newest = page.statuses[0];
  if (state.isPartial && newest) fresh.unshift(newGap(ctx, newest.id, null));
  state.items.replace(fresh);
  const rows = rowsOf(ctx, fresh);
  state.shownCount = rows.length;
  state.hasMore = hasMoreAfter(page);
  state.lastContactAt = ctx.now();
  ctx.out.op(state, { op: 'reset', rows });
  ctx.out.meta(state, { pending: 0, hasMore: state.hasMore });
}

export function appendOlder(ctx: EngineContext, state: TimelineState, page: TimelinePage): void {
  const items = freshItems(ctx, state, page.statuses, false);
  const index = state.shownCount;
  state.items.pushOldest(items);
  const rows = rowsOf(ctx, items);
  if (rows.length > 0) {
    state.shownCount += rows.length;
    ctx.out.op(state, { op: 'insert', index, rows });
  }
  const hasMore = hasMoreAfter(page);
  if (hasMore !== state.hasMore) {
    state.hasMore = hasMore;
    ctx.out.meta(state, { hasMore });
  }
}

export function prependNewer(ctx: EngineContext, state: TimelineState, page: TimelinePage): void {
  const newestBefore = newestStatus(state)?.id ?? null;
  const joined = overlaps(state, page);
  const items: TimelineItem[] = freshItems(ctx, state, page.statuses, false);
  const oldestFetched = page.statuses[page.statuses.length - 1]?.id ?? null;
  // A full page of newer posts may not reach what was loaded: mark the rest as a gap (unless it did reach it).
  if (newestBefore && oldestFetched && !joined && page.statuses.length >= (page.limit ?? 20)) {
    items.push(newGap(ctx, newestBefore, oldestFetched));
  }
  state.lastContactAt = ctx.now();
  if (items.length === 0) return;
  const lowest = items[items.length - 1];
  if (lowest?.kind === 'status') boundTopGap(ctx, state, lowest.id);
  if (showsNewAtOnce(state)) {
    trim(ctx, state, TIMELINE_PREPEND_KEEP);
    insertTop(ctx, state, items);
    mergeAdjacentGaps(ctx, state);
  } else {
    for (const item of items) if (item.kind === 'status') item.pending = true;
    state.pendingItems = items.concat(state.pendingItems);
    ctx.out.meta(state, { pending: countStatuses(state.pendingItems) });
  }
}

export function fillGap(ctx: EngineContext, state: TimelineState, page: TimelinePage, key: string): void {
  const at = state.items.findIndex((i) => i.kind === 'gap' && i.key === key);
  const gap = state.items.at(at);
  if (at < 0 || !gap || gap.kind !== 'gap') return;
  // Only what lies between the posts around the gap goes in it (gapBounds.ts says why).
  const { inside, rest } = fillFromAnswer(gap, page.statuses, page.limit ?? 20);
  // While the socket is down, what is posted after this answer is missed too: a gap open up to the newest stays
  // open above what the answer brought.
  const staysOpen = gap.maxId === null && !state.online;
  const newest = inside[0];
  if (rest.kind === 'unchanged' || (staysOpen && !newest)) {
    gap.loading = false;
    ctx.out.op(state, { op: 'update', row: gapRow(gap) });
    return;
  }
  const items: TimelineItem[] = freshItems(ctx, state, inside, false);
  if (staysOpen && newest) items.unshift(newGap(ctx, newest.id, null));
  if (rest.kind === 'below') items.push(newGap(ctx, gap.sinceId, rest.maxId));
  const index = rowIndexOf(state, at);
  state.items.splice(at, 1, items);
  ctx.out.op(state, { op: 'remove', keys: [gap.key] });
  state.shownCount -= 1;
  const rows = rowsOf(ctx, items);
  if (rows.length > 0) {
    state.shownCount += rows.length;
    ctx.out.op(state, { op: 'insert', index, rows });
  }
  mergeAdjacentGaps(ctx, state);
}
