// The push subscription's `data`: policy and per-type alerts, and how two sets of alerts compare. The core fills
// it from the notification settings (alerts-from-settings.ts); the subscription flow compares it.

/** The types the server's push subscription knows (`data.alerts`). */
export const PUSH_ALERT_TYPES = [
  'follow',
  'follow_request',
  'favourite',
  'reblog',
  'mention',
  'poll',
  'status',
  'update',
  'quote',
  'quoted_update',
  'admin.sign_up',
  'admin.report',
] as const;

export type PushPolicy = 'all' | 'followed' | 'follower' | 'none';

export interface PushData {
  policy: PushPolicy;
  alerts: Record<string, boolean>;
}

export function sameAlerts(a: Record<string, boolean>, b: Record<string, boolean>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if ((a[k] ?? false) !== (b[k] ?? false)) return false;
  return true;
}
