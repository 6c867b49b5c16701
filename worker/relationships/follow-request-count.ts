// The number of follow requests waiting for the signed-in user (the navigation's badge, the same in every tab). It
// comes from the credential account (`source.follow_requests_count`), drops at once when a request is answered in any
// tab (and comes back if the server refuses), and is read again when a new request is notified.

/** The waiting requests of a credential account; null when the server did not say. */
export function followRequestsOf(account: unknown): number | null {
  const source = (account as { source?: { follow_requests_count?: unknown } } | null)?.source;
  const n = source?.follow_requests_count;
  return typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : null;
}

export interface FollowRequestCount {
  /** The server's count (null: unknown). */
  set(n: number | null): void;
  /** Moves the count at once (never below 0); the answer puts it back, for a refused accept or reject. */
  adjust(delta: number): () => void;
  get(): number | null;
}

export function createFollowRequestCount(publish: (n: number | null) => void): FollowRequestCount {
  let count: number | null = null;
  const set = (n: number | null) => {
    if (n === count) return;
    count = n;
    publish(n);
  };
  return {
    set,
    get: () => count,
    adjust(delta) {
      if (count === null) return () => {};
      const before = count;
      const after = Math.max(0, count + delta);
      set(after);
      let undone = false;
      return () => {
        if (undone) return;
        undone = true;
        // Only the change made here is undone: a fresh count from the server in between is kept.
        if (count === after) set(before);
      };
    },
  };
}
