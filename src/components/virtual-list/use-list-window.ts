// The list's window at the DOM's edge (issue 20, item 1): the scroll position and the viewport's height, the rows'
// heights by key (one ResizeObserver for every rendered row), and the paddings around the rendered rows, written
// directly. The arithmetic is list-core.ts's; this file only reads the DOM, writes it, and asks React to render when
// the rendered rows must change.
//
// The rows sit in normal flow inside one "window" element, between the inner element's top padding (the height of
// the rows above the first rendered one) and its bottom padding (the rows below the last). Neither depends on a
// row's index nor on the rendered rows' own heights, so a post inserted at the top touches no other row (React mounts
// one row element, the browser flows the rest down), and measuring the new row after layout writes nothing: the
// observer's callback records its height, moves the scroll position only when the row is above the reader, and asks
// for a render only when the rows to render changed.

import { useLayoutEffect, useReducer } from 'react';
import { flushSync } from 'react-dom';
import { forgetGoneSizes } from '../../lib/forget-gone-sizes.ts';
import { anchorAdjustment } from './anchor.ts';
import {
  type Align,
  type KeySeq,
  type ListWindow,
  resizeAdjustment,
  scrollTargetFor,
  startOf,
  windowOf,
} from './list-core.ts';
import { ESTIMATED_ROW_PX, type MeasureState, measureRow } from './measure-row.ts';

/** Whether the ResizeObserver reports sizes here, shared by every list of the page (measure-row.ts). */
const measureState: MeasureState = { observerDelivers: false };

export interface ListWindowOptions {
  overscan: number;
  /** Where the list opens (a returning reader's place). */
  initialOffset: number;
  /** Heights measured before, by key (a returning reader's list). */
  initialSizes?: readonly (readonly [string, number])[];
  /** For tests and the first paint: the viewport's height before it is measured. */
  initialHeight?: number;
}

export class ListWindowController {
  keys: KeySeq = [];
  readonly sizes: Map<string, number>;
  /** The scroll position as last read from a scroll event or written by the list (reading the element's would force
   *  a layout in the middle of a commit). */
  offset: number;
  viewport: number;
  window: ListWindow = { start: 0, end: 0, above: 0, below: 0 };
  /** Asks React to render the rows again (at once when `sync`: a scroll event draws its rows before the paint). */
  rerender: (sync: boolean) => void = () => {};
  /** Hears every scroll position the list takes, with the viewport's height (0 while the list is hidden). */
  onScroll: (offset: number, viewport: number) => void = () => {};
  private readonly overscan: number;
  private scroller: HTMLElement | null = null;
  private inner: HTMLElement | null = null;
  private written = { above: -1, below: -1 };
  /** Rows attached in this commit whose heights are read after it (see measure). */
  private unmeasured: HTMLElement[] = [];
  /** The place moved while rendering (rows inserted or removed above the reader): written after the commit. */
  private placeMoved = false;
  private rowObserver: ResizeObserver | null = null;
  private viewportObserver: ResizeObserver | null = null;
  /** The heights as measure-row.ts reads them. */
  private readonly known: { itemSizeCache: Map<string, number> };

  constructor(opts: ListWindowOptions) {
    this.overscan = opts.overscan;
    this.offset = opts.initialOffset;
    this.viewport = opts.initialHeight ?? 0;
    this.sizes = new Map(opts.initialSizes ?? []);
    this.known = { itemSizeCache: this.sizes };
  }

  /** The scrolling element, once attached. */
  get element(): HTMLElement | null {
    return this.scroller;
  }

  /** A row's height: measured, or the estimate. */
  sizeOf = (key: string): number => this.sizes.get(key) ?? ESTIMATED_ROW_PX;

