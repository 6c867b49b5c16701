// Wires the shared NotificationsEngine (worker/notifications/) into the core for the notifications view: loads
// grouped pages (v2, or v1 grouped here when v2 answers 404) with the types the notification settings ask for,
// applies the notifications filter context (hide drops, warn marks the row), feeds streamed notifications, marks a
// gap on a dropped socket and fills it on reconnect, reloads on `notifications_merged`, and moves the read marker
// (ruling 4) from the tabs' presence, uploading it through the markers uploader. It keeps the one unread count
// (published on the global channel) in step with the engine.

import { emptyMeta } from '../../shared/protocol/diff.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import type {
  Account,
  GroupedNotificationsResults,
  Notification,
  PartialAccountWithAvatar,
  Status,
} from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import { parseLinkHeader } from '../api/link.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import { notificationFetchTypes, readNotificationSettings } from '../desktop-notifications/settings.ts';
import { evaluateFilters, rowVerdict, type Verdict } from '../filters/evaluate.ts';
import {
  type FilterAction,
  groupV1Notifications,
  NotificationsEngine,
  partialAccountChip,
  type TabPresence,
} from '../notifications/index.ts';
import { toAccountChip } from '../rows/accountChip.ts';
import { toStatusView } from '../rows/statusView.ts';
import type { EntityStore } from '../store/entityStore.ts';
import { createFiltersSource, type FiltersSource } from './filters.ts';

export interface NotificationWiringDeps {
  request: (spec: RequestSpec) => Promise<RawResult>;
  store: EntityStore;
  me: string | null;
  log: (m: string) => void;
  onUnread: (count: number) => void;
  now?: () => number;
  /** The core's settings record: `notifications` in it decides grouped_types / exclude_types. */
  settings?: () => Record<string, unknown>;
  /** The tabs' presence, for the read marker (ruling 4). */
  markerTabs?: () => TabPresence[];
  /** Uploads the notifications read marker (the shared, throttled markers uploader). */
  saveMarker?: (lastReadId: string) => void;
  /** The account's one filters source (the `notifications` context); a change reloads the open list. */
  filters?: FiltersSource;
}

const PAGE = 40;

