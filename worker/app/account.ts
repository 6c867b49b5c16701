// One signed-in account in the core, the composition root of its parts. What home's first rows need is built here at
// once: the API transport, the entity store, the filters, the timelines and the read markers; home's first page and
// the filters that judge it are the account's first requests (warm-view.ts), and intents on open timelines are
// answered here (timeline-intents.ts). Everything else (notifications, threads, profiles, search, lists,
// conversations, announcements, compose, the other intents, the stream routing, the socket and the start-up calls:
// account-rest.ts) is a dynamic import that goes once home's first page is in and a tab has shown it
// (start-gate.ts), so the core's first script stays small (issue 20, item 7) and nothing competes with home's first
// posts (item 8); what a tab asks of it before then waits for it (deferred-view.ts).

import type { Identity } from '../../shared/protocol/core-api.ts';
import type { GlobalHub } from '../../shared/protocol/global-state.ts';
import type { Intent, IntentResult } from '../../shared/protocol/intents.ts';
import type { ColumnSetting } from '../../shared/protocol/lists.ts';
import { type ViewSpec, viewKey } from '../../shared/protocol/views.ts';
import type { Notification } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import { createLoadingBar } from '../api/loading-bar.ts';
import { createTransport, type Transport } from '../api/transport.ts';
import { parserWait } from '../content/parser-gate.ts';
import { onDemand } from '../core/on-demand.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import type { TabPresence as MarkerTabPresence } from '../notifications/index.ts';
import { EntityStore } from '../store/entityStore.ts';
import type { StreamingClient } from '../streaming/client.ts';
import type { AccountFacts } from './account-facts.ts';
import type { AccountRest } from './account-rest.ts';
import { openDeferredView } from './deferred-view.ts';
import type { CoreEnv } from './env.ts';
import { createFiltersSource } from './filters.ts';
import type { MarkersWiring } from './markers-wiring.ts';
import { trackPageLoads } from './page-loads.ts';
import { createStartGate } from './start-gate.ts';
import { createStreamSlot } from './stream-slot.ts';
import { timelineIntent } from './timeline-intents.ts';
import { createTimelineWiring } from './timelines.ts';
import { HOME_VIEW, openWarmView } from './warm-view.ts';

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
  /** Settles once home's first page is in and shown (or START_AFTER_HOME_MAX_MS passed): what can wait waits. */
  afterHome: Promise<void>;
  /** A tab has shown its first content (CoreApi.firstContent). */
  firstContentShown(): void;
  /** Answers null for intents this layer does not handle. */
  intent(intent: Intent): Promise<IntentResult | null>;
  lifecycle(event: 'visible' | 'hidden' | 'online' | 'pageshow'): void;
  /** Settings changed in the core: saved to the server (throttled, ruling 10) where it accepts them. */
  saveSettings(settings: Record<string, unknown>): void;
  /** Posts a compose draft (status text, options; an idempotency key derived from the draft and its content). */
  submit(draft: Record<string, unknown>, draftId?: string): Promise<IntentResult>;
  /** Resolves a handle (route /@acct); a 404 is cached as not found. */
  lookupAccount(acct: string): Promise<{ id: string } | null>;
  transport: Transport;
  streaming(): StreamingClient | null;
  /** Sends the read markers that wait now (sign-out), if the markers part is in (see markers below). */
  flushMarkers(): void;
  /** Sends what waits for a throttle (the settings' trailing save) now: the core is about to end. */
  flushSaves(): void;
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
  /** The deck's columns changed in the core (a list is gone: its column goes, account-rest.ts): saved as settings. */
  onDeckColumns?: (columns: ColumnSetting[]) => void;
}

/** The longest the start-up calls and the other views wait for home's first page to be in and shown. */
export const START_AFTER_HOME_MAX_MS = 5_000;