  /** The rows to render for these keys at the current place (called while rendering). Keys inserted or removed
   *  above the reader move the place by what changed above the first row they see (anchor.ts), before the rows are
   *  chosen and measured, so the rows drawn are the ones that will be on screen and the new rows' first measures
   *  count from the reader's new place. */
  compute(keys: KeySeq): ListWindow {
    const before = this.keys;
    if (keys !== before && before.length > 0 && this.offset > 0) {
      const adjust = anchorAdjustment({
        before: before as readonly string[],
        after: keys as readonly string[],
        scrollTop: this.offset,
        sizeOf: this.sizeOf,
      });
      if (adjust !== 0) {
        this.offset += adjust;
        this.placeMoved = true;
      }
    }
    this.keys = keys;
    this.window = windowOf(keys, this.sizeOf, this.offset, this.viewport, this.overscan);
    return this.window;
  }

  /** After React's commit: the heights of rows attached before the observer reported, the paddings, and the place
   *  when rendering moved it (before the paint). */
  commit(): void {
    if (this.unmeasured.length > 0 && this.measureAttached()) this.refresh(false);
    this.writePaddings();
    if (!this.placeMoved) return;
    this.placeMoved = false;
    if (this.scroller) this.scroller.scrollTop = this.offset;
    this.onScroll(this.offset, this.viewport);
  }

  /** Writes the paddings around the rendered rows when they changed. */
  writePaddings(): void {
    const inner = this.inner;
    if (!inner) return;
    const { above, below } = this.window;
    if (above !== this.written.above) {
      this.written.above = above;
      inner.style.paddingTop = `${above}px`;
    }
    if (below !== this.written.below) {
      this.written.below = below;
      inner.style.paddingBottom = `${below}px`;
    }
  }

  /** Moves the scroll position (the browser may clamp it; its scroll event then tells the real one). */
  scrollTo(top: number): void {
    this.placeMoved = false;
    this.offset = Math.max(0, top);
    if (this.scroller) this.scroller.scrollTop = this.offset;
  }

  /** Brings the row at `index` into view: to the top (`start`) or just enough to show it (`auto`). */
  scrollToIndex(index: number, align: Align): void {
    const key = this.keys[index];
    if (key === undefined) return;
    const top = scrollTargetFor(
      startOf(this.keys, this.sizeOf, index),
      this.sizeOf(key),
      this.offset,
      this.viewport,
      align,
    );
    if (top === this.offset) return;
    this.scrollTo(top);
    this.refresh(false);
  }

  /** Heights by key, to come back to (scroll-cache.ts). */
  snapshot(): [string, number][] {
    return [...this.sizes];
  }

  /** The ref of each rendered row: observed while it is rendered, measured at once where the observer does not
   *  report (a DOM without layout) or when its height is already known. */
  measure = (el: HTMLDivElement | null): (() => void) | undefined => {
    if (!el) return;
    this.rowObserver?.observe(el);
    const key = el.getAttribute('data-key');
    if (key === null) return () => this.rowObserver?.unobserve(el);
    // Until the observer has reported once (the page's first rows), a new row's height is read from the DOM. Read
    // here, each row would force its own layout in the middle of the commit (ten rows, ten layouts, between the
    // first paint and the first posts); they are read together after the commit, one layout for all.
    if (!measureState.observerDelivers && !this.sizes.has(key)) this.unmeasured.push(el);
    else if (this.resize(key, measureRow(el, undefined, this.known, measureState))) this.refresh(false);
    return () => this.rowObserver?.unobserve(el);
  };

  /** Reads the heights of the rows attached in this commit (all reads first: one layout), then records them. */
  private measureAttached(): boolean {
    const rows = this.unmeasured;
    this.unmeasured = [];
    const sizes = rows.map((el) =>
      el.isConnected ? measureRow(el, undefined, this.known, measureState) : -1,
    );
    let changed = false;
    rows.forEach((el, i) => {
      const key = el.getAttribute('data-key');
      const size = sizes[i]!;
      if (key !== null && size >= 0) changed = this.resize(key, size) || changed;
    });
    return changed;
  }

