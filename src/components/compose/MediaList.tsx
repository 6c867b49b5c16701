// The draft's attachments (thumbnail, alt text, order, edit, remove) and the uploads still on their way, each with
// its bytes sent. The order is the post's: earlier/later buttons (keyboard) or drag and drop (shared/compose/
// media-order.ts). "Edit" opens the focus point and thumbnail dialog, loaded on demand.
import { lazy, Suspense, useState } from 'react';
import type { DraftMedia } from '../../../shared/compose/draft.ts';
import { stepTarget } from '../../../shared/compose/media-order.ts';
import { uploadKey } from '../../../shared/compose/upload-progress.ts';
import { useT } from '../../i18n/index.ts';
import { UploadProgress } from './UploadProgress.tsx';

const MediaEditDialog = lazy(() => import('./MediaEditDialog.tsx'));

/** The drag's payload type: an attachment of this list, never a file from outside. */
const DRAG_TYPE = 'application/x-woolly-media';

export interface UploadingItem {
  localId: string;
  name: string;
  /** An object URL of the picked file, revoked when the item goes. */
  objectUrl: string;
  state: 'uploading' | 'processing';
}

export function MediaList({
  media,
  uploading,
  thumbnails,
  draftId,
  editing = false,
  onDescribe,
  onDescribed,
  onRemove,
  onMove,
  onEdited,
}: {
  media: DraftMedia[];
  uploading: UploadingItem[];
  /** Object URLs of files picked in this tab, by media id (the server's preview otherwise). */
  thumbnails: ReadonlyMap<string, string>;
  /** The draft the uploads belong to: their progress is published under it. */
  draftId?: string;
  /** A published post being edited: focus points travel with the edit, thumbnails cannot change. */
  editing?: boolean;
  onDescribe: (id: string, description: string) => void;
  /** The alt text field lost focus: the text goes to the server. */
  onDescribed: (id: string) => void;
  onRemove: (id: string) => void;
  onMove?: (id: string, to: number) => void;
  /** The edit dialog applied: what changed (focus, description, the new preview). */
  onEdited?: (id: string, patch: Partial<DraftMedia>) => void;
}) {
  const t = useT();
  const [editingId, setEditingId] = useState<string | null>(null);
  if (media.length === 0 && uploading.length === 0) return null;
  const picture = (m: DraftMedia) =>
    m.type === 'image' || m.type === 'gifv' ? (thumbnails.get(m.id) ?? m.previewUrl) : m.previewUrl;
  const edited = media.find((m) => m.id === editingId);
  return (
    <ul className="compose-media">
      {media.map((m, i) => {
        const src = picture(m);
        const earlier = stepTarget(media, m.id, -1);
        const later = stepTarget(media, m.id, 1);
        return (
          <li
            key={m.id}
            className="compose-media-item"
            data-media-id={m.id}
            draggable={onMove !== undefined}
            onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, m.id)}
            onDragOver={(e) => {
              if (e.dataTransfer.types.includes(DRAG_TYPE)) e.preventDefault();
            }}
            onDrop={(e) => {
              const id = e.dataTransfer.getData(DRAG_TYPE);
              if (!id) return;
              e.preventDefault();
              e.stopPropagation();
              onMove?.(id, i);
            }}
          >
            {src ? (
              <img src={src} alt={m.description} className="compose-thumb" />
            ) : (
              <span className="compose-thumb">{m.type}</span>
            )}
            <textarea
              className="compose-alt"
              aria-label={t('compose.altFor', { n: i + 1 })}
              placeholder={t('compose.altPlaceholder')}
              rows={2}
              value={m.description}
              onChange={(e) => onDescribe(m.id, e.target.value)}
              onBlur={() => onDescribed(m.id)}
            />
            <span className="compose-media-tools">
              {onMove && media.length > 1 ? (
                <>
                  <button
                    type="button"
                    className="compose-media-move"
                    aria-label={t('composeMedia.moveEarlier', { n: i + 1 })}
                    title={t('composeMedia.moveEarlier', { n: i + 1 })}
                    disabled={earlier === null}
                    onClick={() => earlier !== null && onMove(m.id, earlier)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="compose-media-move"
                    aria-label={t('composeMedia.moveLater', { n: i + 1 })}
                    title={t('composeMedia.moveLater', { n: i + 1 })}
                    disabled={later === null}
                    onClick={() => later !== null && onMove(m.id, later)}
                  >
                    ↓
                  </button>
                </>
              ) : null}
              {onEdited ? (
                <button
                  type="button"
                  className="compose-media-edit"
                  aria-label={t('composeMedia.editLabel', { n: i + 1 })}
                  onClick={() => setEditingId(m.id)}
                >
                  {t('composeMedia.edit')}
                </button>
              ) : null}
              <button
                type="button"
                className="compose-media-remove"
                aria-label={t('compose.removeAttachment', { n: i + 1 })}
                onClick={() => onRemove(m.id)}
              >
                ×
              </button>
            </span>
          </li>
        );
      })}
      {uploading.map((u) => (
        <li key={u.localId} className="compose-media-item pending" aria-busy="true">
          <img src={u.objectUrl} alt="" className="compose-thumb" />
          <span className="compose-upload-state">
            <span role="status">
              {u.state === 'uploading'
                ? t('compose.uploading', { name: u.name })
                : t('compose.processing', { name: u.name })}
            </span>
            {draftId && u.state === 'uploading' ? (
              <UploadProgress
                progressKey={uploadKey(draftId, u.localId)}
                label={t('composeMedia.uploadingOf', { name: u.name })}
              />
            ) : null}
          </span>
        </li>
      ))}
      {edited && onEdited ? (
        <Suspense fallback={null}>
          <MediaEditDialog
            media={edited}
            preview={picture(edited)}
            editing={editing}
            onClose={() => setEditingId(null)}
            onApplied={(patch) => {
              onEdited(edited.id, patch);
              setEditingId(null);
            }}
          />
        </Suspense>
      ) : null}
    </ul>
  );
}
