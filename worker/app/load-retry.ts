// Loads that failed are tried again by themselves (issues 12.6 and 12.7): a timeline's first page that did not open
// (429, 5xx, a malformed answer, no network) and a gap whose catch-up request failed. Each key (a view, a view's
// gaps) has one pending retry at most; the wait doubles from RETRY_BASE_MS up to RETRY_CAP_MS, and a 429 waits at
// least until the rate limit resets. Timers and the clock are passed in.
import { type CoreText, coreText } from '../../shared/protocol/text.ts';
import { isApiError } from '../api/errors.ts';

export const RETRY_BASE_MS = 2_000;
export const RETRY_CAP_MS = 60_000;

/** The wait before retry number `attempt` (0-based) after `error`. */
export function retryDelay(attempt: number, error: unknown, now: number): number {
  const backoff = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.min(Math.max(attempt, 0), 20));
  if (isApiError(error) && error.status === 429 && error.rateLimitReset)
    return Math.max(backoff, error.rateLimitReset.getTime() - now);
  return backoff;
}

/** A failure that no retry can mend (the caller aborted, nobody is signed in, the thing is gone). */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'abort' || error.kind === 'signed-out') return false;
  if (error.kind !== 'http') return true;
  const s = error.status ?? 0;
  return s === 408 || s === 429 || s >= 500;
}

/** What the view says in place of its rows while it cannot load, in plain words (the tab's language). */
export function loadFailureText(error: unknown): CoreText {
  if (!isApiError(error)) return coreText('core.load.failed');
  if (error.kind === 'network') return coreText('core.load.unreachable');
  if (error.kind === 'timeout') return coreText('core.load.timeout');
  if (error.kind === 'invalid') return coreText('core.load.unreadable');
  if (error.status === 429)
    return error.rateLimitReset
      ? coreText('core.load.rateLimitedUntil', { at: error.rateLimitReset.getTime() })
      : coreText('core.load.rateLimited');
  if (error.status !== null && error.status >= 500)
    return coreText('core.load.serverProblem', { status: error.status });
  const said = error.serverError || error.statusText;
  return said ? coreText('core.load.failedBecause', { reason: said }) : coreText('core.load.failed');
}

export interface RetryDeps {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (h: unknown) => void;
}

export interface Retries {
  /** After a failure of `key`: runs `again` after the backoff (replacing any retry already pending for it). */
  failed(key: string, error: unknown, again: () => void): void;
  /** `key` loaded: its attempt count starts over and a pending retry is dropped. */
  succeeded(key: string): void;
  /** Forgets `key` (its view closed). */
  cancel(key: string): void;
  /** Whether a retry of `key` is waiting. */
  pending(key: string): boolean;
  dispose(): void;
}

export function createRetries(deps: RetryDeps): Retries {
  const entries = new Map<string, { attempt: number; timer: unknown }>();
  const clear = (key: string) => {
    const e = entries.get(key);
    if (e?.timer !== null && e?.timer !== undefined) deps.clearTimeout(e.timer);
    if (e) e.timer = null;
  };
  return {
    failed(key, error, again) {
      clear(key);
      if (!isRetryable(error)) return;
      const e = entries.get(key) ?? { attempt: 0, timer: null };
      entries.set(key, e);
      const delay = retryDelay(e.attempt, error, deps.now());
      e.attempt += 1;
      e.timer = deps.setTimeout(() => {
        e.timer = null;
        again();
      }, delay);
    },
    succeeded(key) {
      clear(key);
      entries.delete(key);
    },
    cancel(key) {
      clear(key);
      entries.delete(key);
    },
    pending: (key) => {
      const t = entries.get(key)?.timer;
      return t !== null && t !== undefined;
    },
    dispose() {
      for (const key of [...entries.keys()]) clear(key);
      entries.clear();
    },
  };
}
