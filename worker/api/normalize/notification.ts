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
  objWithId,
  optional,
  type Parsed,
  str,
  valid,
} from './primitives.ts';
import { normalizeStatus } from './status.ts';

export function normalizeReport(v: Json): Parsed<Report> {
  const head = objWithId(v, 'report');
  if (!head.ok) return head;
  const { o, id } = head.value;
  const target = normalizeAccount(o.target_account);
  if (!target.ok) return invalid(`report: ${target.error}`);
  return valid({
    id,
    action_taken: bool(o.action_taken),
    category: str(o.category, 'other'),
    comment: str(o.comment),
    forwarded: bool(o.forwarded),
    created_at: str(o.created_at),
    status_ids: Array.isArray(o.status_ids) ? idArr(o.status_ids) : null,
    rule_ids: Array.isArray(o.rule_ids) ? idArr(o.rule_ids) : null,
    target_account: target.value,
  });
}

export function normalizeSeveranceEvent(v: Json): Parsed<RelationshipSeveranceEvent> {
  const head = objWithId(v, 'event');
  if (!head.ok) return head;
  const { o, id } = head.value;
  return valid({
    id,
    type: str(o.type),
    purged: bool(o.purged),
    target_name: str(o.target_name),
    followers_count: num(o.followers_count),
    following_count: num(o.following_count),
    created_at: str(o.created_at),
  });
}

export function normalizeWarning(v: Json): Parsed<AccountWarning> {
  const head = objWithId(v, 'moderation warning');
  if (!head.ok) return head;
  const { o, id } = head.value;
  const target = normalizeAccount(o.target_account);
  if (!target.ok) return invalid(`moderation warning: ${target.error}`);
  return valid({
    id,
    action: str(o.action),
    text: str(o.text),
    status_ids: Array.isArray(o.status_ids) ? idArr(o.status_ids) : null,
    target_account: target.value,
    created_at: str(o.created_at),
  });
}

export function normalizeNotification(v: Json): Parsed<Notification> {
  const head = objWithId(v, 'notification');
  if (!head.ok) return head;
  const { o, id } = head.value;
  const account = normalizeAccount(o.account);
  if (!account.ok) return invalid(`notification ${id}: ${account.error}`);
  const n: Notification = {
    id,
    type: str(o.type, 'unknown'),
    created_at: str(o.created_at),
    account: account.value,
    status: optional(o.status, (s) => normalizeStatus(s)),
    report: optional(o.report, normalizeReport),
    event: optional(o.event, normalizeSeveranceEvent),
    moderation_warning: optional(o.moderation_warning, normalizeWarning),
    annual_report: isObj(o.annual_report) ? { year: num(o.annual_report.year) } : null,
  };
  if (typeof o.group_key === 'string') n.group_key = o.group_key;
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
  const head = objWithId(v, 'notification request');
  if (!head.ok) return head;
  const { o, id } = head.value;
  const account = normalizeAccount(o.account);
  if (!account.ok) return invalid(`notification request: ${account.error}`);
  return valid({
    id,
    created_at: str(o.created_at),
    updated_at: str(o.updated_at),
    account: account.value,
    notifications_count: num(o.notifications_count),
    last_status: optional(o.last_status, (s) => normalizeStatus(s)),
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
