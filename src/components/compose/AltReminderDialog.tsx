// The alt text reminder (loaded on demand): media without a description is about to be posted. "Add description"
// goes back to the first attachment without one; "Post anyway" posts. The setting altTextReminder turns it off.
import { Button } from '../../design/Button.tsx';
import { Dialog } from '../../design/Dialog.tsx';
import { useT } from '../../i18n/index.ts';

export default function AltReminderDialog({
  count,
  onAnswer,
}: {
  /** Attachments without a description. */
  count: number;
  onAnswer: (postAnyway: boolean) => void;
}) {
  const t = useT();
  return (
    <Dialog title={t('composeMedia.reminderTitle')} onClose={() => onAnswer(false)} className="alt-reminder">
      <p>{t('composeMedia.reminderBody', { n: count })}</p>
      <div className="alt-reminder-actions">
        <Button variant="primary" onClick={() => onAnswer(false)}>
          {t('composeMedia.addDescription')}
        </Button>
        <Button onClick={() => onAnswer(true)}>{t('composeMedia.postAnyway')}</Button>
      </div>
    </Dialog>
  );
}
