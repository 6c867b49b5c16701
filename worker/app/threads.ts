// Wires thread views (worker/threads/) into the core: opening one loads the post and its context in parallel
// (GET /api/v1/statuses/{id} and /context); the `thread` context's verdicts come from the account's one filters
// source, and a change there re-checks every open thread. Streamed replies are offered to every open thread.
// Edits, deletes and toggles reach the rows through the entity store.
import type { IntentResult } from '../../shared/protocol/intents.ts';
import type { Status } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import { noFilters } from '../filters/index.ts';
import type { EntityStore } from '../store/entityStore.ts';
import type { StreamingEvent } from '../streaming/types.ts';
import { repliesFailureMessage, threadFailureMessage } from '../threads/failure.ts';
import { firstPart } from '../threads/first-part.ts';
import { createThreadView, type ThreadContext, type ThreadView } from '../threads/thread-view.ts';
import type { FiltersSource } from './filters.ts';

export interface ThreadWiringDeps {
  request: (spec: RequestSpec) => Promise<RawResult>;
  store: EntityStore;
  me: string | null;
  now: () => number;
  log: (m: string) => void;
  /** The account's one filters source. */
  filters?: FiltersSource;
}

export function createThreadWiring(deps: ThreadWiringDeps) {
  const views = new Map<string, ThreadView>();
  const none = noFilters();
  const filters = () => deps.filters?.current().compiled ?? none;
  // An edit to a filter (here or anywhere), or one expiring, re-checks every open thread at once.
  const unsubscribeFilters = deps.filters?.subscribe(() => {
    for (const v of views.values()) v.refilter();
  });

  const load = async (key: string, statusId: string): Promise<IntentResult> => {
    const view = views.get(key);
    if (!view) return { ok: true };
    view.setLoading(true);
    const current = () => views.get(key) === view;
    // A long thread's context is over a megabyte: its ancestors and first replies are shown as soon as they are read,
    // with the post (loadFirst), and the rest once the whole answer is in (load).
    let head: Status | null = null;
    let partial: ThreadContext | null = null;
    let shownFirst = false;
    const showFirst = () => {
      if (shownFirst || !head || !partial || !current()) return;
      shownFirst = true;
      view.loadFirst(head, partial);
    };
    // The filters (fetched once per account, shared) come with the post, so it never shows before its verdict.
    const post = Promise.all([
      deps.request({
        call: 'statuses.get',
        method: 'GET',
        path: '/api/v1/statuses/{id}',
        pathParams: { id: statusId },
      }),
      deps.filters?.load(),
    ]).then(([answer]) => {
      if (answer.ok) head = answer.answer.body as Status;
      showFirst();
      return answer;
    });
    const [status, context] = await Promise.all([
      post,
      deps.request({
        call: 'statuses.context',
        method: 'GET',
        path: '/api/v1/statuses/{id}/context',
        pathParams: { id: statusId },
        early: (prefix) => {
          partial = firstPart(prefix);
          showFirst();
          return partial !== null;
        },
      }),
    ]);
    if (!current()) return { ok: true };
    if (!status.ok) {
      const alert = toAlert(status.error);
      view.fail(threadFailureMessage(status.error, alert));
      return { ok: false, alert };
    }
    // Without its context the post alone (with any replies already shown) is still worth showing, with why.
    if (context.ok) view.load(status.answer.body as Status, context.answer.body as ThreadContext);
    else view.contextFailed(status.answer.body as Status, repliesFailureMessage(toAlert(context.error)));
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
        filters,
      });
      views.set(key, view);
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
    removeAccount(accountId: string) {
      for (const v of views.values()) v.removeAccount(accountId);
    },
    removeDomain(domain: string) {
      for (const v of views.values()) v.removeDomain(domain);
    },
    onEvent(e: StreamingEvent) {
      if (e.event !== 'update' || views.size === 0) return;
      const s = e.payload as Status;
      for (const v of views.values()) v.onStreamed(s);
    },
    dispose() {
      unsubscribeFilters?.();
      for (const v of views.values()) v.dispose();
      views.clear();
    },
  };
}