export function createNotificationWiring(deps: NotificationWiringDeps) {
  const now = deps.now ?? Date.now;
  const accounts = new Map<string, Account>();
  const partial = new Map<string, PartialAccountWithAvatar>();
  let engine: NotificationsEngine | null = null;
  let emit: ViewEmit | null = null;
  let next: Record<string, string> | null = null;
  let loading = false;
  /** The server has no grouped notifications (v2 answered 404): use v1 and group here. */
  let v1 = false;
  // The account passes its one source; alone (tests, tools) the wiring keeps a source of its own.
  const filters =
    deps.filters ??
    createFiltersSource({
      request: deps.request,
      now,
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      log: deps.log,
    });
  /** The server's notifications marker, read once per opened view. */
  let serverMarker: string | null | undefined;

  const fetchTypes = () => notificationFetchTypes(readNotificationSettings(deps.settings?.() ?? {}));

  const remember = (r: GroupedNotificationsResults) => {
    for (const a of r.accounts ?? []) accounts.set(a.id, a);
    for (const p of r.partial_accounts ?? []) partial.set(p.id, p);
    if (r.statuses?.length) deps.store.upsertStatuses(r.statuses);
  };

  /** The first fetch of the account's filters (shared with every other consumer). */
  const loadFilters = (): Promise<void> => filters.load();

  const fullVerdict = (status: Status): Verdict | null =>
    evaluateFilters(filters.current().compiled, status, {
      context: 'notifications',
      hideAsWarn: false,
      me: deps.me,
      now: now(),
    });
  const verdict = (status: Status): FilterAction => fullVerdict(status)?.action ?? null;
  /** A row's warn/blur verdict with the filters' titles ('Matches filter “title”'). */
  const rowFilter = (statusId: string) => {
    const status = deps.store.getStatus(statusId);
    const v = status ? fullVerdict(status) : null;
    return rowVerdict(v);
  };

  const fetchPage = async (extra: Record<string, string>) => {
    const types = fetchTypes();
    if (!v1) {
      const r = await deps.request({
        call: 'notifications.grouped',
        method: 'GET',
        path: '/api/v2/notifications',
        query: { ...types, limit: PAGE, ...extra },
      });
      if (r.ok) {
        const body = r.answer.body as GroupedNotificationsResults;
        remember(body);
        return { body, next: parseLinkHeader(r.answer.headers.get('link')).next };
      }
      if (r.error.status !== 404) throw r.error;
      v1 = true;
    }
    const r = await deps.request({
      call: 'notifications.list',
      method: 'GET',
      path: '/api/v1/notifications',
      query: { exclude_types: types.exclude_types, limit: PAGE, ...extra },
    });
    if (!r.ok) throw r.error;
    const body = groupV1Notifications(r.answer.body as Notification[], new Set(types.grouped_types));
    remember(body);
    return { body, next: parseLinkHeader(r.answer.headers.get('link')).next };
  };

  const fetchServerMarker = async (): Promise<string | null> => {
    const r = await deps.request({
      call: 'markers.get',
      method: 'GET',
      path: '/api/v1/markers',
      query: { timeline: ['notifications'] },
    });
    if (!r.ok) return null;
    const m = (r.answer.body as { notifications?: { last_read_id?: unknown } }).notifications;
    return typeof m?.last_read_id === 'string' ? m.last_read_id : null;
  };

  const publishUnread = () => engine && deps.onUnread(engine.unreadCount());

  /** Ruling 4: advance (and upload) the marker when a visible tab reads the list at the top. */
  const checkMarker = () => {
    if (!engine || loading || !deps.markerTabs) return;
    const decision = engine.markerDecision(deps.markerTabs());
    if (!decision.advance) return;
    engine.markRead(decision.to);
    publishUnread();
    deps.saveMarker?.(decision.to);
  };

  const load = async (position: 'top' | 'bottom'): Promise<IntentResult> => {
    if (!engine || loading) return { ok: true };
    loading = true;
    emit?.([], { isLoading: true });
    try {
      const [page, marker] = await Promise.all([
        fetchPage(position === 'bottom' && next ? next : {}),
        serverMarker === undefined ? fetchServerMarker() : Promise.resolve(serverMarker),
        loadFilters(),
      ]);
      if (!engine) return { ok: true };
      if (position === 'top') engine.reset(page.body, { hasMore: page.next !== null });
      else engine.applyPage(page.body, 'bottom', { hasMore: page.next !== null });
      if (serverMarker === undefined) {
        serverMarker = marker;
        if (marker) engine.markRead(marker);
      }
      next = page.next;
      publishUnread();
      return { ok: true };
    } catch (e) {
      return { ok: false, alert: toAlert(e) };
    } finally {
      loading = false;
      emit?.([], { isLoading: false });
      checkMarker();
    }
  };

  const fillGaps = async () => {
    if (!engine) return;
    for (const row of engine.snapshot().rows) {
      if (row.kind !== 'gap') continue;
      // The end "load more" marker (no lower bound) is paging, not a hole.
      if (row.sinceId === null) continue;
      await fillGap(row.key);
    }
  };

  const fillGap = async (gapKey: string): Promise<IntentResult> => {
    if (!engine) return { ok: true };
    const row = engine.snapshot().rows.find((r) => r.key === gapKey);
    if (row?.kind !== 'gap') return { ok: true };
    engine.setGapLoading(gapKey, true);
    try {
      const extra: Record<string, string> = {};
      if (row.maxId) extra.max_id = row.maxId;
      if (row.sinceId) extra.since_id = row.sinceId;
      const page = await fetchPage(extra);
      engine?.applyPage(page.body, { gapKey }, { hasMore: page.next !== null });
      publishUnread();
      return { ok: true };
    } catch (e) {
      engine?.setGapLoading(gapKey, false);
      return { ok: false, alert: toAlert(e) };
    } finally {
      checkMarker();
    }
  };

  // A filter edit (or expiry) can show notifications a hide filter had dropped, which only the server still has:
  // the open list is loaded again from the top, with the new verdicts.
  filters.subscribe(() => {
    if (engine) void load('top');
  });

  return {
    openView(_key: string, e: ViewEmit): LiveView {
      emit = e;
      serverMarker = undefined;
      engine = new NotificationsEngine({
        groupedTypes: fetchTypes().grouped_types,
        chip: (id) => {
          const a = accounts.get(id);
          if (a) return toAccountChip(a);
          const p = partial.get(id);
          return p ? partialAccountChip(p) : null;
        },
        statusView: (id) => {
          const s = deps.store.getStatus(id);
          return s ? toStatusView(s, { me: deps.me, log: deps.log }) : null;
        },
        filterVerdict: verdict,
        rowFilter,
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
    /** Waits for the account's filters (fetched once, shared): streamed verdicts need them. */
    loadFilters,
    /** The filter verdict of a streamed notification (hide: dropped everywhere, no count, no desktop popup). */
    verdictOf: (n: Notification): FilterAction => (n.status ? verdict(n.status) : null),
    /** Answers true when the view is open and took the notification (else the caller counts it). */
    onNotification(n: Notification): boolean {
      if (!engine) return false;
      accounts.set(n.account.id, n.account);
      if (n.status) deps.store.upsertStatus(n.status);
      engine.onStreamed(n);
      publishUnread();
      checkMarker();
      return true;
    },
    onMerged: () => engine?.onMerged(),
    removeAccount: (accountId: string) => engine?.removeAccount(accountId),
    onDisconnected: () => engine?.onDisconnected(),
    /** The socket is back: the gap the drop left is filled. */
    onConnected: () => void fillGaps(),
    isOpen: () => engine !== null,
    setTop: (atTop: boolean) => {
      engine?.setAtTop(atTop);
      checkMarker();
    },
    /** A tab's presence changed. */
    onPresence: () => checkMarker(),
    applyPending: () => engine?.applyPending(),
    loadMore: () => load('bottom'),
    fillGap,
    reload: () => load('top'),
    markRead() {
      engine?.markRead();
      publishUnread();
    },
  };
}
