// One thread view (`{kind:'thread', statusId}`): the focused post with its ancestors and descendants. It keeps the
// post ids in display order; rows are built from the shared entity store, so an edit, a favourite or a poll vote
// seen anywhere (store change reports) updates the row here too, and a deleted post leaves. Streamed replies to a
// post of the thread are inserted under it. Filters of the `thread` context apply, a hide filter showing as a
// warning (ruling 5). Pure over its deps: loading is done by the caller (load()).
import { emptyMeta, type RowOp, type ViewMeta } from '../../shared/protocol/diff.ts';
import type { FilterVerdict, Row, StatusRow } from '../../shared/protocol/rows.ts';
import type { Status } from '../../shared/wire/entities.ts';
import { type CompiledFilters, evaluateFilters, noFilters } from '../filters/index.ts';
import { statusRowKey, toStatusRow } from '../rows/statusRow.ts';
import { toStatusView } from '../rows/statusView.ts';
import type { EntityStore } from '../store/entityStore.ts';
import type { StoreChange } from '../store/types.ts';
import { insertionIndex, threadOrder } from './order.ts';

export interface ThreadContext {
  ancestors: Status[];
  descendants: Status[];
}

export interface ThreadViewDeps {
  statusId: string;
  store: EntityStore;
  me: string | null;
  now: () => number;
  log?: (m: string) => void;
  emit: (ops: RowOp[], meta?: Partial<ViewMeta>) => void;
  filters?: () => CompiledFilters;
}

export interface ThreadView {
  /** The post and its context arrived: the rows are replaced. */
  load(focused: Status, context: ThreadContext | null): void;
  /** Loading failed (or the post is gone). */
  fail(message: string): void;
  setLoading(loading: boolean): void;
  /** A streamed post: inserted when it answers a post shown below the focused one. */
  onStreamed(status: Status): void;
  /** Filters changed: every row's verdict is re-evaluated. */
  refilter(): void;
  /** Ids in display order (tests, host). */
  ids(): readonly string[];
  snapshot(): { rows: Row[]; meta: ViewMeta };
  dispose(): void;
}

export function createThreadView(deps: ThreadViewDeps): ThreadView {
  const { store, statusId } = deps;
  const filters = deps.filters ?? noFilters;
  let ids: string[] = [];
  const shown = new Set<string>();
  /** Parent of each shown post, for placing streamed replies in their branch. */
  const parents = new Map<string, string | null>();
  const meta: ViewMeta = { ...emptyMeta(), hasMore: false, isLoading: true };
  const ctx = { me: deps.me, log: deps.log };

  const verdict = (s: Status): FilterVerdict | null => {
    const v = evaluateFilters(filters(), s, {
      context: 'thread',
      hideAsWarn: true,
      me: deps.me,
      now: deps.now(),
    });
    // hideAsWarn means `hide` never comes back here; kept as a guard so a row never carries it.
    if (!v || v.action === 'hide') return null;
    return { action: v.action, titles: v.titles };
  };

  const rowOf = (id: string): StatusRow | null => {
    const s = store.getStatus(id);
    if (!s) return null;
    const original = s.reblog ?? s;
    const view = store.cached(original.id, () => toStatusView(original, ctx));
    return toStatusRow(s, ctx, { view, filter: verdict(s) });
  };

  const rows = (): Row[] => {
    const out: Row[] = [];
    for (const id of ids) {
      const r = rowOf(id);
      if (r) out.push(r);
    }
    return out;
  };

  const setIds = (next: string[]) => {
    store.release(ids);
    ids = next;
    shown.clear();
    for (const id of ids) shown.add(id);
    store.retain(ids);
  };

  const onChange = (c: StoreChange) => {
    const ops: RowOp[] = [];
    const gone = [...c.removed].filter((id) => shown.has(id));
    if (gone.length > 0) {
      ops.push({ op: 'remove', keys: gone.map(statusRowKey) });
      const left = ids.filter((id) => !c.removed.has(id));
      store.release(gone);
      ids = left;
      for (const id of gone) shown.delete(id);
    }
    for (const id of c.updated) {
      if (!shown.has(id)) continue;
      const row = rowOf(id);
      if (row) ops.push({ op: 'update', row });
    }
    if (ops.length === 0) return;
    const focusedGone = gone.includes(statusId);
    if (focusedGone) {
      meta.error = 'This post was deleted.';
      deps.emit(ops, { error: meta.error });
    } else deps.emit(ops);
  };
  const unsubscribe = store.onChanged(onChange);

  return {
    load(focused, context) {
      store.upsertStatuses([...(context?.ancestors ?? []), focused, ...(context?.descendants ?? [])]);
      parents.clear();
      for (const s of [...(context?.ancestors ?? []), focused, ...(context?.descendants ?? [])])
        parents.set(s.id, s.in_reply_to_id ?? null);
      setIds(threadOrder(focused.id, context?.ancestors ?? [], context?.descendants ?? []));
      meta.isLoading = false;
      meta.error = null;
      deps.emit([{ op: 'reset', rows: rows() }], { isLoading: false, error: null });
    },
    fail(message) {
      meta.isLoading = false;
      meta.error = message;
      deps.emit([], { isLoading: false, error: message });
    },
    setLoading(loading) {
      meta.isLoading = loading;
      deps.emit([], { isLoading: loading });
    },
    onStreamed(status) {
      if (shown.has(status.id) || !shown.has(statusId)) return;
      const at = insertionIndex(ids, statusId, (id) => parents.get(id) ?? null, status);
      if (at < 0) return;
      store.upsertStatus(status);
      parents.set(status.id, status.in_reply_to_id ?? null);
      const next = ids.slice();
      next.splice(at, 0, status.id);
      setIds(next);
      const row = rowOf(status.id);
      // The row's index among rows: posts the store lost are not rows, so count only those that are.
      const index = ids.slice(0, at).filter((id) => store.getStatus(id)).length;
      if (row) deps.emit([{ op: 'insert', index, rows: [row] }]);
    },
    refilter() {
      deps.emit([{ op: 'reset', rows: rows() }]);
    },
    ids: () => ids,
    snapshot: () => ({ rows: rows(), meta: { ...meta } }),
    dispose() {
      unsubscribe();
      store.release(ids);
      ids = [];
      shown.clear();
    },
  };
}
