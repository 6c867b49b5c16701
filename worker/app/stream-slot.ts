// The account's socket once it exists, and the subscriptions held on it (refcounted by the client). Views open
// before the socket does (home's first page is the account's first request; the socket comes with the start-up
// calls, account-connect.ts): their stream subscriptions wait here and are taken as soon as it exists.
import type { StreamingClient } from '../streaming/client.ts';
import type { StreamSpec } from '../streaming/types.ts';

export function createStreamSlot() {
  let client: StreamingClient | null = null;
  /** Stream subscriptions asked for before the streaming URL was known. */
  const waiting: (() => void)[] = [];
  return {
    get: () => client,
    set(next: StreamingClient) {
      client = next;
      for (const w of waiting.splice(0)) w();
    },
    acquire(spec: StreamSpec): () => void {
      let release: (() => void) | null = null;
      let cancelled = false;
      const go = () => {
        if (!cancelled && client) release = client.acquire(spec);
      };
      if (client) go();
      else waiting.push(go);
      return () => {
        cancelled = true;
        release?.();
      };
    },
  };
}

export type StreamSlot = ReturnType<typeof createStreamSlot>;
