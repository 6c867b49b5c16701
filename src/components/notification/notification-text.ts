// What a notification group says, per type. Pure, so the texts are tested without rendering.
import type { NotificationGroupRow } from '../../../shared/protocol/rows.ts';

/** "and N others" after the first name, when the group has more than one notification. */
export function othersSuffix(count: number): string {
  const others = count - 1;
  if (others <= 0) return '';
  return ` and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/** The action line after the names; null for types whose line does not start with a name. */
export function notificationAction(row: Pick<NotificationGroupRow, 'type' | 'status'>): string | null {
  switch (row.type) {
    case 'favourite':
      return 'favourited your post';
    case 'reblog':
      return 'boosted your post';
    case 'follow':
      return 'followed you';
    case 'follow_request':
      return 'requested to follow you';
    case 'mention':
      return row.status?.visibility === 'direct' ? 'privately mentioned you' : 'mentioned you';
    case 'status':
      return 'just posted';
    case 'update':
      return 'edited a post you boosted';
    case 'quote':
      return 'quoted your post';
    case 'quoted_update':
      return 'edited a post you quoted';
    case 'admin.sign_up':
      return 'signed up';
    case 'admin.report':
      return 'reported an account';
    default:
      return null;
  }
}

/** The whole line as text (the row renders names as links, with the same words). */
export function notificationText(
  row: Pick<NotificationGroupRow, 'type' | 'count' | 'status' | 'extra'> & { firstName: string },
): string {
  const action = notificationAction(row);
  if (action !== null) {
    if (row.type === 'admin.report' && row.extra.report?.targetAccount) {
      return `${row.firstName} reported ${row.extra.report.targetAccount.acct}`;
    }
    return `${row.firstName}${othersSuffix(row.count)} ${action}`;
  }
  return systemNotificationText(row);
}

/** Lines for types without an actor in front. */
export function systemNotificationText(row: Pick<NotificationGroupRow, 'type' | 'status' | 'extra'>): string {
  switch (row.type) {
    case 'poll':
      return row.status?.own ? 'Your poll has ended' : 'A poll you voted in has ended';
    case 'moderation_warning':
      return moderationText(row.extra.moderationWarning?.action ?? 'none');
    case 'severed_relationships': {
      const e = row.extra.event;
      if (!e) return 'Some of your follow relationships were severed';
      return `Relationships with ${e.targetName} were severed: you lost ${e.followersCount} ${
        e.followersCount === 1 ? 'follower' : 'followers'
      } and ${e.followingCount} ${e.followingCount === 1 ? 'account you followed' : 'accounts you followed'}`;
    }
    case 'annual_report':
      return `Your ${row.extra.annualReport?.year ?? ''} year in review is ready`.replace('  ', ' ');
    // The actor's line when the account is missing (the row names no one).
    case 'quote':
      return 'Your post was quoted';
    case 'quoted_update':
      return 'A post you quoted was edited';
    default:
      return 'You have a new notification';
  }
}

export function moderationText(action: string): string {
  switch (action) {
    case 'disable':
      return 'Your account has been disabled';
    case 'mark_statuses_as_sensitive':
      return 'Some of your posts have been marked as sensitive';
    case 'delete_statuses':
      return 'Some of your posts have been removed';
    case 'sensitive':
      return 'Your posts will be marked as sensitive from now on';
    case 'silence':
      return 'Your account has been limited';
    case 'suspend':
      return 'Your account has been suspended';
    default:
      return 'You have received a moderation warning';
  }
}

/** Types whose row shows the whole post (with actions) rather than an excerpt: a mention, a post of someone
 *  followed with notifications on, and a quote of one's post (the quoting post, with the quoted one inside). */
export function showsFullPost(type: string): boolean {
  return type === 'mention' || type === 'status' || type === 'quote';
}
