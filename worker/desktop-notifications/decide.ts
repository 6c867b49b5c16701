// What a streamed notification triggers besides the column: a desktop notification (alert) and a sound. Pure:
// the core calls it with the settings and what it knows about the tabs and the browser's permission.
import type { PermissionState } from '../../shared/protocol/intents.ts';
import { type NotificationSettings, showsInColumn, typeSetting } from './settings.ts';

export type { PermissionState };

export interface DeliveryContext {
  /** The browser's notification permission, as the tabs last reported it. */
  permission: PermissionState;
  /** A filter matched the notification's post (action warn; hide never gets here) or the policy filtered it. */
  filtered: boolean;
  /** Some tab is visible and focused: the user sees the notification in the app already. */
  focusedTabExists: boolean;
}

export interface DeliveryDecision {
  alert: boolean;
  sound: boolean;
  /** Why there is no alert, for logs and tests. */
  reason: 'alert' | 'filtered' | 'alerts-off' | 'no-permission' | 'in-app';
}

export function decideDelivery(
  s: NotificationSettings,
  type: string,
  ctx: DeliveryContext,
): DeliveryDecision {
  // A filtered notification makes no noise at all: the filter exists so the user is not disturbed by it.
  if (ctx.filtered) return { alert: false, sound: false, reason: 'filtered' };
  // Sound only for what appears in the column (as the web UI does): a boop for something you cannot see is noise.
  const sound = typeSetting(s.sounds, type) && showsInColumn(s, type);
  if (!typeSetting(s.alerts, type)) return { alert: false, sound, reason: 'alerts-off' };
  if (ctx.permission !== 'granted') return { alert: false, sound, reason: 'no-permission' };
  // The user is looking at the app: the notification appears in it (and the sound plays); a desktop popup on top
  // would be a duplicate. The service worker follows the same rule for pushes.
  if (ctx.focusedTabExists) return { alert: false, sound, reason: 'in-app' };
  return { alert: true, sound, reason: 'alert' };
}

/** Sound effect volume, clamped to the range the specification gives (0.5 to 1). */
export const SOUND_VOLUME_MIN = 0.5;
export const SOUND_VOLUME_MAX = 1;
export function soundVolume(v: unknown): number {
  const n = typeof v === 'number' && Number.isFinite(v) ? v : SOUND_VOLUME_MAX;
  return Math.min(SOUND_VOLUME_MAX, Math.max(SOUND_VOLUME_MIN, n));
}
