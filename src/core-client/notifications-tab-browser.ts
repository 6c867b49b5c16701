// The browser half of desktop notifications in a tab (loaded lazily): the service worker registration (production
// builds), the environment the elected tab shows notifications and plays the sound in, and the relay of the
// service worker's messages (`woolly.push.shown` to the core, `woolly.navigate` in-app).
import { navigate } from 'wouter/use-browser-location';
import type { DeliveryCommandMessage } from '../../shared/protocol/core-api.ts';
import { runDeliveryCommand } from '../../worker/desktop-notifications/tab-side.ts';
import {
  browserNotifyEnv,
  browserPushBrowser,
  listenToServiceWorker,
  registerServiceWorker,
} from '../service-worker/page.ts';
import { syncPush } from './push-sync.ts';
import type { CoreSession } from './session.ts';
import { sharedAudioContext } from './shared-audio.ts';

export async function wireBrowserNotifications(deps: {
  session: CoreSession;
  win: Window;
  dev: boolean;
  warn: (m: string, e?: unknown) => void;
  /** The permission may have changed (after a request): report presence again. */
  onPermission: () => void;
}): Promise<{ run: (c: DeliveryCommandMessage) => void; dispose: () => void }> {
  const nav = deps.win.navigator;
  const registration = await registerServiceWorker(nav, { dev: deps.dev, warn: deps.warn });
  const stopListening = listenToServiceWorker(nav.serviceWorker, (m) => {
    if (m.type === 'woolly.push.shown')
      void deps.session.intent({ type: 'notifications.pushShown', notificationId: m.notificationId });
    else navigate(m.url);
  });
  const env = browserNotifyEnv({
    registration,
    NotificationCtor: (globalThis as { Notification?: typeof Notification }).Notification,
    // One context for every sound of this tab (see shared-audio.ts).
    makeAudioContext:
      typeof AudioContext === 'undefined' ? undefined : sharedAudioContext(() => new AudioContext()),
    navigate: (url) => navigate(url),
    focus: () => deps.win.focus(),
    warn: deps.warn,
  });
  // Web Push: after sign-in (or another account) with the permission granted, once per account and permission.
  const pushBrowser = browserPushBrowser(registration, globalThis);
  let pushedFor = '';
  const maybeSync = () => {
    const g = deps.session.global.peek();
    const permission = (globalThis as { Notification?: { permission: string } }).Notification?.permission;
    const key = g.identity.signedIn ? `${g.identity.instance}|${g.identity.accountId}|${permission}` : '';
    if (key === pushedFor) return;
    pushedFor = key;
    if (!key || permission !== 'granted' || !registration) return;
    void syncPush((op) => deps.session.intent({ type: 'push.op', op }), pushBrowser, deps.warn).catch((e) =>
      deps.warn('Push notifications could not be set up', e),
    );
  };
  const stopPush = deps.session.global.subscribe(() => maybeSync());
  let queue: Promise<void> = Promise.resolve();
  // A permission granted or revoked (a banner's request, the browser's site settings): tell the core (the
  // election needs it) and set up push.
  void nav.permissions
    ?.query({ name: 'notifications' })
    .then((status) => {
      status.addEventListener('change', () => {
        deps.onPermission();
        maybeSync();
      });
    })
    .catch(() => {});
  return {
    run: (c) => {
      // Commands run one after another, in the order the core sent them, never dropped.
      queue = queue.then(() => runDeliveryCommand(c, env)).then(() => {});
    },
    dispose: () => {
      stopListening();
      stopPush();
    },
  };
}
