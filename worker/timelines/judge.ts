// Whether a post is shown in a timeline (settings, the column's regex, server filters) and the rows items become.
import type { GapRow, Row } from '../../shared/protocol/rows.ts';
import type { Status } from '../../shared/wire/entities.ts';
import { evaluateFilters, rowVerdict } from '../filters/evaluate.ts';
import { shownBySettings } from '../filters/timelineSettings.ts';
import { toStatusRow } from '../rows/statusRow.ts';
import { toStatusView } from '../rows/statusView.ts';
import type { EngineContext } from './context.ts';
import type { Judgement } from './reevaluate.ts';
import type { GapItem, StatusItem, TimelineItem, TimelineState } from './types.ts';

export function judge(ctx: EngineContext, state: TimelineState, status: Status): Judgement {
  if (!shownBySettings(status, state.spec, ctx.settings, state.userRegex, ctx.me)) {
    return { shown: false, verdict: null };
  }
  const v = evaluateFilters(ctx.filters, status, {
    context: state.context,
    hideAsWarn: state.hideAsWarn,
    me: ctx.me,
    now: ctx.now(),
  });
  if (v?.action === 'hide') return { shown: false, verdict: null };
  return { shown: true, verdict: rowVerdict(v) };
}

/** An item whose post the store no longer holds is not shown. */
export function judgeItem(ctx: EngineContext, state: TimelineState, item: StatusItem): Judgement {
  const status = ctx.store.getStatus(item.id);
  return status ? judge(ctx, state, status) : { shown: false, verdict: null };
}

export function makeItem(
  ctx: EngineContext,
  state: TimelineState,
  status: Status,
  pinned: boolean,
): StatusItem {
  const original = status.reblog ?? status;
  const j = judge(ctx, state, status);
  return new StatusItemRecord(status, original, pinned, j);
}

/**
 * A timeline's item, kept as long as the timeline holds the post: made by a constructor, not an object literal,
 * since V8 allocates a long-lived literal's objects straight in the old generation (allocation-site pretenuring)
 * and every streamed post then paid for fresh pages on its own path. Same fields as the plain object.
 */
class StatusItemRecord implements StatusItem {
  kind: 'status' = 'status';
  id: string;
  originalId: string;
  accountId: string;
  originalAccountId: string;
  createdAt: string;
  pinned: boolean;
  shown: boolean;
  verdict: StatusItem['verdict'];
  pending = false;

  constructor(status: Status, original: Status, pinned: boolean, j: Judgement) {
    this.id = status.id;
    this.originalId = original.id;
    this.accountId = status.account.id;
    this.originalAccountId = original.account.id;
    this.createdAt = status.created_at;
    this.pinned = pinned;
    this.shown = j.shown;
    this.verdict = j.verdict;
  }
}

/** The row of a status item, its view model built once per post (the store drops it when the post changes). */
export function rowOf(ctx: EngineContext, item: StatusItem): Row | null {
  const status = ctx.store.getStatus(item.id);
  if (!status) return null;
  const original = status.reblog ?? status;
  const view = ctx.store.cached(original.id, () => toStatusView(original, ctx.rowCtx));
  return toStatusRow(status, ctx.rowCtx, { filter: item.verdict, pinnedRow: item.pinned, view });
}

/** The rows of shown items and gaps; an item whose row cannot be built is marked not shown. */
export function rowsOf(ctx: EngineContext, items: Iterable<TimelineItem>): Row[] {
  const rows: Row[] = [];
  for (const item of items) {
    if (item.kind === 'gap') rows.push(gapRow(item));
    else if (item.shown) {
      const row = rowOf(ctx, item);
      if (row) rows.push(row);
      else item.shown = false;
    }
  }
  return rows;
}

export function gapRow(g: GapItem): GapRow {
  return { kind: 'gap', key: g.key, maxId: g.maxId, sinceId: g.sinceId, loading: g.loading };
}
