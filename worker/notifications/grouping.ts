// Which notification types are grouped, and the group keys the server would give. Used for the request parameters
// of GET /api/v2/notifications, for streamed notifications, and for the v1 fallback (servers without grouped
// notifications), where the core groups plain notifications itself with the server's rules:
//   - favourite, reblog (and follow when configured) group by `type-statusId-hourBucket`, follow with an empty
//     status part; the hour bucket is the notification time in whole hours since the epoch, and a group keeps its
//     bucket while new notifications arrive less than 12 hours after the bucket it started in;
//   - every other type (and a groupable type the settings do not group) is `ungrouped-<id>`.
import { ALWAYS_GROUPED_TYPES, MAX_SAMPLE_ACCOUNTS } from '../../shared/constants.ts';
import type {
  GroupedNotificationsResults,
  Notification,
  NotificationGroup,
} from '../../shared/wire/entities.ts';

/** The part of the settings (section 3: notification shows, group, quickFilter) that shapes the request. */
export interface NotificationGroupingSettings {
  /** `group.follow`: group follows like favourites and boosts. */
  group?: { follow?: boolean };
  /** `shows[type] === false` hides a type from the column, so it is excluded at the server. */
  shows?: Partial<Record<string, boolean>>;
  /** A quick filter on one type shows only that type. */
  quickFilter?: { active?: string };
}

/** Every type the client knows; used to turn a quick filter into exclude_types. */
export const KNOWN_NOTIFICATION_TYPES = [
  'mention',
  'status',
  'reblog',
  'follow',
  'follow_request',
  'favourite',
  'poll',
  'update',
  'admin.sign_up',
  'admin.report',
  'moderation_warning',
  'severed_relationships',
  'annual_report',
  'quote',
  'quoted_update',
] as const;

/** Section 9: grouping always includes favourite and reblog, and follow if configured. */
export function groupedTypesFor(settings: NotificationGroupingSettings): string[] {
  const types: string[] = [...ALWAYS_GROUPED_TYPES];
  if (settings.group?.follow) types.push('follow');
  return types;
}

/**
 * The types each quick filter shows, as Mastodon's web UI maps them: a quote is a kind of mention, and an edit of a
 * quoted post a kind of update. Any other filter shows its own type alone.
 */
const QUICK_FILTER_TYPES: Readonly<Record<string, readonly string[]>> = {
  mention: ['mention', 'quote'],
  update: ['update', 'quoted_update'],
};

export function quickFilterTypes(active: string): readonly string[] {
  return QUICK_FILTER_TYPES[active] ?? [active];
}

/**
 * The one rule of what the column shows: under a quick filter, the filter's types; otherwise every type `shows`
 * does not hide. The request's exclude_types and the streamed notifications both follow it.
 */
export function shownInColumn(settings: NotificationGroupingSettings, type: string): boolean {
  const active = settings.quickFilter?.active;
  if (active && active !== 'all') return quickFilterTypes(active).includes(type);
  return settings.shows?.[type] !== false;
}

/** Every type the column does not show. Sorted, so equal settings give equal URLs. */
export function excludeTypesFor(settings: NotificationGroupingSettings): string[] {
  const out = new Set<string>();
  for (const type of [...KNOWN_NOTIFICATION_TYPES, ...Object.keys(settings.shows ?? {})]) {
    if (!shownInColumn(settings, type)) out.add(type);
  }
  return [...out].sort();
}

/** Query parameters for GET /api/v2/notifications (Rails-style arrays are the API client's job). */
export function groupedRequestParams(settings: NotificationGroupingSettings): {
  grouped_types: string[];
  exclude_types: string[];
} {
  return { grouped_types: groupedTypesFor(settings), exclude_types: excludeTypesFor(settings) };
}

const HOUR_MS = 3_600_000;
/** The server keeps adding to a group for up to this many hours after the hour it started in. */
export const GROUP_SPAN_HOURS = 12;

/** The time-window memory of the server rule: for each `type-statusId`, the hour bucket of its current group. */
export type BucketMemory = Map<string, number>;

/**
 * The group key of one notification under the server's rules. `memory` must see notifications oldest first (as
 * the server does); it is updated in place. Types not in `groupedTypes` get `ungrouped-<id>`.
 */
export function computeGroupKey(
  n: Pick<Notification, 'id' | 'type' | 'created_at' | 'status'>,
  groupedTypes: ReadonlySet<string>,
  memory: BucketMemory,
): string {
  if (!groupedTypes.has(n.type)) return `ungrouped-${n.id}`;
  const prefix = `${n.type}-${n.status?.id ?? ''}`;
  const at = Date.parse(n.created_at);
  let bucket = Number.isFinite(at) ? Math.floor(at / HOUR_MS) : 0;
  const previous = memory.get(prefix);
  if (previous !== undefined && bucket >= previous && bucket < previous + GROUP_SPAN_HOURS) bucket = previous;
  memory.set(prefix, bucket);
  return `${prefix}-${bucket}`;
}

/**
 * The key a streamed notification joins. The server's `group_key` is used when the type is grouped here; a type
 * the settings do not group (follow without group.follow) is its own group even if the server grouped it.
 */
export function streamGroupKey(
  n: Notification,
  groupedTypes: ReadonlySet<string>,
  memory: BucketMemory,
): string {
  if (!groupedTypes.has(n.type)) return `ungrouped-${n.id}`;
  if (n.group_key && !n.group_key.startsWith('ungrouped-')) return n.group_key;
  return computeGroupKey(n, groupedTypes, memory);
}

/**
 * The v1 fallback: a page of plain notifications (newest first, as GET /api/v1/notifications sends them) turned
 * into the grouped shape, so the rest of the core has one path. Keys are computed oldest first with a fresh bucket
 * memory per page unless one is passed (a group that straddles two pages may then split; merging by key joins the
 * parts whenever the keys agree).
 */
export function groupV1Notifications(
  notifications: Notification[],
  groupedTypes: ReadonlySet<string>,
  memory: BucketMemory = new Map(),
): GroupedNotificationsResults {
  const keyed: { key: string; n: Notification }[] = [];
  for (let i = notifications.length - 1; i >= 0; i--) {
    const n = notifications[i]!;
    keyed.push({ key: computeGroupKey(n, groupedTypes, memory), n });
  }
  keyed.reverse(); // back to newest first
  const groups = new Map<string, NotificationGroup>();
  const accounts = new Map<string, Notification['account']>();
  const statuses = new Map<string, NonNullable<Notification['status']>>();
  for (const { key, n } of keyed) {
    accounts.set(n.account.id, n.account);
    if (n.status) statuses.set(n.status.id, n.status);
    const g = groups.get(key);
    if (!g) {
      groups.set(key, {
        group_key: key,
        notifications_count: 1,
        type: n.type,
        most_recent_notification_id: n.id,
        page_min_id: n.id,
        page_max_id: n.id,
        latest_page_notification_at: n.created_at,
        sample_account_ids: [n.account.id],
        status_id: n.status?.id ?? null,
        report: n.report ?? null,
        event: n.event ?? null,
        moderation_warning: n.moderation_warning ?? null,
      });
      continue;
    }
    // Older notification of an existing group (the page is newest first).
    g.notifications_count++;
    g.page_min_id = n.id;
    if (!g.sample_account_ids.includes(n.account.id) && g.sample_account_ids.length < MAX_SAMPLE_ACCOUNTS) {
      g.sample_account_ids.push(n.account.id);
    }
  }
  return {
    accounts: [...accounts.values()],
    statuses: [...statuses.values()],
    notification_groups: [...groups.values()],
  };
}
