// The parts of one account that the first home page does not need (issue 20, item 7): notifications, threads,
// profiles and relationships, search, lists, conversations, announcements, discovery, compose, the intents on all
// of them, the stream routing and the account's start-up calls (who am I, the instance, unread counts, the socket).
// account.ts fetches this module with a dynamic import once home's first page is in and shown (start-gate.ts), so
// the core's first script holds only what home's first rows need; whatever a tab asks of these parts before they
// arrive waits for them (deferred-view.ts, account.ts).
import type { GlobalHub } from '../../shared/protocol/global-state.ts';
import type { Intent, IntentResult } from '../../shared/protocol/intents.ts';
import { type ColumnSetting, withoutListColumn } from '../../shared/protocol/lists.ts';
import type { Instance } from '../../shared/wire/entities.ts';
import { createSettingsSaver } from '../api/settings-saver.ts';
import type { RawResult, RequestSpec, Transport } from '../api/transport.ts';
import { createLazyComposeWiring } from '../compose/lazy-wiring.ts';
import { withUploadProgress } from '../compose/upload-progress.ts';
import type { OpenView } from '../core/view-registry.ts';
import { createListsBook } from '../lists/book.ts';
import { createLazyProfileEditor } from '../relationships/lazy-profile-edit.ts';
import type { EntityStore } from '../store/entityStore.ts';
import type { StreamingEvent } from '../streaming/types.ts';
import type { AccountNotificationHooks } from './account.ts';
import { connectAccount } from './account-connect.ts';
import { type AccountFacts, accountFacts } from './account-facts.ts';
import { createAccountIntents } from './account-intents.ts';
import { createAccountViews } from './account-views.ts';
import { createDiscoveryWiring } from './discovery.ts';
import type { CoreEnv } from './env.ts';
import type { FiltersSource } from './filters.ts';
import { createFollowRequestBadge } from './follow-request-badge.ts';
import { createInbox } from './inbox.ts';
import type { MarkersWiring } from './markers-wiring.ts';
import { createRequestsWiring } from './notification-requests.ts';
import { createNotificationWiring } from './notifications.ts';
import { exclusiveListHome, relationEffects } from './relation-effects.ts';
import { createRelationshipWiring } from './relationships.ts';
import { createSearchWiring } from './search.ts';
import { createStatusAccountsWiring } from './status-accounts.ts';
import { createStatusActions } from './status-actions.ts';
import { createStreamRouting } from './stream-routing.ts';
import type { StreamSlot } from './stream-slot.ts';
import { createThreadWiring } from './threads.ts';
import type { TimelineWiring } from './timelines.ts';
import { translateStatus } from './translation.ts';

// The read markers come with this part (account.ts builds them as it arrives, before starting it).
export { homeMarkerId } from './home-marker.ts';
export { createMarkersWiring } from './markers-wiring.ts';

/** What account.ts built before this part arrived, and lends it. */
export interface AccountBase {
  identity: { instance: string; token: string; accountId: string | null };
  env: CoreEnv;
  global: GlobalHub;
  transport: Transport;
  /** The transport's request with page loads feeding the loading bar (page-loads.ts). */
  request: (spec: RequestSpec) => Promise<RawResult>;
  store: EntityStore;
  filters: FiltersSource;
  timelines: TimelineWiring;
  markers: MarkersWiring;
  slot: StreamSlot;
  settings: () => Record<string, unknown>;
  hooks: AccountNotificationHooks;
  isClosed(): boolean;
  /** Who the account is, once the start-up calls (or a saved profile) say it (account-facts.ts). */
  onAccount(facts: AccountFacts): void;
}

export interface AccountRest {
  openView: OpenView;
  intent(intent: Intent): Promise<IntentResult> | null;
  /** The account's start-up calls and its socket: called once home's first page is in (account.ts). */
  start(): void;
  submit(draft: Record<string, unknown>, draftId: string): Promise<IntentResult>;
  lookupAccount(acct: string): Promise<{ id: string } | null>;
  onPresence(): void;
  saveSettings(settings: Record<string, unknown>): void;
  /** A list's timeline answered 404: the list is gone. */
  listGone(listId: string): void;
  /** Sign-out, first step: what waits (settings) is sent. */
  flush(): void;
  close(): void;
}

export function startAccountRest(base: AccountBase): AccountRest {
  const { identity, env, global, transport, request, store, filters, timelines, markers, slot, hooks } = base;
  const acquire = slot.acquire;
  const isSignedIn = () => !base.isClosed();
  const timers = { setTimeout: env.setTimeout, clearTimeout: env.clearTimeout };
  const settings = base.settings;

  // The user's lists, one copy for every tab (worker/lists/book.ts).
  const lists = createListsBook({
    request: transport.request,
    // A deleted (or 404) list's deck column goes, in every tab (section 8).
    onGone: (id) => {
      const columns = settings().columns;
      const next = Array.isArray(columns) ? withoutListColumn(columns as ColumnSetting[], id) : null;
      if (next) hooks.onDeckColumns?.(next);
    },
    home: exclusiveListHome(() => timelines),
    log: env.log,
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
      if (!base.isClosed()) global.update((g) => ({ ...g, pendingRequests: n }));
    },
  });
  let lastInstance: Instance | null = null;
  // The navigation's follow-request badge (follow-request-badge.ts).
  const badge = createFollowRequestBadge({ global, request: transport.request, isClosed: base.isClosed });
  const followRequests = badge.count;
  // Private conversations, announcements and custom emoji (inbox.ts).
  const { conversations, announcements, customEmoji } = createInbox({
    request,
    actionRequest: transport.request,
    me: identity.accountId,
    log: env.log,
    acquire,
    global,
    isClosed: base.isClosed,
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
      if (!base.isClosed()) base.onAccount(accountFacts(account, lastInstance));
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

  let started = false;
  return {
    openView,
    intent,
    start() {
      if (started || base.isClosed()) return;
      started = true;
      connectAccount({
        identity,
        env,
        global,
        request: transport.request,
        slot,
        routing,
        isClosed: base.isClosed,
        onAccount: (account, instance) => {
          lastInstance = instance;
          badge.setFromAccount(account);
          base.onAccount(accountFacts(account, instance));
        },
        loadPendingRequests: () => void notificationRequests.loadPending(),
        notificationsOpen: () => notifications.isOpen(),
        loadFilters: () => void filters.load(),
      }).catch((e) => env.log(`account start failed: ${String(e)}`));
      conversations.start();
    },
    submit: (draft, draftId) => compose.submit(draft, draftId),
    lookupAccount: (acct) => relationships.lookup(acct),
    onPresence: () => notifications.onPresence(),
    saveSettings: (next) => settingsSaver.save(next),
    listGone: (listId) => lists.gone(listId),
    flush: () => settingsSaver.flush(),
    close() {
      global.update((g) => ({ ...g, pendingRequests: null, followRequests: null, unreadConversations: 0 }));
      settingsSaver.dispose();
      routing.stop();
      threads.dispose();
      statusAccounts.dispose();
      search.dispose();
      conversations.dispose();
      announcements.dispose();
      relationships.dispose();
      lists.dispose();
      discovery.dispose();
    },
  };
}
