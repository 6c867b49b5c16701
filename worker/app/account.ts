// One signed-in account in the core: its API transport (identical GETs in flight coalesced), its one streaming
// socket (refcounted subscriptions, shared by every view of every tab), the entity store, the timeline and
// notification engines behind the views, and the intents that act on its data. Streaming events go to the
// engines; a dropped socket marks the streamed views with a gap, filled when the socket is back.
import type { Identity } from '../../shared/protocol/core-api.ts';
import { emptyMeta } from '../../shared/protocol/diff.ts';
import { isFilterIntent } from '../../shared/protocol/filter-intents.ts';
import type { GlobalHub } from '../../shared/protocol/global-state.ts';
import type { Intent, IntentResult } from '../../shared/protocol/intents.ts';
import type { ViewSpec } from '../../shared/protocol/views.ts';
import type { Account, Instance, Notification, Poll } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import { streamingBaseUrl } from '../api/instance-url.ts';
import { createLoadingBar } from '../api/loading-bar.ts';
import { createMarkersUploader } from '../api/markers-uploader.ts';
import { createSettingsSaver } from '../api/settings-saver.ts';
import { createTransport, type Transport } from '../api/transport.ts';
import { createComposeWiring } from '../compose/wiring.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import type { TabPresence as MarkerTabPresence } from '../notifications/index.ts';
import { EntityStore } from '../store/entityStore.ts';
import { createStreamingClient, type StreamingClient } from '../streaming/client.ts';
import type { StreamingEvent, StreamSpec, StreamStatus } from '../streaming/types.ts';
import type { CoreEnv } from './env.ts';
import { createFiltersSource } from './filters.ts';
import { homeMarkerId } from './home-marker.ts';
import { createRequestsWiring } from './notification-requests.ts';
import { createNotificationWiring } from './notifications.ts';
import { trackPageLoads } from './page-loads.ts';
import { createRelationshipWiring, isProfileView } from './relationships.ts';
import { createThreadWiring } from './threads.ts';
import { createTimelineWiring } from './timelines.ts';

export interface StoredIdentity {
  instance: string;
  token: string;
  accountId: string | null;
  account: Identity['account'];
  permissions: number;
  /** The OAuth app that got the token, to revoke it at sign-out (absent for identities stored before). */
  clientId?: string;
  clientSecret?: string;
}

export interface AccountSession {
  openView(key: string, spec: ViewSpec, emit: ViewEmit): LiveView;
  /** Answers null for intents this layer does not handle. */
  intent(intent: Intent): Promise<IntentResult> | null;
  lifecycle(event: 'visible' | 'hidden' | 'online' | 'pageshow'): void;
  /** Settings changed in the core: saved to the server (throttled, ruling 10) where it accepts them. */
  saveSettings(settings: Record<string, unknown>): void;
  /** Posts a compose draft (status text, options; an idempotency key derived from the draft and its content). */
  submit(draft: Record<string, unknown>, draftId?: string): Promise<IntentResult>;
  /** Resolves a handle (route /@acct); a 404 is cached as not found. */
  lookupAccount(acct: string): Promise<{ id: string } | null>;
  transport: Transport;
  streaming(): StreamingClient | null;
  /** The one markers uploader of this account (home and notifications; throttled, ruling 4). */
  markers: ReturnType<typeof createMarkersUploader>;
  /** A tab's presence changed: the notifications read marker may advance. */
  onPresence(): void;
  /** A tab sent the waiting markers itself as it hid (keepalive fetch or beacon): they count as sent. */
  markersFlushed(body: Partial<Record<'home' | 'notifications', { last_read_id: string }>>): void;
  close(): void;
}

/** What the core lends an account for notifications: presence, desktop delivery and the settings. */
export interface AccountNotificationHooks {
  markerTabs?: () => MarkerTabPresence[];
  /** A streamed notification that a hide filter did not drop (filtered: a warn filter matched). */
  onStreamedNotification?: (n: Notification, filtered: boolean) => void;
  settings?: () => Record<string, unknown>;
}

const streamStatusOf = (s: StreamStatus) =>
  s.state === 'open'
    ? 'open'
    : s.state === 'connecting'
      ? 'connecting'
      : s.state === 'idle'
        ? 'idle'
        : s.state === 'closed'
          ? 'closed'
          : 'reconnecting';

