// While the live stream is down and cannot come back soon (the server has no streaming, it keeps refusing, or it
// stopped the stream for good for a reason other than the session), nothing new would arrive (issue 10.30): the
// core asks over HTTP instead, for the open timelines and the notifications, once at once and then every
// FALLBACK_POLL_MS, until the stream is open again. Timers are passed in.
import { SESSION_EXPIRED } from '../streaming/final-close.ts';
import type { StreamStatus } from '../streaming/types.ts';

export const FALLBACK_POLL_MS = 60_000;
/** Failed attempts in a row after which a stream that keeps failing counts as down (about 7 s of backoff). */
export const POLL_AFTER_ATTEMPTS = 3;

/** Whether new posts must be asked for over HTTP because the stream will not bring them for a while. */
export function needsPolling(s: StreamStatus): boolean {
  switch (s.state) {
    case 'stopped':
      // An expired session gets nothing over HTTP either: the user must sign in again.
      return s.reason !== SESSION_EXPIRED;
    case 'unauthorized':
      return true;
    case 'waiting':
    case 'connecting':
      return s.attempt >= POLL_AFTER_ATTEMPTS;
    default:
      return false;
  }
}

export interface FallbackPollDeps {
  poll: () => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (h: unknown) => void;
  intervalMs?: number;
}

export function createFallbackPoller(deps: FallbackPollDeps) {
  const every = deps.intervalMs ?? FALLBACK_POLL_MS;
  let timer: unknown = null;
  const schedule = () => {
    timer = deps.setTimeout(() => {
      deps.poll();
      schedule();
    }, every);
  };
  const stop = () => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
  };
  return {
    /** Feed every stream status: polling starts when the stream is down for a while, and ends when it is open. */
    onStatus(s: StreamStatus) {
      if (needsPolling(s)) {
        if (timer !== null) return;
        deps.poll();
        schedule();
      } else if (s.state === 'open' || s.state === 'idle' || s.state === 'closed') stop();
      // 'waiting' after fewer failed attempts while polling: keep polling until the stream is really open.
    },
    polling: () => timer !== null,
    stop,
  };
}
