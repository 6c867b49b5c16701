// How long a tab waits before trying the core again after a failed reconnect: doubling from one second, capped, so
// a tab whose core was away for minutes (a paused or frozen worker, a long GC, a debugger) comes back within
// RECONNECT_CAP_MS of the core answering again, however long it was away, without spinning while it is away.

export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 10_000;

/** The wait before retry number `attempt` (0 for the first). */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.min(Math.max(attempt, 0), 20));
}