  readonly scrollerRef = (el: HTMLDivElement | null): void => {
    this.detach();
    this.scroller = el;
    if (!el) return;
    el.addEventListener('scroll', this.onScrollEvent, { passive: true });
    if (typeof ResizeObserver !== 'undefined') {
      this.rowObserver = new ResizeObserver(this.onRowsResized);
      this.viewportObserver = new ResizeObserver(this.onViewportResized);
      this.viewportObserver.observe(el);
      for (const row of el.querySelectorAll('.virtual-row')) this.rowObserver.observe(row);
    }
    if (this.viewport === 0) this.viewport = el.clientHeight;
    if (this.offset > 0) el.scrollTop = this.offset;
    this.refresh(false);
  };

  readonly innerRef = (el: HTMLDivElement | null): void => {
    this.inner = el;
    this.written = { above: -1, below: -1 };
    this.writePaddings();
  };

  /** Stops listening (the scroller leaves, or the list unmounts). */
  detach(): void {
    this.scroller?.removeEventListener('scroll', this.onScrollEvent);
    this.rowObserver?.disconnect();
    this.viewportObserver?.disconnect();
    this.rowObserver = null;
    this.viewportObserver = null;
  }

  /** Records a row's height; moves the scroll position by the change when the row is above the reader. */
  private resize(key: string, size: number): boolean {
    const from = this.sizeOf(key);
    if (size === from) return false;
    const firstMeasure = !this.sizes.has(key);
    let index = -1;
    for (let i = this.window.start; i < this.window.end; i++)
      if (this.keys[i] === key) {
        index = i;
        break;
      }
    this.sizes.set(key, size);
    // A new key measured: the heights of rows the list no longer holds go, now and then (the map would keep one per
    // post that ever streamed through).
    if (firstMeasure) forgetGoneSizes(this.sizes, this.keys);
    if (index < 0) return true;
    const delta = resizeAdjustment(
      startOf(this.keys, this.sizeOf, index),
      from,
      size,
      this.offset,
      firstMeasure,
    );
    if (delta !== 0) this.scrollTo(this.offset + delta);
    return true;
  }

  /** After a height or the place changed: a render when the rendered rows change, else the paddings alone. */
  private refresh(sync: boolean): void {
    const next = windowOf(this.keys, this.sizeOf, this.offset, this.viewport, this.overscan);
    const rowsChange = next.start !== this.window.start || next.end !== this.window.end;
    this.window = next;
    if (rowsChange) this.rerender(sync);
    else this.writePaddings();
  }

  private onScrollEvent = (): void => {
    if (!this.scroller) return;
    this.offset = this.scroller.scrollTop;
    this.refresh(true);
    this.onScroll(this.offset, this.viewport);
  };

  private onRowsResized = (entries: ResizeObserverEntry[]): void => {
    let changed = false;
    for (const entry of entries) {
      const el = entry.target as HTMLElement;
      const key = el.getAttribute('data-key');
      if (key === null || !el.isConnected) continue;
      changed = this.resize(key, measureRow(el, entry, this.known, measureState)) || changed;
    }
    if (changed) this.refresh(false);
  };

  private onViewportResized = (entries: ResizeObserverEntry[]): void => {
    const height = Math.round(entries[entries.length - 1]?.contentRect.height ?? this.viewport);
    if (height === this.viewport) return;
    this.viewport = height;
    this.refresh(false);
    this.onScroll(this.offset, this.viewport);
  };
}

/** The rows to render now for these keys, in the component that draws them: it alone renders again when the rows
 *  to render change (a scroll, a measure), and after its commit the paddings and a moved place are written. */
export function useListWindow(list: ListWindowController, keys: KeySeq): ListWindow {
  const [, rerender] = useReducer((x: number) => x + 1, 0);
  list.rerender = (sync) => (sync ? flushSync(rerender) : rerender());
  const window = list.compute(keys);
  useLayoutEffect(() => list.commit());
  return window;
}
