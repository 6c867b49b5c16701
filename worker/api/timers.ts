// Timers passed in, so that tests drive time (vi.useFakeTimers or a hand-made clock).
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * Throttle, leading and trailing: the first call runs at once; calls within `ms` after a run are folded into one
 * trailing run at the end of the window, with the latest arguments. `flush` runs a waiting trailing call now.
 */
export function createThrottle<A>(run: (arg: A) => void, ms: number, timers: Timers) {
  let timer: unknown = null;
  let waiting: { arg: A } | null = null;

  const openWindow = () => {
    timer = timers.setTimeout(() => {
      timer = null;
      if (waiting) {
        const { arg } = waiting;
        waiting = null;
        run(arg);
        openWindow();
      }
    }, ms);
  };

  return {
    call(arg: A) {
      if (timer === null) {
        run(arg);
        openWindow();
      } else {
        waiting = { arg };
      }
    },
    /** Runs the trailing call now (page hide, sign-out), if one waits. */
    flush() {
      if (!waiting) return;
      const { arg } = waiting;
      waiting = null;
      run(arg);
    },
    /** The argument of the trailing call that waits, if any. */
    waiting: (): A | null => (waiting ? waiting.arg : null),
    cancel() {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      waiting = null;
    },
  };
}
