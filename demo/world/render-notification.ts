// Notifications (with their report, event or moderation warning), conversations and announcements → wire JSON.
import type { Notification } from '../../shared/wire/entities.ts';
import { wireGroupKey } from './group-key.ts';
import type { ConversationRec, NotificationRec } from './model.ts';
import { iso, renderAccount, renderEmoji } from './render-account.ts';
import { renderStatus } from './render-status.ts';
import type { World } from './world.ts';

function notificationPayload(w: World, n: NotificationRec): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  if (n.reportId) {
    const r = w.reports.get(n.reportId);
    if (r) {
      extra.report = {
        id: r.id,
        action_taken: false,
        action_taken_at: null,
        category: r.category,
        comment: r.comment,
        forwarded: false,
        created_at: iso(r.createdAt),
        status_ids: r.statusIds,
        rule_ids: null,
        target_account: renderAccount(w, r.targetId),
      };
    }
  }
  if (n.warningId) {
    const x = w.warnings.get(n.warningId);
    if (x) {
      extra.moderation_warning = {
        id: x.id,
        action: x.action,
        text: x.text,
        status_ids: null,
        target_account: renderAccount(w, x.targetId),
        appeal: null,
        created_at: iso(x.createdAt),
      };
    }
  }
  if (n.eventId) {
    const e = w.severances.get(n.eventId);
    if (e) {
      extra.event = {
        id: e.id,
        type: e.type,
        purged: false,
        target_name: e.targetName,
        followers_count: e.followersCount,
        following_count: e.followingCount,
        created_at: iso(e.createdAt),
      };
    }
  }
  if (n.type === 'annual_report') extra.annual_report = { year: n.year ?? 2025 };
  return extra;
}

export function renderNotification(
  w: World,
  n: NotificationRec,
  viewer: string,
): Notification & Record<string, unknown> {
  return {
    id: n.id,
    type: n.type,
    created_at: iso(n.createdAt),
    group_key: wireGroupKey(n.groupKey, n.id),
    account: renderAccount(w, n.fromId),
    ...(n.statusId && w.statuses.has(n.statusId) ? { status: renderStatus(w, n.statusId, viewer) } : {}),
    ...notificationPayload(w, n),
  };
}

/** The group-level extras (report, event, moderation_warning) for grouped notifications. */
export const notificationExtras = notificationPayload;

export function renderConversation(w: World, c: ConversationRec): Record<string, unknown> {
  const last = w.statuses.get(c.lastStatusId);
  return {
    id: c.id,
    unread: c.unread,
    accounts: c.participantIds.map((p) => renderAccount(w, p)),
    last_status: last && !last.deleted ? renderStatus(w, last.id, c.ownerId) : null,
  };
}

/** An announcement as one user sees it (read, own reactions). */
export function renderAnnouncement(w: World, id: string, viewer: string | null): Record<string, unknown> {
  const a = w.announcements.get(id);
  if (!a) throw new Error(`no announcement ${id}`);
  const emojiCodes = new Set(w.customEmojis.map((e) => e.shortcode));
  return {
    id: a.id,
    content: a.content,
    starts_at: a.startsAt !== null ? iso(a.startsAt) : null,
    ends_at: a.endsAt !== null ? iso(a.endsAt) : null,
    all_day: a.allDay,
    published_at: iso(a.publishedAt),
    updated_at: iso(a.updatedAt),
    ...(viewer ? { read: a.readBy.has(viewer) } : {}),
    mentions: [],
    statuses: [],
    tags: [],
    emojis: [],
    reactions: [...a.reactions.entries()]
      .filter(([, x]) => x.by.size + x.extra > 0)
      .map(([name, x]) => ({
        name,
        count: x.by.size + x.extra,
        ...(viewer ? { me: x.by.has(viewer) } : {}),
        ...(emojiCodes.has(name)
          ? { url: renderEmoji(w, name).url, static_url: renderEmoji(w, name).static_url }
          : {}),
      })),
  };
}
