// One thread view (`{kind:'thread', statusId}`): the focused post with its ancestors and descendants. It keeps the
// post ids in display order; rows are built from the shared entity store, so an edit, a favourite or a poll vote
// seen anywhere (store change reports) updates the row here too, and a deleted post leaves. Streamed replies to a
// post of the thread are inserted under it. Filters of the `thread` context apply: a hide filter shows as a warning
// on the focused post alone (the detailed view of ruling 5: the post the page is about), and hides the thread's
// other posts as it would anywhere. Pure over its deps: loading is done by the caller (load()).

import { emptyMeta, type RowOp, type ViewMeta } from '../../shared/protocol/diff.ts';
import type { FilterVerdict, Row, StatusRow } from '../../shared/protocol/rows.ts';
import { type CoreText, coreText } from '../../shared/protocol/text.ts';
import type { Status } from '../../shared/wire/entities.ts';
import { evaluateFilters, rowVerdict } from '../filters/evaluate.ts';
import { type CompiledFilters, noFilters } from '../filters/index.ts';
import { isOnDomain } from '../relationships/domain.ts';
import { statusRowKey, toStatusRow } from '../rows/statusRow.ts';
import { toStatusView } from '../rows/statusView.ts';
import type { EntityStore } from '../store/entityStore.ts';
import type { StoreChange } from '../store/types.ts';
import { firstScreenfulCount, insertionIndex, isInOrder, threadOrder } from './order.ts';

/** Replies published with the focused post: more than a tall screen shows. */
export const FIRST_REPLIES = 40;
/** The rest of a long thread is published this many posts at a time, one task each. */
export const REST_CHUNK = 200;

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
  /** Runs `fn` in a later task (the rest of a long thread is published in steps); setTimeout 0 by default. */
  defer?: (fn: () => void) => void;
}

export interface ThreadView {
  /** The post and the first part of its context (its answer still arriving): the ancestors, the post and its first
   *  replies are published, still loading. */
  loadFirst(focused: Status, partial: ThreadContext): void;
  /** The post and its whole context arrived: the rows are replaced, or, after loadFirst, completed in place. */
  load(focused: Status, context: ThreadContext | null): void;
  /** Loading failed (or the post is gone). */
  fail(message: CoreText): void;
  /** The post arrived but not its context: the post stays (with the replies loadFirst showed), and `message`. */
  contextFailed(focused: Status, message: CoreText): void;
  setLoading(loading: boolean): void;
  /** A streamed post: inserted when it answers a post shown below the focused one. */
  onStreamed(status: Status): void;
  /** Filters changed: every row's verdict is re-evaluated. */
  refilter(): void;
  /** Block or mute: the account's replies leave the thread (the focused post stays: it was asked for). */
  removeAccount(accountId: string): void;
  /** A domain block: the posts of that domain's accounts leave. */
  removeDomain(domain: string): void;
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
  /** The posts that are rows, as last published (a post hidden by a filter is shown but not rendered). */
  const rendered = new Set<string>();
  /** Parent of each shown post, for placing streamed replies in their branch. */
  const parents = new Map<string, string | null>();
  const meta: ViewMeta = { ...emptyMeta(), hasMore: false, isLoading: true };
  const ctx = { me: deps.me, log: deps.log };
  const defer = deps.defer ?? ((fn: () => void) => void setTimeout(fn, 0));
  /** Each load (and the dispose) starts a generation: steps of an older one stop. */
  let generation = 0;
  /** The thread's display order, once its whole context is in: the published rows are always in this order. */
  let order: string[] = [];
  /** The rows published by loadFirst in this generation, waiting for the whole context (load). */
  let firstOnly = false;
  /** What left the thread meanwhile (a post deleted, an author blocked): it stays out of the rest of the answer. */
  let leftEarly: ((s: Status) => boolean)[] = [];
  /** A long thread's posts not published yet, in display order, with their statuses as the server sent them. */
  let pending: string[] = [];
  const pendingStatuses = new Map<string, Status>();
  /** Replies streamed while the thread was still being published: placed once it is whole. */
  let late: Status[] = [];

  /** The filter verdict of a post here, or 'hidden'. */
  const verdict = (s: Status): FilterVerdict | null | 'hidden' => {
    const v = evaluateFilters(filters(), s, {
      context: 'thread',
      hideAsWarn: s.id === statusId,
      me: deps.me,
      now: deps.now(),
    });
    return v?.action === 'hide' ? 'hidden' : rowVerdict(v);
  };