export function startAccount(
  identity: StoredIdentity,
  env: CoreEnv,
  global: GlobalHub,
  onAccount: (facts: AccountFacts) => void,
  hooks: AccountNotificationHooks = {},
  /** The rest of the account (tests may pass one in; by default a dynamic import). */
  loadRest: () => Promise<typeof import('./account-rest.ts')> = () => import('./account-rest.ts'),
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
  const isClosed = () => closed;
  const timers = { setTimeout: env.setTimeout, clearTimeout: env.clearTimeout };
  const slot = createStreamSlot();
  const store = new EntityStore();
  // Page loads feed the loading bar every tab draws, and a failed one shows its alert (sections 8 and 9).
  const loadingBar = createLoadingBar(timers, (b) =>
    global.update((g) => ({ ...g, loading: b.visible ? b.percent : 0 })),
  );
  const request = trackPageLoads(transport.request, loadingBar, (a) => global.alert(a));
  const settings = hooks.settings ?? (() => global.get().settings);

  // The one filters source of the account: timelines, notifications and threads all read it (worker/app/filters.ts).
  const filters = createFiltersSource({ request, now: env.now, ...timers, log: env.log });
  /** The rest of the account once it is in (null until then, and after sign-out). */
  let rest: AccountRest | null = null;
  const homeKey = viewKey(HOME_VIEW);
  const timelines = createTimelineWiring({
    request,
    store,
    me: identity.accountId,
    now: env.now,
    log: env.log,
    acquire: slot.acquire,
    filters,
    settings,
    timers,
    ...timers,
    onNotFound: (spec) => {
      if (spec.timeline === 'list')
        void restPart().then(
          (r) => r.listGone(spec.listId),
          () => {},
        );
    },
    onFirstPage: (key) => {
      if (key === homeKey) gate.homeIn();
    },
  });
  // The read markers (the throttled uploader, ruling 4, and the tabs' mirror of what waits) come with the rest of the
  // account, after the start gate: their first upload need not compete with home's first posts. Until then a home
  // view that moved only says so, and the marker is read from the timelines once the part is in (a sign-out in
  // those first seconds leaves that home marker to the next start).
  let markers: MarkersWiring | null = null;
  let homeMoved = false;
  const syncHome = () => {
    if (markers) markers.syncHome();
    else homeMoved = true;
  };

  /** Fetched once (again after a failed fetch); built the first time it arrives, unless signed out meanwhile. */
  const restPart = onDemand(async () => {
    const m = await loadRest();
    if (closed) throw new Error('signed out');
    if (!markers) {
      markers = m.createMarkersWiring({
        request: transport.request,
        env,
        global,
        identity,
        isSignedIn: () => !closed,
        homeMarkerId: () => m.homeMarkerId(timelines.states()),
      });
      if (homeMoved) markers.syncHome();
    }
    rest ??= m.startAccountRest({
      identity,
      env,
      global,
      transport,
      request,
      store,
      filters,
      timelines,
      markers,
      slot,
      settings,
      hooks,
      isClosed,
      onAccount,
    });
    return rest;
  });
  // The start-up calls, the other views and the intents go once home's first page is in and shown (start-gate.ts).
  const gate = createStartGate({
    ...timers,
    maxWaitMs: env.startGateMs ?? START_AFTER_HOME_MAX_MS,
    homeHeld: () => warmHome.adopted(),
  });
  let retryTimer: unknown = null;
  const startRest = () => {
    retryTimer = null;
    void restPart().then(
      (r) => r.start(),
      (e) => {
        if (closed) return;
        env.log(`the account's other parts could not be fetched: ${String(e)}`);
        retryTimer = env.setTimeout(startRest, START_AFTER_HOME_MAX_MS);
      },
    );
  };
  void gate.opened.then(startRest);
  /** The rest of the account, once the gate is open (a tab asking for it counts, see start-gate.ts). */
  const afterGate = async (): Promise<AccountRest> => {
    gate.asked();
    await gate.opened;
    return restPart();
  };

  /** A timeline opens here; any other view waits for the rest of the account (deferred-view.ts). */
  const openView = (key: string, spec: ViewSpec, emit: ViewEmit): LiveView => {
    if (spec.kind === 'timeline') {
      const { kind: _kind, ...tl } = spec;
      // Whatever changes a home view (first page, streamed posts, back at the top) may move the read marker.
      const tracked: ViewEmit =
        tl.timeline === 'home'
          ? (ops, meta) => {
              emit(ops, meta);
              syncHome();
            }
          : emit;
      return timelines.openView(key, tl, tracked);
    }
    return openDeferredView(async () => (await afterGate()).openView, key, spec, emit, timers);
  };
  // Home's first page is the account's first request, with the filters that judge its posts (warm-view.ts).
  const warmHome = openWarmView(openView, HOME_VIEW, timers);

  /** Intents wait for the rest of the account; a failed fetch of it is said like a failed request. */
  const cannotFetch = (e: unknown): IntentResult => ({ ok: false, alert: toAlert(e) });

  return {
    afterHome: gate.opened,
    firstContentShown: () => gate.shown(),
    transport,
    flushMarkers: () => markers?.uploader.flush(),
    flushSaves: () => rest?.flush(),
    // Before the markers part is in, no tab holds markers of this account to send (none were published).
    markersFlushed: (body) => markers?.flushed(body),
    onPresence: () => rest?.onPresence(),
    streaming: slot.get,
    submit: (draft, draftId = '') => afterGate().then((r) => r.submit(draft, draftId), cannotFetch),
    lookupAccount: (acct) =>
      afterGate().then(
        (r) => r.lookupAccount(acct),
        () => null,
      ),
    saveSettings: (next) => {
      void afterGate().then(
        (r) => r.saveSettings(next),
        () => {},
      );
      // home.shows and the per-timeline regex take effect in every open timeline at once.
      timelines.onSettings(next);
    },
    openView: warmHome.open,
    intent: (intent: Intent) =>
      timelineIntent(timelines, intent, syncHome) ?? afterGate().then((r) => r.intent(intent), cannotFetch),
    lifecycle(event) {
      if (event === 'hidden') return;
      slot.get()?.reconnectNow();
      timelines.onResume();
    },
    // Sign-out: what waits is sent first, then the account is closed and the tabs' mirrors are cleared.
    close() {
      rest?.flush();
      markers?.flushAndStop();
      closed = true;
      if (retryTimer !== null) env.clearTimeout(retryTimer);
      // Whatever waited for home's first page (the core's extras) need not wait for a closed account.
      gate.open();
      markers?.publish();
      rest?.close();
      rest = null;
      warmHome.dispose();
      slot.get()?.close();
      timelines.dispose();
      filters.dispose();
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
