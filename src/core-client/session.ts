// The tab's side of the core: says hello, keeps one store per subscribed view (refcounted by the components that
// use it), routes pushes (snapshot, diff, global) to the stores, sends intents, and keeps the core honest:
// a heartbeat every TAB_HEARTBEAT_MS (HIDDEN_TAB_HEARTBEAT_MS while the page is hidden); when it fails, times out or the core no longer knows this tab, the session
// reconnects (a fresh core if the old one died) and resubscribes every view; when the core speaks another protocol
// version it mirrors the drafts and reloads. Drafts are mirrored to sessionStorage so a reload or a new core never
// loses what the user was writing, and the drafts this tab wrote go to a new core that holds another version.
import { type Signal, signal } from '@preact/signals-react';
import { HIDDEN_TAB_HEARTBEAT_MS, PROTOCOL_VERSION, TAB_HEARTBEAT_MS } from '../../shared/constants.ts';
import type {
  CoreApi,
  DeliveryCommandMessage,
  GlobalState,
  PushFn,
  PushMessage,
} from '../../shared/protocol/core-api.ts';
import { initialGlobal } from '../../shared/protocol/global-state.ts';
import type { Intent, IntentResult } from '../../shared/protocol/intents.ts';
import { type ViewSpec, viewKey } from '../../shared/protocol/views.ts';
import { createViewStore, type LiveViewStore } from '../stores/view-store.ts';
import { createDraftsMirror } from './drafts-mirror.ts';
import { draftsToGiveBack } from './own-drafts.ts';
import { framedPushes, type NextFrame } from './push-frames.ts';
import { shareUnchanged } from './share-unchanged.ts';

/** A connection to a core: its API, a way to hand it our push callback, and a way to let it go. */
export interface CoreLink {
  mode: 'shared' | 'dedicated' | 'page';
  api: CoreApi;
  /** Wraps the push callback for the transport (comlink.proxy for workers). */
  wrap(push: PushFn): PushFn;
  close(): void;
  /** Rejects when the transport reports that the core cannot run (a worker script that failed to load). */
  failed?: Promise<never>;
}

export interface SessionDeps {
  tabId: string;
  /** Opens a link to the core; called again to reconnect after the core went away. */
  open: () => Promise<CoreLink>;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (h: unknown) => void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  log?: (msg: string) => void;
  /** How long a call to the core may take before the core counts as gone (default TAB_HEARTBEAT_MS). */
  callTimeoutMs?: number;
  /** How long a new core may take to answer its first hello (it loads its code and IndexedDB first). */
  helloTimeoutMs?: number;
  /** The wait before reconnect attempt n (0-based) after a failed one; capped backoff by default. */
  retryDelayMs?: (attempt: number) => number;
  /** Whether the page is hidden now: a hidden tab beats once a minute (absent: never hidden). */
  hidden?: () => boolean;
  /** When pushes are applied: at the next frame, together (push-frames.ts); as they come when absent. */
  nextFrame?: NextFrame;
}

/** What the tab can say about its link to the core: the "Reconnecting…" status shows while it is 'reconnecting'. */
export type CoreLinkState = 'starting' | 'connected' | 'reconnecting';

