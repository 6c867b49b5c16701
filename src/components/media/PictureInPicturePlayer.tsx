// The picture-in-picture player (section 3): a small player in the corner that goes on playing what an inline
// player was playing when it left the viewport or the screen, from the same time with the same sound, across
// navigation. It carries statusId, accountId, type, muted, volume and currentTime; closing it stops it.
import { useT } from '../../i18n/index.ts';
import { type PictureInPicture, pictureInPicture } from './media-state.ts';
import { Player } from './Player.tsx';
import { MediaButton } from './PlayerControls.tsx';

export default function PictureInPicturePlayer({ pip }: { pip: PictureInPicture }) {
  const t = useT();
  const close = () => {
    pictureInPicture.value = null;
  };
  return (
    <aside
      className="pip"
      aria-label={t('media.pipLabel')}
      data-status-id-pip={pip.statusId}
      data-account-id={pip.accountId}
    >
      <div className="pip-head">
        <a href={pip.statusPath} data-nav="" className="pip-author" dir="auto">
          {pip.author}
        </a>
        <MediaButton icon="close" label={t('media.close')} onClick={close} />
      </div>
      <Player
        // A new hand-off (another post, or the same one again) starts a new player.
        key={`${pip.media.id}:${pip.currentTime}`}
        media={pip.media}
        start={{ time: pip.currentTime, sound: { volume: pip.volume, muted: pip.muted }, playing: true }}
        className="pip-player"
      />
    </aside>
  );
}
