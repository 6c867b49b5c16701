// Whether the browser is online, since when it is not, and whether it just came back (issue 12.9): from the
// window's online/offline events and navigator.onLine at start. "Back online" is said for BACK_ONLINE_SHOWN_MS,
// then the flag clears by itself (timers passed in).
import { type ReadonlySignal, signal } from '@preact/signals-react';

export const BACK_ONLINE_SHOWN_MS = 5_000;

export interface NetworkStatus {
  online: boolean;
  /** When the browser went offline (deps.now clock); null while online. */
  offlineSince: number | null;
  /** Online again after being offline, within the last BACK_ONLINE_SHOWN_MS. */
  backOnline: boolean;
}

export interface NetworkDeps {
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  onLine: () => boolean;
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (h: unknown) => void;
}

export function watchNetwork(deps: NetworkDeps): { status: ReadonlySignal<NetworkStatus>; stop(): void } {
  const startOnline = deps.onLine();
  const status = signal<NetworkStatus>({
    online: startOnline,
    offlineSince: startOnline ? null : deps.now(),
    backOnline: false,
  });
  let backTimer: unknown = null;
  const clearBack = () => {
    if (backTimer !== null) deps.clearTimeout(backTimer);
    backTimer = null;
  };
  const onOffline = () => {
    clearBack();
    if (!status.peek().online) return;
    status.value = { online: false, offlineSince: deps.now(), backOnline: false };
  };
  const onOnline = () => {
    if (status.peek().online) return;
    status.value = { online: true, offlineSince: null, backOnline: true };
    clearBack();
    backTimer = deps.setTimeout(() => {
      backTimer = null;
      status.value = { ...status.peek(), backOnline: false };
    }, BACK_ONLINE_SHOWN_MS);
  };
  deps.win.addEventListener('offline', onOffline);
  deps.win.addEventListener('online', onOnline);
  return {
    status,
    stop() {
      clearBack();
      deps.win.removeEventListener('offline', onOffline);
      deps.win.removeEventListener('online', onOnline);
    },
  };
}

let shared: ReturnType<typeof watchNetwork> | null = null;

/** The page's one watcher, started by the first caller: the status line, in a module loaded after startup (what
 *  it costs stays out of the startup bundle; navigator.onLine covers a page that went offline before). */
export function pageNetworkStatus(): ReadonlySignal<NetworkStatus> {
  shared ??= watchNetwork({
    win: window,
    onLine: () => navigator.onLine !== false,
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  });
  return shared.status;
}