export interface CoreSession {
  readonly global: Signal<GlobalState>;
  /** The unread notifications in the document title: the global state's, or the core's note to a hidden tab. */
  readonly unread: Signal<number>;
  readonly connected: Signal<boolean>;
  /** 'reconnecting' from the moment the core stopped answering until a hello succeeds again (retried forever). */
  readonly linkState: Signal<CoreLinkState>;
  readonly mode: () => CoreLink['mode'] | null;
  /** The id of the core this tab is connected to (a new one after the old core went away). */
  readonly coreId: () => string | null;
  start(): Promise<void>;
  /** Subscribes (or shares this tab's existing subscription) and answers the store and a release function. */
  /** `store`: reuse this store if the view was released meanwhile (React StrictMode's double effect). */
  view(spec: ViewSpec, store?: LiveViewStore): { store: LiveViewStore; release: () => void };
  /** The store a view has or will have, without subscribing (for a component's render; the effect subscribes). */
  storeFor(spec: ViewSpec): LiveViewStore;
  intent(intent: Intent): Promise<IntentResult>;
  /** Saves a draft in the core (which publishes it to every tab) and mirrors it to sessionStorage first. */
  saveDraft(draftId: string, draft: unknown): Promise<IntentResult>;
  api(): CoreApi;
  /** Time spent applying pushes in this tab, one entry per push batch (benchmarks read it; last 1,000 kept). */
  applyTimes(): readonly number[];
  /** The store of a view this tab holds (tests and benchmarks read it). */
  storeOf(key: string): LiveViewStore | undefined;
  /** Page hide: goodbye, so the core forgets this tab at once. */
  goodbye(): void;
  /** Page shown again from the back/forward cache after a goodbye: hello again and resubscribe. */
  resume(): Promise<void>;
  /** For tests and the lifecycle wiring: check the core now (as a heartbeat would). */
  check(): Promise<void>;
  /** Listens to desktop-notification commands the core sends to this tab only; answers a function that stops. */
  onDelivery(fn: (command: DeliveryCommandMessage) => void): () => void;
}

interface ViewEntry {
  spec: ViewSpec;
  store: LiveViewStore;
  users: number;
}

