// The row highlight, kept apart from the read marker. The marker (ruling 4) moves as soon as a visible tab has the
// list at the top, and is what the server gets; the highlight marks what the reader has not had the time to see,
// so notifications that arrived while the tab was hidden stay highlighted when the reader comes back. The host
// moves the highlight boundary up to the marker once the reader has had the list in view for a moment, or leaves it.
import type { RowOp } from '../../shared/protocol/diff.ts';
import { compareIds } from './ids.ts';
import type { GroupState, NotificationDeps, NotificationsState } from './model.ts';
import { iterate } from './orderedList.ts';
import { buildGroupRow } from './rows.ts';

/** A group is highlighted while its newest notification is above what the reader has seen (none seen: all are). */
export function isHighlighted(state: NotificationsState, g: GroupState): boolean {
  return state.seenUpTo === null || compareIds(g.mostRecentId, state.seenUpTo) > 0;
}

/** Moves the boundary up to `upToId` (never down); answers the updates of the rows that lose their highlight. */
export function markSeenUpTo(state: NotificationsState, upToId: string, deps: NotificationDeps): RowOp[] {
  if (state.seenUpTo !== null && compareIds(upToId, state.seenUpTo) <= 0) return [];
  const before: GroupState[] = [];
  for (const [, item] of iterate(state.list))
    if (item.kind === 'group' && isHighlighted(state, item)) before.push(item);
  state.seenUpTo = upToId;
  const ops: RowOp[] = [];
  for (const g of before) {
    if (!isHighlighted(state, g)) ops.push({ op: 'update', row: buildGroupRow(g, false, deps) });
  }
  return ops;
}
