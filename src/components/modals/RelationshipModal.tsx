// The BLOCK and MUTE modals (section 2: accountId, acct) and the domain block confirmation (section 7), shared by
// the profile's menu and a post's menu. Each asks, then hands the chosen action to the core, which applies it in
// every tab (and takes the account's items out of every view once the server confirms).
import { useState } from 'react';
import type { RelationshipAction } from '../../../shared/protocol/profile.ts';
import { Button } from '../../design/Button.tsx';
import { Dialog } from '../../design/Dialog.tsx';
import { type MessageId, useT } from '../../i18n/index.ts';
import './modals.css';

export type RelationshipModalKind = 'block' | 'mute' | 'blockDomain';

/** The MUTE modal's durations (seconds; 0 is indefinitely), as Mastodon offers them. */
export const MUTE_CHOICES: { seconds: number; label: MessageId; n: number }[] = [
  { seconds: 0, label: 'profile.indefinitely', n: 0 },
  { seconds: 300, label: 'profile.minutes', n: 5 },
  { seconds: 1800, label: 'profile.minutes', n: 30 },
  { seconds: 3600, label: 'profile.hours', n: 1 },
  { seconds: 21600, label: 'profile.hours', n: 6 },
  { seconds: 86400, label: 'profile.days', n: 1 },
  { seconds: 259200, label: 'profile.days', n: 3 },
  { seconds: 604800, label: 'profile.days', n: 7 },
];

export function RelationshipModal({
  kind,
  acct,
  domain,
  act,
  onClose,
  returnFocus,
}: {
  kind: RelationshipModalKind;
  /** The account's acct, without the leading @. */
  acct: string;
  /** The account's domain ('' for a local account). */
  domain: string;
  act: (a: RelationshipAction) => void;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
}) {
  const t = useT();
  const handle = `@${acct}`;
  const focusBack = returnFocus ? { returnFocus } : {};
  const confirm = (a: RelationshipAction) => {
    onClose();
    act(a);
  };
  if (kind === 'mute') return <MuteModal handle={handle} onMute={confirm} onClose={onClose} {...focusBack} />;
  const block = kind === 'block';
  return (
    <Dialog
      title={
        block ? t('profile.blockQuestion', { acct: handle }) : t('profile.blockDomainQuestion', { domain })
      }
      onClose={onClose}
      className="relationship-modal"
      {...focusBack}
    >
      <p className="modal-text">
        {block ? t('profile.blockExplain') : t('profile.blockDomainExplain', { domain })}
      </p>
      <div className="modal-actions">
        <Button onClick={onClose}>{t('profile.cancel')}</Button>
        <Button
          variant="danger"
          data-autofocus=""
          onClick={() => confirm({ action: block ? 'block' : 'blockDomain' })}
        >
          {block ? t('profile.block') : t('profile.blockDomain')}
        </Button>
      </div>
    </Dialog>
  );
}

function MuteModal({
  handle,
  onMute,
  onClose,
  returnFocus,
}: {
  handle: string;
  onMute: (a: RelationshipAction) => void;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
}) {
  const [duration, setDuration] = useState(0);
  const [hideNotifications, setHideNotifications] = useState(true);
  const t = useT();
  return (
    <Dialog
      title={t('profile.muteQuestion', { acct: handle })}
      onClose={onClose}
      className="relationship-modal"
      {...(returnFocus ? { returnFocus } : {})}
    >
      <p className="modal-text">{t('profile.muteExplain')}</p>
      <label className="modal-field">
        {t('profile.duration')}
        <select value={String(duration)} onChange={(e) => setDuration(Number(e.target.value))}>
          {MUTE_CHOICES.map((d) => (
            <option key={d.seconds} value={d.seconds}>
              {t(d.label, { n: d.n })}
            </option>
          ))}
        </select>
      </label>
      <label className="modal-field modal-check">
        <input
          type="checkbox"
          checked={hideNotifications}
          onChange={(e) => setHideNotifications(e.target.checked)}
        />
        {t('profile.hideNotifications')}
      </label>
      <div className="modal-actions">
        <Button onClick={onClose}>{t('profile.cancel')}</Button>
        <Button
          variant="danger"
          onClick={() => onMute({ action: 'mute', notifications: hideNotifications, duration })}
        >
          {t('profile.mute')}
        </Button>
      </div>
    </Dialog>
  );
}
