// The media viewer and the picture-in-picture player, drawn above every screen (mounted once by the app, so the
// small player survives navigation), each fetched the first time it is needed: nothing of them is in the startup
// bundle but this file and media-state.ts.
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { pictureInPicture, viewerRequest } from './media-state.ts';

const MediaViewer = lazy(() => import('./MediaViewer.tsx'));
const PictureInPicturePlayer = lazy(() => import('./PictureInPicturePlayer.tsx'));

export function MediaLayer() {
  useSignals();
  const request = viewerRequest.value;
  const pip = pictureInPicture.value;
  return (
    <>
      {request ? (
        <Suspense fallback={null}>
          <MediaViewer key={`${request.statusId}:${request.index}`} request={request} />
        </Suspense>
      ) : null}
      {pip ? (
        <Suspense fallback={null}>
          <PictureInPicturePlayer pip={pip} />
        </Suspense>
      ) : null}
    </>
  );
}
