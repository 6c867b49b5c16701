// Private conversations (section 3: id, unread, accounts, last_status): the rows the core publishes for the
// `conversations` view and the intents a tab sends about one. Opening, reading and deleting happen in the core, which
// publishes the result to every tab at once (and puts it back there if the server refuses).
import type { AccountChip, StatusView } from './rows.ts';

export interface ConversationRow {
  kind: 'conversation';
  /** `c:{id}`. */
  key: string;
  conversationId: string;
  /** The other participants (never the signed-in user), as the server lists them. */
  accounts: AccountChip[];
  /** The newest post, sanitized like any post; null when the server sent none (it was deleted). */
  lastStatus: StatusView | null;
  unread: boolean;
}

export const conversationRowKey = (id: string) => `c:${id}`;

export type ConversationIntent =
  /** Marks it read (POST /api/v1/conversations/{id}/read) in every tab; put back unread on failure. */
  | { type: 'conversation.read'; conversationId: string }
  /** Deletes it (DELETE /api/v1/conversations/{id}): gone from every tab at once, back in place on failure. */
  | { type: 'conversation.remove'; conversationId: string };

export const isConversationIntent = (i: { type: string }): i is ConversationIntent =>
  i.type === 'conversation.read' || i.type === 'conversation.remove';
