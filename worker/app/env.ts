// Everything with a side effect that the core uses, passed in once, so tests drive the core with fakes.
import type { FetchFn, FetchInit } from '../api/transport.ts';
import { onDemand } from '../core/on-demand.ts';
import type { WebSocketConstructor } from '../streaming/types.ts';

export interface CoreEnv {
  fetch: FetchFn;
  WebSocket: WebSocketConstructor;
  /** Null where IndexedDB is missing (some embedded browsers): state then lives for the core's lifetime only. */
  indexedDB: IDBFactory | null;
  now: () => number;
  random: () => number;
  setTimeout: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimeout: (h: ReturnType<typeof setTimeout> | unknown) => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  /** The app's own origin (for the OAuth redirect and to offer a same-origin instance). */
  origin: string;
  /** WebCrypto: PKCE challenges and random state for OAuth. */
  crypto: Pick<Crypto, 'getRandomValues' | 'subtle'>;
  log: (msg: string) => void;
  /** Benchmarks: called when a streamed post arrives at the core (frame → row latency starts here). */
  trace?: (event: string, id: string) => void;
  /** The longest an account's other parts wait for home's first page to be shown (start-gate.ts); default
   *  START_AFTER_HOME_MAX_MS. Tests of other things than the start's order set 0 (no tab of theirs says it). */
  startGateMs?: number;
}

// Uploads that want their progress go through XMLHttpRequest (fetch cannot report bytes sent). Only uploads do, so
// that part is fetched with the first upload, not with the core's first script (issue 20, item 7); where it cannot
// be fetched the upload still goes, with fetch, its progress unreported.
const xhrPart = onDemand(() => import('../api/xhr-fetch.ts'));

/** The environment's fetch: `fetch`, or for an upload that asks for its progress, XMLHttpRequest (loaded then). */
export function progressFetch(
  plain: (input: string, init: FetchInit) => Promise<Response>,
  loadXhr: () => Promise<Pick<typeof import('../api/xhr-fetch.ts'), 'xhrFetch'>> = xhrPart,
): FetchFn {
  return (input, init) => {
    const onProgress = init.onUploadProgress;
    if (!onProgress || typeof XMLHttpRequest !== 'function') return plain(input, init);
    return loadXhr().then(
      (m) => m.xhrFetch(input, init, onProgress),
      () => plain(input, init),
    );
  };
}

/** The environment of a browser context (worker or page). */
export function browserEnv(): CoreEnv {
  const g = globalThis as typeof globalThis & { indexedDB?: IDBFactory };
  return {
    fetch: progressFetch((input, init) => fetch(input, init)),
    WebSocket: WebSocket as unknown as WebSocketConstructor,
    indexedDB: g.indexedDB ?? null,
    now: () => Date.now(),
    random: () => Math.random(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => setInterval(fn, ms),
    origin: g.location?.origin ?? '',
    crypto: globalThis.crypto,
    log: (msg) => console.info(`[woolly-core] ${msg}`),
    // Off unless a benchmark switches it on from DevTools (`self.woollyTrace = []`).
    trace: (event, id) => {
      const sink = (globalThis as { woollyTrace?: { event: string; id: string; at: number }[] }).woollyTrace;
      sink?.push({ event, id, at: performance.timeOrigin + performance.now() });
    },
  };
}