const ok = (): Promise<IntentResult> => Promise.resolve({ ok: true });

const COUNTED_KEPT = 1000;
/** How often, at most, a moved home read marker is published to the tabs (see publishHomeMarkerSoon). */
export const HOME_MARKER_PUBLISH_MS = 1000;

export function startAccount(
  identity: StoredIdentity,
  env: CoreEnv,
  global: GlobalHub,
  onAccount: (account: Account, instance: Instance | null) => void,
  hooks: AccountNotificationHooks = {},
): AccountSession {
  const transport = createTransport({
    baseUrl: identity.instance,
    getToken: () => identity.token,
    fetch: env.fetch,
    now: env.now,
    setTimeout: env.setTimeout,
    clearTimeout: env.clearTimeout,
  });
  let streaming: StreamingClient | null = null;
  let closed = false;
  let wasOpen = false;
  /** Stream subscriptions asked for before the streaming URL was known. */
  const waiting: (() => void)[] = [];
  const store = new EntityStore();
  // Page loads feed the loading bar every tab draws, and a failed one shows its alert (sections 8 and 9).
  const loadingBar = createLoadingBar({ setTimeout: env.setTimeout, clearTimeout: env.clearTimeout }, (b) =>
    global.update((g) => ({ ...g, loading: b.visible ? b.percent : 0 })),
  );
  const request = trackPageLoads(transport.request, loadingBar, (a) => global.alert(a));

  const acquire = (spec: StreamSpec): (() => void) => {
    let release: (() => void) | null = null;
    let cancelled = false;
    const go = () => {
      if (!cancelled && streaming) release = streaming.acquire(spec);
    };
    if (streaming) go();
    else waiting.push(go);
    return () => {
      cancelled = true;
      release?.();
    };
  };

  // The one filters source of the account: timelines, notifications and threads all read it (worker/app/filters.ts).
  const filters = createFiltersSource({
    request,
    now: env.now,
    setTimeout: env.setTimeout,
    clearTimeout: env.clearTimeout,
    log: env.log,
  });
  const timelines = createTimelineWiring({
    request,
    store,
    me: identity.accountId,
    now: env.now,
    log: env.log,
    acquire,
    filters,
    settings: hooks.settings ?? (() => global.get().settings),
    timers: { setTimeout: env.setTimeout, clearTimeout: env.clearTimeout },
  });
  const markers = createMarkersUploader({
    save: async (body) => {
      const r = await transport.request({
        call: 'markers.save',
        method: 'POST',
        path: '/api/v1/markers',
        json: body,
      });
      publishMarkers();
      const result = r.ok ? { ok: true as const, value: r.answer.body, status: r.answer.status } : r;
      // A failed upload waits again: the page's unload flush must know. The uploader marks it unsent only in its
      // own `.then` after this answer, which runs after any microtask queued here: publish on the next task.
      if (!r.ok) env.setTimeout(publishMarkers, 0);
      return result;
    },
    isSignedIn: () => !closed,
    timers: { setTimeout: env.setTimeout, clearTimeout: env.clearTimeout },
  });
  /** What the server does not have yet is mirrored to the tabs, which send it themselves when they hide. */
  let publishedMarkers = 'null';
  const publishMarkers = () => {
    const pending = closed ? null : markers.snapshot();
    const next = pending ? { baseUrl: identity.instance, token: identity.token, pending } : null;
    const json = JSON.stringify(next);
    if (json === publishedMarkers) return;
    publishedMarkers = json;
    global.update((g) => ({ ...g, markers: next }));
  };
  const updateMarker = (timeline: 'home' | 'notifications', id: string) => {
    markers.update(timeline, id);
    publishMarkers();
  };
  // The home marker moves with every streamed post at the top; publishing it each time cost every tab a global
  // push per post. The page needs the waiting markers only when it hides, so the home marker is published at
  // most once per HOME_MARKER_PUBLISH_MS, trailing (the last value always goes out).
  let homePublishTimer: unknown = null;
  let lastHomePublish = Number.NEGATIVE_INFINITY;
  const publishHomeMarkerSoon = () => {
    if (homePublishTimer !== null) return;
    const wait = Math.max(0, lastHomePublish + HOME_MARKER_PUBLISH_MS - env.now());
    homePublishTimer = env.setTimeout(() => {
      homePublishTimer = null;
      lastHomePublish = env.now();
      publishMarkers();
    }, wait);
  };
  const syncHomeMarker = () => {
    const id = homeMarkerId(timelines.states());
    if (!id) return;
    markers.update('home', id);
    publishHomeMarkerSoon();
  };
  const notifications = createNotificationWiring({
    request,
    store,
    me: identity.accountId,
    log: env.log,
    onUnread: (n) => global.update((s) => ({ ...s, unread: { notifications: n } })),
    now: env.now,
    settings: hooks.settings ?? (() => global.get().settings),
    ...(hooks.markerTabs ? { markerTabs: hooks.markerTabs } : {}),
    saveMarker: (id) => updateMarker('notifications', id),
    filters,
  });
  const threads = createThreadWiring({
    request,
    store,
    me: identity.accountId,
    now: env.now,
    log: env.log,
    filters,
  });
  const notificationRequests = createRequestsWiring({
    request: transport.request,
    // Every tab's link to the requests shows the same count, lowered at once on accept/dismiss.
    onPending: (n) => {
      if (!closed) global.update((g) => ({ ...g, pendingRequests: n }));
    },
  });
  let releaseNotificationStream: (() => void) | null = null;

  /** Notification ids already counted as unread while the notifications view was closed. */
  const counted = new Set<string>();

  const onEvent = (e: StreamingEvent) => {
    if (e.event === 'update') env.trace?.('update', String((e.payload as { id?: unknown }).id));
    switch (e.event) {
      case 'update':
      case 'delete':
      case 'status.update':
        timelines.onEvent(e);
        // Threads read edits and deletes from the store; a streamed reply may belong in an open one.
        threads.onEvent(e);
        break;
      case 'notification': {
        // With the notifications view open the engine counts unread; otherwise count here, once per id (the same
        // notification can arrive on two streams).
        const n = e.payload as Notification;
        const verdict = notifications.verdictOf(n);
        // A hide filter drops it everywhere: no row, no count, no desktop notification.
        if (verdict === 'hide') break;
        hooks.onStreamedNotification?.(n, verdict !== null);
        if (notifications.onNotification(n) || counted.has(n.id)) break;
        counted.add(n.id);
        if (counted.size > COUNTED_KEPT) counted.delete(counted.values().next().value as string);
        global.update((s) => ({ ...s, unread: { notifications: s.unread.notifications + 1 } }));
        break;
      }
      case 'notifications_merged':
        notifications.onMerged();
        break;
      case 'filters_changed':
        void filters.reload();
        break;
      default:
        break;
    }
  };

  const onStatus = (s: StreamStatus) => {
    global.update((g) => ({ ...g, stream: { status: streamStatusOf(s), since: env.now() } }));
    if (s.state === 'open') {
      // Not on the first open: one request per view is the point (a post in the short window between a view's
      // first page and its subscription is missed, as in Mastodon's own client).
      if (wasOpen) {
        timelines.onConnected();
        notifications.onConnected();
        // A filters_changed sent while the socket was down is lost: ask again.
        if (filters.loaded()) void filters.reload();
      }
      wasOpen = true;
    }
  };

  const onGap = () => {
    timelines.onDisconnected();
    notifications.onDisconnected();
  };

  // Who am I, and where is the streaming server (it can differ from the REST host).
  void (async () => {
    // The server's unread count (notifications above its read marker) is the badge until the list is loaded.
    const unreadAtStart = transport.request({
      call: 'notifications.unreadCount',
      method: 'GET',
      path: '/api/v1/notifications/unread_count',
    });
    // The pending notification requests count for the link on the notifications screen.
    void notificationRequests.loadPending();
    const [cred, inst] = await Promise.all([
      transport.request({
        call: 'accounts.verifyCredentials',
        method: 'GET',
        path: '/api/v1/accounts/verify_credentials',
      }),
      transport.request({ call: 'instance.get', method: 'GET', path: '/api/v2/instance' }),
    ]);
    if (closed) return;
    const instance = inst.ok ? (inst.answer.body as Instance) : null;
    if (cred.ok) onAccount(cred.answer.body as Account, instance);
    // Before the socket opens, so no streamed notification is counted twice.
    const unread = await unreadAtStart;
    const count = unread.ok ? (unread.answer.body as { count?: unknown }).count : null;
    if (!closed && typeof count === 'number' && !notifications.isOpen())
      global.update((s) => ({ ...s, unread: { notifications: count } }));
    const base = streamingBaseUrl(instance?.configuration?.urls?.streaming, identity.instance);
    streaming = createStreamingClient({
      url: `${base}/api/v1/streaming`,
      token: identity.token,
      WebSocketImpl: env.WebSocket,
      setTimeout: env.setTimeout,
      clearTimeout: env.clearTimeout,
      now: env.now,
      random: env.random,
      onEvent,
      onStatus,
      onGap,
    });
    for (const w of waiting.splice(0)) w();
    // filters_changed arrives on the user stream only: held for the account's life, as Mastodon's own client does,
    // so an edit made elsewhere reaches the open views whatever they are (home usually holds it anyway).
    acquire({ stream: 'user' });
    void filters.load();
  })().catch((e) => env.log(`account start failed: ${String(e)}`));

  // Compose (worker/compose): uploads, drafts from posts, and submit (POST, or PUT for an edit).
  const compose = createComposeWiring({
    request: transport.request,
    meId: identity.accountId,
    settings: () => global.get().settings,
    now: env.now,
    random: env.random,
    sleep: (ms) => new Promise<void>((resolve) => env.setTimeout(resolve, ms)),
    onEdited: (status) => {
      const e: StreamingEvent = { event: 'status.update', stream: [], payload: status };
      timelines.onEvent(e);
      threads.onEvent(e);
    },
    onDeleted: (id) => timelines.onEvent({ event: 'delete', stream: [], payload: id }),
  });
  const submit = (draft: Record<string, unknown>, draftId = ''): Promise<IntentResult> =>
    compose.submit(draft, draftId);

  const isNotifications = (view: string) => view === 'notifications';

  /** Deletes a post; with redraft, answers its source text for the compose area (section 4). */
  const deleteStatus = async (id: string, redraft: boolean): Promise<IntentResult> => {
    const r = await transport.request({
      call: 'statuses.delete',
      method: 'DELETE',
      path: '/api/v1/statuses/{id}',
      pathParams: { id },
      query: redraft ? { delete_media: false } : undefined,
    });
    if (!r.ok) return { ok: false, alert: toAlert(r.error) };
    timelines.onEvent({ event: 'delete', stream: [], payload: id });
    const text = (r.answer.body as { text?: unknown }).text;
    return { ok: true, value: redraft ? { text: typeof text === 'string' ? text : '' } : undefined };
  };

  const vote = async (pollId: string, choices: number[]): Promise<IntentResult> => {
    const r = await transport.request({
      call: 'polls.vote',
      method: 'POST',
      path: '/api/v1/polls/{id}/votes',
      pathParams: { id: pollId },
      json: { choices },
    });
    if (!r.ok) return { ok: false, alert: toAlert(r.error) };
    store.upsertPoll(r.answer.body as Poll);
    return { ok: true };
  };

  // Follow, block, mute and the rest: one relationship per account for every tab (worker/app/relationships.ts).
  const relationships = createRelationshipWiring({
    transport,
    env,
    selfId: identity.accountId,
    isSignedIn: () => !closed,
    removeAccount: (id) => {
      timelines.removeAccount(id);
      notifications.removeAccount(id);
      threads.removeAccount(id);
    },
    removeFollowed: (id) => timelines.removeFollowed(id),
  });

  const settingsSaver = createSettingsSaver({
    save: async (data) => {
      const r = await transport.request({
        call: 'settings.save',
        method: 'PUT',
        path: '/api/web/settings',
        json: { data },
      });
      return r.ok ? { ok: true, value: r.answer.body, status: r.answer.status } : r;
    },
    isSignedIn: () => !closed,
    timers: { setTimeout: env.setTimeout, clearTimeout: env.clearTimeout },
  });

  return {
    transport,
    markers,
    markersFlushed(body) {
      markers.markFlushed(body);
      publishMarkers();
    },
    onPresence: () => notifications.onPresence(),
    streaming: () => streaming,
    submit,
    lookupAccount: (acct) => relationships.lookup(acct),
    saveSettings: (settings) => {
      settingsSaver.save(settings);
      // home.shows and the per-timeline regex take effect in every open timeline at once.
      timelines.onSettings(settings);
    },
    openView(key, spec, emit) {
      if (spec.kind === 'timeline') {
        const { kind: _kind, ...tl } = spec;
        // Whatever changes a home view (first page, streamed posts, back at the top) may move the read marker.
        const tracked: typeof emit =
          tl.timeline === 'home'
            ? (ops, meta) => {
                emit(ops, meta);
                syncHomeMarker();
              }
            : emit;
        return timelines.openView(key, tl, tracked);
      }
      if (spec.kind === 'notifications') {
        releaseNotificationStream = acquire({ stream: 'user:notification' });
        const view = notifications.openView(key, emit);
        return {
          snapshot: view.snapshot,
          dispose() {
            view.dispose();
            releaseNotificationStream?.();
            releaseNotificationStream = null;
          },
        };
      }
      if (spec.kind === 'thread') return threads.openView(key, spec.statusId, emit);
      if (spec.kind === 'profile') return relationships.openView(key, spec.accountId, emit);
      // Conversations have no engine yet: an empty view that says so.
      return {
        snapshot: () => ({ rows: [], meta: { ...emptyMeta(), hasMore: false, error: 'Not available yet.' } }),
        dispose: () => {},
      };
    },
    intent(intent) {
      if (isFilterIntent(intent)) return filters.intent(intent);
      switch (intent.type) {
        case 'status.toggle':
          return timelines.toggle(intent.statusId, intent.action, intent.value);
        case 'view.loadMore':
          if (isNotifications(intent.view)) return notifications.loadMore();
          return timelines.loadMore(intent.view);
        case 'view.fillGap':
          if (isNotifications(intent.view)) return notifications.fillGap(intent.gapKey);
          return timelines.fillGap(intent.view, intent.gapKey);
        case 'view.reload':
          if (isNotifications(intent.view)) return notifications.reload();
          if (threads.has(intent.view)) return threads.reload(intent.view);
          if (isProfileView(intent.view)) return relationships.reload(intent.view);
          return timelines.reload(intent.view);
        case 'view.top':
          if (isNotifications(intent.view)) notifications.setTop(intent.atTop);
          else {
            timelines.setTop(intent.view, intent.atTop);
            syncHomeMarker();
          }
          return ok();
        case 'view.applyPending':
          if (isNotifications(intent.view)) notifications.applyPending();
          else timelines.applyPending(intent.view);
          return ok();
        case 'status.delete':
          return deleteStatus(intent.statusId, intent.redraft);
        case 'poll.vote':
          return vote(intent.pollId, intent.choices);
        case 'compose.from':
        case 'media.upload':
        case 'media.wait':
        case 'media.describe':
          return compose.intent(intent);
        case 'account.follow':
        case 'account.block':
        case 'account.mute':
        case 'account.relate':
          return relationships.intent(intent);
        case 'notifications.requests':
          return notificationRequests.list(intent.action);
        case 'notifications.request':
          return notificationRequests.resolve(intent.requestId, intent.action);
        case 'notifications.markRead':
          if (notifications.isOpen()) notifications.markRead();
          else {
            counted.clear();
            global.update((s) => ({ ...s, unread: { notifications: 0 } }));
          }
          return ok();
        default:
          return null;
      }
    },
    lifecycle(event) {
      if (event === 'hidden') return;
      streaming?.reconnectNow();
      timelines.onResume();
    },
    close() {
      settingsSaver.flush();
      markers.flush();
      markers.dispose();
      if (homePublishTimer !== null) env.clearTimeout(homePublishTimer);
      homePublishTimer = null;
      closed = true;
      publishMarkers();
      global.update((g) => ({ ...g, pendingRequests: null }));
      settingsSaver.dispose();
      streaming?.close();
      timelines.dispose();
      threads.dispose();
      filters.dispose();
      relationships.dispose();
    },
  };
}

export const identityOf = (stored: StoredIdentity | null): Identity =>
  stored
    ? {
        signedIn: true,
        accountId: stored.accountId,
        disabledAccountId: null,
        permissions: stored.permissions,
        instance: stored.instance,
        account: stored.account,
      }
    : {
        signedIn: false,
        accountId: null,
        disabledAccountId: null,
        permissions: 0,
        instance: null,
        account: null,
      };
