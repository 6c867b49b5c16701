// The control bar of a video or audio player (section 2): play/pause, the seek bar and times, mute and volume,
// then expand into the viewer, fullscreen, download and close where the player offers them.
import { useT } from '../../i18n/index.ts';
import { formatTime, seekToFraction, setVolume, toggleMute } from './player-rules.ts';
import type { PlayerHandle } from './use-player.ts';

export function PlayerControls({
  player,
  download,
  onExpand,
  onClose,
  fullscreen,
}: {
  player: PlayerHandle;
  download: string;
  onExpand?: () => void;
  onClose?: () => void;
  /** Video only: audio has no picture to fill the screen with. */
  fullscreen: boolean;
}) {
  const t = useT();
  const { duration, time, sound } = player;
  const known = Number.isFinite(duration) && duration > 0;
  return (
    <div
      className="player-controls"
      onPointerEnter={() => player.holdControls(true)}
      onPointerLeave={() => player.holdControls(false)}
      onFocus={() => player.holdControls(true)}
      onBlur={() => player.holdControls(false)}
    >
      <input
        type="range"
        className="player-seek"
        dir="ltr"
        min={0}
        max={1000}
        step={1}
        value={known ? Math.round((time / duration) * 1000) : 0}
        aria-label={t('media.seek')}
        aria-valuetext={t('media.position', { time: formatTime(time), total: formatTime(duration) })}
        onChange={(e) => player.seekTo(seekToFraction(Number(e.target.value) / 1000, duration))}
      />
      <div className="player-buttons">
        <MediaButton
          icon={player.playing ? 'pause' : 'play'}
          label={player.playing ? t('media.pause') : t('media.play')}
          onClick={player.togglePlay}
        />
        <MediaButton
          icon={sound.muted || sound.volume === 0 ? 'muted' : 'volume'}
          label={sound.muted || sound.volume === 0 ? t('media.unmute') : t('media.mute')}
          onClick={() => player.setSound(toggleMute(sound))}
        />
        <input
          type="range"
          className="player-volume"
          dir="ltr"
          min={0}
          max={100}
          step={5}
          value={sound.muted ? 0 : Math.round(sound.volume * 100)}
          aria-label={t('media.volume')}
          onChange={(e) => player.setSound(setVolume(Number(e.target.value) / 100))}
        />
        <span className="player-time" dir="ltr">
          {formatTime(time)} / {formatTime(duration)}
        </span>
        <span className="player-spacer" />
        {onExpand ? <MediaButton icon="expand" label={t('media.expand')} onClick={onExpand} /> : null}
        {fullscreen ? (
          <MediaButton
            icon={player.fullscreen ? 'shrink' : 'fullscreen'}
            label={player.fullscreen ? t('media.exitFullscreen') : t('media.fullscreen')}
            onClick={player.toggleFullscreen}
          />
        ) : null}
        <a
          className="icon-button media-button"
          href={download}
          download=""
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('media.download')}
          title={t('media.download')}
        >
          <span className="icon media-icon-download" />
        </a>
        {onClose ? <MediaButton icon="close" label={t('media.close')} onClick={onClose} /> : null}
      </div>
    </div>
  );
}

export type MediaIcon =
  | 'play'
  | 'pause'
  | 'volume'
  | 'muted'
  | 'expand'
  | 'fullscreen'
  | 'shrink'
  | 'download'
  | 'close'
  | 'prev'
  | 'next';

/** An icon-only button of the media layer: the design system's icon button with the players' own icons
 *  (media-icons.css), which no other screen needs. */
export function MediaButton({
  icon,
  label,
  onClick,
  className,
}: {
  icon: MediaIcon;
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className ? `icon-button media-button ${className}` : 'icon-button media-button'}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <span className={`icon media-icon-${icon}`} />
    </button>
  );
}
