// The rows of a list: the one component a streamed post renders again (issue 20, item 1). It reads the keys, chooses
// the rows to draw through the list's window (use-list-window.ts) and draws them; the list around it (its chrome,
// its keyboard, its footer) reads only what changes rarely, so a post inserted at the top renders this component and
// the new row, and nothing else. What depends on the keys lives here too: the reader's place restored once its rows
// are back, a thread opened at its focused post, more rows asked for at the end, the feed pattern's positions.
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import type { Intent } from '../../../shared/protocol/intents.ts';
import type { ViewStore } from '../../stores/types.ts';
import { feedPositions } from './feed-a11y.ts';
import { type RenderRow, RowFrame } from './RowFrame.tsx';
import { type ListPlace, restoredScrollTop } from './restore.ts';
import { markThreadLines, threadLineMode } from './thread-lines.ts';
import { type ListWindowController, useListWindow } from './use-list-window.ts';

/** The reader's place as the list and its rows share it (one object for the list's life). */
export interface PlaceState {
  /** The place to return to, until it is restored (restore.ts): only once its rows are there can an offset be
   *  written that the browser will not clamp. */
  pending: ListPlace | null;
  /** The scroll position while the list was last shown. */
  lastOffset: number;
  /** Whether the list has been brought to `startAt` (or had a place of its own). */
  startedAt: boolean;
}

export const ListRows = memo(function ListRows({
  store,
  render,
  intent,
  list,
  place,
  label,
  startAt,
  topThreshold,
}: {
  store: ViewStore;
  render: RenderRow;
  intent: (i: Intent) => void;
  list: ListWindowController;
  place: PlaceState;
  label: string;
  startAt: string | undefined;
  topThreshold: number;
}) {
  useSignals();
  const keys = store.keys.value;
  const meta = store.meta.value;
  const ready = store.ready.value;
  const view = store.view;
  const shown = useListWindow(list, keys);
  const windowRef = useRef<HTMLDivElement>(null);

  // Restore the reader's place once its rows are there. What the browser accepted is read back (once, on return)
  // and recorded as the list's place, so the rows it draws are the ones on screen.
  useLayoutEffect(() => {
    const pending = place.pending;
    const el = list.element;
    if (!pending || !el) return;
    const target = restoredScrollTop(pending, keys, list.sizeOf, { ready, topThreshold });
    if (target === null) return;
    place.pending = null;
    el.scrollTop = target;
    const actual = el.scrollTop;
    place.lastOffset = actual;
    if (list.offset !== actual) {
      list.offset = actual;
      list.rerender(false);
    }
  }, [keys, ready, list, place, topThreshold]);

  useLayoutEffect(() => {
    if (place.startedAt || !startAt) return;
    const index = keys.indexOf(startAt);
    if (index < 0) return;
    place.startedAt = true;
    if (index > 0) list.scrollToIndex(index, 'start');
  }, [keys, startAt, list, place]);

  // Infinite loading: ask for more once the last rows are on screen (once per list length).
  const lastIndex = shown.end - 1;
  const askedAt = useRef(-1);
  useEffect(() => {
    if (!ready || !meta.hasMore || meta.isLoading) return;
    if (keys.length > 0 && lastIndex < keys.length - 3) return;
    if (askedAt.current === keys.length) return;
    askedAt.current = keys.length;
    intent({ type: 'view.loadMore', view });
  }, [ready, meta.hasMore, meta.isLoading, lastIndex, keys.length, intent, view]);

  // The feed pattern's positions, written on the rendered rows after each commit: a row's props never depend on its
  // index (a post inserted above must not re-render the rows below), so only these attributes follow the index.
  const total = String(meta.hasMore ? -1 : keys.length);
  useLayoutEffect(() => {
    const win = windowRef.current;
    if (!win) return;
    for (const [el, pos] of feedPositions(win.children, store.indexOf))
      if (el.getAttribute('aria-posinset') !== pos) el.setAttribute('aria-posinset', pos);
    for (const el of win.children)
      if (el.getAttribute('aria-setsize') !== total) el.setAttribute('aria-setsize', total);
    markThreadLines(win.children, threadLineMode(view));
  });

  const rows = [];
  for (let i = shown.start; i < shown.end; i++) {
    const key = keys[i]!;
    rows.push(<RowFrame key={key} rowKey={key} store={store} render={render} measure={list.measure} />);
  }
  return (
    <div
      className="virtual-window"
      ref={windowRef}
      // A feed must hold articles: an empty list is no feed yet (its footer says why it is empty).
      {...(keys.length > 0 ? { role: 'feed', 'aria-label': label, 'aria-busy': meta.isLoading } : {})}
    >
      {rows}
    </div>
  );
});
