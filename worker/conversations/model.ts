// The list of private conversations the core holds for the account: newest first, one entry per conversation id,
// and the row operations each change costs (so every tab's view applies the same few ops). Plain functions over a
// plain object: the wiring (worker/app/conversations.ts) does the requests and the publishing.
//
// Order: pages append in the server's order (newest last status first); a streamed `conversation` event, or a
// newer answer after a reconnect, moves the conversation to the top, as a new post in it makes it the newest.
import type { RowOp } from '../../shared/protocol/diff.ts';
import type { Row } from '../../shared/protocol/rows.ts';
import type { Conversation } from '../../shared/wire/entities.ts';

export interface ConversationList {
  /** Conversation ids, newest first. */
  order: string[];
  byId: Map<string, Conversation>;
  /** Accounts blocked or muted this session: a conversation with only them in it is not shown (section 4). */
  hidden: Set<string>;
}

export type ToRow = (c: Conversation) => Row;

export const createConversationList = (): ConversationList => ({
  order: [],
  byId: new Map(),
  hidden: new Set(),
});

/** Whether every other participant is hidden (a conversation with nobody else in it is the user's own: kept). */
export function onlyHidden(list: ConversationList, c: Conversation): boolean {
  return c.accounts.length > 0 && c.accounts.every((a) => list.hidden.has(a.id));
}

/** A page further down: new conversations go to the end; ones already held are refreshed in place. */
export function appendPage(list: ConversationList, page: readonly Conversation[], toRow: ToRow): RowOp[] {
  const ops: RowOp[] = [];
  const added: Row[] = [];
  const at = list.order.length;
  for (const c of page) {
    if (onlyHidden(list, c)) continue;
    if (list.byId.has(c.id)) {
      list.byId.set(c.id, c);
      ops.push({ op: 'update', row: toRow(c) });
      continue;
    }
    list.byId.set(c.id, c);
    list.order.push(c.id);
    added.push(toRow(c));
  }
  if (added.length > 0) ops.push({ op: 'insert', index: at, rows: added });
  return ops;
}

/** Replaces everything (a reload). */
export function replaceAll(list: ConversationList, page: readonly Conversation[], toRow: ToRow): RowOp[] {
  list.order = [];
  list.byId.clear();
  appendPage(list, page, toRow);
  return [{ op: 'reset', rows: list.order.map((id) => toRow(list.byId.get(id) as Conversation)) }];
}

/** A conversation with a new post (streamed, or newer after a reconnect): at the top, with the server's unread. */
export function moveToTop(list: ConversationList, c: Conversation, toRow: ToRow): RowOp[] {
  if (onlyHidden(list, c)) return [];
  const i = list.order.indexOf(c.id);
  list.byId.set(c.id, c);
  if (i < 0) {
    list.order.unshift(c.id);
    return [{ op: 'insert', index: 0, rows: [toRow(c)] }];
  }
  const ops: RowOp[] = [];
  if (i > 0) {
    list.order.splice(i, 1);
    list.order.unshift(c.id);
    ops.push({ op: 'move', key: toRow(c).key, index: 0 });
  }
  ops.push({ op: 'update', row: toRow(c) });
  return ops;
}

/** The first page asked again after a reconnect: conversations whose last post changed move up (oldest first, so
 *  the newest ends on top); the others are refreshed where they are. */
export function mergeNewest(list: ConversationList, page: readonly Conversation[], toRow: ToRow): RowOp[] {
  const ops: RowOp[] = [];
  for (const c of [...page].reverse()) {
    const held = list.byId.get(c.id);
    if (held && held.last_status?.id === c.last_status?.id) {
      list.byId.set(c.id, c);
      ops.push({ op: 'update', row: toRow(c) });
    } else ops.push(...moveToTop(list, c, toRow));
  }
  return ops;
}

/** Sets one conversation's unread mark; answers the ops and what it was (null when the conversation is not held). */
export function setUnread(
  list: ConversationList,
  id: string,
  unread: boolean,
  toRow: ToRow,
): { ops: RowOp[]; was: boolean | null } {
  const c = list.byId.get(id);
  if (!c) return { ops: [], was: null };
  if (c.unread === unread) return { ops: [], was: unread };
  const next = { ...c, unread };
  list.byId.set(id, next);
  return { ops: [{ op: 'update', row: toRow(next) }], was: c.unread };
}

export interface Removed {
  conversation: Conversation;
  index: number;
}

/** Takes one conversation out; answers what is needed to put it back. */
export function removeOne(
  list: ConversationList,
  id: string,
  toRow: ToRow,
): { ops: RowOp[]; removed: Removed | null } {
  const c = list.byId.get(id);
  const index = list.order.indexOf(id);
  if (!c || index < 0) return { ops: [], removed: null };
  list.byId.delete(id);
  list.order.splice(index, 1);
  return { ops: [{ op: 'remove', keys: [toRow(c).key] }], removed: { conversation: c, index } };
}

/** Puts back a conversation whose deletion the server refused, where it was (unless it came back meanwhile). */
export function restore(list: ConversationList, r: Removed, toRow: ToRow): RowOp[] {
  if (list.byId.has(r.conversation.id)) return [];
  const index = Math.min(r.index, list.order.length);
  list.byId.set(r.conversation.id, r.conversation);
  list.order.splice(index, 0, r.conversation.id);
  return [{ op: 'insert', index, rows: [toRow(r.conversation)] }];
}

/** A blocked or muted account: conversations with only them leave, and stay out of later pages and events. */
export function hideAccount(list: ConversationList, accountId: string, toRow: ToRow): RowOp[] {
  list.hidden.add(accountId);
  const gone = list.order.filter((id) => onlyHidden(list, list.byId.get(id) as Conversation));
  if (gone.length === 0) return [];
  const keys = gone.map((id) => toRow(list.byId.get(id) as Conversation).key);
  for (const id of gone) list.byId.delete(id);
  list.order = list.order.filter((id) => list.byId.has(id));
  return [{ op: 'remove', keys }];
}

export const unreadCount = (list: ConversationList): number =>
  list.order.reduce((n, id) => n + (list.byId.get(id)?.unread ? 1 : 0), 0);

export const rowsOf = (list: ConversationList, toRow: ToRow): Row[] =>
  list.order.map((id) => toRow(list.byId.get(id) as Conversation));
