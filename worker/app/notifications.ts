// Wires the shared NotificationsEngine (worker/notifications/) into the core for the notifications view: loads
// grouped pages (v2), feeds streamed notifications, marks a gap on a dropped socket, and keeps the one unread
// count (published on the global channel) in step with the engine.

import { emptyMeta } from '../../shared/protocol/diff.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import type { Account, GroupedNotificationsResults, Notification } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import { parseLinkHeader } from '../api/link.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import { groupedRequestParams, NotificationsEngine } from '../notifications/index.ts';
import { toAccountChip } from '../rows/accountChip.ts';
import { toStatusView } from '../rows/statusView.ts';
import type { EntityStore } from '../store/entityStore.ts';

export interface NotificationWiringDeps {
  request: (spec: RequestSpec) => Promise<RawResult>;
  store: EntityStore;
  me: string | null;
  log: (m: string) => void;
  onUnread: (count: number) => void;
}

export function createNotificationWiring(deps: NotificationWiringDeps) {
  const accounts = new Map<string, Account>();
  let engine: NotificationsEngine | null = null;
  let emit: ViewEmit | null = null;
  let next: Record<string, string> | null = null;
  let loading = false;
  const params = groupedRequestParams({});

  const remember = (r: GroupedNotificationsResults) => {
    for (const a of r.accounts ?? []) accounts.set(a.id, a);
    if (r.statuses?.length) deps.store.upsertStatuses(r.statuses);
  };

  const fetchPage = async (extra: Record<string, string>) => {
    const r = await deps.request({
      call: 'notifications.grouped',
      method: 'GET',
      path: '/api/v2/notifications',
      query: { ...params, limit: 40, ...extra },
    });
    if (!r.ok) throw r.error;
    const body = r.answer.body as GroupedNotificationsResults;
    remember(body);
    return { body, next: parseLinkHeader(r.answer.headers.get('link')).next };
  };

  const publishUnread = () => engine && deps.onUnread(engine.unreadCount());

  const load = async (position: 'top' | 'bottom'): Promise<IntentResult> => {
    if (!engine || loading) return { ok: true };
    loading = true;
    emit?.([], { isLoading: true });
    try {
      const page = await fetchPage(position === 'bottom' && next ? next : {});
      if (!engine) return { ok: true };
      if (position === 'top') engine.reset(page.body, { hasMore: page.next !== null });
      else engine.applyPage(page.body, 'bottom', { hasMore: page.next !== null });
      next = page.next;
      publishUnread();
      return { ok: true };
    } catch (e) {
      return { ok: false, alert: toAlert(e) };
    } finally {
      loading = false;
      emit?.([], { isLoading: false });
    }
  };

  return {
    openView(_key: string, e: ViewEmit): LiveView {
      emit = e;
      engine = new NotificationsEngine({
        groupedTypes: params.grouped_types,
        chip: (id) => {
          const a = accounts.get(id);
          return a ? toAccountChip(a) : null;
        },
        statusView: (id) => {
          const s = deps.store.getStatus(id);
          return s ? toStatusView(s, { me: deps.me, log: deps.log }) : null;
        },
        filterVerdict: () => null,
        emit: (ops, meta) => emit?.(ops, meta),
        onNeedsReload: () => void load('top'),
      });
      void load('top');
      return {
        snapshot: () => {
          const s = engine?.snapshot();
          return { rows: s?.rows ?? [], meta: { ...emptyMeta(), ...s?.meta, isLoading: loading } };
        },
        dispose: () => {
          engine = null;
          emit = null;
          next = null;
        },
      };
    },
    /** Answers true when the view is open and took the notification (else the caller counts it). */
    onNotification(n: Notification): boolean {
      if (!engine) return false;
      accounts.set(n.account.id, n.account);
      if (n.status) deps.store.upsertStatus(n.status);
      engine.onStreamed(n);
      publishUnread();
      return true;
    },
    onMerged: () => engine?.onMerged(),
    onDisconnected: () => engine?.onDisconnected(),
    isOpen: () => engine !== null,
    setTop: (atTop: boolean) => engine?.setAtTop(atTop),
    applyPending: () => engine?.applyPending(),
    loadMore: () => load('bottom'),
    reload: () => load('top'),
    markRead() {
      engine?.markRead();
      publishUnread();
    },
  };
}
