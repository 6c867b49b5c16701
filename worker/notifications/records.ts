// The records a streamed notification makes, as classes. Away from the top tens of thousands of pending
// notifications are kept until the reader comes back, and a group lives as long as the list shows it: V8 then
// decides that an object literal's objects live long and allocates every later one straight in the old generation
// (allocation-site pretenuring), also at the top, where they are dropped at once, and old-generation garbage is
// what makes the collector's full passes come sooner. An object made by a constructor is always made young. Same
// fields, in the same order, as the plain objects.
import type { GroupState, Notification, PendingNotification } from './model.ts';

export class PendingRecord implements PendingNotification {
  groupKey: string;
  id: string;
  type: string;
  accountId: string;
  statusId: string | null;
  createdAt: string;
  report: PendingNotification['report'];
  event: PendingNotification['event'];
  moderationWarning: PendingNotification['moderationWarning'];
  annualReport: PendingNotification['annualReport'];

  constructor(n: Notification, groupKey: string, id: string) {
    this.groupKey = groupKey;
    this.id = id;
    this.type = n.type;
    this.accountId = n.account.id;
    this.statusId = n.status?.id ?? null;
    this.createdAt = n.created_at;
    this.report = n.report ?? null;
    this.event = n.event ?? null;
    this.moderationWarning = n.moderation_warning ?? null;
    this.annualReport = n.annual_report ?? null;
  }
}

/** A group started by one notification. */
export class StreamedGroup implements GroupState {
  kind: 'group' = 'group';
  groupKey: string;
  type: string;
  count = 1;
  sampleAccountIds: string[];
  statusId: string | null;
  mostRecentId: string;
  oldestId: string | null;
  latestAt: string;
  report: GroupState['report'];
  event: GroupState['event'];
  moderationWarning: GroupState['moderationWarning'];
  annualReport: GroupState['annualReport'];

  constructor(p: PendingNotification) {
    this.groupKey = p.groupKey;
    this.type = p.type;
    this.sampleAccountIds = [p.accountId];
    this.statusId = p.statusId;
    this.mostRecentId = p.id;
    this.oldestId = p.id;
    this.latestAt = p.createdAt;
    this.report = p.report;
    this.event = p.event;
    this.moderationWarning = p.moderationWarning;
    this.annualReport = p.annualReport;
  }
}
