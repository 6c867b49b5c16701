// The server's announcements (section 3: id, reactions (name, count, me), starts_at, published_at, read): the rows
// of the `announcements` view and the intents about them. Reactions are optimistic in the core and rolled back there
// on failure (section 4), so every tab shows the same counts.
import type { ContentNode } from './content.ts';

export interface AnnouncementReactionView {
  /** A Unicode emoji, or a custom emoji's shortcode. */
  name: string;
  count: number;
  me: boolean;
  /** The custom emoji's images (http(s) only); null for Unicode emoji and for a custom emoji the server did not
   *  describe (the row then shows its name). */
  url: string | null;
  staticUrl: string | null;
}

export interface AnnouncementRow {
  kind: 'announcement';
  /** `a:{id}`. */
  key: string;
  announcementId: string;
  /** Sanitized content (custom emoji resolved). */
  content: ContentNode[];
  startsAt: string | null;
  endsAt: string | null;
  allDay: boolean;
  publishedAt: string;
  updatedAt: string;
  read: boolean;
  reactions: AnnouncementReactionView[];
}

export const announcementRowKey = (id: string) => `a:${id}`;

export type AnnouncementIntent =
  /** Marks it read (POST /api/v1/announcements/{id}/dismiss). */
  | { type: 'announcement.dismiss'; announcementId: string }
  /** Adds (`value` true: PUT) or removes (DELETE) the user's reaction `name`; optimistic, rolled back on failure. */
  | { type: 'announcement.react'; announcementId: string; name: string; value: boolean };

export const isAnnouncementIntent = (i: { type: string }): i is AnnouncementIntent =>
  i.type === 'announcement.dismiss' || i.type === 'announcement.react';
