// Wire notifications as a Mastodon server sends them: plain and grouped, reports, severance events, moderation
// warnings, notification requests and policy, push subscriptions, unread count, read markers.
import type { Account, PartialAccountWithAvatar } from './accounts.ts';
import type { Id, IsoDate } from './scalars.ts';
import type { Status } from './statuses.ts';

export type NotificationType =
  | 'mention'
  | 'status'
  | 'reblog'
  | 'follow'
  | 'follow_request'
  | 'favourite'
  | 'poll'
  | 'update'
  | 'admin.sign_up'
  | 'admin.report'
  | 'moderation_warning'
  | 'severed_relationships'
  | 'annual_report'
  | 'quote'
  | 'quoted_update';

export interface Report {
  id: Id;
  action_taken: boolean;
  category: string;
  comment: string;
  forwarded: boolean;
  created_at: IsoDate;
  status_ids: Id[] | null;
  rule_ids: Id[] | null;
  target_account: Account;
}

export interface RelationshipSeveranceEvent {
  id: Id;
  type: 'domain_block' | 'user_domain_block' | 'account_suspension' | string;
  purged: boolean;
  target_name: string;
  followers_count: number;
  following_count: number;
  created_at: IsoDate;
}

export interface AccountWarning {
  id: Id;
  action: string;
  text: string;
  status_ids: Id[] | null;
  target_account: Account;
  created_at: IsoDate;
}

export interface Notification {
  id: Id;
  type: NotificationType | string;
  group_key?: string;
  created_at: IsoDate;
  account: Account;
  status?: Status | null;
  report?: Report | null;
  event?: RelationshipSeveranceEvent | null;
  moderation_warning?: AccountWarning | null;
  annual_report?: { year: number } | null;
}

export interface NotificationGroup {
  group_key: string;
  notifications_count: number;
  type: NotificationType | string;
  /** A JSON number on the real server; a string after normalization. */
  most_recent_notification_id: Id;
  page_min_id?: Id;
  page_max_id?: Id;
  latest_page_notification_at?: IsoDate;
  sample_account_ids: Id[];
  status_id?: Id | null;
  report?: Report | null;
  event?: RelationshipSeveranceEvent | null;
  moderation_warning?: AccountWarning | null;
}

export interface GroupedNotificationsResults {
  accounts: Account[];
  partial_accounts?: PartialAccountWithAvatar[];
  statuses: Status[];
  notification_groups: NotificationGroup[];
}

export interface Marker {
  last_read_id: Id;
  version: number;
  updated_at: IsoDate;
}

export type Markers = Partial<Record<'home' | 'notifications', Marker>>;

export interface NotificationRequest {
  id: Id;
  created_at: IsoDate;
  updated_at: IsoDate;
  account: Account;
  notifications_count: string | number;
  last_status?: Status | null;
}

export interface NotificationPolicy {
  for_not_following: 'accept' | 'filter' | 'drop' | string;
  for_not_followers: 'accept' | 'filter' | 'drop' | string;
  for_new_accounts: 'accept' | 'filter' | 'drop' | string;
  for_private_mentions: 'accept' | 'filter' | 'drop' | string;
  for_limited_accounts: 'accept' | 'filter' | 'drop' | string;
  summary: { pending_requests_count: number; pending_notifications_count: number };
}

export interface WebPushSubscription {
  /** A number on the real server; a string after normalization. */
  id: Id;
  endpoint: string;
  standard?: boolean;
  server_key: string;
  alerts: Partial<Record<string, boolean>>;
  policy?: string;
}

export interface UnreadCount {
  count: number;
}
