// Asking once typing pauses (section 9: 200 ms), and showing only the answer to the latest question: a slow answer
// to an older token is dropped, no token clears at once, and a failure shows nothing. Timers and the asking are
// passed in, so this is plain logic (the compose box passes window's timers and the core).
import { SUGGESTION_DEBOUNCE_MS } from '../../../../shared/constants.ts';

export interface DebouncedQueryDeps<Q, A> {
  ask: (q: Q) => Promise<A>;
  show: (q: Q | null, answer: A | null) => void;
  /** Two questions that are the same (the same token typed over) are asked once. */
  same: (a: Q, b: Q) => boolean;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (h: unknown) => void;
  delayMs?: number;
}

export interface DebouncedQuery<Q> {
  /** The question now (null: nothing to ask, whatever was shown goes). */
  input(q: Q | null): void;
  dispose(): void;
}

export function createDebouncedQuery<Q, A>(deps: DebouncedQueryDeps<Q, A>): DebouncedQuery<Q> {
  let timer: unknown = null;
  let latest: Q | null = null;
  let disposed = false;
  const cancel = () => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
  };
  const current = (q: Q) => !disposed && latest !== null && deps.same(latest, q);
  return {
    input(q) {
      if (q !== null && latest !== null && deps.same(q, latest)) return;
      latest = q;
      cancel();
      if (q === null) {
        deps.show(null, null);
        return;
      }
      timer = deps.setTimeout(() => {
        timer = null;
        deps.ask(q).then(
          (a) => current(q) && deps.show(q, a),
          () => current(q) && deps.show(q, null),
        );
      }, deps.delayMs ?? SUGGESTION_DEBOUNCE_MS);
    },
    dispose() {
      disposed = true;
      cancel();
    },
  };
}
