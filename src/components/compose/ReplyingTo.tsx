// "Replying to": the post a reply answers, above the text, with a button that cancels the reply and keeps what was
// typed (ParentPreview.tsx draws it).
import { useT } from '../../i18n/index.ts';
import { ParentPreview, useParentPost } from './ParentPreview.tsx';
import './reply-preview.css';

export function ReplyingTo({ statusId, onCancel }: { statusId: string; onCancel: () => void }) {
  const t = useT();
  const { status, failed } = useParentPost(statusId);
  return (
    <ParentPreview
      kind="reply"
      label={t('composeExtras.replyingTo')}
      closeLabel={t('composeExtras.cancelReply')}
      onClose={onCancel}
      status={status}
      waiting={t(failed ? 'composeExtras.replyUnavailable' : 'composeExtras.replyLoading')}
      excerptLength={160}
    />
  );
}
