// The notification settings of section 3 (`settings.notifications` in the core's settings record): per type
// `alerts` (desktop), `shows` (in the column), `sounds` and `group`, the quick filter, and three banner flags.
// Reading is total: anything missing or of the wrong type takes its default, so a settings record written by an
// older build (or edited by hand on the server) never breaks delivery.
import { PUSH_ALERT_TYPES } from '../../shared/push/alerts.ts';
import {
  groupedRequestParams,
  type NotificationGroupingSettings,
  shownInColumn,
} from '../notifications/grouping.ts';

export type QuickFilterActive = 'all' | string;

export interface NotificationSettings {
  /** Desktop notification per type (needs the browser's permission as well). */
  alerts: Record<string, boolean>;
  /** Shown in the notifications column. */
  shows: Record<string, boolean>;
  /** A sound when one arrives. */
  sounds: Record<string, boolean>;
  /** Grouped like favourites and boosts (only `follow` is configurable; favourite and reblog always are). */
  group: { follow: boolean };
  quickFilter: { active: QuickFilterActive; show: boolean; advanced: boolean };
  dismissPermissionBanner: boolean;
  showUnread: boolean;
  minimizeFilteredBanner: boolean;
}

/** The types a user can set per type: the types the server's push subscription knows. Types not listed still get a
 *  value through `typeSetting`'s default. */
export const SETTING_TYPES = PUSH_ALERT_TYPES;

const allOn = (): Record<string, boolean> => Object.fromEntries(SETTING_TYPES.map((t) => [t, true]));

/**
 * Defaults: everything shown and with sound, follows grouped, the quick filter bar shown on "all". Desktop alerts
 * are on for every type too: they only fire once the browser's permission is granted, which the user does on
 * purpose (the permission banner), so "granted but silent" would be a surprise.
 */
export function defaultNotificationSettings(): NotificationSettings {
  return {
    alerts: allOn(),
    shows: allOn(),
    sounds: allOn(),
    group: { follow: true },
    quickFilter: { active: 'all', show: true, advanced: false },
    dismissPermissionBanner: false,
    showUnread: true,
    minimizeFilteredBanner: false,
  };
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const bool = (v: unknown, d: boolean): boolean => (typeof v === 'boolean' ? v : d);

function boolMap(v: unknown, defaults: Record<string, boolean>): Record<string, boolean> {
  const out = { ...defaults };
  if (isObj(v)) for (const [k, b] of Object.entries(v)) if (typeof b === 'boolean') out[k] = b;
  return out;
}

/** Reads `settings.notifications` from the core's settings record (GlobalState.settings). */
export function readNotificationSettings(
  settings: Record<string, unknown> | undefined,
): NotificationSettings {
  const d = defaultNotificationSettings();
  const raw = settings?.notifications;
  if (!isObj(raw)) return d;
  const qf = isObj(raw.quickFilter) ? raw.quickFilter : {};
  return {
    alerts: boolMap(raw.alerts, d.alerts),
    shows: boolMap(raw.shows, d.shows),
    sounds: boolMap(raw.sounds, d.sounds),
    group: { follow: bool(isObj(raw.group) ? raw.group.follow : undefined, d.group.follow) },
    quickFilter: {
      active: typeof qf.active === 'string' && qf.active !== '' ? qf.active : 'all',
      show: bool(qf.show, d.quickFilter.show),
      advanced: bool(qf.advanced, d.quickFilter.advanced),
    },
    dismissPermissionBanner: bool(raw.dismissPermissionBanner, d.dismissPermissionBanner),
    showUnread: bool(raw.showUnread, d.showUnread),
    minimizeFilteredBanner: bool(raw.minimizeFilteredBanner, d.minimizeFilteredBanner),
  };
}

/** A per-type flag; types the map does not name (new server types) default to on. */
export const typeSetting = (map: Record<string, boolean>, type: string): boolean => map[type] !== false;

/**
 * The quick filter that applies: a hidden quick filter bar filters nothing (otherwise a filter chosen once and then
 * hidden would silently hide most notifications with no way to see why).
 */
export const effectiveQuickFilter = (s: NotificationSettings): QuickFilterActive =>
  s.quickFilter.show ? s.quickFilter.active : 'all';

/**
 * The settings that shape the column, as the notifications core reads them: the effective quick filter, and with a
 * quick filter on, `shows` ignored (the user asked for that type even if `shows` hides it).
 */
export function columnSettings(s: NotificationSettings): NotificationGroupingSettings {
  const active = effectiveQuickFilter(s);
  return {
    group: { follow: s.group.follow },
    shows: active === 'all' ? s.shows : {},
    quickFilter: { active },
  };
}

/**
 * `grouped_types` and `exclude_types` for GET /api/v2/notifications. The rules live in the notifications core
 * (worker/notifications/grouping.ts); this feeds them the effective settings so both sides agree.
 */
export function notificationFetchTypes(s: NotificationSettings): {
  grouped_types: string[];
  exclude_types: string[];
} {
  return groupedRequestParams(columnSettings(s));
}

/** Whether a notification of this type appears in the column: the same rule as the request's exclude_types. */
export function showsInColumn(s: NotificationSettings, type: string): boolean {
  return shownInColumn(columnSettings(s), type);
}
