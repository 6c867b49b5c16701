// The server's announcements as the core holds them: ordered as Mastodon shows them (by start, else publication,
// oldest first), read marks, and reactions. The rules of section 4 as plain functions: a reaction is applied at once
// (optimistic) and undone by its inverse if the server refuses it, so a count that moved meanwhile (another user's
// reaction, streamed) is kept; a streamed reaction sets the server's count and keeps the user's own `me`.
import type { Announcement, AnnouncementReaction } from '../../shared/wire/entities.ts';

export interface AnnouncementList {
  /** Ids in display order. */
  order: string[];
  byId: Map<string, Announcement>;
}

export const createAnnouncementList = (): AnnouncementList => ({ order: [], byId: new Map() });

const startOf = (a: Announcement) => a.starts_at ?? a.published_at ?? '';

const cmpId = (a: string, b: string) =>
  a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;

function sortOrder(list: AnnouncementList): void {
  list.order = [...list.byId.values()]
    .sort((a, b) => {
      const x = startOf(a);
      const y = startOf(b);
      return x !== y ? (x < y ? -1 : 1) : cmpId(a.id, b.id);
    })
    .map((a) => a.id);
}

export function replaceAll(list: AnnouncementList, items: readonly Announcement[]): void {
  list.byId = new Map(items.map((a) => [a.id, a]));
  sortOrder(list);
}

/** A streamed announcement (new or edited). The stream's copy is not the user's: it says nothing of `read` or of
 *  the user's own reactions (`hasRead`, `hasMe` tell whether the payload had them), so those are kept from the copy
 *  held; a new one is unread. */
export function upsert(
  list: AnnouncementList,
  a: Announcement,
  payload: { hasRead: boolean; hasMe: boolean },
): void {
  const held = list.byId.get(a.id);
  const read = payload.hasRead ? a.read === true : (held?.read ?? false);
  const mine = new Set((held?.reactions ?? []).filter((r) => r.me).map((r) => r.name));
  const reactions = payload.hasMe ? a.reactions : a.reactions.map((r) => ({ ...r, me: mine.has(r.name) }));
  list.byId.set(a.id, { ...a, read, reactions });
  sortOrder(list);
}

export function remove(list: AnnouncementList, id: string): boolean {
  if (!list.byId.delete(id)) return false;
  list.order = list.order.filter((x) => x !== id);
  return true;
}

export function setRead(list: AnnouncementList, id: string, read: boolean): boolean | null {
  const a = list.byId.get(id);
  if (!a) return null;
  const was = a.read === true;
  if (was !== read) list.byId.set(id, { ...a, read });
  return was;
}

/** The user's reaction `name` added (on) or taken away: count ±1 (never below 0), `me` set; a reaction at 0 goes.
 *  `emoji` describes a custom emoji not yet among the reactions. Answers false when nothing changes (already so). */
export function toggleReaction(
  list: AnnouncementList,
  id: string,
  name: string,
  on: boolean,
  emoji: { url: string; static_url: string } | null = null,
): boolean {
  const a = list.byId.get(id);
  if (!a) return false;
  const i = a.reactions.findIndex((r) => r.name === name);
  const held = i >= 0 ? (a.reactions[i] as AnnouncementReaction) : null;
  if ((held?.me === true) === on) return false;
  const count = Math.max(0, (held?.count ?? 0) + (on ? 1 : -1));
  const next: AnnouncementReaction = { ...(held ?? { name, ...(emoji ?? {}) }), count, me: on };
  const reactions = a.reactions.slice();
  if (count === 0) reactions.splice(i, 1);
  else if (i >= 0) reactions[i] = next;
  else reactions.push(next);
  list.byId.set(id, { ...a, reactions });
  return true;
}

/** A streamed `announcement.reaction`: the server's count for everyone; `me` stays as the user's own. */
export function applyReactionCount(
  list: AnnouncementList,
  id: string,
  r: { name: string; count: number; url?: string | undefined; static_url?: string | undefined },
): boolean {
  const a = list.byId.get(id);
  if (!a) return false;
  const i = a.reactions.findIndex((x) => x.name === r.name);
  const held = i >= 0 ? (a.reactions[i] as AnnouncementReaction) : null;
  const count = Math.max(0, r.count);
  const reactions = a.reactions.slice();
  if (count === 0) {
    if (i < 0) return false;
    reactions.splice(i, 1);
  } else if (held) {
    reactions[i] = { ...held, count };
  } else {
    const extra = r.url && r.static_url ? { url: r.url, static_url: r.static_url } : {};
    reactions.push({ name: r.name, count, me: false, ...extra });
  }
  list.byId.set(id, { ...a, reactions });
  return true;
}

export const unreadCount = (list: AnnouncementList): number =>
  list.order.reduce((n, id) => n + (list.byId.get(id)?.read ? 0 : 1), 0);
