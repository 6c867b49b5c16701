// The compose footer's "later" part: the scheduled time (with its remove button), why it cannot be sent, "Save
// draft", and the note once a post is scheduled or a draft put aside, with the way to its list.
import { Link } from 'wouter';
import { type ComposeDraft, hasContent } from '../../../../shared/compose/draft.ts';
import { Button } from '../../../design/Button.tsx';
import { Toast } from '../../../design/States.tsx';
import { useT } from '../../../i18n/index.ts';
import { ScheduledChip } from './ScheduleControls.tsx';
import type { ComposeLater } from './use-compose-later.ts';

export function LaterFooter({
  later,
  draft,
  onRemoveTime,
  onSaveDraft,
  busy,
}: {
  later: ComposeLater;
  draft: ComposeDraft;
  onRemoveTime: () => void;
  onSaveDraft: () => void;
  busy: boolean;
}) {
  const t = useT();
  const n = later.notice;
  return (
    <>
      {draft.scheduledAt && !draft.editId ? (
        <ScheduledChip scheduledAt={draft.scheduledAt} onRemove={onRemoveTime} />
      ) : null}
      {draft.editId ? null : (
        <Button
          variant="quiet"
          className="compose-save-draft"
          disabled={busy || !(hasContent(draft) || draft.poll !== null)}
          onClick={onSaveDraft}
        >
          {t('composeLater.saveDraft')}
        </Button>
      )}
      {later.problem ? (
        <p className="compose-error compose-schedule-problem" role="alert">
          {t(later.problem === 'tooSoon' ? 'composeLater.tooSoon' : 'composeLater.invalidTime')}
        </p>
      ) : null}
      {n ? (
        <Toast className="compose-later-notice" onDismiss={later.dismiss}>
          {n.kind === 'saved' ? t('composeLater.draftSaved') : t('composeLater.scheduledDone', { at: n.at })}{' '}
          <Link href={n.kind === 'saved' ? '/drafts' : '/scheduled_statuses'}>
            {t(n.kind === 'saved' ? 'composeLater.draftsTitle' : 'composeLater.scheduledTitle')}
          </Link>
        </Toast>
      ) : null}
    </>
  );
}
