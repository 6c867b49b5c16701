// The notifications wiring against a scripted server: every request recorded, the rows a tab sees replayed from
// the published diffs, the uploaded markers and unread counts collected.
import { applyOps, type RowOp, type ViewMeta } from '../../../shared/protocol/diff.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import type { Filter, GroupedNotificationsResults, Notification } from '../../../shared/wire/entities.ts';
import type { RawResult, RequestSpec } from '../../../worker/api/transport.ts';
import { createNotificationWiring } from '../../../worker/app/notifications.ts';
import type { TabPresence } from '../../../worker/notifications/index.ts';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import { page } from '../notifications/harness.ts';

export const answer = (body: unknown, status = 200): RawResult => ({
  ok: true,
  answer: { status, headers: new Headers(), body },
});
const notFound = (spec: RequestSpec): RawResult => ({
  ok: false,
  error: Object.assign(new Error('not found'), {
    kind: 'http',
    status: 404,
    call: spec.call,
    method: spec.method,
    url: spec.path,
  }) as never,
});

const unavailable = (spec: RequestSpec): RawResult => ({
  ok: false,
  error: Object.assign(new Error('unavailable'), {
    kind: 'http',
    status: 503,
    call: spec.call,
    method: spec.method,
    url: spec.path,
  }) as never,
});

export interface Server {
  grouped?: GroupedNotificationsResults | 404;
  v1?: Notification[];
  marker?: string | null;
  filters?: Filter[];
  /** The core's settings record (`notifications` in it shapes the column). */
  settings?: Record<string, unknown>;
  /** How many times the grouped notifications answer 503 before they answer. */
  failures?: number;
}

/** Timers driven by the test: `advance(ms)` runs what falls due. */
export function manualTimers() {
  let now = 0;
  let nextHandle = 1;
  const due = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimeout(fn: () => void, ms: number): unknown {
      const handle = nextHandle++;
      due.set(handle, { at: now + ms, fn });
      return handle;
    },
    clearTimeout(handle: unknown) {
      due.delete(handle as number);
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const next = [...due.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!next) break;
        due.delete(next[0]);
        now = next[1].at;
        next[1].fn();
      }
      now = until;
    },
  };
}

export function setup(server: Server, tabs: TabPresence[] = []) {
  const requests: RequestSpec[] = [];
  const saved: string[] = [];
  /** The markers uploaded at once (not throttled). */
  const savedNow: string[] = [];
  const timers = manualTimers();
  const unread: number[] = [];
  let rows: Row[] = [];
  const presence = { tabs };
  const wiring = createNotificationWiring({
    request: async (spec) => {
      requests.push(spec);
      if (spec.path === '/api/v2/notifications' && (server.failures ?? 0) > 0) {
        server.failures = (server.failures ?? 0) - 1;
        return unavailable(spec);
      }
      if (spec.path === '/api/v2/notifications')
        return server.grouped === 404 ? notFound(spec) : answer(server.grouped ?? page([]));
      if (spec.path === '/api/v1/notifications') return answer(server.v1 ?? []);
      if (spec.path === '/api/v1/markers')
        return answer(server.marker ? { notifications: { last_read_id: server.marker } } : {});
      if (spec.path === '/api/v2/filters') return answer(server.filters ?? []);
      return answer({});
    },
    store: new EntityStore(),
    me: '999',
    log: () => {},
    onUnread: (n) => unread.push(n),
    now: () => Date.parse('2026-08-01T12:00:00Z'),
    settings: () => server.settings ?? {},
    markerTabs: () => presence.tabs,
    saveMarker: (id, now) => {
      saved.push(id);
      if (now) savedNow.push(id);
    },
    timers,
  });
  /** The view's meta changes as published (loading, errors). */
  const metas: Partial<ViewMeta>[] = [];
  const view = wiring.openView('notifications', (ops: RowOp[], meta?: Partial<ViewMeta>) => {
    rows = applyOps(rows, ops);
    if (meta) metas.push(meta);
  });
  rows = view.snapshot().rows;
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return {
    wiring,
    view,
    requests,
    saved,
    savedNow,
    timers,
    unread,
    presence,
    settle,
    metas,
    rows: () => view.snapshot().rows,
  };
}

export const reader: TabPresence = { visible: true, mounted: true, atTop: true };
