// The core host: the CoreApi every tab talks to over comlink. It knows tabs (hello, heartbeat, goodbye), routes
// subscriptions to the shared view registry, pushes snapshots, diffs and the global state to each tab in order
// (batched per tick, one message per tab), and hands intents and sign-in to the app behind it. A hidden tab's view
// diffs are held until it is shown (hidden-hold.ts), and so is its global state: it is sent only the unread count
// in its title, when hiddenTitleDue says; the host learns of visibility from presence intents, and allows a hidden
// tab the longer silence of its slower heartbeat.
import {
  HIDDEN_TAB_HEARTBEAT_MS,
  PROTOCOL_VERSION,
  TAB_HEARTBEAT_MS,
  TAB_MISSED_HEARTBEATS,
} from '../../shared/constants.ts';
import type { CoreApi, PushFn, PushMessage } from '../../shared/protocol/core-api.ts';
import type { GlobalHub } from '../../shared/protocol/global-state.ts';
import type { Intent, IntentResult } from '../../shared/protocol/intents.ts';
import { type ViewSpec, viewKey } from '../../shared/protocol/views.ts';
import { UNEXPECTED } from '../api/alerts.ts';
import { fanOutOrder } from './fan-out.ts';
import {
  createHiddenHold,
  type HiddenHold,
  type HiddenTitleMoment,
  hiddenTabShows,
  hiddenTitleDue,
} from './hidden-hold.ts';
import { createViewRegistry, type OpenView, type ViewRegistry } from './view-registry.ts';

/** What the host needs from the app (worker/app/): views, intents, sign-in. */
export interface CoreBackend {
  openView: OpenView;
  intent(intent: Intent, tabId: string): Promise<IntentResult>;
  signInStart: CoreApi['signInStart'];
  signInFinish: CoreApi['signInFinish'];
  signOut: CoreApi['signOut'];
  lookupAccount: CoreApi['lookupAccount'];
}

export interface HostDeps {
  coreId: string;
  global: GlobalHub;
  backend: CoreBackend;
  now: () => number;
  /** Runs fn after the current tick (queueMicrotask in production). */
  schedule: (fn: () => void) => void;
  log?: (msg: string) => void;
  /** A tab left (goodbye, a new hello, missed heartbeats): its presence no longer counts. */
  onTabGone?: (tabId: string) => void;
}

interface Tab {
  push: PushFn;
  lastSeen: number;
  queue: PushMessage[];
  flushing: boolean;
  /** The tab said it is hidden: its diffs wait in `held` until it is shown. */
  hidden: boolean;
  /** The tab said it has the focus: it is sent to first (fan-out.ts). */
  focused: boolean;
  held: HiddenHold;
  /** The latest global state not yet sent to a hidden tab (each is the whole state: only the latest matters). */
  heldGlobal: (PushMessage & { type: 'global' }) | null;
  /** What the tab shows of the global state while hidden (hiddenTabShows), as last sent to it. */
  shown: number;
}

export interface CoreHost {
  api: CoreApi;
  views: ViewRegistry;
  tabCount(): number;
  /** Pushes a message to one tab only (a desktop notification for the elected tab). */
  sendTo(tabId: string, msg: PushMessage): void;
  /** Drops tabs that missed TAB_MISSED_HEARTBEATS heartbeats (a hidden tab's are HIDDEN_TAB_HEARTBEAT_MS apart);
   *  call every TAB_HEARTBEAT_MS. */
  sweep(): string[];
}

/** How long a tab may go unheard before it counts as gone: a hidden tab beats once a minute (constants.ts). */
const allowedSilence = (tab: Pick<Tab, 'hidden'>) =>
  (tab.hidden ? HIDDEN_TAB_HEARTBEAT_MS : TAB_HEARTBEAT_MS) * TAB_MISSED_HEARTBEATS;

