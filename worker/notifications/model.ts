// The notification list's state: plain data owned by the core. Operations in this folder take the state, change
// it in place, and return the row operations that describe the change for the tabs.
import type { AccountChip, FilterVerdict, StatusView } from '../../shared/protocol/rows.ts';
import type {
  AccountWarning,
  Notification,
  RelationshipSeveranceEvent,
  Report,
  Status,
} from '../../shared/wire/entities.ts';
import type { BucketMemory } from './grouping.ts';
import type { OrderedList } from './orderedList.ts';
import type { SeenWindow } from './seenWindow.ts';
import type { UnreadState } from './unread.ts';

export interface GroupState {
  kind: 'group';
  groupKey: string;
  type: string;
  /** Notifications in the group, as the server counted them plus those streamed since. Never capped. */
  count: number;
  /** Up to MAX_SAMPLE_ACCOUNTS, newest first. */
  sampleAccountIds: string[];
  statusId: string | null;
  mostRecentId: string;
  /** The oldest notification id this group is known to cover (page_min_id); null when unknown. */
  oldestId: string | null;
  latestAt: string;
  report: Report | null;
  event: RelationshipSeveranceEvent | null;
  moderationWarning: AccountWarning | null;
  annualReport: { year: number } | null;
}

/**
 * Notifications missing between two loaded items: ids below `maxId` (null: up to the newest) and above `sinceId`
 * (null: down to the oldest, i.e. the "load more" at the end of the list).
 */
export interface GapState {
  kind: 'gap';
  maxId: string | null;
  sinceId: string | null;
  loading: boolean;
}

export type ListItem = GroupState | GapState;

/** A streamed notification collected while the reader is away from the top, reduced to what grouping needs. */
export interface PendingNotification {
  groupKey: string;
  id: string;
  type: string;
  accountId: string;
  statusId: string | null;
  createdAt: string;
  report: Report | null;
  event: RelationshipSeveranceEvent | null;
  moderationWarning: AccountWarning | null;
  annualReport: { year: number } | null;
}

export interface NotificationsState {
  /** Groups and gaps, newest first. Keys: the group key for a group, `gap:<n>` for a gap. */
  list: OrderedList<ListItem>;
  groupCount: number;
  /** Keys of the gaps in the list (few), so rules about gaps do not walk the list. */
  gapKeys: Set<string>;
  nextGapNumber: number;
  atTop: boolean;
  /** Streamed while away from the top, in arrival order. */
  pending: PendingNotification[];
  /**
   * Sockets dropped while notifications were pending: the missed ones lie between `pending[before - 1]` and
   * `pending[before]`, so applying the pending puts a gap exactly there. In order of `before`.
   */
  pendingGaps: { before: number; sinceId: string }[];
  /** For each group key with pending notifications: the accounts already counted (repeats are ignored). */
  pendingAccounts: Map<string, Set<string>>;
  /** Ids of streamed notifications already handled (list or pending), the last SEEN_IDS_CAP of them. */
  seen: SeenWindow;
  /** Server time-window memory for notifications that arrive without a group_key. */
  buckets: BucketMemory;
  groupedTypes: ReadonlySet<string>;
  /** `notifications_merged` arrived: the list must be reloaded from the server. */
  needsReload: boolean;
  unread: UnreadState;
  /** The highlight boundary (highlight.ts): groups newer than this are highlighted; null: all are. */
  seenUpTo: string | null;
}

export type FilterAction = 'hide' | 'warn' | 'blur' | null;

/** What the notification core needs from the rest of the core; injected so it never reaches into the store. */
export interface NotificationDeps {
  chip(accountId: string): AccountChip | null;
  statusView(statusId: string): StatusView | null;
  /** The filter verdict of a status in the notifications context; 'hide' drops the notification. */
  filterVerdict(status: Status): FilterAction;
  /** The verdict shown on a row (warn/blur with titles); absent: none. */
  rowFilter?(statusId: string): FilterVerdict | null;
}

export type { Notification };
