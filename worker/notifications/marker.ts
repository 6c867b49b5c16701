// Ruling 4: the notifications read marker advances only when some tab is visible, has the notifications view
// mounted and scrolled to the top (all three in the same tab), and no unread notification older than the loaded
// ones remains unloaded (no gap in the list may hold notifications newer than the marker). It advances to the
// newest loaded notification, never backwards.
import { compareIds } from './ids.ts';
import { newestLoadedId } from './listState.ts';
import type { NotificationsState } from './model.ts';
import { listGet } from './orderedList.ts';

export interface TabPresence {
  visible: boolean;
  /** The notifications view is mounted in this tab (a column or the page). */
  mounted: boolean;
  /** That view is scrolled to the top. */
  atTop: boolean;
}

export interface MarkerInput {
  tabs: readonly TabPresence[];
  lastReadId: string | null;
  newestLoadedId: string | null;
  /** Some gap may hold notifications newer than the marker. */
  unreadMayBeUnloaded: boolean;
}

export type MarkerDecision =
  | { advance: true; to: string }
  | { advance: false; reason: 'no-reader' | 'unloaded-unread' | 'nothing-new' };

/** Some tab reads the list: visible, with the notifications view mounted and at the top (all in the same tab). */
export const someoneReads = (tabs: readonly TabPresence[]): boolean =>
  tabs.some((t) => t.visible && t.mounted && t.atTop);

export function decideMarker(input: MarkerInput): MarkerDecision {
  if (!someoneReads(input.tabs)) return { advance: false, reason: 'no-reader' };
  if (input.unreadMayBeUnloaded) return { advance: false, reason: 'unloaded-unread' };
  const to = input.newestLoadedId;
  if (to === null || (input.lastReadId !== null && compareIds(to, input.lastReadId) <= 0)) {
    return { advance: false, reason: 'nothing-new' };
  }
  return { advance: true, to };
}

/**
 * True when a gap may hide unread notifications: a gap holds ids below its maxId (null: no bound), so it can hold
 * unread ones when that bound is above the marker (or there is no marker at all).
 */
export function unreadMayBeUnloaded(state: NotificationsState): boolean {
  const lastRead = state.unread.lastReadId;
  for (const key of state.gapKeys) {
    const gap = listGet(state.list, key);
    if (gap?.kind !== 'gap') continue;
    if (gap.maxId === null || lastRead === null || compareIds(gap.maxId, lastRead) > 0) return true;
  }
  return false;
}

/** The decision for the current list and the tabs' presence. */
export function markerDecisionFor(state: NotificationsState, tabs: readonly TabPresence[]): MarkerDecision {
  return decideMarker({
    tabs,
    lastReadId: state.unread.lastReadId,
    newestLoadedId: newestLoadedId(state),
    unreadMayBeUnloaded: unreadMayBeUnloaded(state),
  });
}
