// How tall a row of the virtual list is, as the virtualizer is told. Three cases matter:
//  - React attaches a row (no ResizeObserver entry yet): the known height, or the estimate. Reading offsetHeight
//    there would force a layout in the middle of every commit (the largest main-thread cost per streamed post).
//    The ResizeObserver reports the real height after layout and before paint, so the reader never sees the
//    estimate.
//  - The observer reports 0. No row of these lists is 0 px tall when drawn (each kind draws something, and a row
//    whose part is still loading draws a skeleton of its usual height), so a 0 is a row not drawn: its list hidden
//    (display: none) under a Suspense fallback while something inside loads, or a row whose part had no
//    placeholder. Taken as a height, it made every row fit in the viewport at once, and a list coming back
//    restored its reader's place thousands of pixels too low once those rows were measured again
//    (tests/unit/views/measure-row.test.ts, tests/e2e/notification-list.test.ts). The known height stays, or the
//    estimate, which the virtualizer then does not record as a measurement.
//  - Any other report: the border box, rounded to whole pixels.

/** The height assumed for a row never measured. */
export const ESTIMATED_ROW_PX = 160;

/** What the observer reports (the part used). */
export interface RowSizeReport {
  borderBoxSize?: ReadonlyArray<{ blockSize: number }>;
}

/** The element as far as measuring goes. */
export interface MeasuredRow {
  getAttribute(name: string): string | null;
  readonly offsetHeight: number;
}

export interface RowSizes {
  /** Heights measured so far, by row key. */
  itemSizeCache: { get(key: string): number | undefined };
}

export interface MeasureState {
  /** Whether the ResizeObserver has been seen to report sizes (a DOM without layout, as in tests, never does). */
  observerDelivers: boolean;
}

export function measureRow(
  el: MeasuredRow,
  entry: RowSizeReport | undefined,
  sizes: RowSizes,
  state: MeasureState,
): number {
  const key = el.getAttribute('data-key');
  const known = key !== null ? sizes.itemSizeCache.get(key) : undefined;
  if (!entry) return known ?? (state.observerDelivers ? ESTIMATED_ROW_PX : el.offsetHeight);
  state.observerDelivers = true;
  const box = entry.borderBoxSize?.[0];
  const size = box ? Math.round(box.blockSize) : el.offsetHeight;
  return size > 0 ? size : (known ?? ESTIMATED_ROW_PX);
}
