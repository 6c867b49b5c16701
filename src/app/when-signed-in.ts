// Waiting for the tab to learn that it is signed in. The core answers a completed sign-in before (or without) its
// global update reaching this tab; a screen that must not draw the signed-out app meanwhile (the OAuth callback)
// waits for the identity here, for a while at most.
import { effect, type ReadonlySignal } from '@preact/signals-react';

export interface WaitTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const pageTimers: WaitTimers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Resolves true as soon as `global` says signed in (at once when it already does), false after `ms` without it. */
export function whenSignedIn(
  global: ReadonlySignal<{ identity: { signedIn: boolean } }>,
  ms: number,
  timers: WaitTimers = pageTimers,
): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    let stop: (() => void) | null = null;
    const settle = (signedIn: boolean) => {
      if (settled) return;
      settled = true;
      timers.clear(timer);
      // Disposed a microtask later: outside the effect's own run, and after `stop` is set when the effect settled
      // in its first run.
      queueMicrotask(() => stop?.());
      resolve(signedIn);
    };
    const timer = timers.set(() => settle(false), ms);
    stop = effect(() => {
      if (global.value.identity.signedIn) settle(true);
    });
  });
}
