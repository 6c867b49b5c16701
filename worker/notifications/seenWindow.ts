// The bounded window of streamed ids already handled, for de-duplication (a replay after a reconnect, or an id a
// page covered). Streamed ids arrive in increasing order, so the window is a sorted array: an id above the newest
// remembered is unseen for certain (one comparison), and remembering it is an append. Only an id at or below the
// newest needs a binary search; a late one is inserted in place. When full, the oldest (smallest) id is forgotten
// by moving `start`; the array is compacted once the forgotten prefix reaches the cap, so it stays at most twice the
// cap and each id is copied O(1) times. A Set with a ring buffer did the same job, but its add/delete churn and
// periodic rehashing made the per-notification cost grow with the session.
import { compareIds } from './ids.ts';

/** How many streamed ids are remembered for de-duplication (oldest forgotten first). */
export const SEEN_IDS_CAP = 20_000;

export interface SeenWindow {
  /** Remembered ids, oldest first, from index `start`. */
  ids: string[];
  start: number;
  cap: number;
  /** Set once an id was forgotten: from then on an id older than every remembered one counts as seen. */
  forgotten: boolean;
}

export function emptySeenWindow(cap: number): SeenWindow {
  return { ids: [], start: 0, cap, forgotten: false };
}

/** Index of the first remembered id not older than `id`. */
function lowerBound(w: SeenWindow, id: string): number {
  let lo = w.start;
  let hi = w.ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareIds(w.ids[mid]!, id) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * True when `id` was remembered, or is older than every id in a window that has forgotten some: such an id lies in
 * the forgotten range (a replay of something handled long ago), since the stream delivers ids in near order.
 */
export function hasSeen(w: SeenWindow, id: string): boolean {
  const n = w.ids.length;
  if (n === w.start || compareIds(id, w.ids[n - 1]!) > 0) return false;
  if (w.forgotten && compareIds(id, w.ids[w.start]!) < 0) return true;
  const at = lowerBound(w, id);
  return at < n && w.ids[at] === id;
}

/** Remembers `id` (no-op when already remembered), forgetting the oldest when the window is full. */
export function rememberSeen(w: SeenWindow, id: string): void {
  const n = w.ids.length;
  if (n === w.start || compareIds(id, w.ids[n - 1]!) > 0) {
    w.ids.push(id);
  } else {
    const at = lowerBound(w, id);
    if (at < n && w.ids[at] === id) return;
    w.ids.splice(at, 0, id);
  }
  if (w.ids.length - w.start > w.cap) {
    w.start++;
    w.forgotten = true;
    if (w.start >= w.cap) {
      w.ids = w.ids.slice(w.start);
      w.start = 0;
    }
  }
}

/** How many ids the window holds. */
export function seenSize(w: SeenWindow): number {
  return w.ids.length - w.start;
}
