// The real `Core` the views use (src/app/core-context.tsx): a session with the core (SharedWorker, dedicated
// Worker or in the page), per-view stores refcounted by the components that mount them, the global state mapped to
// what the views read, and sign-in. `connectCore()` picks the mode and wires the page lifecycle.

import { computed, type ReadonlySignal, signal } from '@preact/signals-react';
import { useEffect, useMemo } from 'react';
import type { GlobalState } from '../../shared/protocol/core-api.ts';
import { type ViewSpec, viewKey } from '../../shared/protocol/views.ts';
import type { AlertView, Core, GlobalState as ViewGlobal } from '../app/core-context.tsx';
import { coreMessage } from '../app/core-text.ts';
import { firstScreenCompanions, firstScreenViews } from '../app/first-views.ts';
import { chooseLayout, DEFAULT_COLUMNS, type DeckColumn } from '../app/layout-choice.ts';
import { t } from '../i18n/index.ts';
import { afterFirstContent, markFirstContent } from '../lib/first-paint.ts';
import type { ViewStore } from '../stores/types.ts';
import { type CoreMode, newTabId, openCore, pickMode } from './connect.ts';
import type { CoreConnection } from './connection-message.ts';
import { wireLifecycle } from './lifecycle.ts';
import { wireMarkersFlushLater } from './markers-tab-later.ts';
import { type NotificationsPresence, presenceLater } from './presence-later.ts';
import { pageNextFrame } from './push-frames.ts';
import { type CoreSession, createCoreSession } from './session.ts';
import { shareUnchanged } from './share-unchanged.ts';

export const OAUTH_CALLBACK_PATH = '/oauth/callback';

const DEFAULT_MAX_CHARACTERS = 500;

/** Maps the core's global state to the shape the views read; alerts for other tabs and dismissed ones drop out. */
export function toViewGlobal(g: GlobalState, tabId: string, dismissed: ReadonlySet<string>): ViewGlobal {
  const s = g.settings as Record<string, unknown>;
  return {
    identity: {
      signedIn: g.identity.signedIn,
      accountId: g.identity.accountId,
      acct: g.identity.account?.acct ?? null,
      account: g.identity.account ?? null,
      permissions: g.identity.permissions,
    },
    settings: s as ViewGlobal['settings'],
    unreadNotifications: g.unread.notifications,
    alerts: g.alerts
      .filter((a) => a.tabId === null || a.tabId === tabId)
      .map((a): AlertView => ({ id: String(a.id), title: a.title, message: a.message }))
      .filter((a) => !dismissed.has(a.id)),
    loading: g.loading ?? 0,
    maxCharacters: typeof s.maxCharacters === 'number' ? s.maxCharacters : DEFAULT_MAX_CHARACTERS,
    sameOriginInstance: g.sameOriginInstance ?? null,
    pendingRequests: g.pendingRequests ?? null,
    followRequests: g.followRequests ?? null,
    unreadConversations: g.unreadConversations ?? 0,
    translationLanguages: g.translationLanguages ?? null,
    savedDraftsVersion: g.savedDraftsVersion ?? 0,
    uploads: g.uploads ?? {},
  };
}

export interface TabCore extends Core {
  session: CoreSession;
  tabId: string;
}

export function createTabCore(
  session: CoreSession,
  tabId: string,
  origin: string,
  presence: NotificationsPresence | null = null,
  /** How long a timeline stays subscribed after its screen unmounts (0 in tests: released at once). */
  timelineLingerMs = 0,
): TabCore {
  const dismissed = new Set<string>();
  // A signal, so that a dismissal alone (the core idle) recomputes what the views read.
  const dismissedVersion = signal(0);
  // What the views read keeps its identity, and each part its own, while their content is the same: the core
  // publishes its state whole for changes no view reads (the read markers move with streamed posts, at most once a
  // second, and reach a hidden tab at its heartbeats), and a new object there would re-run every selector and
  // re-render whatever compares by reference (the alerts, the deck's columns) for nothing.
  let read: ViewGlobal | null = null;
  const global = computed(() => {
    void dismissedVersion.value;
    read = shareUnchanged(read, toViewGlobal(session.global.value, tabId, dismissed));
    return read;
  });
  const connection: ReadonlySignal<CoreConnection> = computed(() => ({
    core: session.linkState.value,
    streamStopped: session.global.value.stream.reason ?? null,
  }));
  return {
    session,
    tabId,
    global,
    connection,
    useView(spec: ViewSpec): ViewStore {
      const key = viewKey(spec);
      // Render only looks the store up; the effect subscribes while mounted and releases on unmount, so React's
      // double render and double effect (StrictMode) never leave a subscription behind.
      // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the spec
      const store = useMemo(() => session.storeFor(spec), [key]);
      // A timeline left for a post's thread stays subscribed a while, so history back finds the same rows (and the
      // reader's place in them) instead of a fresh first page.
      // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the spec
      useEffect(() => {
        const { release } = session.view(spec, store);
        if (spec.kind === 'notifications') {
          // The core must know whether a tab shows the notifications (ruling 4): mounting is a presence fact.
          const unmount = presence?.mountNotifications();
          return () => {
            unmount?.();
            release();
          };
        }
        if (spec.kind !== 'timeline' || timelineLingerMs <= 0) return release;
        return () => void setTimeout(release, timelineLingerMs);
      }, [key, store]);
      return store;
    },
    intent: (i) => {
      if (i.type === 'view.top' && i.view === 'notifications') presence?.notificationsAtTop(i.atTop);
      return session.intent(i);
    },
    async signIn(instance) {
      // The app's own host (the demo instance of `npm start`) keeps the page's scheme (http on localhost).
      const target = instance === new URL(origin).host ? origin : instance;
      const r = await session.api().signInStart(target, `${origin}${OAUTH_CALLBACK_PATH}`);
      return r.ok
        ? { url: r.url }
        : { error: r.alert ? coreMessage(r.alert.message) : t('chrome.signInFailed') };
    },
    async completeSignIn(code, state) {
      const r = await session.api().signInFinish(code, state);
      return r.ok
        ? { ok: true }
        : { error: r.alert ? coreMessage(r.alert.message) : t('chrome.signInFailed') };
    },
    resolveAccount: (acct) => session.api().lookupAccount(acct),
    async signOut() {
      const r = await session.api().signOut();
      return r.ok
        ? { ok: true }
        : { error: r.alert ? coreMessage(r.alert.message) : t('chrome.signOutFailed') };
    },
    dismissAlert(id) {
      dismissed.add(id);
      dismissedVersion.value += 1;
    },
  };
}

