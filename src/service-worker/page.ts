// The page's side of the service worker and of desktop notifications: registration, the browser half of the
// PushEnvironment, the environment the elected tab runs delivery commands in, and the listener for the service
// worker's messages. Thin adapters over browser APIs; the decisions are in shared/push and
// worker/desktop-notifications, tested in Node.

import type { TabPresenceReport } from '../../shared/protocol/intents.ts';
import type { BrowserPushSubscription, PushBrowser } from '../../shared/push/environment.ts';
import { encodeBase64Url } from '../../shared/push/vapid.ts';
import type { TabNotifyEnv } from '../core-client/notifications-tab-side.ts';
import { currentLocale } from '../i18n/index.ts';
import { isServiceWorkerMessage, type LocaleMessage, type ServiceWorkerMessage } from './messages.ts';

/** Where the built service worker lives: the site root, so its scope covers the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers /sw.js. Null where service workers are missing, and in the dev server (which does not serve the built
 * file; `npm run build` does).
 */
export async function registerServiceWorker(
  nav: Navigator,
  opts: { dev: boolean; warn: (message: string, error?: unknown) => void },
): Promise<ServiceWorkerRegistration | null> {
  if (opts.dev || !('serviceWorker' in nav)) return null;
  try {
    const registration = await nav.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    // The worker's own words (a push without a title) follow the interface's language.
    const locale: LocaleMessage = { type: 'woolly.locale', locale: currentLocale().locale };
    (registration.active ?? registration.waiting ?? registration.installing)?.postMessage(locale);
    return registration;
  } catch (e) {
    opts.warn('Service worker registration failed', e);
    return null;
  }
}

const bytesOf = (b: ArrayBuffer | null | undefined): Uint8Array | null => (b ? new Uint8Array(b) : null);

function reduce(sub: PushSubscription): BrowserPushSubscription {
  const key = sub.options?.applicationServerKey;
  return {
    endpoint: sub.endpoint,
    applicationServerKey: key ? new Uint8Array(key as ArrayBuffer) : null,
    keys: {
      p256dh: encodeBase64Url(bytesOf(sub.getKey('p256dh')) ?? new Uint8Array()),
      auth: encodeBase64Url(bytesOf(sub.getKey('auth')) ?? new Uint8Array()),
    },
  };
}

/** The browser half of PushEnvironment over a registration. */
export function browserPushBrowser(
  registration: ServiceWorkerRegistration | null,
  globals: { Notification?: { permission: string }; PushManager?: unknown },
): PushBrowser {
  const supported = () =>
    registration !== null && !!registration.pushManager && !!globals.PushManager && !!globals.Notification;
  return {
    supported,
    permission: async () => {
      const p = globals.Notification?.permission;
      return p === 'granted' || p === 'denied' ? p : 'default';
    },
    getSubscription: async () => {
      const sub = supported() ? await registration?.pushManager.getSubscription() : null;
      return sub ? reduce(sub) : null;
    },
    subscribe: async (applicationServerKey) => {
      if (!registration) throw new Error('No service worker');
      const sub = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey as Uint8Array<ArrayBuffer>,
      });
      return reduce(sub);
    },
    unsubscribe: async () => {
      const sub = supported() ? await registration?.pushManager.getSubscription() : null;
      if (sub) await sub.unsubscribe();
    },
  };
}

/**
 * Where the elected tab shows notifications: through the service worker registration when there is one (so a
 * click still works after the tab closed, and the service worker sees the tag and does not show a push twice),
 * otherwise with `new Notification`.
 */
export function browserNotifyEnv(deps: {
  registration: ServiceWorkerRegistration | null;
  NotificationCtor: typeof Notification | undefined;
  /** Plays the notification sound (boop-sound.ts); undefined where the page has no audio. */
  playSound: ((volume: number) => void) | undefined;
  /** In-app navigation for clicks on page-made notifications. */
  navigate: (url: string) => void;
  focus: () => void;
  warn: (message: string, error?: unknown) => void;
}): TabNotifyEnv {
  return {
    isShowing: async (tag) =>
      deps.registration ? (await deps.registration.getNotifications({ tag })).length > 0 : false,
    show: async (title, options) => {
      if (deps.registration) {
        await deps.registration.showNotification(title, options);
        return;
      }
      if (!deps.NotificationCtor) throw new Error('Notifications are not supported');
      const n = new deps.NotificationCtor(title, options);
      n.onclick = () => {
        deps.focus();
        deps.navigate(options.data.url);
        n.close();
      };
    },
    playSound: (volume) => {
      deps.playSound?.(volume);
    },
    warn: deps.warn,
  };
}

/** Listens to the service worker's messages; answers a function that stops listening. */
export function listenToServiceWorker(
  container: ServiceWorkerContainer | undefined,
  on: (message: ServiceWorkerMessage) => void,
): () => void {
  if (!container) return () => {};
  const handler = (e: MessageEvent) => {
    if (isServiceWorkerMessage(e.data)) on(e.data);
  };
  container.addEventListener('message', handler);
  return () => container.removeEventListener('message', handler);
}

/** What this tab tells the core about itself (the input of the one-tab election). */
type TabPresence = Omit<TabPresenceReport, 'notifications'>;

export function readTabPresence(
  doc: Pick<Document, 'visibilityState' | 'hasFocus'>,
  NotificationApi: { permission: string } | undefined,
): TabPresence {
  const p = NotificationApi?.permission;
  return {
    visible: doc.visibilityState === 'visible',
    focused: doc.hasFocus(),
    permission: p === 'granted' || p === 'denied' ? p : 'default',
  };
}

/**
 * Reports presence now and on every visibility or focus change; answers a function that stops. (A permission
 * change is reported with the next change, or right after the permission request, by calling `report` again.)
 */
/** The listener part of Window and Document this needs. */
interface Listenable {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export function watchTabPresence(
  win: Listenable,
  doc: Pick<Document, 'visibilityState' | 'hasFocus'> & Listenable,
  NotificationApi: { permission: string } | undefined,
  report: (p: TabPresence) => void,
): () => void {
  const send = () => report(readTabPresence(doc, NotificationApi));
  send();
  win.addEventListener('focus', send);
  win.addEventListener('blur', send);
  doc.addEventListener('visibilitychange', send);
  return () => {
    win.removeEventListener('focus', send);
    win.removeEventListener('blur', send);
    doc.removeEventListener('visibilitychange', send);
  };
}
