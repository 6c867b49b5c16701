// The media viewer's rules: which attachment comes next, what a key or a swipe means (arrows follow the text's
// direction: in Arabic the next picture is to the left), and zoom and pan kept inside the picture. Plain functions,
// tested in Node.

export type Direction = 'ltr' | 'rtl';

/** The index `delta` steps away, wrapping around at both ends (as Mastodon's gallery does). */
export function stepIndex(index: number, count: number, delta: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** A valid index for a gallery of `count` (an index asked for by a shortcut may be out of range). */
export const clampIndex = (index: number, count: number) =>
  count <= 0 ? 0 : Math.min(count - 1, Math.max(0, Math.floor(Number.isFinite(index) ? index : 0)));

export type ViewerKeyAction = 'prev' | 'next' | 'close';

/** What a key does in the viewer: the arrow pointing along the text goes to the next attachment. */
export function viewerKeyAction(key: string, direction: Direction): ViewerKeyAction | null {
  if (key === 'Escape') return 'close';
  const [prev, next] = direction === 'rtl' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
  if (key === next) return 'next';
  if (key === prev) return 'prev';
  return null;
}

/** Pixels a swipe must travel, mostly sideways, to turn the page. */
export const SWIPE_MIN_PX = 50;
/** Section 9: a pointer that moved less than this between down and up clicked; more, it dragged. */
export const CLICK_DRAG_THRESHOLD_PX = 5;

/** A finished swipe: towards the start of the line goes to the next attachment (left in English, right in Arabic). */
export function swipeAction(dx: number, dy: number, direction: Direction): 'prev' | 'next' | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  const towardsStart = direction === 'rtl' ? dx > 0 : dx < 0;
  return towardsStart ? 'next' : 'prev';
}

export const isClick = (dx: number, dy: number) => Math.hypot(dx, dy) < CLICK_DRAG_THRESHOLD_PX;

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
/** The zoom a double click gives an unzoomed picture. */
export const ZOOM_DOUBLE_CLICK = 2;

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** The pan kept so the zoomed picture still covers its box: at most half the extra size in each direction. */
export function clampPan(zoom: Zoom, box: { width: number; height: number }): Zoom {
  const scale = clamp(zoom.scale, ZOOM_MIN, ZOOM_MAX);
  const maxX = ((scale - 1) * box.width) / 2;
  const maxY = ((scale - 1) * box.height) / 2;
  return { scale, x: clamp(zoom.x, -maxX, maxX) || 0, y: clamp(zoom.y, -maxY, maxY) || 0 };
}

/** A double click: zooms in on an unzoomed picture, back out on a zoomed one. */
export const toggleZoom = (zoom: Zoom): Zoom =>
  zoom.scale > ZOOM_MIN ? NO_ZOOM : { scale: ZOOM_DOUBLE_CLICK, x: 0, y: 0 };

/** The wheel: each notch (100 px of deltaY) zooms by a fifth, up or down, within 1× and 4×. */
export function wheelZoom(zoom: Zoom, deltaY: number, box: { width: number; height: number }): Zoom {
  const scale = clamp(zoom.scale * (1 - deltaY / 500), ZOOM_MIN, ZOOM_MAX);
  return clampPan({ ...zoom, scale }, box);
}

/** Two fingers: the scale follows the distance between them from where the pinch started. */
export function pinchZoom(
  start: Zoom,
  startDistance: number,
  distance: number,
  box: { width: number; height: number },
): Zoom {
  if (startDistance <= 0) return start;
  return clampPan({ ...start, scale: start.scale * (distance / startDistance) }, box);
}

/** One finger or the mouse dragging a zoomed picture. */
export const panBy = (zoom: Zoom, dx: number, dy: number, box: { width: number; height: number }): Zoom =>
  clampPan({ ...zoom, x: zoom.x + dx, y: zoom.y + dy }, box);