/** Connects this tab to the core: `?core=` decides the mode, else SharedWorker → dedicated Worker → in the page. */
export async function connectCore(
  log: (m: string) => void = (m) => console.warn(`[woolly] ${m}`),
): Promise<TabCore> {
  const modes = pickMode(location.search, globalThis as { SharedWorker?: unknown; Worker?: unknown });
  const tabId = newTabId();
  let index = 0;
  const modeNow = (): CoreMode[] => modes.slice(index);
  const session = createCoreSession({
    tabId,
    open: () => openCore(modeNow(), log),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    storage: typeof sessionStorage === 'undefined' ? null : sessionStorage,
    reload: () => location.reload(),
    log,
    nextFrame: pageNextFrame(document, window),
    hidden: () => document.visibilityState === 'hidden',
  });
  // A worker that constructs but never answers (a script error) falls through to the next mode.
  for (;;) {
    try {
      await session.start();
      break;
    } catch (e) {
      if (index >= modes.length - 1) throw e;
      log(`core mode ${modes[index]} did not answer: ${String(e)}`);
      index += 1;
    }
  }
  holdFirstScreenViews(session);
  wireLifecycle(session, window, document);
  wireMarkersFlushLater(afterFirstContent(), {
    global: session.global,
    api: () => session.api(),
    target: window,
    send: {
      fetch: (input, init) => fetch(input, init),
      sendBeacon:
        typeof navigator.sendBeacon === 'function' ? (u, d) => navigator.sendBeacon(u, d) : undefined,
    },
    log,
  });
  // This tab's presence, the unread count in its title and its desktop notifications: after the first posts.
  const notifications = afterFirstContent()
    .then(() => import('./notifications-tab.ts'))
    .then(
      (m) =>
        m.wireNotificationsTab({
          session,
          win: window,
          doc: document,
          dev: import.meta.env.DEV,
          log: (msg, e) => log(e === undefined ? msg : `${msg}: ${String(e)}`),
        }).presence,
    );
  notifications.catch((e: unknown) => log(`notifications in this tab unavailable: ${String(e)}`));
  (globalThis as { woollyTab?: TabCore }).woollyTab = undefined;
  const core = createTabCore(
    session,
    tabId,
    location.origin,
    presenceLater(notifications),
    TIMELINE_LINGER_MS,
  );
  (globalThis as { woollyTab?: TabCore }).woollyTab = core;
  return core;
}

/**
 * Subscribes to the first screen's timelines now, right after the core's hello, so the core asks for the home page
 * while React is still rendering the page (the screen's own subscription, made in an effect after its first render,
 * came a render later), and the deck's other first views (firstScreenCompanions), whose answers then come before the
 * deck is drawn. Held until the first list has content; by then the screens hold their own. A first screen with no
 * timeline (signed out, a settings screen) has its content with its first paint: nothing need wait for posts.
 */
function holdFirstScreenViews(session: CoreSession): void {
  const g = session.global.peek();
  if (!g.identity.signedIn) {
    markFirstContent();
    return;
  }
  const settings = g.settings as { layout?: 'auto' | 'single' | 'multi'; columns?: readonly DeckColumn[] };
  const path = location.pathname;
  const layout = chooseLayout(window.innerWidth, settings.layout, path);
  const columns = settings.columns ?? DEFAULT_COLUMNS;
  const timelines = firstScreenViews(path, layout, columns);
  const held = [...timelines, ...firstScreenCompanions(layout, columns)].map((spec) => session.view(spec));
  if (timelines.length === 0) markFirstContent();
  if (held.length === 0) return;
  void afterFirstContent().then(() => {
    for (const h of held) h.release();
  });
}

/** How long a timeline stays subscribed after its screen unmounts (a trip to a thread and back). */
export const TIMELINE_LINGER_MS = 10 * 60_000;
