// One signed-in account in the core, the composition root of its parts: its API transport, its one streaming socket
// (shared by every view of every tab), the entity store, the engines behind the views, and the intents on its data.
// Each job lives beside it (account-connect.ts, stream-routing.ts, account-views.ts, account-intents.ts, inbox.ts,
// markers-wiring.ts…); this file wires them and closes them on sign-out.

import type { Identity } from '../../shared/protocol/core-api.ts';
import type { GlobalHub } from '../../shared/protocol/global-state.ts';
import type { Intent, IntentResult } from '../../shared/protocol/intents.ts';
import type { ViewSpec } from '../../shared/protocol/views.ts';
import type { Account, Instance, Notification } from '../../shared/wire/entities.ts';
import { createLoadingBar } from '../api/loading-bar.ts';
import type { createMarkersUploader } from '../api/markers-uploader.ts';
import { createSettingsSaver } from '../api/settings-saver.ts';
import { createTransport, type Transport } from '../api/transport.ts';
import { createLazyComposeWiring } from '../compose/lazy-wiring.ts';
import { withUploadProgress } from '../compose/upload-progress.ts';
import { parserWait } from '../content/parser-gate.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import { createListsBook } from '../lists/book.ts';
import type { TabPresence as MarkerTabPresence } from '../notifications/index.ts';
import { createLazyProfileEditor } from '../relationships/lazy-profile-edit.ts';
import { EntityStore } from '../store/entityStore.ts';
import type { StreamingClient } from '../streaming/client.ts';
import type { StreamingEvent } from '../streaming/types.ts';
import { connectAccount, createStreamSlot } from './account-connect.ts';
import { createAccountIntents } from './account-intents.ts';
import { createAccountViews } from './account-views.ts';
import { createDiscoveryWiring } from './discovery.ts';
import type { CoreEnv } from './env.ts';
import { createFiltersSource } from './filters.ts';
import { createFollowRequestBadge } from './follow-request-badge.ts';
import { homeMarkerId } from './home-marker.ts';
import { createInbox } from './inbox.ts';
import { createMarkersWiring } from './markers-wiring.ts';
import { createRequestsWiring } from './notification-requests.ts';
import { createNotificationWiring } from './notifications.ts';
import { trackPageLoads } from './page-loads.ts';
import { exclusiveListHome, relationEffects } from './relation-effects.ts';
import { createRelationshipWiring } from './relationships.ts';
import { createSearchWiring } from './search.ts';
import { createStatusAccountsWiring } from './status-accounts.ts';
import { createStatusActions } from './status-actions.ts';
import { createStreamRouting } from './stream-routing.ts';
import { createThreadWiring } from './threads.ts';
import { createTimelineWiring } from './timelines.ts';
import { translateStatus } from './translation.ts';
import { HOME_VIEW, openWarmView } from './warm-view.ts';

