// Wires thread views (worker/threads/) into the core: opening one loads the post and its context in parallel
// (GET /api/v1/statuses/{id} and /context), and the account's filters once (v2, `thread` context); streamed
// replies are offered to every open thread. Edits, deletes and toggles reach the rows through the entity store.
import type { IntentResult } from '../../shared/protocol/intents.ts';
import type { Filter, Status } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import { type CompiledFilters, compileFilters, noFilters } from '../filters/index.ts';
import type { EntityStore } from '../store/entityStore.ts';
import type { StreamingEvent } from '../streaming/types.ts';
import { createThreadView, type ThreadContext, type ThreadView } from '../threads/thread-view.ts';

export interface ThreadWiringDeps {
  request: (spec: RequestSpec) => Promise<RawResult>;
  store: EntityStore;
  me: string | null;
  now: () => number;
  log: (m: string) => void;
}

export function createThreadWiring(deps: ThreadWiringDeps) {
  const views = new Map<string, ThreadView>();
  let filters: CompiledFilters = noFilters();
  let filtersAsked = false;

  /** Filters are asked for once per account, when the first thread opens; threads are re-checked on arrival. */
  const loadFilters = async () => {
    if (filtersAsked) return;
    filtersAsked = true;
    const r = await deps.request({ call: 'filters.list', method: 'GET', path: '/api/v2/filters' });
    if (!r.ok || !Array.isArray(r.answer.body)) return;
    filters = compileFilters(r.answer.body as Filter[], deps.now());
    if (filters.activeIds.size > 0) for (const v of views.values()) v.refilter();
  };

  const load = async (key: string, statusId: string): Promise<IntentResult> => {
    const view = views.get(key);
    if (!view) return { ok: true };
    view.setLoading(true);
    const [status, context] = await Promise.all([
      deps.request({
        call: 'statuses.get',
        method: 'GET',
        path: '/api/v1/statuses/{id}',
        pathParams: { id: statusId },
      }),
      deps.request({
        call: 'statuses.context',
        method: 'GET',
        path: '/api/v1/statuses/{id}/context',
        pathParams: { id: statusId },
      }),
    ]);
    if (views.get(key) !== view) return { ok: true };
    if (!status.ok) {
      const alert = toAlert(status.error);
      view.fail(alert?.message ?? 'Could not load this post.');
      return { ok: false, alert };
    }
    // Without its context the post alone is still worth showing.
    const ctx = context.ok ? (context.answer.body as ThreadContext) : null;
    view.load(status.answer.body as Status, ctx);
    return { ok: true };
  };

  return {
    openView(key: string, statusId: string, emit: ViewEmit): LiveView {
      const view = createThreadView({
        statusId,
        store: deps.store,
        me: deps.me,
        now: deps.now,
        log: deps.log,
        emit,
        filters: () => filters,
      });
      views.set(key, view);
      void loadFilters();
      void load(key, statusId);
      return {
        snapshot: () => view.snapshot(),
        dispose() {
          view.dispose();
          if (views.get(key) === view) views.delete(key);
        },
      };
    },
    has: (key: string) => views.has(key),
    reload(key: string) {
      const statusId = key.startsWith('thread:statusId=') ? key.slice('thread:statusId='.length) : null;
      return statusId ? load(key, statusId) : Promise.resolve<IntentResult>({ ok: true });
    },
    onEvent(e: StreamingEvent) {
      if (e.event !== 'update' || views.size === 0) return;
      const s = e.payload as Status;
      for (const v of views.values()) v.onStreamed(s);
    },
    dispose() {
      for (const v of views.values()) v.dispose();
      views.clear();
    },
  };
}
