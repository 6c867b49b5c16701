// The desktop notification's texts per type: title ("Ana favourited your post"), body (the post's plain text, or
// its content warning, truncated), icon (the account's avatar), tag (the notification id, so the browser itself
// replaces rather than duplicates one shown twice) and the app URL a click opens.

import type { Account, Notification, Status } from '../../shared/wire/entities.ts';
import { htmlToText } from '../content/plainText.ts';

export interface DesktopNotificationText {
  title: string;
  body: string;
  icon: string | null;
  tag: string;
  /** App path a click opens: the post when there is one, the notifications column otherwise. */
  url: string;
}

export const BODY_MAX_CHARS = 200;

export function truncate(text: string, max = BODY_MAX_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

const nameOf = (a: Account | undefined | null): string => {
  if (!a) return 'Someone';
  const display = (a.display_name ?? '').trim();
  return display !== '' ? display : a.username || a.acct || 'Someone';
};

function titleFor(n: Notification, selfId: string | null): string {
  const name = nameOf(n.account);
  switch (n.type) {
    case 'mention':
      return `${name} mentioned you`;
    case 'status':
      return `${name} just posted`;
    case 'reblog':
      return `${name} boosted your post`;
    case 'favourite':
      return `${name} favourited your post`;
    case 'follow':
      return `${name} followed you`;
    case 'follow_request':
      return `${name} has requested to follow you`;
    case 'poll':
      return n.status && selfId !== null && n.status.account?.id === selfId
        ? 'Your poll has ended'
        : 'A poll you voted in has ended';
    case 'update':
      return `${name} edited a post`;
    case 'quote':
      return `${name} quoted your post`;
    case 'quoted_update':
      return `${name} edited a post you have quoted`;
    case 'admin.sign_up':
      return `${name} signed up`;
    case 'admin.report':
      return n.report?.target_account
        ? `${name} reported ${nameOf(n.report.target_account)}`
        : `${name} filed a report`;
    case 'moderation_warning':
      return 'You have received a moderation warning';
    case 'severed_relationships':
      return n.event?.target_name ? `Lost connections with ${n.event.target_name}` : 'Lost connections';
    case 'annual_report':
      return n.annual_report?.year
        ? `Your ${n.annual_report.year} in review awaits`
        : 'Your year in review awaits';
    default:
      return `New notification from ${name}`;
  }
}

function statusText(s: Status): string {
  // A content warning stands in for the text: the popup must not reveal what the author hid.
  if (s.spoiler_text && s.spoiler_text.trim() !== '') return s.spoiler_text;
  return htmlToText(s.content ?? '');
}

function bodyFor(n: Notification): string {
  if (n.status) return truncate(statusText(n.status));
  if (n.type === 'moderation_warning' && n.moderation_warning?.text)
    return truncate(n.moderation_warning.text);
  if (n.type === 'admin.report' && n.report?.comment) return truncate(n.report.comment);
  if ((n.type === 'follow' || n.type === 'follow_request' || n.type === 'admin.sign_up') && n.account)
    return `@${n.account.acct}`;
  return '';
}

/** The status URL in this app: `/@acct/id` (the thread route). */
export const statusPath = (s: Status): string => `/@${s.account?.acct ?? 'unknown'}/${s.id}`;

export function desktopNotificationText(
  n: Notification,
  selfId: string | null = null,
): DesktopNotificationText {
  const icon = n.account?.avatar_static || n.account?.avatar || null;
  return {
    title: titleFor(n, selfId),
    body: bodyFor(n),
    icon,
    tag: n.id,
    url: n.status ? statusPath(n.status) : '/notifications',
  };
}
