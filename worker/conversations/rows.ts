// A wire conversation → its row: the other participants as chips (the signed-in user left out, should a server list
// them), the last post as any post is shown (sanitized content, custom emoji resolved).
import { type ConversationRow, conversationRowKey } from '../../shared/protocol/conversations.ts';
import type { Conversation } from '../../shared/wire/entities.ts';
import { toAccountChip } from '../rows/accountChip.ts';
import { type RowContext, toStatusView } from '../rows/statusView.ts';

export function toConversationRow(c: Conversation, ctx: RowContext): ConversationRow {
  return {
    kind: 'conversation',
    key: conversationRowKey(c.id),
    conversationId: c.id,
    accounts: c.accounts.filter((a) => a.id !== ctx.me).map(toAccountChip),
    lastStatus: c.last_status ? toStatusView(c.last_status, ctx) : null,
    unread: c.unread,
  };
}
