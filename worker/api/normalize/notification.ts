// Notifications (plain and grouped), requests and policy. Unknown notification types are kept as strings, never
// dropped or thrown on; `most_recent_notification_id` (a JSON number on the real server) becomes a string.
import type {
  AccountWarning,
  GroupedNotificationsResults,
  Notification,
  NotificationGroup,
  NotificationPolicy,
  NotificationRequest,
  RelationshipSeveranceEvent,
  Report,
} from '../../../shared/wire/entities.ts';
import { normalizeAccount, normalizePartialAccount } from './account.ts';
import {
  bool,
  idArr,
  idOrNull,
  invalid,
  isObj,
  type Json,
  listOf,
  num,
  optional,
  type Parsed,
  str,
  valid,
} from './primitives.ts';
import { normalizeStatus } from './status.ts';

export function normalizeReport(v: Json): Parsed<Report> {
  if (!isObj(v)) return invalid('report: not an object');
  const id = idOrNull(v.id);
  if (id === null) return invalid('report: missing id');
  const target = normalizeAccount(v.target_account);
  if (!target.ok) return invalid(`report: ${target.error}`);
  return valid({
    id,
    action_taken: bool(v.action_taken),
    category: str(v.category, 'other'),
    comment: str(v.comment),
    forwarded: bool(v.forwarded),
    created_at: str(v.created_at),
    status_ids: Array.isArray(v.status_ids) ? idArr(v.status_ids) : null,
    rule_ids: Array.isArray(v.rule_ids) ? idArr(v.rule_ids) : null,
    target_account: target.value,
  });
}

export function normalizeSeveranceEvent(v: Json): Parsed<RelationshipSeveranceEvent> {
  if (!isObj(v)) return invalid('event: not an object');
  const id = idOrNull(v.id);
  if (id === null) return invalid('event: missing id');
  return valid({
    id,
    type: str(v.type),
    purged: bool(v.purged),
    target_name: str(v.target_name),
    followers_count: num(v.followers_count),
    following_count: num(v.following_count),
    created_at: str(v.created_at),
  });
}

export function normalizeWarning(v: Json): Parsed<AccountWarning> {
  if (!isObj(v)) return invalid('moderation warning: not an object');
  const id = idOrNull(v.id);
  if (id === null) return invalid('moderation warning: missing id');
  const target = normalizeAccount(v.target_account);
  if (!target.ok) return invalid(`moderation warning: ${target.error}`);
  return valid({
    id,
    action: str(v.action),
    text: str(v.text),
    status_ids: Array.isArray(v.status_ids) ? idArr(v.status_ids) : null,
    target_account: target.value,
    created_at: str(v.created_at),
  });
}

export function normalizeNotification(v: Json): Parsed<Notification> {
  if (!isObj(v)) return invalid('notification: not an object');
  const id = idOrNull(v.id);
  if (id === null) return invalid('notification: missing id');
  const account = normalizeAccount(v.account);
  if (!account.ok) return invalid(`notification ${id}: ${account.error}`);
  const n: Notification = {
    id,
    type: str(v.type, 'unknown'),
    created_at: str(v.created_at),
    account: account.value,
    status: optional(v.status, (s) => normalizeStatus(s)),
    report: optional(v.report, normalizeReport),
    event: optional(v.event, normalizeSeveranceEvent),
    moderation_warning: optional(v.moderation_warning, normalizeWarning),
    annual_report: isObj(v.annual_report) ? { year: num(v.annual_report.year) } : null,
  };
  if (typeof v.group_key === 'string') n.group_key = v.group_key;
  return valid(n);
}

export function normalizeNotificationGroup(v: Json): Parsed<NotificationGroup> {
  if (!isObj(v)) return invalid('notification group: not an object');
  const key = typeof v.group_key === 'string' ? v.group_key : null;
  const mostRecent = idOrNull(v.most_recent_notification_id);
  if (key === null || mostRecent === null) return invalid('notification group: missing group_key or id');
  const g: NotificationGroup = {
    group_key: key,
    notifications_count: num(v.notifications_count, 1),
    type: str(v.type, 'unknown'),
    most_recent_notification_id: mostRecent,
    sample_account_ids: idArr(v.sample_account_ids),
    status_id: idOrNull(v.status_id),
    report: optional(v.report, normalizeReport),
    event: optional(v.event, normalizeSeveranceEvent),
    moderation_warning: optional(v.moderation_warning, normalizeWarning),
  };
  const min = idOrNull(v.page_min_id);
  const max = idOrNull(v.page_max_id);
  if (min !== null) g.page_min_id = min;
  if (max !== null) g.page_max_id = max;
  if (typeof v.latest_page_notification_at === 'string')
    g.latest_page_notification_at = v.latest_page_notification_at;
  return valid(g);
}

export function normalizeGroupedResults(v: Json): Parsed<GroupedNotificationsResults> {
  if (!isObj(v)) return invalid('grouped notifications: not an object');
  return valid({
    accounts: listOf(v.accounts, (a) => normalizeAccount(a)),
    partial_accounts: listOf(v.partial_accounts, normalizePartialAccount),
    statuses: listOf(v.statuses, (s) => normalizeStatus(s)),
    notification_groups: listOf(v.notification_groups, normalizeNotificationGroup),
  });
}

export function normalizeNotificationRequest(v: Json): Parsed<NotificationRequest> {
  if (!isObj(v)) return invalid('notification request: not an object');
  const id = idOrNull(v.id);
  if (id === null) return invalid('notification request: missing id');
  const account = normalizeAccount(v.account);
  if (!account.ok) return invalid(`notification request: ${account.error}`);
  return valid({
    id,
    created_at: str(v.created_at),
    updated_at: str(v.updated_at),
    account: account.value,
    notifications_count: num(v.notifications_count),
    last_status: optional(v.last_status, (s) => normalizeStatus(s)),
  });
}

export function normalizeNotificationPolicy(v: Json): Parsed<NotificationPolicy> {
  if (!isObj(v)) return invalid('notification policy: not an object');
  const summary = isObj(v.summary) ? v.summary : {};
  return valid({
    for_not_following: str(v.for_not_following, 'accept'),
    for_not_followers: str(v.for_not_followers, 'accept'),
    for_new_accounts: str(v.for_new_accounts, 'accept'),
    for_private_mentions: str(v.for_private_mentions, 'accept'),
    for_limited_accounts: str(v.for_limited_accounts, 'accept'),
    summary: {
      pending_requests_count: num(summary.pending_requests_count),
      pending_notifications_count: num(summary.pending_notifications_count),
    },
  });
}
