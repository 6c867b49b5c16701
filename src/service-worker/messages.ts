// Messages between the service worker and the app's tabs (postMessage on the window client).
/** The service worker showed this notification from a Web Push: the tab relays it to the core (no second popup). */
export interface PushShownMessage {
  type: 'woolly.push.shown';
  notificationId: string;
}
/** A notification was clicked: the focused tab navigates in-app (no page reload). */
export interface NavigateMessage {
  type: 'woolly.navigate';
  url: string;
}
export type ServiceWorkerMessage = PushShownMessage | NavigateMessage;

/** From a page to the service worker: the interface's language, for the worker's own few words. */
export interface LocaleMessage {
  type: 'woolly.locale';
  locale: string;
}

export function isServiceWorkerMessage(v: unknown): v is ServiceWorkerMessage {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  if (m.type === 'woolly.push.shown') return typeof m.notificationId === 'string';
  if (m.type === 'woolly.navigate') return typeof m.url === 'string';
  return false;
}
