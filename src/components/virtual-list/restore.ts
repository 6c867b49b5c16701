// Where a returning reader lands. A view's place is remembered as its first visible row (by key) and how far that
// row's top was above the viewport's top, not as a bare scroll offset: when the reader comes back, the view's rows
// may not be there yet (a view released on leaving, such as the notifications, starts empty and is filled from the
// core a moment later), new rows may have arrived above, or the list may have been reloaded. A scroll offset
// written before the rows exist is clamped to 0 by the browser while the virtualizer still believes it, which
// left the rows drawn thousands of pixels below an empty viewport.
import { firstVisible } from './anchor.ts';

export interface ListPlace {
  /** The scroll offset when the view was left. */
  offset: number;
  /** The first row the reader saw and its top relative to the viewport's top (≤ 0); null when none was. */
  anchor: { key: string; offset: number } | null;
}

/** The place of a list scrolled to `scrollTop`, from its keys and row heights. */
export function placeOf(
  keys: readonly string[],
  scrollTop: number,
  sizeOf: (key: string) => number,
): ListPlace {
  const first = firstVisible(keys, scrollTop, sizeOf);
  return { offset: scrollTop, anchor: first ? { key: first.key, offset: first.start - scrollTop } : null };
}

/**
 * The scroll offset that shows `place` again over the current keys, or null while it cannot be known yet (the
 * anchor row has not arrived and the view is still loading). At the top stays at the top. A loaded view without
 * the anchor row (it was removed, or lies beyond what was loaded again) falls back to the bare offset.
 */
export function restoredScrollTop(
  place: ListPlace,
  keys: readonly string[],
  sizeOf: (key: string) => number,
  opts: { ready: boolean; topThreshold: number },
): number | null {
  if (place.offset <= opts.topThreshold) return 0;
  const anchor = place.anchor;
  if (anchor !== null) {
    let start = 0;
    for (const key of keys) {
      if (key === anchor.key) return Math.max(0, start - anchor.offset);
      start += sizeOf(key);
    }
  }
  if (!opts.ready || keys.length === 0) return null;
  return place.offset;
}
