// One shared ticking signal for every relative time on screen: one timer for the whole tab, not one per row.
// Components place a computed signal in JSX so only the text node updates (no component re-render).
// The tick runs only while the page is shown (issue 20, item 2): in a tab behind another one each tick rewrote the
// time of every row nobody sees, and left its layout to redo. Shown again, the tab reads the clock at once (the
// times are right in the first frame) and ticks on from there.
import { signal } from '@preact/signals-react';

/** Current time in ms, updated by `startClock`. Tests set `.value` directly. */
export const now = signal(Date.now());

export interface ClockTimers {
  set: (fn: () => void, ms: number) => unknown;
  clear: (id: unknown) => void;
}

/** Whether the page is shown, and a way to hear when that changes (answers a function that stops listening). */
export interface PageVisibility {
  shown(): boolean;
  onChange(fn: () => void): () => void;
}

const intervalTimers: ClockTimers = {
  // Wrapped: browsers throw 'Illegal invocation' when setInterval runs with another object as `this`.
  set: (fn, ms) => setInterval(fn, ms),
  clear: (id) => clearInterval(id as ReturnType<typeof setInterval>),
};

/** The document's visibility; always shown where there is no document (tests in Node, workers). */
export function documentVisibility(doc: Document | undefined = globalThis.document): PageVisibility {
  if (!doc) return { shown: () => true, onChange: () => () => {} };
  return {
    shown: () => doc.visibilityState !== 'hidden',
    onChange(fn) {
      doc.addEventListener('visibilitychange', fn);
      return () => doc.removeEventListener('visibilitychange', fn);
    },
  };
}

/** Starts the tick while the page is shown; returns the stop function. Side effects are passed in so tests control
 *  them. */
export function startClock(
  every = 30_000,
  timers: ClockTimers = intervalTimers,
  clock: () => number = () => Date.now(),
  visibility: PageVisibility = documentVisibility(),
): () => void {
  let id: unknown = null;
  const tick = () => {
    now.value = clock();
  };
  // At the start the signal is as fresh as the page; shown again, it is as old as the time away.
  let started = false;
  const follow = () => {
    const shown = visibility.shown();
    if (shown && id === null) {
      if (started) tick();
      id = timers.set(tick, every);
    } else if (!shown && id !== null) {
      timers.clear(id);
      id = null;
    }
    started = true;
  };
  follow();
  const stopListening = visibility.onChange(follow);
  return () => {
    stopListening();
    if (id !== null) timers.clear(id);
    id = null;
  };
}

// The formatting lives in relative-time.ts (past and future); re-exported here for the components that tick.
export { relativeAge, relativeTime } from './relative-time.ts';
