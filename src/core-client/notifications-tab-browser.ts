// The browser half of desktop notifications in a tab (loaded lazily): the service worker registration (production
// builds), the environment the elected tab shows notifications and plays the sound in, and the relay of the
// service worker's messages (`woolly.push.shown` to the core, `woolly.navigate` in-app).
import { navigate } from 'wouter/use-browser-location';
import type { DeliveryCommandMessage } from '../../shared/protocol/core-api.ts';
import { pushSettingsKey } from '../../shared/push/push-setting.ts';
import {
  browserNotifyEnv,
  browserPushBrowser,
  listenToServiceWorker,
  registerServiceWorker,
} from '../service-worker/page.ts';
import { createBoopPlayer } from './boop-sound.ts';
import { runDeliveryCommand } from './notifications-tab-side.ts';
import { syncPush } from './push-sync.ts';
import type { CoreSession } from './session.ts';

export async function wireBrowserNotifications(deps: {
  session: CoreSession;
  win: Window;
  dev: boolean;
  warn: (m: string, e?: unknown) => void;
  /** The permission may have changed (after a request): report presence again. */
  onPermission: () => void;
}): Promise<{
  run: (c: DeliveryCommandMessage) => void;
  /** Call after this tab's own `Notification.requestPermission()` settles (no change event everywhere). */
  permissionChanged: () => void;
  dispose: () => void;
}> {
  const nav = deps.win.navigator;
  const registration = await registerServiceWorker(nav, { dev: deps.dev, warn: deps.warn });
  const stopListening = listenToServiceWorker(nav.serviceWorker, (m) => {
    if (m.type === 'woolly.push.shown')
      void deps.session.intent({ type: 'notifications.pushShown', notificationId: m.notificationId });
    else navigate(m.url);
  });
  // One <audio> element for every sound of this tab, made on the first sound (see boop-sound.ts).
  const playSound =
    typeof Audio === 'undefined'
      ? undefined
      : createBoopPlayer({
          makeAudio: () => new Audio(),
          makeUrl: (wav) => URL.createObjectURL(new Blob([wav], { type: 'audio/wav' })),
        });
  const env = browserNotifyEnv({
    registration,
    NotificationCtor: (globalThis as { Notification?: typeof Notification }).Notification,
    playSound,
    navigate: (url) => navigate(url),
    focus: () => deps.win.focus(),
    warn: deps.warn,
  });
  // Web Push: after sign-in (or another account) with the permission granted, once per account and permission.
  const pushBrowser = browserPushBrowser(registration, globalThis);
  const gate = pushSyncGate({
    readPermission: () => (globalThis as { Notification?: { permission: string } }).Notification?.permission,
    sync: () => {
      if (!registration) return;
      void syncPush((op) => deps.session.intent({ type: 'push.op', op }), pushBrowser, deps.warn).catch((e) =>
        deps.warn('Push notifications could not be set up', e),
      );
    },
  });
  let lastSettings: unknown = null;
  const onGlobal = () => {
    const { identity, settings } = deps.session.global.peek();
    // The settings record keeps its identity while unchanged (share-unchanged.ts): keyed again only on a change.
    if (settings !== lastSettings) {
      lastSettings = settings;
      gate.settings(pushSettingsKey(settings));
    }
    gate.identity(identity.signedIn ? `${identity.instance}|${identity.accountId}` : '');
  };
  const stopPush = deps.session.global.subscribe(onGlobal);
  const permissionChanged = () => {
    deps.onPermission();
    gate.permissionChanged();
  };
  let queue: Promise<void> = Promise.resolve();
  // A permission granted or revoked (a banner's request, the browser's site settings): tell the core (the
  // election needs it) and set up push.
  void nav.permissions
    ?.query({ name: 'notifications' })
    .then((status) => {
      status.addEventListener('change', permissionChanged);
    })
    .catch(() => {});
  return {
    run: (c) => {
      // Commands run one after another, in the order the core sent them, never dropped.
      queue = queue.then(() => runDeliveryCommand(c, env)).then(() => {});
    },
    permissionChanged,
    dispose: () => {
      stopListening();
      stopPush();
    },
  };
}

/**
 * Decides when to set up Web Push: once per signed-in identity, permission and push settings (on or off, the
 * alerts: a change runs the flow again, which switches the subscription off or brings its alerts up to date). Global pushes arrive with every
 * streamed post, and reading `Notification.permission` is a slow synchronous call, so the permission is read only
 * when the identity changes or when told it changed (its change event, or our own request); a global push with
 * the same identity reads nothing.
 */
export function pushSyncGate(deps: { readPermission: () => string | undefined; sync: () => void }): {
  /** The signed-in identity's key ('' when signed out); cheap when unchanged. */
  identity(key: string): void;
  permissionChanged(): void;
  /** The push settings' key (shared/push/push-setting.ts pushSettingsKey). */
  settings(key: string): void;
} {
  let identity: string | null = null;
  let permission: string | undefined;
  let pushSettings = '';
  let synced = '';
  const decide = () => {
    const key = identity ? `${identity}|${permission}|${pushSettings}` : '';
    if (key === synced) return;
    synced = key;
    if (key && permission === 'granted') deps.sync();
  };
  return {
    identity(key) {
      if (key === identity) return;
      identity = key;
      permission = deps.readPermission();
      decide();
    },
    permissionChanged() {
      permission = deps.readPermission();
      if (identity !== null) decide();
    },
    settings(key) {
      if (key === pushSettings) return;
      pushSettings = key;
      if (identity !== null) decide();
    },
  };
}
