// The draft's attachments (thumbnail, alt text, remove) and the uploads still on their way.
import type { DraftMedia } from '../../../shared/compose/draft.ts';
import { useT } from '../../i18n/index.ts';

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
  onDescribe,
  onDescribed,
  onRemove,
}: {
  media: DraftMedia[];
  uploading: UploadingItem[];
  /** Object URLs of files picked in this tab, by media id (the server's preview otherwise). */
  thumbnails: ReadonlyMap<string, string>;
  onDescribe: (id: string, description: string) => void;
  /** The alt text field lost focus: the text goes to the server. */
  onDescribed: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  const t = useT();
  if (media.length === 0 && uploading.length === 0) return null;
  return (
    <ul className="compose-media">
      {media.map((m, i) => {
        const src = thumbnails.get(m.id) ?? m.previewUrl;
        return (
          <li key={m.id} className="compose-media-item" data-media-id={m.id}>
            {src && (m.type === 'image' || m.type === 'gifv' || thumbnails.has(m.id)) ? (
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
            <button
              type="button"
              className="compose-media-remove"
              aria-label={t('compose.removeAttachment', { n: i + 1 })}
              onClick={() => onRemove(m.id)}
            >
              ×
            </button>
          </li>
        );
      })}
      {uploading.map((u) => (
        <li key={u.localId} className="compose-media-item pending" aria-busy="true">
          <img src={u.objectUrl} alt="" className="compose-thumb" />
          <span className="compose-upload-state" role="status">
            {u.state === 'uploading'
              ? t('compose.uploading', { name: u.name })
              : t('compose.processing', { name: u.name })}
          </span>
        </li>
      ))}
    </ul>
  );
}
