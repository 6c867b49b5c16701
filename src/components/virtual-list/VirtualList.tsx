// The virtualized list of a view. Only visible rows (plus a small overscan) exist in the DOM, in normal flow inside
// a window element (use-list-window.ts), each measured and keyed by row key. What the reader sees never moves:
//  - keys inserted or removed above the first visible row: scrollTop moves by what changed above it, before the
//    rows are chosen and before paint (anchor.ts, use-list-window.ts);
//  - a row above the viewport changing height: scrollTop moves by the change (list-core.ts, resizeAdjustment).
// The first visible row and measured heights are saved per view and restored on return, once that row is back
// (restore.ts); "N new" appears while away from the top; the core is told when the reader reaches or leaves the
// top; the post shortcuts (j/k, ., Escape, f/b/d/r/m/e/h/x/o/p, src/app/keyboard/) work on rows: the list registers
// itself with the document's key listener, so they work without focusing the list first.
import { useSignals } from '@preact/signals-react/runtime';
import {
  type FocusEvent,
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import type { Intent } from '../../../shared/protocol/intents.ts';
import type { RowShortcut } from '../../app/keyboard/keymap.ts';
import { type ListKeyCommand, registerKeyboardList } from '../../app/keyboard/list-registry.ts';
import { pressRowControl } from '../../app/keyboard/row-controls.ts';
import { useT } from '../../i18n/index.ts';
import { markFirstContent } from '../../lib/first-paint.ts';
import type { ViewStore } from '../../stores/types.ts';
import { firstVisible } from './anchor.ts';
import { feedPositions, newItemsAnnouncement } from './feed-a11y.ts';
import { moveIndex } from './keyboard.ts';
import { type EmptyText, ListFooter } from './ListFooter.tsx';
import { errorBanner, listFooter } from './list-state.ts';
import { ESTIMATED_ROW_PX } from './measure-row.ts';
import { type RenderRow, RowFrame } from './RowFrame.tsx';
import { placeOf, restoredScrollTop } from './restore.ts';
import { RowEnvProvider } from './row-env.tsx';
import { scrollCache } from './scroll-cache.ts';
import { markThreadLines, threadLineMode } from './thread-lines.ts';
import { useListWindow } from './use-list-window.ts';
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

function ListBody({ store, render, intent, onRowAction, label, initialRect, startAt, empty }: ListProps) {
  useSignals();
  const t = useT();
  const keys = store.keys.value;
  const meta = store.meta.value;
  const ready = store.ready.value;
  const view = store.view;
  const scrollRef = useRef<HTMLDivElement>(null);
  const saved = useRef(scrollCache.get(view)).current;
  const [, force] = useReducer((x: number) => x + 1, 0);
  // The place to return to, until it is restored (restore.ts): only once its rows are there can an offset be
  // written that the browser will not clamp.
  const pendingPlace = useRef(saved?.place ?? null);
  const [initialOffset] = useState(() => {
    if (!saved) return 0;
    const known = new Map(saved.sizes);
    const target = restoredScrollTop(
      saved.place,
      store.keys.peek(),
      (k) => known.get(k) ?? ESTIMATED_ROW_PX,
      {
        ready: store.ready.peek(),
        topThreshold: TOP_THRESHOLD_PX,
      },
    );
    return target ?? 0;
  });
  const lastOffset = useRef(initialOffset);
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

  // The rows to render: the window's arithmetic is list-core.ts's, its DOM edge use-list-window.ts's. A row above the
  // viewport that changes height (an image loaded, a CW opened) moves scrollTop by the same amount there, so what
  // the reader sees stays put.
  const { list, window: shown } = useListWindow(keys, {
    overscan: 4,
    initialOffset,
    ...(saved ? { initialSizes: saved.sizes } : {}),
    ...(initialRect ? { initialHeight: initialRect.height } : {}),
    onScroll: (offset, viewport) => {
      // Remembered while the list is shown: when the list is leaving, a Suspense fallback may already have hidden
      // it (display: none), and its scrollTop then reads as 0: that is neither the reader's place nor the top.
      if (viewport === 0) return;
      lastOffset.current = offset;
      reportTop(offset);
    },
  });
  const setScroller = useCallback(
    (el: HTMLDivElement | null) => {
      scrollRef.current = el;
      list.scrollerRef(el);
    },
    [list],
  );

  // The keys as last rendered (saved with the place when leaving). Scroll anchoring for key changes is the list
  // window's (use-list-window.ts), before paint.
  const prevKeys = useRef(keys);
  useLayoutEffect(() => {
    prevKeys.current = keys;
  }, [keys]);

  // Restore the reader's place once its rows are there. What the browser accepted is read back (once, on return)
  // and recorded as the list's place, so the rows it draws are the ones on screen.
  useLayoutEffect(() => {
    const place = pendingPlace.current;
    const el = scrollRef.current;
    if (!place || !el) return;
    const target = restoredScrollTop(place, keys, list.sizeOf, {
      ready,
      topThreshold: TOP_THRESHOLD_PX,
    });
    if (target === null) return;
    pendingPlace.current = null;
    el.scrollTop = target;
    const actual = el.scrollTop;
    lastOffset.current = actual;
    if (list.offset !== actual) {
      list.offset = actual;
      force();
    }
  }, [keys, ready, list]);

  // Save the place and measurements when leaving the view (a place not yet restored is kept as it was).
  useLayoutEffect(() => {
    return () => {
      scrollCache.set(view, {
        place: pendingPlace.current ?? placeOf(prevKeys.current, lastOffset.current, list.sizeOf),
        sizes: list.snapshot(),
      });
    };
  }, [view, list]);

  const startedAt = useRef(saved !== undefined || !startAt);
  useLayoutEffect(() => {
    if (startedAt.current || !startAt) return;
    const index = keys.indexOf(startAt);
    if (index < 0) return;
    startedAt.current = true;
    if (index > 0) list.scrollToIndex(index, 'start');
  }, [keys, startAt, list]);

  const lastIndex = shown.end - 1;

  // Infinite loading: ask for more once the last rows are on screen (once per list length).
  const askedAt = useRef(-1);
  useEffect(() => {
    if (!ready || !meta.hasMore || meta.isLoading) return;
    if (keys.length > 0 && lastIndex < keys.length - 3) return;
    if (askedAt.current === keys.length) return;
    askedAt.current = keys.length;
    intent({ type: 'view.loadMore', view });
  }, [ready, meta.hasMore, meta.isLoading, lastIndex, keys.length, intent, view]);

  // The focused row by key: its index moves as posts arrive above it.
  const focused = useRef<string | null>(null);
  const focusIndex = (index: number) => {
    const key = keys[index];
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

  // The feed pattern's positions, written on the rendered rows after each commit: a row's props never depend on its
  // index (a post inserted above must not re-render the rows below), so only these attributes follow the index.
  const total = meta.hasMore ? -1 : keys.length;
  useLayoutEffect(() => {
    const win = scrollRef.current?.querySelector('.virtual-window');
    if (!win) return;
    for (const [el, pos] of feedPositions(win.children, store.indexOf))
      if (el.getAttribute('aria-posinset') !== pos) el.setAttribute('aria-posinset', pos);
    for (const el of win.children)
      if (el.getAttribute('aria-setsize') !== String(total)) el.setAttribute('aria-setsize', String(total));
    markThreadLines(win.children, threadLineMode(view));
  });

  const showNewButton = meta.pending > 0 && !atTopRef.current;
  const facts = {
    ready,
    isLoading: meta.isLoading,
    count: keys.length,
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
          <div
            className="virtual-window"
            // A feed must hold articles: an empty list is no feed yet (its footer says why it is empty).
            {...(keys.length > 0 ? { role: 'feed', 'aria-label': label, 'aria-busy': meta.isLoading } : {})}
          >
            {keys.slice(shown.start, shown.end).map((key) => (
              <RowFrame key={key} rowKey={key} store={store} render={render} measure={list.measure} />
            ))}
          </div>
        </div>
        <div className="list-footer">
          <ListFooter
            footer={footer}
            hasRows={keys.length > 0}
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
