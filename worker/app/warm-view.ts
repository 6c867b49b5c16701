// Home asked for first (issue 20, item 8). A signed-in core opens the home view itself as the account starts, before
// any other startup call (who am I, the instance, unread counts, notifications, markers, filters, lists…): a browser
// has a handful of connections to an instance, so the page a reader waits for goes out first, and it is on its way
// (often answered) by the time the tab, still loading its own scripts, opens home. The first tab to open the view
// adopts it, rows and all, instead of asking again; a core started for a tab on another screen lets it go after a
// while, unadopted.
import { type ViewSpec, viewKey } from '../../shared/protocol/views.ts';
import type { LiveView, OpenView, ViewEmit } from '../core/view-registry.ts';

export const HOME_VIEW: ViewSpec = { kind: 'timeline', timeline: 'home' };

/** How long an unadopted warm view is held: a tab's first screen opens its views moments after its hello. */
export const WARM_VIEW_HOLD_MS = 30_000;

export interface WarmTimers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (h: unknown) => void;
}

export interface WarmView {
  /** `open` with the warm view handed to its first opener. */
  open: OpenView;
  /** Whether a tab took the warm view over (a tab holds home). */
  adopted(): boolean;
  /** The account closes: an unadopted warm view is closed with it. */
  dispose(): void;
}

export function openWarmView(
  open: OpenView,
  spec: ViewSpec,
  timers: WarmTimers,
  holdMs = WARM_VIEW_HOLD_MS,
): WarmView {
  const key = viewKey(spec);
  /** The adopter's emit; until then the view's changes are in its snapshot, which the adopter starts from. */
  let forward: ViewEmit | null = null;
  let taken = false;
  let warm: LiveView | null = open(key, spec, (ops, meta) => forward?.(ops, meta));
  const release = () => {
    warm?.dispose();
    warm = null;
  };
  const timer = timers.setTimeout(release, holdMs);
  return {
    open(k, s, emit) {
      const live = warm;
      if (k !== key || !live) return open(k, s, emit);
      warm = null;
      taken = true;
      timers.clearTimeout(timer);
      forward = emit;
      return live;
    },
    adopted: () => taken,
    dispose() {
      timers.clearTimeout(timer);
      release();
    },
  };
}
