// The edit-media dialog (loaded on demand): the focal point, set by a click on the preview (or the arrow keys),
// the description, and for video and audio a thumbnail picture. Applied to a new post's media at once
// (PUT /api/v1/media/{id}, multipart, through the core); for a published post being edited the focal point and
// description travel with the edit (media_attributes), where thumbnails cannot change.
import { useState } from 'react';
import type { DraftMedia } from '../../../shared/compose/draft.ts';
import {
  clampFocus,
  type FocusPoint,
  focusFromClick,
  focusToPercent,
  formatFocus,
  parseFocus,
} from '../../../shared/compose/focus-point.ts';
import { useCore } from '../../app/core-context.tsx';
import { alertLine } from '../../app/core-text.ts';
import { Button } from '../../design/Button.tsx';
import { Dialog } from '../../design/Dialog.tsx';
import { useT } from '../../i18n/index.ts';

/** How far one arrow key press moves the focal point. */
const KEY_STEP = 0.1;
const KEY_MOVES: Record<string, FocusPoint> = {
  ArrowLeft: { x: -KEY_STEP, y: 0 },
  ArrowRight: { x: KEY_STEP, y: 0 },
  ArrowUp: { x: 0, y: KEY_STEP },
  ArrowDown: { x: 0, y: -KEY_STEP },
};

export default function MediaEditDialog({
  media,
  preview,
  editing,
  onClose,
  onApplied,
}: {
  media: DraftMedia;
  /** The picture shown (the picked file or the server's preview). */
  preview: string | null;
  editing: boolean;
  onClose: () => void;
  onApplied: (patch: Partial<DraftMedia>) => void;
}) {
  const core = useCore();
  const t = useT();
  const [focus, setFocus] = useState<FocusPoint>(parseFocus(media.focus) ?? { x: 0, y: 0 });
  const [description, setDescription] = useState(media.description);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const marker = focusToPercent(focus);
  const visual = media.type === 'video' || media.type === 'audio';

  const apply = async () => {
    const patch: Partial<DraftMedia> = { focus: formatFocus(focus), description };
    if (editing) return onApplied(patch);
    setBusy(true);
    setError(null);
    const r = await core.intent({
      type: 'media.update',
      mediaId: media.id,
      description,
      focus: patch.focus as string,
      ...(thumbnail ? { thumbnail } : {}),
    });
    setBusy(false);
    if (!r.ok) return setError(r.alert ? alertLine(r.alert) : t('composeMedia.saveFailed'));
    const saved = r.value as DraftMedia;
    onApplied({ ...patch, previewUrl: saved.previewUrl ?? media.previewUrl });
  };

  return (
    <Dialog title={t('composeMedia.dialogTitle')} onClose={onClose} className="media-edit-dialog">
      <p className="media-edit-help">{t('composeMedia.focusHelp')}</p>
      {preview ? (
        <button
          type="button"
          className="media-edit-preview"
          aria-label={t('composeMedia.focusLabel', { x: focus.x, y: focus.y })}
          onClick={(e) => {
            const box = e.currentTarget.getBoundingClientRect();
            // A click from the keyboard (Enter, Space) has no position: it keeps the point.
            if (e.detail === 0) return;
            setFocus(focusFromClick(e.clientX - box.left, e.clientY - box.top, box.width, box.height));
          }}
          onKeyDown={(e) => {
            const move = KEY_MOVES[e.key];
            if (!move) return;
            e.preventDefault();
            setFocus((f) => clampFocus({ x: f.x + move.x, y: f.y + move.y }));
          }}
        >
          <img src={preview} alt="" draggable={false} />
          <span
            className="media-edit-marker"
            style={{ insetInlineStart: `${marker.left}%`, insetBlockStart: `${marker.top}%` }}
          />
        </button>
      ) : null}
      <label className="media-edit-field">
        {t('composeMedia.description')}
        <textarea rows={3} dir="auto" value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      {visual && !editing ? (
        <label className="media-edit-field">
          {t('composeMedia.thumbnail')}
          <input
            type="file"
            accept="image/*"
            aria-label={t('composeMedia.chooseThumbnail')}
            onChange={(e) => setThumbnail(e.target.files?.[0] ?? null)}
          />
          {thumbnail ? <span>{t('composeMedia.thumbnailChosen', { name: thumbnail.name })}</span> : null}
        </label>
      ) : null}
      {error ? (
        <p className="compose-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="media-edit-actions">
        <Button onClick={onClose}>{t('composeMedia.cancel')}</Button>
        <Button variant="primary" disabled={busy} onClick={() => void apply()}>
          {busy ? t('composeMedia.saving') : t('composeMedia.apply')}
        </Button>
      </div>
    </Dialog>
  );
}
