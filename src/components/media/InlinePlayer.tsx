// A post's video or audio: the player, which expands into the viewer and, when it leaves the viewport or the screen
// while playing, goes on in the picture-in-picture player in the corner.
import { useSignals } from '@preact/signals-react/runtime';
import type { MediaView, StatusView } from '../../../shared/protocol/rows.ts';
import { useT } from '../../i18n/index.ts';
import { statusPath } from '../status/status-path.ts';
import { getRowUiState } from '../status/ui-state.ts';
import { openMediaViewer, pictureInPicture } from './media-state.ts';
import { Player } from './Player.tsx';

export function InlinePlayer({
  media,
  status,
  index,
}: {
  media: MediaView;
  status: StatusView;
  index: number;
}) {
  useSignals();
  const t = useT();
  const inPip = pictureInPicture.value?.media.id === media.id;
  return (
    <Player
      media={media}
      note={inPip ? t('media.playingInPip') : null}
      onPlay={() => {
        // Played here again: the small player gives way.
        if (pictureInPicture.peek()?.media.id === media.id) pictureInPicture.value = null;
      }}
      handoff={({ time, sound }) => {
        // Hidden by the reader (its Hide button): it stops, it does not move to the corner.
        if (getRowUiState(status.id).media === 'hidden') return false;
        pictureInPicture.value = {
          statusId: status.id,
          accountId: status.account.id,
          type: media.type === 'audio' ? 'audio' : 'video',
          muted: sound.muted,
          volume: sound.volume,
          currentTime: time,
          media,
          statusPath: statusPath(status),
          author: `@${status.account.acct}`,
        };
        return true;
      }}
      onExpand={(time) => {
        const opener = document.querySelector<HTMLElement>(
          `[data-status-id="${CSS.escape(status.id)}"] [data-media-index="${index}"] button`,
        );
        openMediaViewer(status.id, index, opener, time);
      }}
    />
  );
}
