// One private conversation: the other participants' avatars and names, the last post's excerpt (its sanitized
// content, or its content warning instead), its time, and whether it is unread. Clicking the row (not a link or
// button in it) opens it; Reply and Delete are its actions.
import { Fragment, type MouseEvent, memo } from 'react';
import type { ConversationRow as ConversationRowModel } from '../../../shared/protocol/conversations.ts';
import { ContentTree } from '../../components/content/ContentTree.tsx';
import { Avatar, DisplayName } from '../../components/status/AccountName.tsx';
import { RelativeTime } from '../../components/status/RelativeTime.tsx';
import { statusPath } from '../../components/status/StatusBody.tsx';
import { IconButton } from '../../design/Button.tsx';
import { useT } from '../../i18n/index.ts';
import { useConversationActions } from './conversation-actions.ts';

/** Avatars drawn: one large, or up to four small in a square. */
const AVATARS = 4;

/** A click that lands on a link or a control inside the row does its own thing. */
const onInteractive = (e: MouseEvent) =>
  (e.target as HTMLElement).closest('a, button, input, label') !== null;

export const ConversationRow = memo(function ConversationRow({ row }: { row: ConversationRowModel }) {
  const t = useT();
  const actions = useConversationActions();
  const last = row.lastStatus;
  const many = row.accounts.length > 1;
  return (
    // The click is a larger target for the pointer; by keyboard the time link and the list's Enter key open it.
    <div
      className={row.unread ? 'conversation unread' : 'conversation'}
      data-conversation-id={row.conversationId}
      onClick={(e) => {
        if (!onInteractive(e)) actions.open(row);
      }}
    >
      <div className={many ? 'conversation-avatars many' : 'conversation-avatars'} aria-hidden="true">
        {row.accounts.slice(0, AVATARS).map((a) => (
          <Avatar key={a.id} account={a} size={many ? 22 : 46} />
        ))}
      </div>
      <div className="conversation-main">
        <div className="conversation-head">
          <span className="conversation-names">
            {row.accounts.length === 0
              ? t('conversations.onlyYou')
              : row.accounts.map((a, i) => (
                  <Fragment key={a.id}>
                    {i > 0 ? t('conversations.separator') : null}
                    <DisplayName account={a} />
                  </Fragment>
                ))}
          </span>
          {row.unread ? <span className="conversation-unread">{t('conversations.unread')}</span> : null}
          {last ? (
            <a
              className="conversation-time"
              href={statusPath(last)}
              onClick={(e) => {
                if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                e.preventDefault();
                actions.open(row);
              }}
            >
              <RelativeTime iso={last.createdAt} />
            </a>
          ) : null}
        </div>
        <div className="conversation-excerpt" lang={last?.language ?? undefined}>
          {!last ? (
            <p className="conversation-missing">{t('conversations.noExcerpt')}</p>
          ) : last.spoilerText ? (
            <p>{t('conversations.contentWarning', { text: last.spoilerText })}</p>
          ) : (
            <ContentTree nodes={last.content} />
          )}
          {last && last.media.length > 0 ? (
            <p className="conversation-media">{t('conversations.attachments', { n: last.media.length })}</p>
          ) : null}
        </div>
        <div className="conversation-actions">
          <IconButton
            icon="reply"
            label={t('conversations.reply')}
            disabled={!last}
            onClick={() => actions.reply(row)}
          />
          <IconButton icon="close" label={t('conversations.delete')} onClick={() => actions.askDelete(row)} />
        </div>
      </div>
    </div>
  );
});
