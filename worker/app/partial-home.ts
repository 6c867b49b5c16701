// Home while the server is still building it (it answers 206 during Mastodon's feed regeneration): the first page
// is asked for again every PARTIAL_RETRY_MS until an answer is whole (200). One timer per view; the timers are
// passed in, so tests drive them.
import type { Timers } from '../api/timers.ts';

/** About 3 seconds, as Mastodon's web client polls a home feed being prepared. */
export const PARTIAL_RETRY_MS = 3000;

export function createPartialRetry(deps: {
  timers: Timers;
  reload: (key: string) => void;
  delayMs?: number;
}) {
  const waiting = new Map<string, unknown>();
  const cancel = (key: string) => {
    if (!waiting.has(key)) return;
    deps.timers.clearTimeout(waiting.get(key));
    waiting.delete(key);
  };
  return {
    /** A first page of `key` was answered (or failed): ask again later while it is partial, else stop asking. */
    settled(key: string, partial: boolean): void {
      cancel(key);
      if (!partial) return;
      const handle = deps.timers.setTimeout(() => {
        waiting.delete(key);
        deps.reload(key);
      }, deps.delayMs ?? PARTIAL_RETRY_MS);
      waiting.set(key, handle);
    },
    cancel,
    dispose(): void {
      for (const key of [...waiting.keys()]) cancel(key);
    },
  };
}
