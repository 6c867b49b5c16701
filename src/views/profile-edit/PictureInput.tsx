// An avatar or header picker: shows the chosen picture at once (a local preview) over the current one, with its
// size limit from the server; a picture the server would refuse is said here before anything is sent.
import { useEffect, useMemo } from 'react';
import { useT } from '../../i18n/index.ts';

export function PictureInput({
  which,
  current,
  file,
  maxBytes,
  types,
  onPick,
}: {
  which: 'avatar' | 'header';
  current: string;
  file: File | null;
  maxBytes: number;
  types: string[];
  onPick: (f: File | null) => void;
}) {
  const t = useT();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const id = `profile-edit-${which}`;
  const src = preview ?? current;
  return (
    <div className={`profile-edit-picture is-${which}`}>
      <label htmlFor={id}>{t(which === 'avatar' ? 'profileEdit.avatar' : 'profileEdit.header')}</label>
      <div className="profile-edit-preview">{src ? <img src={src} alt="" /> : null}</div>
      <input
        id={id}
        type="file"
        accept={types.join(',')}
        onChange={(e) => onPick(e.target.files?.[0] ?? null)}
      />
      <p className="profile-edit-hint">
        {t('profileEdit.pictureHint', { mb: Math.round((maxBytes / (1024 * 1024)) * 10) / 10 })}
      </p>
    </div>
  );
}
