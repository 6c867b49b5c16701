// Up to four attachments in a grid, each with an ALT badge when it has a description; hidden ones (sensitive, blurred by a filter, or hide-all) show their blurhash
// behind a 'Click to show' overlay until the reader reveals them. A click on a picture opens the media viewer;
// video and audio play in the players (src/components/media/, fetched when first drawn).

import { useEffect } from 'react';
import type { MediaView, StatusView } from '../../../shared/protocol/rows.ts';
import { useT } from '../../i18n/index.ts';
import { deferred } from '../../lib/deferred.tsx';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { gifvAutoplays } from '../media/gifv-autoplay.ts';
import { holdStatus, openMediaViewer } from '../media/media-state.ts';
import { BlurhashCanvas } from './BlurhashCanvas.tsx';
import '../media/media-open.css';

export function MediaGrid({
  media,
  hidden,
  hiddenLabel,
  onReveal,
  onHide,
  status,
  autoplayGifs,
  blurhash = true,
}: {
  media: readonly MediaView[];
  hidden: boolean;
  hiddenLabel: string;
  onReveal: () => void;
  onHide: () => void;
  /** The post: its pictures open the viewer and its video and audio get the players. */
  status?: StatusView;
  /** The reader's setting for animated GIFs (played when absent). */
  autoplayGifs?: boolean;
  /** The reader's setting: hidden media show their blurred colours (true) or a plain surface. */
  blurhash?: boolean;
}) {
  const shown = media.slice(0, 4);
  const t = useT();
  // The viewer shows the post as its row last drew it (media-state.ts).
  useEffect(() => (status ? holdStatus(status) : undefined), [status]);
  return (
    <div className={`media-grid media-${shown.length}`}>
      {shown.map((m, index) => (
        <div className="media-item" key={m.id} data-media-index={index}>
          {hidden ? (
            blurhash ? (
              <BlurhashCanvas hash={m.blurhash} />
            ) : null
          ) : status ? (
            <PostMedia media={m} status={status} index={index} autoplayGifs={autoplayGifs} />
          ) : (
            <MediaElement media={m} />
          )}
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

/** The players are fetched when a post with video or audio is first drawn (a poster stands in until then). */
const InlinePlayer = deferred(() =>
  import('../media/InlinePlayer.tsx').then((m) => m.InlinePlayer),
).Component;

/** A post's attachment: a picture or a GIF that opens the viewer, or a player. */
function PostMedia({
  media,
  status,
  index,
  autoplayGifs,
}: {
  media: MediaView;
  status: StatusView;
  index: number;
  autoplayGifs: boolean | undefined;
}) {
  const t = useT();
  if (media.type === 'video' || media.type === 'audio')
    return <InlinePlayer media={media} status={status} index={index} />;
  if (media.type !== 'image' && media.type !== 'gifv') return <MediaElement media={media} />;
  const autoplay = media.type === 'gifv' && gifvAutoplays(autoplayGifs, prefersReducedMotion());
  return (
    <button
      type="button"
      className="media-open"
      aria-label={media.description ? undefined : t('media.open')}
      onClick={(e) => openMediaViewer(status.id, index, e.currentTarget)}
    >
      {media.type === 'gifv' ? (
        <video
          src={media.url}
          poster={media.previewUrl}
          autoPlay={autoplay}
          loop
          muted
          playsInline
          aria-label={media.description}
        />
      ) : (
        <img src={media.previewUrl} alt={media.description} loading="lazy" />
      )}
    </button>
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
