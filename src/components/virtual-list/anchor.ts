// Scroll anchoring arithmetic, kept pure so it can be tested without layout. When the list's keys change (rows
// inserted or removed above the reader, a gap filled), the first row the reader sees must stay at the same
// on-screen offset: the scroll position moves by exactly how far that row moved in the list.

export interface AnchorInput {
  /** Keys in display order before the change. */
  before: readonly string[];
  /** Keys in display order after the change. */
  after: readonly string[];
  /** The scroll position before the change (px from the top of the list). */
  scrollTop: number;
  /** Height of a row: its measured height when known, else the estimate. */
  sizeOf: (key: string) => number;
  /** Space between rows, if any. */
  gap?: number;
}

/** The row the reader sees first: the first whose bottom edge is below the top of the viewport. */
export function firstVisible(
  keys: readonly string[],
  scrollTop: number,
  sizeOf: (key: string) => number,
  gap = 0,
): { index: number; key: string; start: number } | null {
  let start = 0;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const end = start + sizeOf(key);
    if (end > scrollTop) return { index: i, key, start };
    start = end + gap;
  }
  return null;
}

function startOf(
  keys: readonly string[],
  index: number,
  sizeOf: (key: string) => number,
  gap: number,
): number {
  let start = 0;
  for (let i = 0; i < index; i++) start += sizeOf(keys[i]!) + gap;
  return start;
}

/**
 * How many px to add to scrollTop after the change. 0 when the reader is at the very top (new rows there are
 * meant to be seen) or when the anchor row and every row after it are gone.
 */
export function anchorAdjustment({ before, after, scrollTop, sizeOf, gap = 0 }: AnchorInput): number {
  if (scrollTop <= 0 || before === after) return 0;
  const anchor = firstVisible(before, scrollTop, sizeOf, gap);
  if (!anchor) return 0;
  const afterIndex = new Map<string, number>();
  for (let i = 0; i < after.length; i++) afterIndex.set(after[i]!, i);
  // The anchor row itself, or if it was removed, the next surviving row after it.
  for (let i = anchor.index; i < before.length; i++) {
    const key = before[i]!;
    const j = afterIndex.get(key);
    if (j === undefined) continue;
    const oldStart = i === anchor.index ? anchor.start : startOf(before, i, sizeOf, gap);
    // If the anchor itself was removed, the next surviving row keeps its on-screen place instead.
    const shift = startOf(after, j, sizeOf, gap) - oldStart;
    // Never ask for a position above the top of the list.
    return Math.max(-scrollTop, shift);
  }
  return 0;
}
