// Scheduling in compose (issue 19 item 6): the "Schedule" button opens a small panel with the browser's own date and
// time picker (native, so it speaks the user's language and calendar; no `min`, which would make the form refuse
// to send with the browser's bubble instead of our message); the chosen time shows in the compose footer
// with a button that removes it. The draft keeps the time as ISO (`scheduledAt`), sent as `scheduled_at`.
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { ComposeDraft } from '../../../../shared/compose/draft.ts';
import { Icon } from '../../../components/status/Icon.tsx';
import { IconButton } from '../../../design/Button.tsx';
import { useT } from '../../../i18n/index.ts';
import { isoFromPicker, pickerBounds, pickerFromIso } from './schedule-input.ts';
import './compose-later.css';

/** The button and its panel; none for an edit (a published post keeps its time). */
export function ScheduleButton({
  draft,
  onChange,
}: {
  draft: Pick<ComposeDraft, 'scheduledAt' | 'editId'>;
  onChange: (scheduledAt: string | null) => void;
}) {
  const t = useT();
  const scheduledAt = draft.scheduledAt ?? null;
  const id = useId();
  const [open, setOpen] = useState(false);
  // What is typed, kept while the field is half filled (the draft only takes a whole time).
  const [typed, setTyped] = useState<string | null>(null);
  const bounds = pickerBounds();
  if (draft.editId) return null;
  return (
    <>
      <button
        type="button"
        className="compose-schedule with-icon icon-clock"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-pressed={scheduledAt !== null}
        onClick={() => {
          if (!open && scheduledAt === null) onChange(bounds.first);
          setTyped(null);
          setOpen(!open);
        }}
      >
        {t('composeLater.schedule')}
      </button>
      {open ? (
        <div id={`${id}-panel`} className="compose-schedule-panel">
          <label htmlFor={`${id}-at`}>{t('composeLater.pickTime')}</label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            className="compose-schedule-input"
            value={typed ?? pickerFromIso(scheduledAt)}
            onChange={(e) => {
              setTyped(e.target.value);
              const iso = isoFromPicker(e.target.value);
              if (iso) onChange(iso);
            }}
          />
          <Link href="/scheduled_statuses">{t('composeLater.scheduledTitle')}</Link>
        </div>
      ) : null}
    </>
  );
}

/** The chosen time in the compose footer, with the button that takes it away. */
export function ScheduledChip({ scheduledAt, onRemove }: { scheduledAt: string; onRemove: () => void }) {
  const t = useT();
  const at = Date.parse(scheduledAt);
  return (
    <span className="compose-scheduled-chip">
      <Icon name="clock" />
      <span>{t('composeLater.scheduledFor', { at })}</span>
      <IconButton icon="close" label={t('composeLater.removeSchedule')} onClick={onRemove} />
    </span>
  );
}
