// A timeline view in the core: the minimal adapter the app uses until the shared TimelineEngine (worker/timelines/)
// is wired in. It loads the first page on open, inserts streamed posts at the top (or holds them as pending while
// the reader is away from the top), pages down with max_id, marks a gap when the stream dropped and fills it from
// the newest page, and publishes every change as row ops.

import { emptyMeta, type RowOp, type ViewMeta } from '../../shared/protocol/diff.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import type { GapRow, Row, StatusRow, StatusView } from '../../shared/protocol/rows.ts';
import type { TimelineSpec } from '../../shared/protocol/views.ts';
import type { Status } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import { toStatusRow } from '../rows/statusRow.ts';
import { timelineSource } from './timeline-source.ts';

const PAGE = 20;

export interface TimelineViewDeps {
  spec: TimelineSpec;
  emit: ViewEmit;
  request: (spec: RequestSpec) => Promise<RawResult>;
  me: string | null;
  now: () => number;
  log: (m: string) => void;
}

export interface TimelineView extends LiveView {
  readonly source: ReturnType<typeof timelineSource>;
  onUpdate(status: Status): void;
  onDelete(statusId: string): void;
  onStatusUpdate(status: Status): void;
  /** The stream dropped: posts may have been missed above the loaded ones. */
  markGap(): void;
  /** Fills gaps from the newest page (after a reconnect). */
  fillTopGap(): Promise<IntentResult>;
  loadMore(): Promise<IntentResult>;
  fillGap(gapKey: string): Promise<IntentResult>;
  reload(): Promise<IntentResult>;
  setTop(atTop: boolean): void;
  applyPending(): void;
  /** Changes the view of one status everywhere it shows in this view (optimistic actions and their reverts). */
  patchStatus(statusId: string, patch: (v: StatusView) => StatusView): void;
  statusView(statusId: string): StatusView | null;
}

const failed = (e: unknown): IntentResult => ({ ok: false, alert: toAlert(e) });

