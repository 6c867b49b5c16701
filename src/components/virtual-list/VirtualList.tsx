// The virtualized list of a view. Only visible rows (plus a small overscan) exist in the DOM, in normal flow inside
// a window element (use-list-window.ts), each measured and keyed by row key. What the reader sees never moves:
//  - keys inserted or removed above the first visible row: scrollTop moves by what changed above it, before the
//    rows are chosen and before paint (anchor.ts, use-list-window.ts);
//  - a row above the viewport changing height: scrollTop moves by the change (list-core.ts, resizeAdjustment).
// The first visible row and measured heights are saved per view and restored on return, once that row is back
// (restore.ts); "N new" appears while away from the top; the core is told when the reader reaches or leaves the
// top; the post shortcuts (j/k, ., Escape, f/b/d/r/m/e/h/x/o/p, src/app/keyboard/) work on rows: the list registers
// itself with the document's key listener, so they work without focusing the list first.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { type FocusEvent, memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Intent } from '../../../shared/protocol/intents.ts';
import type { RowShortcut } from '../../app/keyboard/keymap.ts';
import { type ListKeyCommand, registerKeyboardList } from '../../app/keyboard/list-registry.ts';
import { pressRowControl } from '../../app/keyboard/row-controls.ts';
import { useT } from '../../i18n/index.ts';
import { markFirstContent } from '../../lib/first-paint.ts';
import type { ViewStore } from '../../stores/types.ts';
import { firstVisible } from './anchor.ts';
import { newItemsAnnouncement } from './feed-a11y.ts';
import { moveIndex } from './keyboard.ts';
import { type EmptyText, ListFooter } from './ListFooter.tsx';
import { ListRows, type PlaceState } from './ListRows.tsx';
import { errorBanner, listFooter } from './list-state.ts';
import { ESTIMATED_ROW_PX } from './measure-row.ts';
import type { RenderRow } from './RowFrame.tsx';
import { placeOf, restoredScrollTop } from './restore.ts';
import { RowEnvProvider } from './row-env.tsx';
import { scrollCache } from './scroll-cache.ts';
import { ListWindowController } from './use-list-window.ts';
import { ViewError } from './ViewError.tsx';

/** Within this many px of the top counts as "at the top". */
export const TOP_THRESHOLD_PX = 4;

export interface RowActions {
  /** The focused row's shortcut when the row shows no control for it (o/Enter opens, m mentions…); the list knows
   *  only the key. */
  onRowAction: (key: string, action: RowShortcut) => void;
}

type ListProps = {
  store: ViewStore;
  render: RenderRow;
  intent: (i: Intent) => void;
  label: string;
  /** For tests and the first paint: the viewport size before it is measured. */
  initialRect?: { width: number; height: number };
  /** A row to bring to the top once it is loaded, unless the reader already has a place in this view (a thread
   *  opens at its focused post, below its ancestors). */
  startAt?: string;
  /** What the list says when it has nothing (the screen's own words); "Nothing here yet." when absent. */
  empty?: EmptyText;
} & RowActions;

// Memoized: the screens around it re-render on app-wide changes (read markers, unread counts, the location), which
// change none of its props; each such render would otherwise reconcile every visible row. The rows' language and
// settings are subscribed to once, around the list (row-env.tsx): a streamed post re-renders the list's body, not
// that subscription, and a global change re-renders the subscription alone.
export const VirtualList = memo(function VirtualList(props: ListProps) {
  return (
    <RowEnvProvider>
      <ListBody {...props} />
    </RowEnvProvider>
  );
});

