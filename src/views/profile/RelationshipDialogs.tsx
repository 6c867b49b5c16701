// The BLOCK and MUTE modals (section 2) and the domain block confirmation (section 7). Each asks, then hands the
// chosen action to the core, which applies it in every tab.
import { useState } from 'react';
import type { ProfileRow, RelationshipAction } from '../../../shared/protocol/profile.ts';
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
  const confirm = (a: RelationshipAction) => {
    act(a);
    onClose();
  };
  if (kind === 'mute')
    return <MuteDialog acct={acct} onMute={confirm} onClose={onClose} returnFocus={returnFocus} />;
  const block = kind === 'block';
  return (
    <ProfileDialog
      title={block ? `Block ${acct}?` : `Block the domain ${row.domain}?`}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <p>
        {block
          ? 'They will not be able to follow you or see your posts, and you will no longer see theirs. They can tell they are blocked.'
          : `You will no longer see posts or notifications from ${row.domain}, and your followers from there will be removed.`}
      </p>
      <div className="profile-dialog-actions">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="danger"
          onClick={() => confirm({ action: block ? 'block' : 'blockDomain' })}
        >
          {block ? 'Block' : 'Block domain'}
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
  return (
    <ProfileDialog title={`Mute ${acct}?`} onClose={onClose} returnFocus={returnFocus}>
      <p>
        Their posts and the posts that mention them leave your timelines. They will not know they are muted.
      </p>
      <label className="profile-dialog-field">
        Duration
        <select value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
          {MUTE_DURATIONS.map((d) => (
            <option key={d.seconds} value={d.seconds}>
              {d.label}
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
        Hide notifications from them
      </label>
      <div className="profile-dialog-actions">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="danger"
          onClick={() => onMute({ action: 'mute', notifications: hideNotifications, duration })}
        >
          Mute
        </button>
      </div>
    </ProfileDialog>
  );
}
