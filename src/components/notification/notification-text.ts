// What a notification group says, per type. Pure, so the texts are tested without rendering.
import type { NotificationGroupRow } from '../../../shared/protocol/rows.ts';
import { type MessageId, t } from '../../i18n/index.ts';

/** The line of a type that starts with its actor: a message taking the actor's `name` and the number of `others`
 *  (Mastodon's "Ada and 2 others favourited your post"); null for types whose line does not start with a name. */
export function notificationAction(row: Pick<NotificationGroupRow, 'type' | 'status'>): MessageId | null {
  switch (row.type) {
    case 'favourite':
      return 'notifications.favourite';
    case 'reblog':
      return 'notifications.reblog';
    case 'follow':
      return 'notifications.follow';
    case 'follow_request':
      return 'notifications.follow_request';
    case 'mention':
      return row.status?.visibility === 'direct' ? 'notifications.mentionPrivate' : 'notifications.mention';
    case 'status':
      return 'notifications.status';
    case 'update':
      return 'notifications.update';
    case 'quote':
      return 'notifications.quote';
    case 'quoted_update':
      return 'notifications.quoted_update';
    case 'admin.sign_up':
      return 'notifications.signUp';
    case 'admin.report':
      return 'notifications.report';
    default:
      return null;
  }
}

/** The values of an actor's line: the name (text, or an element in the row) and how many others did the same. */
export const actorValues = (name: string | object, count: number) => ({
  name,
  others: Math.max(0, count - 1),
});

/** The whole line as text (the row renders names as links, with the same words). */
export function notificationText(
  row: Pick<NotificationGroupRow, 'type' | 'count' | 'status' | 'extra'> & { firstName: string },
): string {
  const action = notificationAction(row);
  if (action !== null) {
    if (row.type === 'admin.report' && row.extra.report?.targetAccount) {
      return t('notifications.reported', {
        name: row.firstName,
        target: row.extra.report.targetAccount.acct,
      });
    }
    return t(action, actorValues(row.firstName, row.count));
  }
  return systemNotificationText(row);
}

/** Lines for types without an actor in front. */
export function systemNotificationText(row: Pick<NotificationGroupRow, 'type' | 'status' | 'extra'>): string {
  switch (row.type) {
    case 'poll':
      return row.status?.own ? t('notifications.pollOwn') : t('notifications.pollVoted');
    case 'moderation_warning':
      return moderationText(row.extra.moderationWarning?.action ?? 'none');
    case 'severed_relationships': {
      const e = row.extra.event;
      if (!e) return t('notifications.severed');
      return t('notifications.severedWith', {
        target: e.targetName,
        followers: e.followersCount,
        following: e.followingCount,
      });
    }
    case 'annual_report': {
      const year = row.extra.annualReport?.year;
      return year
        ? t('notifications.annualReport', { year: String(year) })
        : t('notifications.annualReportNoYear');
    }
    // The actor's line when the account is missing (the row names no one).
    case 'quote':
      return t('notifications.quoted');
    case 'quoted_update':
      return t('notifications.quotedEdited');
    default:
      return t('notifications.generic');
  }
}

const MODERATION: Readonly<Record<string, MessageId>> = {
  disable: 'notifications.mod.disable',
  mark_statuses_as_sensitive: 'notifications.mod.markSensitive',
  delete_statuses: 'notifications.mod.delete',
  sensitive: 'notifications.mod.sensitive',
  silence: 'notifications.mod.silence',
  suspend: 'notifications.mod.suspend',
};

export function moderationText(action: string): string {
  return t(MODERATION[action] ?? 'notifications.mod.warning');
}

/** Types whose row shows the whole post (with actions) rather than an excerpt: a mention, a post of someone
 *  followed with notifications on, and a quote of one's post (the quoting post, with the quoted one inside). */
export function showsFullPost(type: string): boolean {
  return type === 'mention' || type === 'status' || type === 'quote';
}
