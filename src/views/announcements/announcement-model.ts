// The panel's plain rules: which announcement to show first (the first unread, else the newest), moving between
// them, how a reaction is drawn (a Unicode emoji as itself, a custom one by its image, or by its name when the server
// did not describe it), and which dates an announcement carries.
import type { AnnouncementReactionView, AnnouncementRow } from '../../../shared/protocol/announcements.ts';

export function firstShown(rows: readonly AnnouncementRow[]): number {
  const unread = rows.findIndex((r) => !r.read);
  return unread >= 0 ? unread : Math.max(0, rows.length - 1);
}

/** An index kept inside the list as it shrinks or grows. */
export const clampIndex = (i: number, count: number) =>
  count === 0 ? 0 : Math.max(0, Math.min(count - 1, i));

/** Previous / next wrap around, as Mastodon's pager does. */
export const step = (i: number, count: number, by: 1 | -1) => (count === 0 ? 0 : (i + by + count) % count);

export type ReactionLook =
  | { kind: 'unicode'; text: string }
  | { kind: 'image'; url: string; alt: string }
  | { kind: 'name'; text: string };

const SHORTCODE = /^[a-zA-Z0-9_]+$/;

export function reactionLook(r: AnnouncementReactionView, animate: boolean): ReactionLook {
  if (r.url)
    return { kind: 'image', url: (animate ? r.url : (r.staticUrl ?? r.url)) as string, alt: `:${r.name}:` };
  // A shortcode-like name without an image is a custom emoji the server did not describe: its name is shown.
  if (SHORTCODE.test(r.name)) return { kind: 'name', text: `:${r.name}:` };
  return { kind: 'unicode', text: r.name };
}

/** The dates line: the period (start and/or end) when set, and the publication. */
export function announcementDates(row: AnnouncementRow): {
  period: { start: string | null; end: string | null } | null;
  published: string;
} {
  const period = row.startsAt || row.endsAt ? { start: row.startsAt, end: row.endsAt } : null;
  return { period, published: row.publishedAt };
}