export function createCoreSession(deps: SessionDeps): CoreSession {
  const global = signal<GlobalState>(initialGlobal());
  const unread = signal(0);
  const connected = signal(false);
  const linkState = signal<CoreLinkState>('starting');
  const views = new Map<string, ViewEntry>();
  /** Stores handed to a render before its effect subscribed them. */
  const unmounted = new Map<string, LiveViewStore>();
  let link: CoreLink | null = null;
  let connecting: Promise<void> | null = null;
  let heartbeatTimer: unknown = null;
  let closed = false;
  /** Whether a core has given us its state (before that, the drafts we hold are not the core's). */
  let haveGlobal = false;
  let coreId: string | null = null;
  const callTimeout = deps.callTimeoutMs ?? TAB_HEARTBEAT_MS;
  const helloTimeout = deps.helloTimeoutMs ?? Math.max(callTimeout, 4 * TAB_HEARTBEAT_MS);
  /** Each hello gets a generation: pushes from an older link are ignored. */
  let generation = 0;
  /** The reconnect loop in progress (it ends only when a hello succeeds, or the page goes away). */
  let recovering: Promise<void> | null = null;
  let retryTimer: unknown = null;
  /** Ends the reconnect loop without a core (the page went away): callers waiting on it go on. */
  let endRecovery: (() => void) | null = null;
  // Doubling from 1 s, capped at 10 s: back within 10 s of the core answering again, however long it was away.
  const retryDelay = deps.retryDelayMs ?? ((n: number) => Math.min(10_000, 1_000 * 2 ** Math.min(n, 4)));

  const drafts = createDraftsMirror(deps.storage);
  const readMirroredDrafts = drafts.read;
  const mirrorDrafts = drafts.write;

  /** The drafts this tab saved, newest last (a few: its compose boxes), given back to a new core (own-drafts.ts). */
  const ownDrafts = new Map<string, unknown>();
  const keepOwn = (id: string, draft: unknown) => {
    ownDrafts.delete(id);
    ownDrafts.set(id, draft);
    if (ownDrafts.size > 20) ownDrafts.delete(ownDrafts.keys().next().value as string);
  };

  const resubscribe = (key: string) => {
    const e = views.get(key);
    if (!e || !link) return;
    link.api.subscribe(deps.tabId, e.spec).catch((err) => deps.log?.(`resubscribe ${key}: ${String(err)}`));
  };

  const applyTimes: number[] = [];
  const clock = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

  const applyFramed = framedPushes((batches) => {
    const started = clock();
    for (const msgs of batches) applyBatch(msgs);
    applyTimes.push(clock() - started);
    if (applyTimes.length > 1000) applyTimes.splice(0, applyTimes.length - 1000);
  }, deps.nextFrame);
  const onPush = (gen: number) => (msgs: PushMessage[]) => {
    if (gen === generation) applyFramed(msgs);
  };

  const deliveryListeners = new Set<(command: DeliveryCommandMessage) => void>();

  const applyBatch = (msgs: PushMessage[]) => {
    for (const m of msgs) {
      if (m.type === 'delivery') {
        for (const fn of deliveryListeners) fn(m.command);
      } else if (m.type === 'global') {
        // Messages on one link arrive in order, and a new core restarts its versions: take each as it comes.
        global.value = shareUnchanged(haveGlobal ? global.peek() : null, m.global);
        unread.value = m.global.unread.notifications;
        haveGlobal = true;
        mirrorDrafts(global.peek().drafts);
      } else if (m.type === 'unread') {
        unread.value = m.notifications;
      } else if (m.type === 'snapshot') {
        views.get(m.snapshot.view)?.store.applySnapshot(m.snapshot);
      } else {
        const e = views.get(m.diff.view);
        if (e && !e.store.applyDiff(m.diff)) resubscribe(m.diff.view);
      }
    }
  };

  const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const h = deps.setTimeout(() => reject(new Error('core timed out')), ms);
      p.then(
        (v) => {
          deps.clearTimeout(h);
          resolve(v);
        },
        (e) => {
          deps.clearTimeout(h);
          reject(e);
        },
      );
    });

  const hello = async (l: CoreLink) => {
    const gen = ++generation;
    const asked = l.api.hello(
      { tabId: deps.tabId, protocol: PROTOCOL_VERSION, seq: gen },
      l.wrap(onPush(gen)),
    );
    const r = await withTimeout(l.failed ? Promise.race([asked, l.failed]) : asked, helloTimeout);
    if (!r.ok) {
      // Another build's core: keep the drafts, then reload into the new build.
      if (haveGlobal) mirrorDrafts({ ...readMirroredDrafts(), ...global.peek().drafts });
      closed = true;
      deps.reload();
      return;
    }
    if (gen !== generation) return;
    // A fresh core may not have our drafts (the old one died): give back those it lacks, and this tab's own
    // drafts wherever it holds another version (text typed after the old core died, before we noticed).
    const giveBack = draftsToGiveBack(readMirroredDrafts(), ownDrafts, r.global.drafts);
    for (const [id, draft] of giveBack)
      await withTimeout(l.api.intent(deps.tabId, { type: 'draft.save', draftId: id, draft }), callTimeout);
    global.value = r.global;
    unread.value = r.global.unread.notifications;
    haveGlobal = true;
    coreId = r.coreId;
    connected.value = true;
    linkState.value = 'connected';
    for (const key of views.keys()) resubscribe(key);
  };

  const connect = (fresh: boolean): Promise<void> => {
    if (connecting) return connecting;
    connecting = (async () => {
      connected.value = false;
      if (fresh || !link) {
        link?.close();
        link = null;
        link = await deps.open();
      }
      await hello(link);
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  /**
   * Reconnects until a hello succeeds, however long that takes: a core that is only paused (a frozen worker, a
   * debugger) answers again later, a dead one is replaced by a fresh link. Each failure waits a capped backoff.
   */
  const recover = (fresh: boolean): Promise<void> => {
    if (recovering) return recovering;
    linkState.value = 'reconnecting';
    recovering = new Promise<void>((resolve) => {
      endRecovery = resolve;
      let attempt = 0;
      const tryOnce = (freshNow: boolean) => {
        retryTimer = null;
        if (closed) return resolve();
        connect(freshNow).then(resolve, (e) => {
          if (closed) return resolve();
          const delay = retryDelay(attempt);
          attempt += 1;
          deps.log?.(`reconnect failed: ${String(e)}; trying again in ${delay} ms`);
          // A later try opens a new link: the old one may lead to a core that is gone.
          retryTimer = deps.setTimeout(() => tryOnce(true), delay);
        });
      };
      tryOnce(fresh);
    }).finally(() => {
      recovering = null;
      endRecovery = null;
    });
    return recovering;
  };

  const check = async () => {
    // A connect under way (the first one, or a hello again) settles by itself; a failure then comes back here.
    if (closed || connecting) return;
    if (recovering) return recovering;
    // A hello that failed earlier leaves the tab unknown to the core (or known with no views): start over.
    if (!link || !connected.peek()) return recover(!link);
    const l = link;
    let known: boolean;
    try {
      known = await withTimeout(l.api.heartbeat(deps.tabId), callTimeout);
    } catch {
      if (closed || l !== link) return;
      deps.log?.('core went away; reconnecting');
      return recover(true);
    }
    if (!known) await connect(false).catch(() => recover(true));
  };

  // One heartbeat timer at a time: a check from outside (the page shown again) restarts the cadence, so a tab shown
  // after a minute hidden beats every TAB_HEARTBEAT_MS at once, not after the hidden tab's long wait.
  const beat = () => {
    if (heartbeatTimer !== null) deps.clearTimeout(heartbeatTimer);
    const timer = deps.setTimeout(
      async () => {
        await check();
        if (!closed && heartbeatTimer === timer) beat();
      },
      deps.hidden?.() ? HIDDEN_TAB_HEARTBEAT_MS : TAB_HEARTBEAT_MS,
    );
    heartbeatTimer = timer;
  };

  return {
    global,
    unread,
    connected,
    linkState,
    onDelivery(fn) {
      deliveryListeners.add(fn);
      return () => deliveryListeners.delete(fn);
    },
    mode: () => link?.mode ?? null,
    coreId: () => coreId,
    async start() {
      await connect(true);
      beat();
    },
    view(spec, store) {
      const key = viewKey(spec);
      let e = views.get(key);
      if (!e) {
        const entry: ViewEntry = {
          spec,
          store: store ?? unmounted.get(key) ?? createViewStore(key),
          users: 0,
        };
        unmounted.delete(key);
        views.set(key, entry);
        e = entry;
        if (link && connected.peek()) resubscribe(key);
      }
      e.users += 1;
      const entry = e;
      let released = false;
      return {
        store: entry.store,
        release: () => {
          if (released) return;
          released = true;
          entry.users -= 1;
          if (entry.users > 0 || views.get(key) !== entry) return;
          views.delete(key);
          link?.api.unsubscribe(deps.tabId, key).catch(() => {});
        },
      };
    },
    async intent(intent) {
      // Every draft save is kept in this tab first (see own-drafts.ts), whoever sends it.
      if (intent.type === 'draft.save') keepOwn(intent.draftId, intent.draft);
      if (recovering) await recovering;
      if (connecting) await connecting;
      if (!link) return { ok: false, alert: null };
      return link.api.intent(deps.tabId, intent);
    },
    async saveDraft(draftId, draft) {
      keepOwn(draftId, draft);
      mirrorDrafts({ ...readMirroredDrafts(), [draftId]: draft });
      if (recovering) await recovering;
      if (connecting) await connecting;
      if (!link) return { ok: false, alert: null };
      return link.api.intent(deps.tabId, { type: 'draft.save', draftId, draft });
    },
    storeOf: (key) => views.get(key)?.store,
    applyTimes: () => applyTimes,
    storeFor(spec) {
      const key = viewKey(spec);
      const existing = views.get(key)?.store ?? unmounted.get(key);
      if (existing) return existing;
      const store = createViewStore(key);
      unmounted.set(key, store);
      return store;
    },
    api: () => {
      if (!link) throw new Error('not connected');
      return link.api;
    },
    goodbye() {
      closed = true;
      if (heartbeatTimer !== null) deps.clearTimeout(heartbeatTimer);
      heartbeatTimer = null;
      if (retryTimer !== null) deps.clearTimeout(retryTimer);
      retryTimer = null;
      endRecovery?.();
      link?.api.goodbye(deps.tabId).catch(() => {});
    },
    async resume() {
      if (!closed) return;
      closed = false;
      await connect(false);
      beat();
    },
    async check() {
      await check();
      if (!closed && heartbeatTimer !== null) beat();
    },
  };
}
