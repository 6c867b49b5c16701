// One shared ticking signal for every relative time on screen: one timer for the whole tab, not one per row.
// Components place a computed signal in JSX so only the text node updates (no component re-render).
import { signal } from '@preact/signals-react';

/** Current time in ms, updated by `startClock`. Tests set `.value` directly. */
export const now = signal(Date.now());

/** Starts the tick; returns the stop function. Side effects are passed in so tests control them. */
export function startClock(
  every = 30_000,
  timers: { set: (fn: () => void, ms: number) => unknown; clear: (id: unknown) => void } = {
    // Wrapped: browsers throw 'Illegal invocation' when setInterval runs with another object as `this`.
    set: (fn, ms) => setInterval(fn, ms),
    clear: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  },
  clock: () => number = () => Date.now(),
): () => void {
  const id = timers.set(() => {
    now.value = clock();
  }, every);
  return () => timers.clear(id);
}

// The formatting lives in relative-time.ts (past and future); re-exported here for the components that tick.
export { relativeTime } from './relative-time.ts';
