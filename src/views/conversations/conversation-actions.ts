// What a conversation row can ask its screen to do: open it (read, then its thread), reply in it, or delete it (the
// screen asks first, in one dialog outside the virtualized list). A context, so rows hold no callbacks as props.
import { createContext, useContext } from 'react';
import type { ConversationRow } from '../../../shared/protocol/conversations.ts';

export interface ConversationActions {
  open(row: ConversationRow): void;
  reply(row: ConversationRow): void;
  askDelete(row: ConversationRow): void;
}

export const ConversationActionsContext = createContext<ConversationActions | null>(null);

export function useConversationActions(): ConversationActions {
  const actions = useContext(ConversationActionsContext);
  if (!actions) throw new Error('useConversationActions outside the conversations screen');
  return actions;
}

/** The accounts a reply in the conversation mentions: everyone in it besides the user. */
export const replyParticipants = (row: ConversationRow) =>
  row.accounts.map((a) => ({ id: a.id, acct: a.acct }));

/** The id compose's reply entry point (`/publish?reply=<id>`) keeps the reply's draft under. */
export const replyDraftId = (statusId: string) => `reply:${statusId}`;