export function createTimelineView(deps: TimelineViewDeps): TimelineView {
  const source = timelineSource(deps.spec);
  let rows: Row[] = [];
  let meta: ViewMeta = { ...emptyMeta(), isLoading: true };
  let pending: Status[] = [];
  let disposed = false;
  let gapSeq = 0;

  const publish = (ops: RowOp[], m?: Partial<ViewMeta>) => {
    if (disposed) return;
    if (m) meta = { ...meta, ...m };
    deps.emit(ops, m);
  };
  const rowOf = (s: Status) => toStatusRow(s, { me: deps.me, log: deps.log });
  const has = (key: string) => rows.some((r) => r.key === key);

  const fetchPage = async (query: Record<string, string | number | undefined>) => {
    const r = await deps.request({
      call: source.call,
      method: 'GET',
      path: source.path,
      pathParams: source.pathParams,
      query: { ...source.query, limit: PAGE, ...query },
    });
    if (!r.ok) throw r.error;
    return (Array.isArray(r.answer.body) ? r.answer.body : []) as Status[];
  };

  const statusRows = () => rows.filter((r): r is StatusRow => r.kind === 'status');

  const insertTop = (statuses: Status[]) => {
    const fresh = statuses.filter((s) => !has(`s:${s.id}`)).map(rowOf);
    if (fresh.length === 0) return;
    rows = [...fresh, ...rows];
    publish([{ op: 'insert', index: 0, rows: fresh }]);
  };

  const initial = async () => {
    try {
      const page = await fetchPage({});
      rows = page.map(rowOf);
      publish([{ op: 'reset', rows }], { isLoading: false, hasMore: page.length > 0, error: null });
    } catch (e) {
      publish([], { isLoading: false, error: toAlert(e)?.message ?? 'Could not load' });
    }
  };
  void initial();

  const view: TimelineView = {
    source,
    snapshot: () => ({ rows, meta }),
    dispose() {
      disposed = true;
    },
    onUpdate(status) {
      if (has(`s:${status.id}`)) return;
      if (!meta.top) {
        pending = [status, ...pending.filter((p) => p.id !== status.id)];
        publish([], { pending: pending.length });
        return;
      }
      insertTop([status]);
    },
    onDelete(statusId) {
      const keys = statusRows()
        .filter((r) => r.itemId === statusId || r.status.id === statusId)
        .map((r) => r.key);
      pending = pending.filter((p) => p.id !== statusId && p.reblog?.id !== statusId);
      if (keys.length === 0) return;
      rows = rows.filter((r) => !keys.includes(r.key));
      publish([{ op: 'remove', keys }]);
    },
    onStatusUpdate(status) {
      const ops: RowOp[] = [];
      rows = rows.map((r) => {
        if (r.kind !== 'status' || r.status.id !== status.id) return r;
        const next: StatusRow = { ...r, status: rowOf(status).status };
        ops.push({ op: 'update', row: next });
        return next;
      });
      publish(ops);
    },
    markGap() {
      const first = statusRows()[0];
      if (!first || rows[0]?.kind === 'gap') return;
      const gap: GapRow = {
        kind: 'gap',
        key: `gap:${++gapSeq}`,
        maxId: null,
        sinceId: first.itemId,
        loading: false,
      };
      rows = [gap, ...rows];
      publish([{ op: 'insert', index: 0, rows: [gap] }]);
    },
    async fillTopGap() {
      const gap = rows[0];
      return gap?.kind === 'gap' ? view.fillGap(gap.key) : { ok: true };
    },
    async fillGap(gapKey) {
      const gap = rows.find((r): r is GapRow => r.kind === 'gap' && r.key === gapKey);
      if (!gap || gap.loading) return { ok: true };
      const loading: GapRow = { ...gap, loading: true };
      rows = rows.map((r) => (r.key === gapKey ? loading : r));
      publish([{ op: 'update', row: loading }]);
      try {
        const page = await fetchPage({ max_id: gap.maxId ?? undefined, since_id: gap.sinceId ?? undefined });
        const at = rows.findIndex((r) => r.key === gapKey);
        const fresh = page.filter((s) => !has(`s:${s.id}`)).map(rowOf);
        rows = rows.filter((r) => r.key !== gapKey);
        rows.splice(Math.max(0, at), 0, ...fresh);
        const ops: RowOp[] = [{ op: 'remove', keys: [gapKey] }];
        if (fresh.length) ops.push({ op: 'insert', index: Math.max(0, at), rows: fresh });
        publish(ops);
        return { ok: true };
      } catch (e) {
        const back: GapRow = { ...gap, loading: false };
        rows = rows.map((r) => (r.key === gapKey ? back : r));
        publish([{ op: 'update', row: back }]);
        return failed(e);
      }
    },
    async loadMore() {
      if (meta.isLoading || !meta.hasMore) return { ok: true };
      const last = statusRows().at(-1);
      publish([], { isLoading: true });
      try {
        const page = await fetchPage({ max_id: last?.itemId });
        const fresh = page.filter((s) => !has(`s:${s.id}`)).map(rowOf);
        const index = rows.length;
        rows = [...rows, ...fresh];
        publish(fresh.length ? [{ op: 'insert', index, rows: fresh }] : [], {
          isLoading: false,
          hasMore: page.length > 0,
        });
        return { ok: true };
      } catch (e) {
        publish([], { isLoading: false });
        return failed(e);
      }
    },
    async reload() {
      publish([], { isLoading: true });
      pending = [];
      try {
        const page = await fetchPage({});
        rows = page.map(rowOf);
        publish([{ op: 'reset', rows }], {
          isLoading: false,
          hasMore: page.length > 0,
          pending: 0,
          error: null,
        });
        return { ok: true };
      } catch (e) {
        publish([], { isLoading: false });
        return failed(e);
      }
    },
    setTop(atTop) {
      if (meta.top === atTop) return;
      publish([], { top: atTop });
      if (atTop) view.applyPending();
    },
    applyPending() {
      const items = pending;
      pending = [];
      insertTop(items);
      publish([], { pending: 0 });
    },
    patchStatus(statusId, patch) {
      const ops: RowOp[] = [];
      rows = rows.map((r) => {
        if (r.kind !== 'status' || r.status.id !== statusId) return r;
        const next: StatusRow = { ...r, status: patch(r.status) };
        ops.push({ op: 'update', row: next });
        return next;
      });
      publish(ops);
    },
    statusView(statusId) {
      return statusRows().find((r) => r.status.id === statusId)?.status ?? null;
    },
  };
  return view;
}
