// The list's virtualizer (@tanstack/virtual-core), wired for the cheapest possible streamed post.
//
// The rows sit in normal flow inside one "window" element that is moved down to the first rendered row's start;
// the inner element is given the list's total height. Neither depends on a row's index, so a post inserted at the
// top touches no other row: React mounts one row element, the browser flows the rest down, and nothing else is
// written to the DOM. (Positioning every row by its own transform, as react-virtual's adapter does, means a write
// to every rendered row and a re-render of every row wrapper on each insert.)
//
// React re-renders the list only when the range of rows to show changes. Measurements, the window's offset and
// the total height are written to the DOM directly, in the same frame, without a React render.
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
  height: number;
  start: number;
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
    height: -1,
    start: -1,
    startIndex: -1,
    endIndex: -1,
    measuring: false,
  }).current;
  const indexOfKey = useRef(options.indexOfKey);
  indexOfKey.current = options.indexOfKey;

  const applyDom = (v: ListVirtualizer) => {
    if (dom.inner) {
      const height = v.getTotalSize();
      if (height !== dom.height) {
        dom.height = height;
        dom.inner.style.height = `${height}px`;
      }
    }
    if (dom.window) {
      const first = v.getVirtualItems()[0];
      const start = first ? first.start - v.options.scrollMargin : 0;
      if (start !== dom.start) {
        dom.start = start;
        dom.window.style.transform = `translateY(${start}px)`;
      }
    }
  };

  const { indexOfKey: _omit, ...rest } = options;
  const resolved: VirtualizerOptions<HTMLDivElement, HTMLDivElement> = {
    ...rest,
    observeElementRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    onChange: (v, sync) => {
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
      dom.height = -1;
      if (el) applyDom(virtualizer);
    },
    windowRef: (el: HTMLDivElement | null) => {
      dom.window = el;
      dom.start = -1;
      if (el) applyDom(virtualizer);
    },
  }));
  return { virtualizer, ...refs };
}
