// Up to four attachments in a grid, each with an ALT badge when it has a description; hidden ones (sensitive, blurred by a filter, or hide-all) show their blurhash
// behind a 'Click to show' overlay until the reader reveals them.

import type { MediaView } from '../../../shared/protocol/rows.ts';
import { useT } from '../../i18n/index.ts';
import { deferred } from '../../lib/deferred.tsx';
import { BlurhashCanvas } from './BlurhashCanvas.tsx';

export function MediaGrid({
  media,
  hidden,
  hiddenLabel,
  onReveal,
  onHide,
}: {
  media: readonly MediaView[];
  hidden: boolean;
  hiddenLabel: string;
  onReveal: () => void;
  onHide: () => void;
}) {
  const shown = media.slice(0, 4);
  const t = useT();
  return (
    <div className={`media-grid media-${shown.length}`}>
      {shown.map((m) => (
        <div className="media-item" key={m.id}>
          {hidden ? <BlurhashCanvas hash={m.blurhash} /> : <MediaElement media={m} />}
          {!hidden && m.description && m.type !== 'audio' ? <AltBadge description={m.description} /> : null}
        </div>
      ))}
      {hidden ? (
        <button type="button" className="media-overlay" onClick={onReveal}>
          <span className="media-overlay-title">{hiddenLabel}</span>
          <span className="media-overlay-hint">{t('post.clickToShow')}</span>
        </button>
      ) : (
        <button type="button" className="media-hide" onClick={onHide} aria-label={t('post.hideMedia')}>
          {t('post.hide')}
        </button>
      )}
    </div>
  );
}

/** "ALT" is on few posts' media: its module is fetched after the first paint (or when first drawn). */
const AltBadge = deferred(() => import('./AltBadge.tsx').then((m) => m.AltBadge)).Component;

// Remote media carries no caption tracks; the description is its accessible name.
function MediaElement({ media }: { media: MediaView }) {
  const t = useT();
  switch (media.type) {
    case 'gifv':
      return (
        <video
          src={media.url}
          poster={media.previewUrl}
          autoPlay
          loop
          muted
          playsInline
          aria-label={media.description}
        />
      );
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: remote media has no caption track
        <video
          src={media.url}
          poster={media.previewUrl}
          controls
          preload="none"
          aria-label={media.description}
        />
      );
    case 'audio':
      // biome-ignore lint/a11y/useMediaCaption: remote media has no caption track
      return <audio src={media.url} controls preload="none" aria-label={media.description} />;
    case 'image':
      return <img src={media.previewUrl} alt={media.description} loading="lazy" />;
    default:
      return (
        <a href={media.remoteUrl ?? media.url} target="_blank" rel="noopener noreferrer nofollow">
          {t('post.clickToOpen')}
        </a>
      );
  }
}
