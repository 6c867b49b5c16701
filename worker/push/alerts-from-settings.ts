// The push subscription's alerts come from the notification settings: push alerts follow the desktop `alerts`
// setting, so "no desktop notification for boosts" also means "no push for boosts".

import { PUSH_ALERT_TYPES, type PushData, type PushPolicy } from '../../shared/push/alerts.ts';
import type { NotificationSettings } from '../desktop-notifications/settings.ts';
import { typeSetting } from '../desktop-notifications/settings.ts';

export function pushDataFromSettings(s: NotificationSettings, policy: PushPolicy = 'all'): PushData {
  return { policy, alerts: Object.fromEntries(PUSH_ALERT_TYPES.map((t) => [t, typeSetting(s.alerts, t)])) };
}
