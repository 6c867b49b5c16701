// A wire announcement → its row: content through the sanitizer (custom emoji, mentions and hashtags resolved as in a
// post), reactions with their images where the server described a custom emoji (http(s) only); a custom emoji it
// did not describe keeps only its name, which the row shows.
import {
  type AnnouncementReactionView,
  type AnnouncementRow,
  announcementRowKey,
} from '../../shared/protocol/announcements.ts';
import type { Announcement, AnnouncementReaction } from '../../shared/wire/entities.ts';
import { safeHttpUrl } from '../content/safeUrl.ts';
import { sanitizeHtml } from '../content/sanitize.ts';

export function toReactionView(r: AnnouncementReaction): AnnouncementReactionView {
  const url = safeHttpUrl(r.url) ?? null;
  return {
    name: r.name,
    count: r.count,
    me: r.me === true,
    url,
    staticUrl: safeHttpUrl(r.static_url) ?? url,
  };
}

/** Parsed content by announcement id: the held copy is replaced on every reaction, its content rarely changes. */
export type ContentCache = Map<string, { html: string; nodes: AnnouncementRow['content'] }>;

export function toAnnouncementRow(a: Announcement, cache: ContentCache = new Map()): AnnouncementRow {
  let parsed = cache.get(a.id);
  if (!parsed || parsed.html !== a.content) {
    parsed = { html: a.content, nodes: sanitizeHtml(a.content, a) };
    cache.set(a.id, parsed);
  }
  return {
    kind: 'announcement',
    key: announcementRowKey(a.id),
    announcementId: a.id,
    content: parsed.nodes,
    startsAt: a.starts_at,
    endsAt: a.ends_at,
    allDay: a.all_day,
    publishedAt: a.published_at,
    updatedAt: a.updated_at,
    read: a.read === true,
    reactions: a.reactions.map(toReactionView),
  };
}
