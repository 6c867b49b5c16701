// "Replying to": the post a reply answers, above the text: its author and an excerpt of its text (its content
// warning instead, when it has one), with a button that cancels the reply and keeps what was typed. The post comes
// from the core's thread view of it (shared with any tab showing that thread; the entity store often has it).
import { useSignals } from '@preact/signals-react/runtime';
import { useCore } from '../../app/core-context.tsx';
import { IconButton } from '../../design/Button.tsx';
import { useT } from '../../i18n/index.ts';
import { ContentTree } from '../content/ContentTree.tsx';
import { excerptNodes } from '../content/plain-text.ts';
import { AccountName, Avatar } from '../status/AccountName.tsx';
import './reply-preview.css';

export function ReplyingTo({ statusId, onCancel }: { statusId: string; onCancel: () => void }) {
  useSignals();
  const t = useT();
  const core = useCore();
  const store = core.useView({ kind: 'thread', statusId });
  const key = `s:${statusId}`;
  // Read through the keys so that the preview re-renders when the post's row arrives.
  const row = store.keys.value.includes(key) ? store.row(key)?.value : undefined;
  const status = row?.kind === 'status' ? row.status : null;
  const failed = store.meta.value.error !== null;
  return (
    <section className="reply-preview" aria-label={t('composeExtras.replyingTo')}>
      <div className="reply-preview-head">
        <span className="reply-preview-label with-icon icon-reply">{t('composeExtras.replyingTo')}</span>
        <IconButton icon="close" label={t('composeExtras.cancelReply')} onClick={onCancel} />
      </div>
      {status ? (
        <>
          <div className="reply-preview-author">
            <Avatar account={status.account} size={24} />
            <AccountName account={status.account} />
          </div>
          <p className="reply-preview-excerpt" dir="auto" lang={status.language ?? undefined}>
            {status.spoilerText ? (
              status.spoilerText
            ) : (
              <ContentTree nodes={excerptNodes(status.content, 160)} />
            )}
          </p>
        </>
      ) : (
        <p className="reply-preview-excerpt">
          {t(failed ? 'composeExtras.replyUnavailable' : 'composeExtras.replyLoading')}
        </p>
      )}
    </section>
  );
}