export function createCoreHost(deps: HostDeps): CoreHost {
  const tabs = new Map<string, Tab>();
  /** The highest hello `seq` seen per tab, kept after the tab is dropped (a late hello may still come). */
  const helloSeq = new Map<string, number>();

  const send = (tabId: string, msg: PushMessage) => {
    const tab = tabs.get(tabId);
    if (!tab) return;
    if (tab.hidden && msg.type === 'diff') {
      tab.held.hold(msg.diff);
      return;
    }
    if (tab.hidden && msg.type === 'global') {
      tab.heldGlobal = msg;
      updateTitle(tabId, tab, 'change');
      return;
    }
    if (msg.type === 'snapshot') tab.held.superseded(msg.snapshot.view);
    enqueue(tabId, tab, msg);
  };

  const enqueue = (tabId: string, tab: Tab, msg: PushMessage) => {
    if (msg.type === 'global') tab.shown = hiddenTabShows(msg.global);
    if (msg.type === 'unread') tab.shown = msg.notifications;
    tab.queue.push(msg);
    if (tab.flushing) return;
    tab.flushing = true;
    deps.schedule(() => {
      tab.flushing = false;
      const batch = tab.queue;
      tab.queue = [];
      if (tabs.get(tabId) !== tab || batch.length === 0) return;
      try {
        // A comlink proxy call into a closed tab never settles; it does not throw. Heartbeats catch those tabs.
        const r = tab.push(batch) as unknown;
        if (r instanceof Promise) r.catch(() => dropTab(tabId));
      } catch {
        dropTab(tabId);
      }
    });
  };

  const anyShown = () => {
    for (const t of tabs.values()) if (!t.hidden) return true;
    return false;
  };

  /** Sends a hidden tab the one thing it shows of the global state, its title's unread count, when it is due. */
  const updateTitle = (tabId: string, tab: Tab, moment: HiddenTitleMoment) => {
    if (!tab.hidden || !tab.heldGlobal) return;
    const latest = hiddenTabShows(tab.heldGlobal.global);
    if (hiddenTitleDue(tab.shown, latest, moment, anyShown()))
      enqueue(tabId, tab, { type: 'unread', notifications: latest });
  };

  /** No tab is shown any more: every hidden tab's title catches up at once (the tab strip is where it shows). */
  const noneShownNow = () => {
    if (anyShown()) return;
    for (const [id, t] of tabs) updateTitle(id, t, 'none-shown');
  };

  /** The tab is shown or hidden: on being shown, what was held goes first, in one batch. */
  const setPresence = (tabId: string, hidden: boolean, focused: boolean) => {
    const tab = tabs.get(tabId);
    if (!tab) return;
    tab.focused = focused;
    if (tab.hidden === hidden) return;
    tab.hidden = hidden;
    if (hidden) return noneShownNow();
    const released = tab.held.release((key) => views.snapshot(key));
    const msgs: PushMessage[] = released.map((r) =>
      'diff' in r ? { type: 'diff', diff: r.diff } : { type: 'snapshot', snapshot: r.snapshot },
    );
    // Anything queued in this tick is newer than what was held.
    const later = tab.queue.splice(0);
    if (tab.heldGlobal) msgs.unshift(tab.heldGlobal);
    tab.heldGlobal = null;
    for (const m of [...msgs, ...later]) enqueue(tabId, tab, m);
  };

  // The tab the user looks at is sent to first: each port's clone and post waits for the ones before it.
  const attention = (tabId: string) => tabs.get(tabId);
  const views = createViewRegistry(deps.backend.openView, (subscribers, diff) => {
    const message: PushMessage = { type: 'diff', diff };
    for (const tabId of fanOutOrder(subscribers, attention)) send(tabId, message);
  });

  deps.global.onChange((global) => {
    const message: PushMessage = { type: 'global', global };
    for (const tabId of fanOutOrder(tabs.keys(), attention)) send(tabId, message);
  });

  const dropTab = (tabId: string) => {
    const tab = tabs.get(tabId);
    if (!tab) return;
    tabs.delete(tabId);
    views.dropTab(tabId);
    deps.onTabGone?.(tabId);
    if (!tab.hidden) noneShownNow();
  };

  const known = (tabId: string) => {
    const tab = tabs.get(tabId);
    if (tab) tab.lastSeen = deps.now();
    return tab;
  };

  const api: CoreApi = {
    async hello(hello, push) {
      if (hello.protocol !== PROTOCOL_VERSION)
        return { ok: false, reason: 'version', protocol: PROTOCOL_VERSION };
      const answer = {
        ok: true as const,
        coreId: deps.coreId,
        protocol: PROTOCOL_VERSION,
        global: deps.global.get(),
      };
      // A stale hello (the tab has since said a newer one) is answered but changes nothing: the tab ignores it.
      if (hello.seq !== undefined) {
        if (hello.seq < (helloSeq.get(hello.tabId) ?? Number.NEGATIVE_INFINITY)) return answer;
        helloSeq.set(hello.tabId, hello.seq);
      }
      // A tab that says hello again (after a missed heartbeat) starts over: its old views are released.
      if (tabs.has(hello.tabId)) dropTab(hello.tabId);
      // A tab starts as shown: it reports otherwise with its first presence intent.
      tabs.set(hello.tabId, {
        push,
        lastSeen: deps.now(),
        queue: [],
        flushing: false,
        hidden: false,
        focused: false,
        held: createHiddenHold(),
        heldGlobal: null,
        shown: hiddenTabShows(answer.global),
      });
      return answer;
    },
    async subscribe(tabId, spec: ViewSpec) {
      const key = viewKey(spec);
      if (!known(tabId)) throw new Error(`unknown tab ${tabId}`);
      const snapshot = views.subscribe(tabId, key, spec);
      send(tabId, { type: 'snapshot', snapshot });
      return key;
    },
    async unsubscribe(tabId, key) {
      known(tabId)?.held.forget(key);
      views.unsubscribe(tabId, key);
    },
    async intent(tabId, intent) {
      known(tabId);
      if (intent.type === 'tab.presence')
        setPresence(tabId, !intent.presence.visible, intent.presence.focused);
      let result: IntentResult;
      try {
        result = await deps.backend.intent(intent, tabId);
      } catch (e) {
        deps.log?.(`intent ${intent.type} threw: ${String(e)}`);
        result = { ok: false, alert: UNEXPECTED };
      }
      if (!result.ok && result.alert) deps.global.alert({ ...result.alert, tabId });
      return result;
    },
    async heartbeat(tabId) {
      const tab = known(tabId);
      // A hidden tab is awake for its heartbeat anyway (once a minute): its title catches up now.
      if (tab) updateTitle(tabId, tab, 'heartbeat');
      return tab !== undefined;
    },
    async goodbye(tabId) {
      dropTab(tabId);
      helloSeq.delete(tabId);
    },
    signInStart: (instance, redirectUri) => deps.backend.signInStart(instance, redirectUri),
    signInFinish: (code, state) => deps.backend.signInFinish(code, state),
    signOut: () => deps.backend.signOut(),
    lookupAccount: (acct) => deps.backend.lookupAccount(acct),
  };

  return {
    api,
    views,
    tabCount: () => tabs.size,
    sendTo: send,
    sweep() {
      const now = deps.now();
      const dropped = [...tabs].filter(([, t]) => t.lastSeen < now - allowedSilence(t)).map(([id]) => id);
      for (const id of dropped) dropTab(id);
      return dropped;
    },
  };
}
