// When the notification rows lose their highlight (worker/notifications/highlight.ts): the read marker moves as
// soon as a visible tab has the list at the top (ruling 4), but the rows it passed stay highlighted until the
// reader has had the list in view for SEEN_DWELL_MS, or leaves it (hides the tab, scrolls away, closes the view).
// Each dwell clears what was read when it started, so a notification streamed in while reading keeps its highlight
// for a full dwell too. Timers are passed in.
import type { Timers } from '../api/timers.ts';

export const SEEN_DWELL_MS = 3000;

export interface SeenTrackerDeps {
  timers: Timers;
  dwellMs?: number;
  /** The read marker now. */
  marker(): string | null;
  /** Whether rows the marker passed are still highlighted. */
  unseen(): boolean;
  markSeen(upToId: string): void;
}

export function createSeenTracker(deps: SeenTrackerDeps) {
  let reading = false;
  let timer: unknown = null;
  const cancel = () => {
    if (timer !== null) deps.timers.clearTimeout(timer);
    timer = null;
  };
  const arm = () => {
    if (timer !== null || !reading || !deps.unseen()) return;
    const target = deps.marker();
    if (target === null) return;
    timer = deps.timers.setTimeout(() => {
      timer = null;
      if (!reading) return;
      deps.markSeen(target);
      arm();
    }, deps.dwellMs ?? SEEN_DWELL_MS);
  };
  return {
    /** Whether some tab now reads the list (visible, mounted, at the top); called whenever that or the marker may change. */
    update(nowReading: boolean) {
      const left = reading && !nowReading;
      reading = nowReading;
      if (!left) return arm();
      cancel();
      const marker = deps.marker();
      if (marker !== null) deps.markSeen(marker);
    },
    dispose: cancel,
  };
}
