// The media viewer: a post's attachments full size over the page (the design system's Dialog, full-screen). The
// arrows (along the text's direction), the buttons and a swipe move between them; the picture zooms and pans
// (ZoomableImage); a video or sound plays in its player; the description is shown and the post's actions are at
// the bottom. Escape, the close button, a click beside the picture and the browser's Back close it (it adds a
// history entry while open), and focus goes back to what opened it.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { StatusView } from '../../../shared/protocol/rows.ts';
import { useCore } from '../../app/core-context.tsx';
import { useNavigate } from '../../app/in-app-links.tsx';
import { Dialog } from '../../design/Dialog.tsx';
import { currentLocale, useT } from '../../i18n/index.ts';
import { ActionBar } from '../status/ActionBar.tsx';
import { closeMediaViewer, shownStatus, shownVersion, type ViewerRequest } from './media-state.ts';
import { Player } from './Player.tsx';
import { MediaButton } from './PlayerControls.tsx';
import { INITIAL_SOUND } from './player-rules.ts';
import { clampIndex, stepIndex, viewerKeyAction } from './viewer-rules.ts';
import { ZoomableImage } from './ZoomableImage.tsx';
import './viewer.css';

export default function MediaViewer({ request }: { request: ViewerRequest }) {
  useSignals();
  void shownVersion.value; // the post's row re-rendered (a favourite made here): read its new state
  // The post as last seen on screen: kept if its row leaves while the viewer is open.
  const last = useRef<StatusView | null>(null);
  last.current = shownStatus(request.statusId) ?? last.current;
  const status = last.current;
  const [index, setIndex] = useState(request.index);
  const closeAndThen = useHistoryEntry(request);
  const t = useT();
  const core = useCore();
  const navigate = useNavigate();
  if (!status || status.media.length === 0) return null;
  const count = status.media.length;
  const i = clampIndex(index, count);
  const media = status.media[i];
  if (!media) return null;
  const step = (delta: 1 | -1) => setIndex(stepIndex(i, count, delta));
  const direction = currentLocale().dir;
  return (
    <Dialog
      title={t('media.viewerTitle', { index: i + 1, count })}
      onClose={() => closeAndThen(null)}
      className="media-viewer"
      fullscreen
      onKeyDown={(e) => {
        const action = viewerKeyAction(e.key, direction);
        if (action === 'prev' || action === 'next') {
          if (count < 2) return;
          e.preventDefault();
          step(action === 'next' ? 1 : -1);
        }
      }}
    >
      <div className="viewer-main">
        {count > 1 ? (
          <MediaButton
            icon="prev"
            label={t('media.previous')}
            className="viewer-prev"
            onClick={() => step(-1)}
          />
        ) : null}
        {media.type === 'image' || media.type === 'unknown' ? (
          <ZoomableImage
            key={media.id}
            media={media}
            direction={direction}
            onStep={(d) => count > 1 && step(d)}
            onClose={() => closeAndThen(null)}
          />
        ) : media.type === 'gifv' ? (
          <div className="viewer-stage">
            <video
              key={media.id}
              className="viewer-gifv"
              src={media.url}
              poster={media.previewUrl}
              autoPlay
              loop
              muted
              playsInline
              aria-label={media.description}
            />
          </div>
        ) : (
          <div className="viewer-stage">
            <Player
              key={media.id}
              media={media}
              className="viewer-player"
              start={{
                time: i === request.index ? (request.startTime ?? 0) : 0,
                sound: INITIAL_SOUND,
                playing: i === request.index && request.startTime !== undefined,
              }}
            />
          </div>
        )}
        {count > 1 ? (
          <MediaButton icon="next" label={t('media.next')} className="viewer-next" onClick={() => step(1)} />
        ) : null}
      </div>
      <div className="viewer-footer">
        {media.description ? (
          <p className="viewer-alt" dir="auto">
            {media.description}
          </p>
        ) : null}
        <div className="viewer-actions">
          <ActionBar
            status={status}
            send={(intent) => void core.intent(intent)}
            onReply={() => closeAndThen(() => navigate(`/publish?reply=${status.id}`))}
          />
          <a
            className="viewer-download"
            href={media.url}
            download=""
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('media.download')}
          </a>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * The viewer's history entry: pushed when it opens, so the browser's Back closes it; taken back when it closes
 * another way, so Back then leaves the screen as usual. `closeAndThen(next)` closes and, once the entry is gone,
 * runs `next` (a navigation started from the viewer must come after it, or Back would return to a closed viewer).
 * Focus goes back to what opened the viewer.
 */
function useHistoryEntry(request: ViewerRequest): (next: (() => void) | null) => void {
  const popped = useRef(false);
  const after = useRef<(() => void) | null>(null);
  useEffect(() => {
    history.pushState({ ...(history.state ?? {}), mediaViewer: true }, '');
    const onPop = () => {
      popped.current = true;
      closeMediaViewer();
      const next = after.current;
      after.current = null;
      next?.();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      if (!popped.current) {
        // Closed by a key, a button or a click: the entry goes, and the navigation (if any) follows it.
        const next = after.current;
        const onBack = () => {
          window.removeEventListener('popstate', onBack);
          next?.();
        };
        if (next) window.addEventListener('popstate', onBack);
        history.back();
      }
      window.removeEventListener('popstate', onPop);
      const opener = request.opener;
      // After the dialog's own focus return (its effect cleans up in the same commit).
      queueMicrotask(() => {
        if (opener?.isConnected) opener.focus();
      });
    };
  }, [request]);
  return (next) => {
    after.current = next;
    closeMediaViewer();
  };
}