export { HOME_MARKER_PUBLISH_MS } from './markers-wiring.ts';

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
  /** A list is gone (deleted, or it answered 404): the core takes its column out of the deck's settings. */
  onListGone?: (listId: string) => void;
}

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
    answerReady: parserWait,
  });
  let closed = false;
  const isSignedIn = () => !closed;
  const timers = { setTimeout: env.setTimeout, clearTimeout: env.clearTimeout };
  const slot = createStreamSlot();
  const acquire = slot.acquire;
  const store = new EntityStore();
  // Page loads feed the loading bar every tab draws, and a failed one shows its alert (sections 8 and 9).
  const loadingBar = createLoadingBar(timers, (b) =>
    global.update((g) => ({ ...g, loading: b.visible ? b.percent : 0 })),
  );
  const request = trackPageLoads(transport.request, loadingBar, (a) => global.alert(a));
  const settings = hooks.settings ?? (() => global.get().settings);

  // The one filters source of the account: timelines, notifications and threads all read it (worker/app/filters.ts).
  const filters = createFiltersSource({ request, now: env.now, ...timers, log: env.log });
  // The user's lists, one copy for every tab (worker/lists/book.ts).
  const lists = createListsBook({
    request: transport.request,
    onGone: (id) => hooks.onListGone?.(id),
    home: exclusiveListHome(() => timelines),
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
    settings,
    timers,
    ...timers,
    onNotFound: (spec) => {
      if (spec.timeline === 'list') lists.gone(spec.listId);
    },
  });
  const markers = createMarkersWiring({
    request: transport.request,
    env,
    global,
    identity,
    isSignedIn,
    homeMarkerId: () => homeMarkerId(timelines.states()),
  });
  const notifications = createNotificationWiring({
    request,
    store,
    me: identity.accountId,
    log: env.log,
    onUnread: (n) => global.update((s) => ({ ...s, unread: { notifications: n } })),
    now: env.now,
    settings,
    ...(hooks.markerTabs ? { markerTabs: hooks.markerTabs } : {}),
    saveMarker: (id, now) => markers.update('notifications', id, now),
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
  const statusAccounts = createStatusAccountsWiring({ request, store, log: env.log });
  // Search: result views, typing-ahead and resolving. Its requests raise no alert: the views say what failed.
  const search = createSearchWiring({
    request: transport.request,
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
  let lastInstance: Instance | null = null;
  // The navigation's follow-request badge (follow-request-badge.ts).
  const badge = createFollowRequestBadge({ global, request: transport.request, isClosed: () => closed });
  const followRequests = badge.count;
  // Private conversations, announcements and custom emoji (inbox.ts).
  const { conversations, announcements, customEmoji } = createInbox({
    request,
    actionRequest: transport.request,
    me: identity.accountId,
    log: env.log,
    acquire,
    global,
    isClosed: () => closed,
  });
  const routing = createStreamRouting({
    env,
    global,
    timelines,
    threads,
    notifications,
    filters,
    conversations,
    announcements,
    onStreamedNotification: (n, filtered) => {
      if (n.type === 'follow_request') void badge.refresh();
      hooks.onStreamedNotification?.(n, filtered);
    },
  });

  const uploadRequest = withUploadProgress(transport.request, global); // uploads' bytes sent, for every tab
  const compose = createLazyComposeWiring({
    request: uploadRequest,
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
    isSignedIn,
    timers,
  });

  // One relationship per account for every tab (relationships.ts); a mute that keeps notifications leaves those.
  const relationships = createRelationshipWiring({
    transport,
    env,
    selfId: identity.accountId,
    isSignedIn,
    ...relationEffects(() => ({ timelines, threads, search, conversations, statusAccounts, notifications })),
    knownAccount: (id) => store.getAccount(id),
  });

  // Your own profile saved: the new name and avatar show at once everywhere (identity, profiles, posts), every tab.
  const profileEditor = createLazyProfileEditor({
    request: uploadRequest,
    onUpdated: (account) => {
      store.upsertAccount(account);
      relationships.book.updated(account);
      if (!closed) onAccount(account, lastInstance);
    },
  });

  // Trends, suggestions, the directory and hashtags (discovery.ts): one tag book for every tab.
  const discovery = createDiscoveryWiring(transport.request);

  const intent = createAccountIntents({
    request: transport.request,
    discovery,
    filters,
    timelines,
    notifications,
    threads,
    compose,
    statuses: createStatusActions({ request: transport.request, store, timelines, notifications }),
    relationships,
    requests: notificationRequests,
    statusAccounts,
    followRequests,
    profileEditor,
    search,
    lists,
    conversations,
    announcements,
    customEmoji,
    syncHomeMarker: markers.syncHome,
    translate: (statusId, lang) =>
      translateStatus(transport.request, (id) => store.getStatus(id), statusId, lang),
    clearUnread: () => {
      routing.clearCounted();
      global.update((s) => ({ ...s, unread: { notifications: 0 } }));
    },
  });

  const openView = createAccountViews({
    timelines,
    notifications,
    threads,
    relationships,
    statusAccounts,
    search,
    lists,
    conversations,
    announcements,
    discovery,
    acquire,
    syncHomeMarker: markers.syncHome,
  });
  // Home's first page is the account's first request; every other startup call goes after it (warm-view.ts).
  const warmHome = openWarmView(openView, HOME_VIEW, timers);
  connectAccount({
    identity,
    env,
    global,
    request: transport.request,
    slot,
    routing,
    isClosed: () => closed,
    onAccount: (account, instance) => {
      lastInstance = instance;
      badge.setFromAccount(account);
      onAccount(account, instance);
    },
    loadPendingRequests: () => void notificationRequests.loadPending(),
    notificationsOpen: () => notifications.isOpen(),
    loadFilters: () => void filters.load(),
  }).catch((e) => env.log(`account start failed: ${String(e)}`));
  conversations.start();

  return {
    transport,
    markers: markers.uploader,
    markersFlushed: markers.flushed,
    onPresence: () => notifications.onPresence(),
    streaming: slot.get,
    submit: (draft, draftId = '') => compose.submit(draft, draftId),
    lookupAccount: (acct) => relationships.lookup(acct),
    saveSettings: (next) => {
      settingsSaver.save(next);
      // home.shows and the per-timeline regex take effect in every open timeline at once.
      timelines.onSettings(next);
    },
    openView: warmHome.open,
    intent,
    lifecycle(event) {
      if (event === 'hidden') return;
      slot.get()?.reconnectNow();
      timelines.onResume();
    },
    // Sign-out: what waits is sent first, then the account is closed and the tabs' mirrors are cleared.
    close() {
      settingsSaver.flush();
      markers.flushAndStop();
      closed = true;
      markers.publish();
      global.update((g) => ({ ...g, pendingRequests: null, followRequests: null, unreadConversations: 0 }));
      settingsSaver.dispose();
      warmHome.dispose();
      routing.stop();
      slot.get()?.close();
      timelines.dispose();
      threads.dispose();
      statusAccounts.dispose();
      search.dispose();
      conversations.dispose();
      announcements.dispose();
      filters.dispose();
      relationships.dispose();
      lists.dispose();
      discovery.dispose();
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
