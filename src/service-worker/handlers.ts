// The service worker's behaviour: show pushed notifications (unless the user is looking at the app, which shows
// them itself), and on a click focus a tab of the app and take it to the notification, or open one.
import {
  type AppCacheEnv,
  BUILD_FILES_PLACEHOLDER,
  type BuildFiles,
  cacheStrategy,
  dropOldCaches,
  parseBuildFiles,
  precache,
  respond,
} from './app-cache.ts';
import type { NavigateMessage, PushShownMessage } from './messages.ts';
import { parsePushPayload, pushNotificationUrl } from './payload.ts';
import type {
  SwExtendableEvent,
  SwFetchEvent,
  SwMessageEvent,
  SwNotificationClickEvent,
  SwPushEvent,
  SwScope,
  SwWindowClient,
} from './scope.ts';
import { isLocaleMessage, swLocale, swMessage } from './sw-messages.ts';

const windows = (scope: SwScope) => scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
const isFocused = (c: SwWindowClient) => c.focused && c.visibilityState === 'visible';

function readJson(event: SwPushEvent): unknown {
  try {
    return event.data ? event.data.json() : null;
  } catch {
    return null;
  }
}

/** The interface's language, as the last page to say so told the worker (`woolly.locale`); null until one does. */
export interface ToldLocale {
  locale: string | null;
}

/** Answers whether a notification was shown. */
export async function onPush(
  scope: SwScope,
  event: SwPushEvent,
  told: ToldLocale = { locale: null },
): Promise<boolean> {
  const payload = parsePushPayload(readJson(event));
  const clients = await windows(scope);
  // The app is in front of the user: the in-app list shows it (and the elected tab plays the sound).
  if (clients.some(isFocused)) return false;
  const tag = payload.notificationId ?? `push-${Date.now()}`;
  if (payload.notificationId) {
    // A tab already showed it from the stream (same tag): do not pop it up again.
    const showing = await scope.registration.getNotifications({ tag });
    if (showing.length > 0) return false;
  }
  const locale = swLocale(told.locale, payload.locale, scope.navigator?.language);
  await scope.registration.showNotification(payload.title ?? swMessage('genericTitle', locale), {
    body: payload.body,
    ...(payload.icon ? { icon: payload.icon } : {}),
    tag,
    data: { url: pushNotificationUrl(payload), notificationId: payload.notificationId },
  });
  if (payload.notificationId) {
    const message: PushShownMessage = { type: 'woolly.push.shown', notificationId: payload.notificationId };
    for (const c of clients) c.postMessage(message);
  }
  return true;
}

function urlOf(data: unknown): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  // Only app paths: a notification's data never sends the user off-site.
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/notifications';
}

/** Answers what it did: focused an existing tab, or opened a new one. */
export async function onNotificationClick(
  scope: SwScope,
  event: SwNotificationClickEvent,
): Promise<'focused' | 'opened'> {
  event.notification.close();
  const url = urlOf(event.notification.data);
  const clients = (await windows(scope)).filter((c) => c.url.startsWith(scope.location.origin));
  const target =
    clients.find(isFocused) ?? clients.find((c) => c.visibilityState === 'visible') ?? clients[0] ?? null;
  if (target) {
    await target.focus();
    const message: NavigateMessage = { type: 'woolly.navigate', url };
    target.postMessage(message);
    return 'focused';
  }
  await scope.clients.openWindow(url);
  return 'opened';
}

/** The build's file list: the build (vite.config.ts) writes it over the placeholder in sw.js. */
const BUILD_FILES: string = BUILD_FILES_PLACEHOLDER;

/** Wires the handlers to the scope's events. A new service worker takes over at once (nothing to migrate); with
 *  the Cache API it also keeps the app's own files (app-cache.ts). */
export function installServiceWorker(scope: SwScope, build: BuildFiles = parseBuildFiles(BUILD_FILES)): void {
  const env: AppCacheEnv | null =
    scope.caches && scope.fetch ? { caches: scope.caches, fetch: scope.fetch.bind(scope) } : null;
  scope.addEventListener('install', (e: SwExtendableEvent) =>
    e.waitUntil(
      (env ? precache(env, build).catch(() => 0) : Promise.resolve(0)).then(() => scope.skipWaiting()),
    ),
  );
  scope.addEventListener('activate', (e: SwExtendableEvent) =>
    e.waitUntil(
      (env ? dropOldCaches(env, build).catch(() => []) : Promise.resolve([])).then(() =>
        scope.clients.claim(),
      ),
    ),
  );
  if (env)
    scope.addEventListener('fetch', (e: SwFetchEvent) => {
      const strategy = cacheStrategy(e.request, scope.location.origin, build);
      if (strategy !== 'none') e.respondWith(respond(env, build, e.request, strategy));
    });
  const told: ToldLocale = { locale: null };
  scope.addEventListener('push', (e: SwPushEvent) => e.waitUntil(onPush(scope, e, told)));
  scope.addEventListener('message', (e: SwMessageEvent) => {
    if (isLocaleMessage(e.data)) told.locale = e.data.locale;
  });
  scope.addEventListener('notificationclick', (e: SwNotificationClickEvent) =>
    e.waitUntil(onNotificationClick(scope, e)),
  );
}
