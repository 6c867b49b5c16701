// The desktop notification's texts per type: title ("Ana favourited your post"), body (the post's plain text, or
// its content warning, truncated), icon (the account's avatar), tag (the notification id, so the browser itself
// replaces rather than duplicates one shown twice) and the app URL a click opens. The title is a message id with
// its values (shared/protocol/text.ts): the tab that shows it words it in its language.

import { type CoreText, coreText } from '../../shared/protocol/text.ts';
import type { Account, Notification, Status } from '../../shared/wire/entities.ts';
import { htmlToText } from '../content/plainText.ts';

export interface DesktopNotificationText {
  title: CoreText;
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

/** The account's name as written, or "Someone" in the tab's language. */
const nameOf = (a: Account | undefined | null): CoreText | string => {
  const display = (a?.display_name ?? '').trim();
  return display !== '' ? display : a?.username || a?.acct || coreText('core.notify.someone');
};

const ACTOR_TITLES: Readonly<Record<string, CoreText['id']>> = {
  mention: 'core.notify.mention',
  status: 'core.notify.status',
  reblog: 'core.notify.reblog',
  favourite: 'core.notify.favourite',
  follow: 'core.notify.follow',
  follow_request: 'core.notify.followRequest',
  update: 'core.notify.update',
  quote: 'core.notify.quote',
  quoted_update: 'core.notify.quotedUpdate',
  'admin.sign_up': 'core.notify.signUp',
};

function titleFor(n: Notification, selfId: string | null): CoreText {
  const name = nameOf(n.account);
  const actor = ACTOR_TITLES[n.type];
  if (actor) return coreText(actor, { name });
  switch (n.type) {
    case 'poll':
      return n.status && selfId !== null && n.status.account?.id === selfId
        ? coreText('core.notify.pollOwn')
        : coreText('core.notify.pollVoted');
    case 'admin.report':
      return n.report?.target_account
        ? coreText('core.notify.reported', { name, target: nameOf(n.report.target_account) })
        : coreText('core.notify.report', { name });
    case 'moderation_warning':
      return coreText('core.notify.moderation');
    case 'severed_relationships':
      return n.event?.target_name
        ? coreText('core.notify.severedWith', { target: n.event.target_name })
        : coreText('core.notify.severed');
    case 'annual_report':
      return n.annual_report?.year
        ? coreText('core.notify.annualReport', { year: String(n.annual_report.year) })
        : coreText('core.notify.annualReportNoYear');
    default:
      return coreText('core.notify.other', { name });
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