  /** The post's row, or null when it is not in the store or a hide filter hides it. */
  const rowOf = (id: string): StatusRow | null => {
    const s = store.getStatus(id);
    if (!s) return null;
    const filter = verdict(s);
    if (filter === 'hidden') return null;
    const original = s.reblog ?? s;
    const view = store.cached(original.id, () => toStatusView(original, ctx));
    return toStatusRow(s, ctx, { view, filter });
  };

  const rows = (): Row[] => {
    const out: Row[] = [];
    rendered.clear();
    for (const id of ids) {
      const r = rowOf(id);
      if (!r) continue;
      out.push(r);
      rendered.add(id);
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
    // A post deleted before its turn to be published never is.
    for (const id of c.removed) {
      pendingStatuses.delete(id);
      if (firstOnly) leftEarly.push((s) => s.id === id);
    }
    let ops: RowOp[] = [];
    const gone = [...c.removed].filter((id) => shown.has(id));
    if (gone.length > 0) {
      const goneRows = gone.filter((id) => rendered.has(id));
      if (goneRows.length > 0) ops.push({ op: 'remove', keys: goneRows.map(statusRowKey) });
      const left = ids.filter((id) => !c.removed.has(id));
      store.release(gone);
      ids = left;
      for (const id of gone) {
        shown.delete(id);
        rendered.delete(id);
      }
    }
    let moved = false;
    for (const id of c.updated) {
      if (!shown.has(id)) continue;
      const row = rowOf(id);
      if (row && rendered.has(id)) ops.push({ op: 'update', row });
      else if (row || rendered.has(id)) moved = true;
    }
    // An edit made a post match a hide filter, or stop matching one: the rows are published again (rare).
    if (moved) ops = [{ op: 'reset', rows: rows() }];
    if (ops.length === 0) return;
    const focusedGone = gone.includes(statusId);
    if (focusedGone) {
      meta.error = coreText('core.thread.deleted');
      deps.emit(ops, { error: meta.error });
    } else deps.emit(ops);
  };
  const unsubscribe = store.onChanged(onChange);

  /** Block, mute or domain block: the posts of those authors leave, except the focused post the page is about. */
  const removeAuthoredBy = (test: (account: Status['account'] | undefined) => boolean) => {
    for (const [id, s] of pendingStatuses) if (id !== statusId && test(s.account)) pendingStatuses.delete(id);
    if (firstOnly) leftEarly.push((s) => s.id !== statusId && test(s.account));
    const gone = ids.filter((id) => id !== statusId && test(store.getStatus(id)?.account));
    if (gone.length === 0) return;
    const goneRows = gone.filter((id) => rendered.has(id));
    const goneSet = new Set(gone);
    store.release(gone);
    ids = ids.filter((id) => !goneSet.has(id));
    for (const id of gone) {
      shown.delete(id);
      rendered.delete(id);
    }
    if (goneRows.length > 0) deps.emit([{ op: 'remove', keys: goneRows.map(statusRowKey) }]);
  };

  /** Publishes the next REST_CHUNK posts of a long thread in their places (after the rows published before them,
   *  which is their end when those were the thread's start), then the next step. */
  const publishRest = (gen: number) => {
    if (gen !== generation) return;
    const chunk = pending.splice(0, REST_CHUNK).filter((id) => pendingStatuses.has(id));
    const statuses = chunk.map((id) => pendingStatuses.get(id) as Status);
    for (const id of chunk) pendingStatuses.delete(id);
    store.upsertStatuses(statuses);
    const added = new Set(chunk);
    const next = order.filter((id) => shown.has(id) || added.has(id));
    setIds(next);
    // Runs of new rows, each inserted at its index among the rows (counting the ones inserted before it).
    const ops: RowOp[] = [];
    let index = 0;
    let run: Row[] | null = null;
    for (const id of next) {
      if (!added.has(id)) {
        run = null;
        if (rendered.has(id)) index += 1;
        continue;
      }
      const row = rowOf(id);
      if (!row) continue;
      if (!run) {
        run = [];
        ops.push({ op: 'insert', index, rows: run });
      }
      run.push(row);
      rendered.add(id);
      index += 1;
    }
    const done = pending.length === 0;
    if (done) meta.isLoading = false;
    if (ops.length > 0 || done) deps.emit(ops, done ? { isLoading: false } : undefined);
    if (!done) {
      defer(() => publishRest(gen));
      return;
    }
    placeLate();
  };

  /** The replies streamed while the thread was being published, placed now that it is whole. */
  const placeLate = () => {
    const streamed = late;
    late = [];
    for (const s of streamed) view.onStreamed(s);
  };

  /** Reads a context: each post by id, its parent remembered, and the thread's display order. */
  const readContext = (focused: Status, context: ThreadContext | null) => {
    const byId = new Map<string, Status>();
    parents.clear();
    for (const s of [...(context?.ancestors ?? []), focused, ...(context?.descendants ?? [])]) {
      byId.set(s.id, s);
      parents.set(s.id, s.in_reply_to_id ?? null);
    }
    return { byId, order: threadOrder(focused.id, context?.ancestors ?? [], context?.descendants ?? []) };
  };

  /** Publishes the post and its first replies at once (a reset); `rest` is published in later tasks. */
  const publishFirst = (
    gen: number,
    byId: Map<string, Status>,
    first: string[],
    rest: string[],
    more: boolean,
  ) => {
    pending = rest;
    pendingStatuses.clear();
    for (const id of pending) pendingStatuses.set(id, byId.get(id) as Status);
    store.upsertStatuses(first.map((id) => byId.get(id) as Status));
    setIds(first);
    meta.isLoading = more || pending.length > 0;
    meta.error = null;
    deps.emit([{ op: 'reset', rows: rows() }], { isLoading: meta.isLoading, error: null });
    if (pending.length > 0) defer(() => publishRest(gen));
    else if (!more) placeLate();
  };

  const view: ThreadView = {
    loadFirst(focused, partial) {
      const gen = ++generation;
      const read = readContext(focused, partial);
      const cut = firstScreenfulCount(read.order, focused.id, FIRST_REPLIES);
      order = [];
      late = [];
      leftEarly = [];
      firstOnly = true;
      publishFirst(gen, read.byId, read.order.slice(0, cut), [], true);
    },
    load(focused, context) {
      const read = readContext(focused, context);
      const published = ids;
      const left = firstOnly ? leftEarly : [];
      leftEarly = [];
      order = read.order.filter((id) => !left.some((test) => test(read.byId.get(id) as Status)));
      // After loadFirst, the rows shown stay when they are the start of the whole thread's order (its answer lists
      // the replies depth first, as Mastodon does), or any part of it in the same order: the rest goes in around them.
      if (firstOnly && published.includes(focused.id) && isInOrder(published, order)) {
        firstOnly = false;
        pending = order.filter((id) => !shown.has(id));
        pendingStatuses.clear();
        for (const id of pending) pendingStatuses.set(id, read.byId.get(id) as Status);
        if (pending.length > 0) publishRest(generation);
        else {
          meta.isLoading = false;
          deps.emit([], { isLoading: false });
          placeLate();
        }
        return;
      }
      // A new load forgets replies streamed to the last one; after loadFirst they wait for this one's end.
      if (!firstOnly) late = [];
      firstOnly = false;
      const gen = ++generation;
      // The post and its first replies first; a long thread's rest follows in later tasks (publishRest).
      const cut = firstScreenfulCount(order, focused.id, FIRST_REPLIES);
      publishFirst(gen, read.byId, order.slice(0, cut), order.slice(cut), false);
    },
    contextFailed(focused, message) {
      if (!firstOnly) view.load(focused, null);
      firstOnly = false;
      leftEarly = [];
      meta.isLoading = false;
      meta.error = message;
      deps.emit([], { isLoading: false, error: message });
      placeLate();
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
      if (pending.length > 0 || firstOnly) {
        late.push(status);
        return;
      }
      if (shown.has(status.id) || !shown.has(statusId)) return;
      const at = insertionIndex(ids, statusId, (id) => parents.get(id) ?? null, status);
      if (at < 0) return;
      store.upsertStatus(status);
      parents.set(status.id, status.in_reply_to_id ?? null);
      const next = ids.slice();
      next.splice(at, 0, status.id);
      setIds(next);
      const row = rowOf(status.id);
      if (!row) return;
      // The row's index among rows: posts the store lost or a filter hides are not rows, so count only those that are.
      const index = ids.slice(0, at).filter((id) => rendered.has(id)).length;
      rendered.add(status.id);
      deps.emit([{ op: 'insert', index, rows: [row] }]);
    },
    refilter() {
      deps.emit([{ op: 'reset', rows: rows() }]);
    },
    removeAccount(accountId) {
      removeAuthoredBy((account) => account?.id === accountId);
    },
    removeDomain(domain) {
      removeAuthoredBy((account) => isOnDomain(account?.acct, domain));
    },
    ids: () => ids,
    snapshot: () => ({ rows: rows(), meta: { ...meta } }),
    dispose() {
      generation += 1;
      firstOnly = false;
      pending = [];
      pendingStatuses.clear();
      late = [];
      unsubscribe();
      store.release(ids);
      ids = [];
      shown.clear();
      rendered.clear();
    },
  };
  return view;
}
