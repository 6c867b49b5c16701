// The push subscription's `data`: policy and per-type alerts, from the notification settings. Push alerts follow
// the desktop `alerts` setting, so "no desktop notification for boosts" also means "no push for boosts".
import type { NotificationSettings } from '../desktop-notifications/settings.ts';
import { typeSetting } from '../desktop-notifications/settings.ts';

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

export function pushDataFromSettings(s: NotificationSettings, policy: PushPolicy = 'all'): PushData {
  return { policy, alerts: Object.fromEntries(PUSH_ALERT_TYPES.map((t) => [t, typeSetting(s.alerts, t)])) };
}

export function sameAlerts(a: Record<string, boolean>, b: Record<string, boolean>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if ((a[k] ?? false) !== (b[k] ?? false)) return false;
  return true;
}
