// One scheduled post in /scheduled_statuses: when it publishes, what it says (warning, text, media, poll, whether it
// is a reply), and its actions. "Change time" opens the browser's date and time picker in the row; the new time is
// checked against the server's rule first and sent with PUT.
import { useId, useState } from 'react';
import { scheduleProblem } from '../../../shared/compose/schedule.ts';
import type { ScheduledItem } from '../../../shared/protocol/compose-later.ts';
import { useCore } from '../../app/core-context.tsx';
import { isoFromPicker, pickerBounds, pickerFromIso } from '../../components/compose/later/schedule-input.ts';
import { Button } from '../../design/Button.tsx';
import { useT } from '../../i18n/index.ts';

export function ScheduledRow({
  item,
  onChanged,
  onOpen,
  onCancel,
}: {
  item: ScheduledItem;
  onChanged: (item: ScheduledItem) => void;
  onOpen: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const core = useCore();
  const id = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<'tooSoon' | 'invalid' | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const iso = editing === null ? null : isoFromPicker(editing);
    const p = iso === null ? 'invalid' : scheduleProblem(iso, Date.now());
    setProblem(p);
    if (p !== null || iso === null) return;
    setSaving(true);
    const r = await core.intent({ type: 'scheduled.reschedule', id: item.id, scheduledAt: iso });
    setSaving(false);
    if (!r.ok) return;
    onChanged(r.value as ScheduledItem);
    setEditing(null);
  };

  return (
    <li className="later-row" data-scheduled-id={item.id}>
      <p className="later-when">
        <time dateTime={item.scheduledAt}>
          {t('composeLater.publishesAt', { at: Date.parse(item.scheduledAt) })}
        </time>
      </p>
      {item.spoilerText ? (
        <p className="later-meta">{t('composeLater.cwOf', { text: item.spoilerText })}</p>
      ) : null}
      {item.inReplyToId ? <p className="later-meta">{t('composeLater.isReply')}</p> : null}
      <p className="later-text" dir="auto">
        {item.text || t('composeLater.noText')}
      </p>
      {item.media.length > 0 ? (
        <p className="later-meta">{t('composeLater.attachments', { n: item.media.length })}</p>
      ) : null}
      {item.pollOptions ? (
        <p className="later-meta">{t('composeLater.pollOf', { options: item.pollOptions.join(' · ') })}</p>
      ) : null}
      {editing !== null ? (
        <div className="later-edit">
          <label htmlFor={`${id}-at`}>{t('composeLater.pickTime')}</label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            min={pickerBounds().min}
            value={editing}
            onChange={(e) => {
              setEditing(e.target.value);
              setProblem(null);
            }}
          />
          <Button variant="primary" disabled={saving} onClick={() => void save()}>
            {t('composeLater.saveTime')}
          </Button>
          <Button onClick={() => setEditing(null)}>{t('composeLater.keepTime')}</Button>
          {problem ? (
            <p className="compose-error" role="alert">
              {t(problem === 'tooSoon' ? 'composeLater.tooSoon' : 'composeLater.invalidTime')}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="later-actions">
        {editing === null ? (
          <Button onClick={() => setEditing(pickerFromIso(item.scheduledAt))}>
            {t('composeLater.changeTime')}
          </Button>
        ) : null}
        <Button onClick={onOpen}>{t('composeLater.openInCompose')}</Button>
        <Button variant="danger" onClick={onCancel}>
          {t('composeLater.cancelPost')}
        </Button>
      </div>
    </li>
  );
}
