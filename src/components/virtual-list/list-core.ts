// The list's window arithmetic, pure (issue 20, item 1): which rows to render for a scroll position, the space above
// and below them, where a row starts, where to scroll to show one, and how far to move the scroll position when a row
// above the reader changes height. Heights are kept by row key, never by index: a post inserted at the top shifts no
// recorded height, and a row measured once keeps its height when it scrolls away and back.
// Every function walks the keys once, adding numbers, and allocates nothing per row: the library this replaces
// (@tanstack/virtual-core) rebuilt an object per row of the whole list on every insert, re-ran its memoized chain
// and re-measured through a second observer, in the streamed post's task.

/** The keys in display order, as far as the window needs them. */
export interface KeySeq {
  readonly length: number;
  readonly [index: number]: string;
}

/** The rows to render and the space around them. */
export interface ListWindow {
  /** First rendered index (inclusive) and last (exclusive). `start === end` when nothing is rendered. */
  start: number;
  end: number;
  /** Pixels of the rows above `start` and below `end`: the paddings around the rendered rows. */
  above: number;
  below: number;
}

/**
 * The rows that cover `[scrollTop, scrollTop + viewport)`, plus `overscan` rows on each side, and the space around
 * them. Neither padding depends on the rendered rows' own heights, so measuring a rendered row changes neither.
 */
export function windowOf(
  keys: KeySeq,
  sizeOf: (key: string) => number,
  scrollTop: number,
  viewport: number,
  overscan: number,
): ListWindow {
  const count = keys.length;
  const top = Math.max(0, scrollTop);
  const bottom = top + Math.max(0, viewport);
  // The first row whose bottom edge is below the viewport's top, and the first after it whose top is at or below the
  // viewport's bottom (the end, exclusive); the walk stops there.
  let offset = 0;
  let first = count;
  let last = count;
  for (let i = 0; i < count; i++) {
    const size = sizeOf(keys[i]!);
    if (first === count) {
      if (offset + size > top) first = i;
    } else if (offset >= bottom) {
      last = i;
      break;
    }
    offset += size;
  }
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, last + overscan);
  let above = 0;
  for (let i = 0; i < start; i++) above += sizeOf(keys[i]!);
  let below = 0;
  for (let i = end; i < count; i++) below += sizeOf(keys[i]!);
  return { start, end, above: Math.round(above), below: Math.round(below) };
}

/** Where the row at `index` starts, from the top of the list. */
export function startOf(keys: KeySeq, sizeOf: (key: string) => number, index: number): number {
  let start = 0;
  for (let i = 0; i < Math.min(index, keys.length); i++) start += sizeOf(keys[i]!);
  return start;
}

export type Align = 'start' | 'auto';

/** The scroll position that shows a row starting at `start`, `size` tall: at the top (`start`), or (`auto`) the
 *  nearest position that shows it whole, or the current one when it already is shown. */
export function scrollTargetFor(
  start: number,
  size: number,
  scrollTop: number,
  viewport: number,
  align: Align,
): number {
  if (align === 'start' || start < scrollTop) return Math.max(0, start);
  if (start + size > scrollTop + viewport) return Math.max(0, start + size - viewport);
  return scrollTop;
}

/**
 * How far to move the scroll position when a row starting at `start` changes from `from` px to `to` px (an image
 * loaded, a content warning opened, the first measure replacing the estimate), so that what the reader sees stays
 * put: rows above the viewport move it by the change, rows spanning or below its top edge change below the reader.
 * A row measured for the first time counts as above when it starts above the top edge (its estimate was never seen).
 */
export function resizeAdjustment(
  start: number,
  from: number,
  to: number,
  scrollTop: number,
  firstMeasure: boolean,
): number {
  if (to === from || scrollTop <= 0) return 0;
  const above = firstMeasure ? start < scrollTop : start + from <= scrollTop;
  return above ? to - from : 0;
}

/** Whether two windows render the same rows with the same space around them. */
export const sameWindow = (a: ListWindow, b: ListWindow): boolean =>
  a.start === b.start && a.end === b.end && a.above === b.above && a.below === b.below;
