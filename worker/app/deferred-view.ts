// A view whose opener is in a part of the core that has not arrived yet (account-rest.ts, fetched once home's first
// page is in and shown, start-gate.ts): the tab gets an empty view that is loading at once, and the real view's rows
// in one reset as soon as the part is in, as it would after a sign-in (switchable-view.ts). Changes the real view
// makes while it is opened are in that reset's snapshot, not sent before it. A failed fetch (offline, a new build deployed meanwhile) is
// said in the view and tried again by itself, backing off, for as long as the view is open: it never fails for good.
import { emptyMeta, type ViewMeta } from '../../shared/protocol/diff.ts';
import { coreText } from '../../shared/protocol/text.ts';
import type { ViewSpec } from '../../shared/protocol/views.ts';
import type { LiveView, OpenView, ViewEmit } from '../core/view-registry.ts';

/** First wait before fetching the part again; doubled each time up to the most. */
export const DEFERRED_RETRY_MS = 2_000;
const DEFERRED_RETRY_MAX_MS = 30_000;

export interface DeferredTimers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (h: unknown) => void;
}

const loadingMeta = (): ViewMeta => ({ ...emptyMeta(), isLoading: true });

export function openDeferredView(
  load: () => Promise<OpenView>,
  key: string,
  spec: ViewSpec,
  emit: ViewEmit,
  timers: DeferredTimers,
): LiveView {
  let inner: LiveView | null = null;
  let disposed = false;
  let meta = loadingMeta();
  let timer: unknown = null;
  let wait = DEFERRED_RETRY_MS;

  const attempt = () => {
    timer = null;
    load().then(
      (open) => {
        if (disposed) return;
        let ready = false;
        const live = open(key, spec, (ops, m) => {
          if (ready) emit(ops, m);
        });
        inner = live;
        ready = true;
        const snap = live.snapshot();
        emit([{ op: 'reset', rows: snap.rows }], snap.meta);
      },
      () => {
        if (disposed) return;
        meta = { ...loadingMeta(), error: coreText('core.load.unreachable') };
        emit([], { error: meta.error });
        timer = timers.setTimeout(attempt, wait);
        wait = Math.min(wait * 2, DEFERRED_RETRY_MAX_MS);
      },
    );
  };
  attempt();

  return {
    snapshot: () => inner?.snapshot() ?? { rows: [], meta },
    dispose() {
      disposed = true;
      if (timer !== null) timers.clearTimeout(timer);
      inner?.dispose();
      inner = null;
    },
  };
}
