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

/** Short relative time as Mastodon shows it: 'now', '5s', '3m', '2h', '4d', then a date. */
export function relativeTime(iso: string, nowMs: number): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const s = Math.max(0, Math.round((nowMs - then) / 1000));
  if (s < 5) return 'now';
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m`;
  const h = Math.floor(m / 60);
  if (h < 24) return `${h}h`;
  const d = Math.floor(h / 24);
  if (d < 7) return `${d}d`;
  const date = new Date(then);
  const sameYear = new Date(nowMs).getUTCFullYear() === date.getUTCFullYear();
  return date.toLocaleDateString('en', {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}
