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
import { realTimers, type Timers } from '../api/timers.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import {
  notificationFetchTypes,
  readNotificationSettings,
  showsInColumn,
} from '../desktop-notifications/settings.ts';
import { evaluateFilters, rowVerdict, type Verdict } from '../filters/evaluate.ts';
import {
  type FilterAction,
  groupV1Notifications,
  NotificationsEngine,
  pageNewestId,
  partialAccountChip,
  someoneReads,
  type TabPresence,
} from '../notifications/index.ts';
import { toAccountChip } from '../rows/accountChip.ts';
import { toStatusView } from '../rows/statusView.ts';
import type { EntityStore } from '../store/entityStore.ts';
import { createFiltersSource, type FiltersSource } from './filters.ts';
import { createRetries, loadFailureText } from './load-retry.ts';
import { createSeenTracker } from './notification-seen.ts';

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
  /**
   * Uploads the notifications read marker (the shared markers uploader): throttled, or at once when `now` (the
   * reader asked to mark all as read, or a tab came back into view).
   */
  saveMarker?: (lastReadId: string, now?: boolean) => void;
  /** Timers for the highlight's dwell (notification-seen.ts); real ones by default. */
  timers?: Timers;
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
  // The list's first page is tried again by itself after a failure (as the timelines' are), the error said in place.
  const timers = deps.timers ?? realTimers;
  const retries = createRetries({ now, setTimeout: timers.setTimeout, clearTimeout: timers.clearTimeout });
  const FIRST_PAGE = 'first-page';

  const columnSettings = () => readNotificationSettings(deps.settings?.() ?? {});
  const fetchTypes = () => notificationFetchTypes(columnSettings());

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

  // The highlight follows the marker once the reader has had the list in view for a moment, or leaves it.
  const seen = createSeenTracker({
    timers: deps.timers ?? realTimers,
    marker: () => engine?.state.unread.lastReadId ?? null,
    unseen: () => engine?.hasUnseenRead() ?? false,
    markSeen: (id) => void engine?.markSeen(id),
  });

  /**
   * Ruling 4: advance (and upload) the marker when a visible tab reads the list at the top; at once rather than
   * throttled when `now` (a tab came back into view).
   */
  const checkMarker = (now = false) => {
    if (!engine || loading || !deps.markerTabs) return;
    const tabs = deps.markerTabs();
    const decision = engine.markerDecision(tabs);
    if (decision.advance) {
      engine.markRead(decision.to);
      publishUnread();
      deps.saveMarker?.(decision.to, now);
    }
    seen.update(someoneReads(tabs));
  };

  /** The newest notification id the server has for the column (mark all as read with the view closed). */
  const fetchNewestId = async (): Promise<string | null> => {
    const page = await fetchPage({ limit: '1' });
    return pageNewestId(page.body);
  };

  /** `notifications_merged` away from the top: the list waits, but what the merge brought counts as unread now. */
  const countMerged = async () => {
    try {
      const page = await fetchPage({});
      engine?.noteMerged(page.body);
      publishUnread();
    } catch (e) {
      // The reload on return to the top counts them.
      deps.log(`notifications merged: ${String(e)}`);
    }
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
      // The server's marker, read once per opened view, is where the unread count and the highlight start (no
      // marker at all: nothing is new yet).
      const start = serverMarker === undefined ? { lastReadId: marker } : {};
      serverMarker = marker;
      if (position === 'top') engine.reset(page.body, { hasMore: page.next !== null, ...start });
      else engine.applyPage(page.body, 'bottom', { hasMore: page.next !== null });
      next = page.next;
      publishUnread();
      if (position === 'top') {
        retries.succeeded(FIRST_PAGE);
        emit?.([], { error: null });
      }
      return { ok: true };
    } catch (e) {
      if (position === 'top' && engine) {
        emit?.([], { error: loadFailureText(e) });
        retries.failed(FIRST_PAGE, e, () => void load('top'));
      }
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

  /** The socket's first open (held by the start gate until home's first rows are drawn): what came after this list's
   *  first page never streams. The list asks for what is newer than its newest notification (more than a page of
   *  them leaves a gap); a first page still to come brings them itself; one that came empty (its marker, read with
   *  it, is known) is asked for again. */
  const catchUp = async () => {
    if (!engine || loading) return;
    const newest = engine.newestId();
    if (newest === null) {
      if (serverMarker !== undefined) await load('top');
      return;
    }
    try {
      const page = await fetchPage({ since_id: newest });
      engine?.applyPage(page.body, 'top', { hasMore: page.body.notification_groups.length >= PAGE });
      publishUnread();
    } catch (e) {
      // The stream brings what comes next; a reconnection fills what this missed.
      deps.log(`notifications catch-up: ${String(e)}`);
    } finally {
      checkMarker();
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
          retries.cancel(FIRST_PAGE);
          seen.update(false);
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
    /**
     * Answers true when the caller must not count the notification: the view is open and took it, or the column
     * does not show its type (the same rule as the page's exclude_types: quick filter and per-type `shows`).
     */
    onNotification(n: Notification): boolean {
      if (!showsInColumn(columnSettings(), n.type)) return true;
      if (!engine) return false;
      accounts.set(n.account.id, n.account);
      if (n.status) deps.store.upsertStatus(n.status);
      engine.onStreamed(n);
      publishUnread();
      checkMarker();
      return true;
    },
    /** A status was deleted (by the user, or on the stream): the groups about it go, in every tab. */
    onStatusDeleted: (statusId: string) => {
      engine?.remove({ statusId });
      publishUnread();
    },
    /** Accounts blocked or muted with their notifications, or a blocked domain: they leave every group. */
    removeAccounts: (target: { accountIds?: string[]; domain?: string }) => {
      engine?.remove(target);
      publishUnread();
    },
    onMerged: () => {
      if (!engine) return;
      engine.onMerged();
      if (!engine.state.atTop) void countMerged();
    },
    onDisconnected: () => engine?.onDisconnected(),
    /** The socket is back: the gap the drop left is filled. */
    onConnected: () => void fillGaps(),
    catchUp: () => void catchUp(),
    isOpen: () => engine !== null,
    setTop: (atTop: boolean) => {
      engine?.setAtTop(atTop);
      checkMarker();
    },
    /** A tab's presence changed (shown, hidden, the view mounted): a marker it moves is uploaded at once. */
    onPresence: () => checkMarker(true),
    applyPending: () => engine?.applyPending(),
    loadMore: () => load('bottom'),
    fillGap,
    reload: () => load('top'),
    /** "Mark all as read": marker and highlight to the newest notification, uploaded at once (open or not). */
    async markRead(): Promise<IntentResult> {
      try {
        const newest = engine ? engine.markAllRead() : await fetchNewestId();
        publishUnread();
        if (newest !== null) deps.saveMarker?.(newest, true);
        return { ok: true };
      } catch (e) {
        return { ok: false, alert: toAlert(e) };
      }
    },
  };
}
