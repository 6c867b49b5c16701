// The BLOCK and MUTE modals (section 2) and the domain block confirmation (section 7). Each asks, then hands the
// chosen action to the core, which applies it in every tab.
import { useState } from 'react';
import type { ProfileRow, RelationshipAction } from '../../../shared/protocol/profile.ts';
import { useT } from '../../i18n/index.ts';
import { ProfileDialog } from './ProfileDialog.tsx';
import { MUTE_DURATIONS } from './profile-format.ts';

export type DialogKind = 'block' | 'mute' | 'blockDomain';

export function RelationshipDialog({
  kind,
  row,
  act,
  onClose,
  returnFocus,
}: {
  kind: DialogKind;
  row: ProfileRow;
  act: (a: RelationshipAction) => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const acct = `@${row.account.acct}`;
  const t = useT();
  const confirm = (a: RelationshipAction) => {
    act(a);
    onClose();
  };
  if (kind === 'mute')
    return <MuteDialog acct={acct} onMute={confirm} onClose={onClose} returnFocus={returnFocus} />;
  const block = kind === 'block';
  return (
    <ProfileDialog
      title={
        block
          ? t('profile.blockQuestion', { acct })
          : t('profile.blockDomainQuestion', { domain: row.domain })
      }
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <p>{block ? t('profile.blockExplain') : t('profile.blockDomainExplain', { domain: row.domain })}</p>
      <div className="profile-dialog-actions">
        <button type="button" onClick={onClose}>
          {t('profile.cancel')}
        </button>
        <button
          type="button"
          className="danger"
          onClick={() => confirm({ action: block ? 'block' : 'blockDomain' })}
        >
          {block ? t('profile.block') : t('profile.blockDomain')}
        </button>
      </div>
    </ProfileDialog>
  );
}

function MuteDialog({
  acct,
  onMute,
  onClose,
  returnFocus,
}: {
  acct: string;
  onMute: (a: RelationshipAction) => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const [duration, setDuration] = useState(0);
  const [hideNotifications, setHideNotifications] = useState(true);
  const t = useT();
  return (
    <ProfileDialog title={t('profile.muteQuestion', { acct })} onClose={onClose} returnFocus={returnFocus}>
      <p>{t('profile.muteExplain')}</p>
      <label className="profile-dialog-field">
        {t('profile.duration')}
        <select value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
          {MUTE_DURATIONS.map((d) => (
            <option key={d.seconds} value={d.seconds}>
              {t(d.label, { n: d.n })}
            </option>
          ))}
        </select>
      </label>
      <label className="profile-dialog-field">
        <input
          type="checkbox"
          checked={hideNotifications}
          onChange={(e) => setHideNotifications(e.target.checked)}
        />
        {t('profile.hideNotifications')}
      </label>
      <div className="profile-dialog-actions">
        <button type="button" onClick={onClose}>
          {t('profile.cancel')}
        </button>
        <button
          type="button"
          className="danger"
          onClick={() => onMute({ action: 'mute', notifications: hideNotifications, duration })}
        >
          {t('profile.mute')}
        </button>
      </div>
    </ProfileDialog>
  );
}
