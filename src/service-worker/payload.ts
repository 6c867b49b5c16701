// Mastodon's Web Push payload, decrypted by the browser: {access_token, preferred_locale, notification_id,
// notification_type, icon, title, body}. Parsed totally: a payload we cannot read still shows a generic
// notification, because a push subscribed with userVisibleOnly must show something.
export interface PushPayload {
  notificationId: string | null;
  type: string | null;
  /** The server's title, in the user's language there; null when it sent none (the worker says it itself). */
  title: string | null;
  /** The user's language on the server (`preferred_locale`). */
  locale: string | null;
  body: string;
  icon: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export function parsePushPayload(raw: unknown): PushPayload {
  const o = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const id = o.notification_id;
  return {
    // A number on the real server; every id in the app is a string.
    notificationId: typeof id === 'number' && Number.isFinite(id) ? String(id) : str(id),
    type: str(o.notification_type),
    title: str(o.title),
    locale: str(o.preferred_locale),
    body: str(o.body) ?? '',
    icon: str(o.icon),
  };
}

/** The push carries no post id, so a click opens the notifications column, where the notification is on top. */
export const pushNotificationUrl = (_p: PushPayload): string => '/notifications';
