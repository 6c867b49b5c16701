// /conversations, Mastodon's "Private mentions": the core's `conversations` view (live through the direct stream,
// the same in every tab). Opening one marks it read in every tab and shows its thread at the last post's address;
// Reply opens compose on that post with the conversation kept direct and everyone in it mentioned; Delete asks
// first. Loaded on demand.
import { useCallback, useMemo, useState } from 'react';
import type { ConversationRow as ConversationRowModel } from '../../../shared/protocol/conversations.ts';
import type { Intent } from '../../../shared/protocol/intents.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import { useCore } from '../../app/core-context.tsx';
import { useNavigate } from '../../app/in-app-links.tsx';
import type { RowShortcut } from '../../app/keyboard/keymap.ts';
import { statusPath } from '../../components/status/StatusBody.tsx';
import { VirtualList } from '../../components/virtual-list/VirtualList.tsx';
import { Button } from '../../design/Button.tsx';
import { Dialog } from '../../design/Dialog.tsx';
import { useT } from '../../i18n/index.ts';
import { ConversationRow } from './ConversationRow.tsx';
import {
  type ConversationActions,
  ConversationActionsContext,
  replyDraftId,
  replyParticipants,
} from './conversation-actions.ts';
import './conversations.css';

const SPEC = { kind: 'conversations' } as const;

const renderConversation = (row: Row) => (row.kind === 'conversation' ? <ConversationRow row={row} /> : null);

export default function ConversationsScreen() {
  const t = useT();
  const core = useCore();
  const navigate = useNavigate();
  const store = core.useView(SPEC);
  const [deleting, setDeleting] = useState<ConversationRowModel | null>(null);
  const intent = useCallback((i: Intent) => void core.intent(i), [core]);

  const actions = useMemo<ConversationActions>(
    () => ({
      open(row) {
        if (row.unread) void core.intent({ type: 'conversation.read', conversationId: row.conversationId });
        if (row.lastStatus) navigate(statusPath(row.lastStatus));
      },
      reply(row) {
        const last = row.lastStatus;
        if (!last) return;
        const draftId = replyDraftId(last.id);
        void core
          .intent({
            type: 'compose.from',
            draftId,
            statusId: last.id,
            mode: 'reply',
            participants: replyParticipants(row),
          })
          .then((r) => {
            // Compose's reply entry point finds the draft just built (under the same id) and adopts it.
            if (r.ok) navigate(`/publish?reply=${encodeURIComponent(last.id)}`);
          });
      },
      askDelete: setDeleting,
    }),
    [core, navigate],
  );

  // The list's keys: Enter/o opens, r replies (favourite and boost are a post's, not a conversation's).
  const onRowAction = useCallback(
    (key: string, action: RowShortcut) => {
      const row = store.row(key)?.peek();
      if (row?.kind !== 'conversation') return;
      if (action === 'open') actions.open(row);
      else if (action === 'reply') actions.reply(row);
    },
    [store, actions],
  );

  const title = t('conversations.title');
  return (
    <section className="view-screen conversations-screen">
      <h2 className="column-title">{title}</h2>
      <ConversationActionsContext.Provider value={actions}>
        <VirtualList
          key={store.view}
          store={store}
          render={renderConversation}
          intent={intent}
          onRowAction={onRowAction}
          label={title}
        />
      </ConversationActionsContext.Provider>
      {deleting ? (
        <Dialog title={t('conversations.deleteTitle')} onClose={() => setDeleting(null)}>
          <p>{t('conversations.deleteBody')}</p>
          <div className="conversation-dialog-actions">
            <Button onClick={() => setDeleting(null)}>{t('conversations.cancel')}</Button>
            <Button
              variant="danger"
              onClick={() => {
                void core.intent({ type: 'conversation.remove', conversationId: deleting.conversationId });
                setDeleting(null);
              }}
            >
              {t('conversations.deleteConfirm')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