// The list around its rows: it reads what changes rarely (the meta, readiness, whether there are rows at all), so a
// streamed post does not render it again; the rows are ListRows's.
function ListBody({ store, render, intent, onRowAction, label, initialRect, startAt, empty }: ListProps) {
  useSignals();
  const t = useT();
  const hasRows = useComputed(() => store.keys.value.length > 0).value;
  const meta = store.meta.value;
  const ready = store.ready.value;
  const view = store.view;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [{ list, place }] = useState(() => {
    const saved = scrollCache.get(view);
    const known = new Map(saved?.sizes ?? []);
    const initialOffset = saved
      ? (restoredScrollTop(saved.place, store.keys.peek(), (k) => known.get(k) ?? ESTIMATED_ROW_PX, {
          ready: store.ready.peek(),
          topThreshold: TOP_THRESHOLD_PX,
        }) ?? 0)
      : 0;
    const place: PlaceState = {
      pending: saved?.place ?? null,
      lastOffset: initialOffset,
      startedAt: saved !== undefined || !startAt,
    };
    const list = new ListWindowController({
      overscan: 4,
      initialOffset,
      ...(saved ? { initialSizes: saved.sizes } : {}),
      ...(initialRect ? { initialHeight: initialRect.height } : {}),
    });
    return { list, place };
  });
  useEffect(() => {
    if (ready) markFirstContent();
  }, [ready]);

  // "Am I at the top?" goes to the core only when it changes (it drives pending items and trimming).
  const atTopRef = useRef(store.meta.peek().top);
  const reportTop = useCallback(
    (offset: number) => {
      const atTop = offset <= TOP_THRESHOLD_PX;
      if (atTop !== atTopRef.current) {
        atTopRef.current = atTop;
        intent({ type: 'view.top', view, atTop });
      }
    },
    [intent, view],
  );
  list.onScroll = (offset, viewport) => {
    // Remembered while the list is shown: when the list is leaving, a Suspense fallback may already have hidden it
    // (display: none), and its scrollTop then reads as 0: that is neither the reader's place nor the top.
    if (viewport === 0) return;
    place.lastOffset = offset;
    reportTop(offset);
  };
  const setScroller = useCallback(
    (el: HTMLDivElement | null) => {
      scrollRef.current = el;
      list.scrollerRef(el);
    },
    [list],
  );

  // Save the place and measurements when leaving the view (a place not yet restored is kept as it was).
  useLayoutEffect(() => {
    return () => {
      scrollCache.set(view, {
        place: place.pending ?? placeOf(list.keys as readonly string[], place.lastOffset, list.sizeOf),
        sizes: list.snapshot(),
      });
    };
  }, [view, list, place]);

  // The focused row by key: its index moves as posts arrive above it.
  const focused = useRef<string | null>(null);
  const focusIndex = (index: number) => {
    const key = list.keys[index];
    if (key === undefined) return;
    focused.current = key;
    list.scrollToIndex(index, 'auto');
    // The row may not exist yet: it is rendered by the scroll, then focused.
    let tries = 0;
    const attempt = () => {
      const el = scrollRef.current?.querySelector<HTMLElement>(`.virtual-row[data-key="${CSS.escape(key)}"]`);
      if (el) el.focus({ preventScroll: true });
      else if (tries++ < 10) requestAnimationFrame(attempt);
    };
    attempt();
  };
  // One listener for every row (focus bubbles in React): a row element carries no per-row handler.
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const row = (e.target as HTMLElement).closest<HTMLElement>('.virtual-row');
    if (row?.dataset.key !== undefined) focused.current = row.dataset.key;
  };
  const showNew = () => {
    list.scrollTo(0);
    intent({ type: 'view.applyPending', view });
  };
  // The shortcuts, given by the document's key listener (src/app/keyboard/hotkeys.ts) to the list in use.
  const rowElement = (key: string) =>
    scrollRef.current?.querySelector<HTMLElement>(`.virtual-row[data-key="${CSS.escape(key)}"]`) ?? null;
  const handleKey = (cmd: ListKeyCommand): boolean => {
    const focusedIndex = focused.current === null ? -1 : store.indexOf(focused.current);
    if (cmd.kind === 'move') {
      const keys = list.keys as readonly string[];
      const first = firstVisible(keys, list.offset, list.sizeOf)?.index ?? 0;
      const index = moveIndex(cmd.by, focusedIndex < 0 ? null : focusedIndex, first, keys.length);
      if (index === null) return false;
      focusIndex(index);
      return true;
    }
    if (cmd.kind === 'showNew') {
      showNew();
      return true;
    }
    if (cmd.kind === 'leave') {
      focused.current = null;
      (document.activeElement as HTMLElement | null)?.blur();
      return true;
    }
    const key = focused.current;
    if (focusedIndex < 0 || key === null) return false;
    const row = rowElement(key);
    if (!row || !pressRowControl(row, cmd.action)) onRowAction(key, cmd.action);
    return true;
  };
  const handleRef = useRef(handleKey);
  handleRef.current = handleKey;
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    return registerKeyboardList({ element, handle: (cmd) => handleRef.current(cmd) });
  }, []);

  const showNewButton = meta.pending > 0 && !atTopRef.current;
  const facts = {
    ready,
    isLoading: meta.isLoading,
    // Only whether there are rows matters to the footer and the banner.
    count: hasRows ? 1 : 0,
    hasMore: meta.hasMore,
    error: meta.error,
  };
  const footer = listFooter(facts);
  const banner = errorBanner(facts);
  // Stable, so that the footer (memoized) is not drawn again for every streamed post.
  const retry = useCallback(() => intent({ type: 'view.reload', view }), [intent, view]);
  const loadMore = useCallback(() => intent({ type: 'view.loadMore', view }), [intent, view]);
  return (
    <div className="virtual-list">
      {/* Polite, and always in the DOM so that a change of its text is announced. */}
      <div className="visually-hidden" role="status">
        {newItemsAnnouncement(meta.pending, view)}
      </div>
      {showNewButton ? (
        <button type="button" className="new-items" onClick={showNew}>
          {t('chrome.newItems', { count: meta.pending })}
        </button>
      ) : null}
      {banner ? <ViewError message={banner} onRetry={retry} whole={false} /> : null}
      {meta.isPartial ? (
        <div className="view-notice" role="status">
          {t('chrome.homePreparing')}
        </div>
      ) : null}
      {/* Focusable so a keyboard user can scroll it with the keyboard. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <div className="virtual-scroll" ref={setScroller} onFocus={onFocus} tabIndex={0}>
        <div className="virtual-inner" ref={list.innerRef}>
          <ListRows
            store={store}
            render={render}
            intent={intent}
            list={list}
            place={place}
            label={label}
            startAt={startAt}
            topThreshold={TOP_THRESHOLD_PX}
          />
        </div>
        <div className="list-footer">
          <ListFooter
            footer={footer}
            hasRows={hasRows}
            error={meta.error}
            empty={empty}
            onRetry={retry}
            onLoadMore={loadMore}
          />
        </div>
      </div>
    </div>
  );
}
