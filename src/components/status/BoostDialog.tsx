// The BOOST modal (section 2: params status, onReblog), loaded the first time it opens: boost with a visibility
// (public, quiet public, followers), quote the post where its policy allows it (else the button says why not), or
// cancel. The design system's Dialog traps the focus, closes on Escape and gives the focus back to the boost
// button; the browser's back button closes it too (the Dialog's entry in the modal history, design/modal-history.ts).
import { useId, useState } from 'react';
import type { BoostVisibility, Intent } from '../../../shared/protocol/intents.ts';
import type { StatusView } from '../../../shared/protocol/rows.ts';
import { Button } from '../../design/Button.tsx';
import { Dialog } from '../../design/Dialog.tsx';
import { type MessageId, useT } from '../../i18n/index.ts';
import { useOpenCompose } from '../compose/open-compose.ts';
import '../compose/compose-media.css';
import { DENIAL_TEXT, denialOf } from './quote-denial.ts';

const CHOICES: readonly { value: BoostVisibility; label: MessageId }[] = [
  { value: 'public', label: 'composeMedia.vis.public' },
  { value: 'unlisted', label: 'composeMedia.vis.unlisted' },
  { value: 'private', label: 'composeMedia.vis.private' },
];

export default function BoostDialog({
  status,
  send,
  onClose,
  defaultVisibility = 'public',
}: {
  status: StatusView;
  send: (i: Intent) => void;
  onClose: () => void;
  defaultVisibility?: BoostVisibility;
}) {
  const t = useT();
  const openCompose = useOpenCompose();
  const hintId = useId();
  // The author's own followers-only post is boosted followers-only whatever is asked (the server's rule).
  const choices = status.visibility === 'private' ? CHOICES.filter((c) => c.value === 'private') : CHOICES;
  const [visibility, setVisibility] = useState<BoostVisibility>(
    choices.some((c) => c.value === defaultVisibility) ? defaultVisibility : (choices[0]?.value ?? 'public'),
  );
  const denial = denialOf(status);

  const boost = () => {
    send({ type: 'status.toggle', statusId: status.id, action: 'reblog', value: true, visibility });
    onClose();
  };

  return (
    <Dialog title={t('composeMedia.boostTitle')} onClose={onClose} className="boost-dialog">
      <fieldset>
        <legend>{t('composeMedia.boostVisibility')}</legend>
        {choices.map((c) => (
          <label key={c.value} className="boost-dialog-choice">
            <input
              type="radio"
              name={`boost-visibility-${status.id}`}
              value={c.value}
              checked={visibility === c.value}
              onChange={() => setVisibility(c.value)}
            />
            {t(c.label)}
          </label>
        ))}
      </fieldset>
      {denial ? (
        <p className="quote-denied" id={hintId}>
          {t(DENIAL_TEXT[denial])}
        </p>
      ) : null}
      <div className="boost-dialog-actions">
        <Button onClick={onClose}>{t('composeMedia.cancel')}</Button>
        <Button
          className="boost-dialog-quote"
          disabled={denial !== null}
          {...(denial ? { 'aria-describedby': hintId } : {})}
          onClick={() => {
            onClose();
            openCompose('quote', status.id);
          }}
        >
          {t('composeMedia.quote')}
        </Button>
        <Button variant="primary" className="boost-dialog-boost" onClick={boost}>
          {t('composeMedia.boost')}
        </Button>
      </div>
      <p className="boost-dialog-hint">{t('composeMedia.shiftHint')}</p>
    </Dialog>
  );
}
