// The list's virtualizer (@tanstack/virtual-core), wired for the cheapest possible streamed post.
//
// The rows sit in normal flow inside one "window" element, between the inner element's top padding (the height of
// the rows above the first rendered one) and its bottom padding (the height of the rows below the last rendered
// one). Neither depends on a row's index, so a post inserted at the top touches no other row: React mounts one row
// element, the browser flows the rest down, and nothing else is written to the DOM. (Positioning every row by its
// own transform, as react-virtual's adapter does, means a write to every rendered row and a re-render of every row
// wrapper on each insert.) Nor do they depend on the rendered rows' own heights: when the new row is measured after
// layout (its height replacing the estimate), neither padding changes, so the measurement writes nothing and the
// browser does not lay the list out a second time for it (issue 20, item 1: the list's total height, written on
// the inner element, changed with every measured post and cost a second layout of the whole list).
//
// React re-renders the list only when the range of rows to show changes. The paddings are written to the DOM
// directly, in the same frame, without a React render.
// Rows are found by key (`data-key`), never by a `data-index` attribute that every insert would rewrite.
import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { useLayoutEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { forgetGoneSizes } from '../../lib/forget-gone-sizes.ts';

export type ListVirtualizer = Virtualizer<HTMLDivElement, HTMLDivElement>;

type Options = Omit<
  VirtualizerOptions<HTMLDivElement, HTMLDivElement>,
  'observeElementRect' | 'observeElementOffset' | 'scrollToFn'
> & {
  /** The display index of a row key (-1 when gone): how a measured element is matched to its item. */
  indexOfKey: (key: string) => number;
};

interface DomState {
  inner: HTMLDivElement | null;
  window: HTMLDivElement | null;
  /** The paddings last written: the rows above the first rendered one, and below the last. */
  above: number;
  below: number;
  startIndex: number;
  endIndex: number;
  /** A row is being measured from React's ref callback: no flushSync inside React's commit. */
  measuring: boolean;
}

export function useListVirtualizer(options: Options): {
  virtualizer: ListVirtualizer;
  innerRef: (el: HTMLDivElement | null) => void;
  windowRef: (el: HTMLDivElement | null) => void;
} {
  const [, rerender] = useReducer((x: number) => x + 1, 0);
  const dom = useRef<DomState>({
    inner: null,
    window: null,
    above: -1,
    below: -1,
    startIndex: -1,
    endIndex: -1,
    measuring: false,
  }).current;
  const indexOfKey = useRef(options.indexOfKey);
  indexOfKey.current = options.indexOfKey;

  const applyDom = (v: ListVirtualizer) => {
    if (!dom.inner) return;
    const { above, below } = listPaddings(v.getVirtualItems(), v.getTotalSize(), v.options.scrollMargin);
    if (above !== dom.above) {
      dom.above = above;
      dom.inner.style.paddingTop = `${above}px`;
    }
    if (below !== dom.below) {
      dom.below = below;
      dom.inner.style.paddingBottom = `${below}px`;
    }
  };

  const { indexOfKey: _omit, ...rest } = options;
  const resolved: VirtualizerOptions<HTMLDivElement, HTMLDivElement> = {
    ...rest,
    observeElementRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    onChange: (v, sync) => {
      // Measuring a row adds its size: the sizes of rows the list no longer holds go (the cache never forgets).
      forgetGoneSizes(v.itemSizeCache, v.options.count, (k) => indexOfKey.current(String(k)) >= 0);
      applyDom(v);
      const range = v.range;
      const startIndex = range?.startIndex ?? -1;
      const endIndex = range?.endIndex ?? -1;
      if (startIndex !== dom.startIndex || endIndex !== dom.endIndex) {
        dom.startIndex = startIndex;
        dom.endIndex = endIndex;
        // A scroll event renders the rows it brings into view before the frame is painted.
        if (sync && !dom.measuring) flushSync(rerender);
        else rerender();
      }
      options.onChange?.(v, sync);
    },
  };

  const [virtualizer] = useState(() => {
    const v = new Virtualizer<HTMLDivElement, HTMLDivElement>(resolved);
    v.indexFromElement = (node) => indexOfKey.current(node.getAttribute('data-key') ?? '');
    const measure = v.measureElement;
    v.measureElement = (node) => {
      dom.measuring = true;
      try {
        measure(node);
      } finally {
        dom.measuring = false;
      }
    };
    return v;
  });
  virtualizer.setOptions(resolved);

  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => {
    const cleanup = virtualizer._willUpdate();
    applyDom(virtualizer);
    return cleanup;
  });

  const [refs] = useState(() => ({
    innerRef: (el: HTMLDivElement | null) => {
      dom.inner = el;
      dom.above = -1;
      dom.below = -1;
      if (el) applyDom(virtualizer);
    },
    windowRef: (el: HTMLDivElement | null) => {
      dom.window = el;
    },
  }));
  return { virtualizer, ...refs };
}

/** The space above the first rendered row and below the last, from the virtualizer's items (starts and ends include
 *  the scroll margin, the total does not). Measuring a rendered row changes neither. */
export function listPaddings(
  items: readonly { start: number; end: number }[],
  total: number,
  scrollMargin: number,
): { above: number; below: number } {
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return { above: 0, below: Math.max(0, Math.round(total)) };
  return {
    above: Math.max(0, Math.round(first.start - scrollMargin)),
    below: Math.max(0, Math.round(total - (last.end - scrollMargin))),
  };
}
