// Everything the push subscription flow touches, injected: the browser side (service worker registration's
// PushManager, Notification permission), the server side (the web UI's push subscription endpoints) and the place
// the subscription is remembered. The browser side lives in a tab (a SharedWorker has no PushManager) and the
// server side in the core (it holds the token); the host wires the two halves into one PushEnvironment.

import type { PermissionState } from '../protocol/intents.ts';
import type { WebPushSubscription } from '../wire/entities.ts';
import type { PushData } from './alerts.ts';

/** A browser PushSubscription, reduced to what the flow needs. */
export interface BrowserPushSubscription {
  endpoint: string;
  /** `options.applicationServerKey`; null when the browser does not say. */
  applicationServerKey: Uint8Array | null;
  /** base64url, as the server expects them. */
  keys: { p256dh: string; auth: string };
}

export interface PushBrowser {
  /** navigator.serviceWorker, PushManager and Notification all exist. */
  supported(): boolean;
  permission(): Promise<PermissionState>;
  getSubscription(): Promise<BrowserPushSubscription | null>;
  /** PushManager.subscribe({ userVisibleOnly: true, applicationServerKey }). */
  subscribe(applicationServerKey: Uint8Array): Promise<BrowserPushSubscription>;
  /** Unsubscribes the current browser subscription; nothing when there is none. */
  unsubscribe(): Promise<void>;
}

export interface PushServerBody {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  data: PushData;
}

export interface PushServer {
  /** POST /api/web/push_subscriptions. */
  create(body: PushServerBody): Promise<WebPushSubscription>;
  /** PUT /api/web/push_subscriptions/{id} with `{data}`. */
  update(id: string, data: PushData): Promise<WebPushSubscription>;
  /** DELETE /api/v1/push/subscription: the subscription of this token, whichever endpoint created it. */
  remove(): Promise<void>;
}

/** What is remembered about the subscription between sessions (per account). */
export interface StoredPushSubscription {
  /** The server's id, as a string (the real server answers a number). */
  id: string;
  endpoint: string;
  /** The VAPID key the browser subscribed with, canonical base64url. */
  serverKey: string;
  policy: PushData['policy'];
  alerts: Record<string, boolean>;
}

export interface PushStore {
  load(): Promise<StoredPushSubscription | null>;
  save(s: StoredPushSubscription): Promise<void>;
  clear(): Promise<void>;
}

export interface PushEnvironment {
  browser: PushBrowser;
  server: PushServer;
  store: PushStore;
  warn(message: string, error?: unknown): void;
}
