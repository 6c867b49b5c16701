// A video or audio player with the controls of section 2. Inline in a post it can expand into the viewer and, when
// it leaves the viewport or the screen while playing, it goes on in the picture-in-picture player; in the viewer
// and in picture-in-picture it takes over from where the other one was.
import { useRef } from 'react';
import type { MediaView } from '../../../shared/protocol/rows.ts';
import { useT } from '../../i18n/index.ts';
import { PlayerControls } from './PlayerControls.tsx';
import { type Handoff, type PlayerStart, usePlayer } from './use-player.ts';
import './media.css';
import './media-icons.css';

export interface PlayerProps {
  media: MediaView;
  start?: PlayerStart;
  /** Inline only: where a playing player goes when it leaves the viewport or the screen. */
  handoff?: Handoff;
  /** Inline only: opens the viewer, at the time the player was at. */
  onExpand?: (time: number) => void;
  /** Picture-in-picture only. */
  onClose?: () => void;
  /** Playback started (an inline player taking back what picture-in-picture was playing). */
  onPlay?: () => void;
  /** A note drawn over the paused picture (inline, while it plays in picture-in-picture). */
  note?: string | null;
  className?: string;
}

export function Player({ media, start, handoff, onExpand, onClose, onPlay, note, className }: PlayerProps) {
  const t = useT();
  const element = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const player = usePlayer(element, root, { start, handoff });
  const audio = media.type === 'audio';
  const label = media.description || (audio ? t('media.audio') : t('media.video'));
  const classes = [
    'player',
    audio ? 'player-audio' : 'player-video',
    player.controlsVisible ? '' : 'controls-hidden',
  ];
  if (className) classes.push(className);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of controls around one media element
    <div
      ref={root}
      className={classes.filter(Boolean).join(' ')}
      role="group"
      aria-label={label}
      onKeyDown={player.onKeyDown}
      onPointerMove={player.onPointerMove}
      // A click in the player never opens the post around it.
      onClick={(e) => e.stopPropagation()}
    >
      {audio ? (
        <>
          {media.previewUrl ? <img className="player-poster" src={media.previewUrl} alt="" /> : null}
          {/* biome-ignore lint/a11y/useMediaCaption: remote media has no caption track */}
          <audio ref={element} src={media.url} preload="metadata" onPlay={onPlay} />
        </>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: remote media has no caption track; the description names it
        <video
          ref={element}
          src={media.url}
          poster={media.previewUrl}
          preload="metadata"
          playsInline
          aria-label={label}
          onClick={player.surfaceClick}
          onPlay={onPlay}
        />
      )}
      {note ? <div className="player-note">{note}</div> : null}
      <PlayerControls
        player={player}
        download={media.url}
        fullscreen={!audio}
        onExpand={
          onExpand
            ? () => {
                // The viewer's player goes on from here; this one stops, so only one plays.
                const el = element.current;
                el?.pause();
                onExpand(el?.currentTime ?? 0);
              }
            : undefined
        }
        onClose={onClose}
      />
    </div>
  );
}
