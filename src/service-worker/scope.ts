// The parts of the service worker's global scope the handlers use, as an interface so Node tests can drive them
// with a fake `self`.
import type { AppCacheEnv } from './app-cache.ts';
export interface SwWindowClient {
  url: string;
  focused: boolean;
  visibilityState: string;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}

export interface SwNotificationOptions {
  body: string;
  icon?: string;
  tag: string;
  data: { url: string; notificationId: string | null };
}

export interface SwShownNotification {
  tag: string;
  data?: unknown;
  close(): void;
}

export interface SwScope {
  registration: {
    showNotification(title: string, options: SwNotificationOptions): Promise<void>;
    getNotifications(filter?: { tag?: string }): Promise<readonly SwShownNotification[]>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly SwWindowClient[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  location: { origin: string };
  /** The browser's language, the last choice for the worker's own words. */
  navigator?: { language?: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: never) => void): void;
  /** The Cache API and fetch, for the app's own files (app-cache.ts); absent in tests of push alone. */
  caches?: AppCacheEnv['caches'];
  fetch?: AppCacheEnv['fetch'];
}

/** The events, reduced to what the handlers read. */
export interface SwExtendableEvent {
  waitUntil(p: Promise<unknown>): void;
}
export interface SwPushEvent extends SwExtendableEvent {
  data: { json(): unknown } | null;
}
export interface SwMessageEvent {
  data: unknown;
}
export interface SwFetchEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
export interface SwNotificationClickEvent extends SwExtendableEvent {
  notification: SwShownNotification;
}
