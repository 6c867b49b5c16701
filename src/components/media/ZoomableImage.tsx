// The viewer's picture: the preview and the blurhash until the original has loaded, then the original, which a
// double click, the wheel or a pinch zooms (1× to 4×) and a drag pans. Unzoomed, a sideways swipe turns the page and
// a click beside the picture closes the viewer.
import { useEffect, useRef, useState } from 'react';
import type { MediaView } from '../../../shared/protocol/rows.ts';
import { BlurhashCanvas } from '../status/BlurhashCanvas.tsx';
import {
  type Direction,
  isClick,
  NO_ZOOM,
  panBy,
  pinchZoom,
  swipeAction,
  toggleZoom,
  wheelZoom,
  type Zoom,
} from './viewer-rules.ts';

const sizeOf = (el: Element | null) => {
  const r = el?.getBoundingClientRect();
  return { width: r?.width ?? 0, height: r?.height ?? 0 };
};

interface Pointer {
  x: number;
  y: number;
  startX: number;
  startY: number;
}

export function ZoomableImage({
  media,
  direction,
  onStep,
  onClose,
}: {
  media: MediaView;
  direction: Direction;
  onStep: (delta: 1 | -1) => void;
  onClose: () => void;
}) {
  const [loaded, setLoaded] = useState(false);
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM);
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Pointer>());
  const pinch = useRef<{ start: Zoom; distance: number } | null>(null);
  const box = () => sizeOf(stage.current);

  // The wheel zooms instead of scrolling the page behind: a listener that may cancel it (React's is passive).
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      setZoom((z) => wheelZoom(z, e.deltaY, sizeOf(el)));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  return (
    <div
      ref={stage}
      className={zoom.scale > 1 ? 'viewer-stage zoomed' : 'viewer-stage'}
      onPointerDown={(e) => {
        pointers.current.set(e.pointerId, {
          x: e.clientX,
          y: e.clientY,
          startX: e.clientX,
          startY: e.clientY,
        });
        e.currentTarget.setPointerCapture?.(e.pointerId);
        if (pointers.current.size === 2) pinch.current = { start: zoom, distance: distance() };
      }}
      onPointerMove={(e) => {
        const p = pointers.current.get(e.pointerId);
        if (!p) return;
        const dx = e.clientX - p.x;
        const dy = e.clientY - p.y;
        p.x = e.clientX;
        p.y = e.clientY;
        if (pinch.current && pointers.current.size === 2) {
          const { start, distance: from } = pinch.current;
          setZoom(pinchZoom(start, from, distance(), box()));
        } else if (pointers.current.size === 1 && zoom.scale > 1) setZoom((z) => panBy(z, dx, dy, box()));
      }}
      onPointerUp={(e) => {
        const p = pointers.current.get(e.pointerId);
        pointers.current.delete(e.pointerId);
        if (pointers.current.size < 2) pinch.current = null;
        if (!p || pointers.current.size > 0 || zoom.scale > 1) return;
        const dx = e.clientX - p.startX;
        const dy = e.clientY - p.startY;
        const swipe = swipeAction(dx, dy, direction);
        if (swipe) onStep(swipe === 'next' ? 1 : -1);
        else if (isClick(dx, dy) && e.target === e.currentTarget) onClose();
      }}
      onPointerCancel={(e) => {
        pointers.current.delete(e.pointerId);
        pinch.current = null;
      }}
    >
      <div
        className="viewer-frame"
        style={{
          aspectRatio: media.width && media.height ? `${media.width} / ${media.height}` : undefined,
          transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`,
        }}
        onDoubleClick={() => setZoom((z) => toggleZoom(z))}
      >
        {loaded ? null : (
          <>
            <BlurhashCanvas hash={media.blurhash} className="viewer-placeholder" />
            <img className="viewer-placeholder" src={media.previewUrl} alt="" draggable={false} />
          </>
        )}
        <img
          className={loaded ? 'viewer-image' : 'viewer-image loading'}
          src={media.url}
          alt={media.description}
          draggable={false}
          onLoad={() => setLoaded(true)}
        />
      </div>
    </div>
  );
}
