// Focus points (Mastodon's "focal points for cropping media thumbnails"): x and y from -1 to 1, x growing to the
// right and y growing UPWARDS (0,0 is the centre, 0,1 the middle of the top edge). The API writes them "x,y".
// A click on the preview is turned into one here, whatever the layout direction: the image itself is never mirrored.

export interface FocusPoint {
  x: number;
  y: number;
}

const clamp = (v: number) => (Number.isFinite(v) ? Math.max(-1, Math.min(1, v)) : 0);
/** Two decimals: finer than any thumbnail crop, and a stable string for the same click. */
const round = (v: number) => Math.round(v * 100) / 100 || 0;

export function clampFocus(p: FocusPoint): FocusPoint {
  return { x: round(clamp(p.x)), y: round(clamp(p.y)) };
}

/** The API's form: "x,y". */
export function formatFocus(p: FocusPoint): string {
  const c = clampFocus(p);
  return `${c.x},${c.y}`;
}

/** "x,y" read back; null when it is not two numbers (a malformed value is dropped, never sent). */
export function parseFocus(raw: string | null | undefined): FocusPoint | null {
  if (typeof raw !== 'string') return null;
  const parts = raw.split(',');
  if (parts.length !== 2) return null;
  const [x, y] = parts.map((s) => (s.trim() === '' ? Number.NaN : Number(s)));
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  return clampFocus({ x: x as number, y: y as number });
}

/** A click at (offsetX, offsetY) inside a preview of width × height pixels, as a focus point. */
export function focusFromClick(offsetX: number, offsetY: number, width: number, height: number): FocusPoint {
  if (!(width > 0) || !(height > 0)) return { x: 0, y: 0 };
  return clampFocus({ x: (offsetX / width) * 2 - 1, y: 1 - (offsetY / height) * 2 });
}

/** Where the focus point's marker sits on the preview, in percent from the top-left corner. */
export function focusToPercent(p: FocusPoint): { left: number; top: number } {
  const c = clampFocus(p);
  return { left: ((c.x + 1) / 2) * 100, top: ((1 - c.y) / 2) * 100 };
}
