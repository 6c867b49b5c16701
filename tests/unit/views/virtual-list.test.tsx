// @vitest-environment happy-dom
// happy-dom has no layout: the scroll viewport is given 800 px and every row 100 px, enough for the
// virtualizer to compute a range, so the list's wiring (what renders, anchoring, intents, keys) can be checked.
import { act } from 'preact/test-utils';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Intent } from '../../../shared/protocol/intents.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import { installHotkeys } from '../../../src/app/keyboard/hotkeys.ts';
import { ESTIMATED_ROW_PX } from '../../../src/components/virtual-list/measure-row.ts';
import { scrollCache } from '../../../src/components/virtual-list/scroll-cache.ts';
import { VirtualList } from '../../../src/components/virtual-list/VirtualList.tsx';
import { statusRow } from './fixtures.ts';
import { type FakeStore, fakeStore, type Rendered, render } from './harness.tsx';

const VIEWPORT = 800;
const ROW = 100;
const saved: [string, PropertyDescriptor | undefined][] = [];
beforeAll(() => {
  for (const prop of ['clientHeight', 'offsetHeight', 'clientWidth'] as const) {
    saved.push([prop, Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop)]);
    Object.defineProperty(HTMLElement.prototype, prop, {
      configurable: true,
      get(this: HTMLElement) {
        if (this.classList.contains('virtual-scroll')) return prop === 'clientWidth' ? 400 : VIEWPORT;
        if (this.classList.contains('virtual-row')) return ROW;
        return 0;
      },
    });
  }
});
// As in a browser, the list's scroll position is clamped to what its content allows: a position written before the
// rows are there does not stick.
const scrollTopOf = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop')!;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
    configurable: true,
    get(this: HTMLElement) {
      return scrollTopOf.get!.call(this);
    },
    set(this: HTMLElement, value: number) {
      let top = value;
      if (this.classList.contains('virtual-scroll')) {
        // The content's height: the paddings around the rendered rows, and the rows (100 px each).
        const inner = this.querySelector<HTMLElement>('.virtual-inner');
        const pad = (v: string | undefined) => Number.parseFloat(v ?? '') || 0;
        const height =
          pad(inner?.style.paddingTop) +
          pad(inner?.style.paddingBottom) +
          (inner?.querySelectorAll('.virtual-row').length ?? 0) * ROW;
        top = Math.max(0, Math.min(value, height - VIEWPORT));
      }
      scrollTopOf.set!.call(this, top);
    },
  });
});
afterAll(() => {
  for (const [prop, d] of saved) if (d) Object.defineProperty(HTMLElement.prototype, prop, d);
  delete (HTMLElement.prototype as { scrollTop?: number }).scrollTop;
});

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
  scrollCache.clear();
});

const rows = (prefix: string, n: number): Row[] =>
  Array.from({ length: n }, (_, i) => statusRow(`${prefix}${i}`));

function setup(store: FakeStore) {
  const intents: Intent[] = [];
  const renders = new Map<string, number>();
  const actions: [string, string][] = [];
  r = render(
    <VirtualList
      store={store}
      label="Test"
      intent={(i) => intents.push(i)}
      onRowAction={(key, action) => actions.push([key, action])}
      render={(row) => {
        renders.set(row.key, (renders.get(row.key) ?? 0) + 1);
        return <div className="row-content">{row.key}</div>;
      }}
    />,
  );
  const scroller = r.container.querySelector<HTMLElement>('.virtual-scroll')!;
  const scrollTo = (top: number) =>
    act(() => {
      scroller.scrollTop = top;
      scroller.dispatchEvent(new Event('scroll'));
    });
  const rendered = () => [...r!.container.querySelectorAll<HTMLElement>('.virtual-row')];
  const offsetOf = (key: string) => {
    const shown = rendered();
    const index = shown.findIndex((e) => e.dataset.key === key);
    if (index < 0) return null;
    // Rows flow inside a window element below the height of the rows above it (the inner element's top padding);
    // each is 100 px.
    const inner = r!.container.querySelector<HTMLElement>('.virtual-inner')!;
    const y = Number.parseFloat(inner.style.paddingTop) || 0;
    return y + index * ROW - scroller.scrollTop;
  };
  return { intents, renders, actions, scroller, scrollTo, rendered, offsetOf };
}

describe('VirtualList', () => {
  it('renders only the rows in view (plus a small overscan), keyed by row key', () => {
    const store = fakeStore('timeline:home', rows('s', 1000));
    const { rendered } = setup(store);
    const keys = rendered().map((e) => e.dataset.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.length).toBeLessThan(20);
    expect(keys[0]).toBe('s:s0');
  });

  it("re-renders exactly one row when one row's signal changes", () => {
    const store = fakeStore('timeline:home', rows('s', 200));
    const { renders } = setup(store);
    const before = new Map(renders);
    act(() => store.update(statusRow('s3', { favourited: true })));
    const changed = [...renders].filter(([k, n]) => n !== before.get(k)).map(([k]) => k);
    expect(changed).toEqual(['s:s3']);
  });

  it('renders only the new row when a post is inserted at the top (the rows below keep their render)', () => {
    const old = rows('old', 200);
    const store = fakeStore('timeline:home', old);
    const { renders, rendered } = setup(store);
    const before = new Map(renders);
    act(() => store.set([statusRow('new'), ...old]));
    const changed = [...renders].filter(([k, n]) => n !== before.get(k)).map(([k]) => k);
    expect(changed).toEqual(['s:new']);
    expect(rendered()[0]?.dataset.key).toBe('s:new');
  });

  it('keeps the first visible row at the same on-screen offset when 20 rows are inserted above', () => {
    const store = fakeStore('timeline:home', rows('old', 100));
    const { scroller, scrollTo, offsetOf } = setup(store);
    scrollTo(1000 + 30);
    const anchor = 's:old10';
    const before = offsetOf(anchor);
    expect(before).toBe(-30);
    act(() => store.set([...rows('new', 20), ...rows('old', 100)]));
    // The 20 new rows are not measured yet, so they count at the estimate.
    expect(scroller.scrollTop).toBe(1030 + 20 * ESTIMATED_ROW_PX);
    expect(offsetOf(anchor)).toBe(before);
  });

  it('lets new rows show when the reader is at the very top', () => {
    const store = fakeStore('timeline:home', rows('old', 50));
    const { scroller, rendered } = setup(store);
    act(() => store.set([...rows('new', 3), ...rows('old', 50)]));
    expect(scroller.scrollTop).toBe(0);
    expect(rendered()[0]?.dataset.key).toBe('s:new0');
  });

  it('tells the core when the reader leaves and returns to the top, once per change', () => {
    const store = fakeStore('timeline:home', rows('s', 100));
    const { intents, scrollTo } = setup(store);
    scrollTo(500);
    scrollTo(900);
    scrollTo(0);
    expect(intents.filter((i) => i.type === 'view.top')).toEqual([
      { type: 'view.top', view: 'timeline:home', atTop: false },
      { type: 'view.top', view: 'timeline:home', atTop: true },
    ]);
  });

  it('shows "N new" away from the top; clicking applies pending and scrolls to the top', () => {
    const store = fakeStore('timeline:home', rows('s', 100));
    const { intents, scroller, scrollTo } = setup(store);
    scrollTo(2000);
    act(() => {
      store.meta.value = { ...store.meta.value, pending: 7, top: false };
    });
    const button = r!.container.querySelector<HTMLButtonElement>('.new-items');
    expect(button?.textContent).toBe('7 new');
    act(() => button!.click());
    expect(intents).toContainEqual({ type: 'view.applyPending', view: 'timeline:home' });
    expect(scroller.scrollTop).toBe(0);
  });

  it('follows the feed pattern: a feed of articles that carry their place in the whole list, kept after inserts', () => {
    const store = fakeStore('timeline:home', rows('s', 100));
    store.meta.value = { ...store.meta.value, hasMore: false };
    const { rendered } = setup(store);
    const feed = r!.container.querySelector('[role="feed"]');
    expect(feed?.getAttribute('aria-label')).toBe('Test');
    const first = rendered()[0]!;
    expect(first.parentElement).toBe(feed);
    expect(first.getAttribute('role')).toBe('article');
    expect(first.getAttribute('aria-posinset')).toBe('1');
    expect(first.getAttribute('aria-setsize')).toBe('100');
    act(() => store.set([...rows('new', 2), ...rows('s', 100)]));
    const old0 = rendered().find((e) => e.dataset.key === 's:s0');
    expect(old0?.getAttribute('aria-posinset')).toBe('3');
    expect(old0?.getAttribute('aria-setsize')).toBe('102');
  });

  it('announces new posts waiting above politely ("3 new posts")', () => {
    const store = fakeStore('timeline:home', rows('s', 20));
    setup(store);
    const live = r!.container.querySelector('[role="status"]');
    expect(live?.textContent).toBe('');
    act(() => {
      store.meta.value = { ...store.meta.value, pending: 3 };
    });
    expect(live?.textContent).toBe('3 new posts');
  });

  it('j/k move focus between rows by index; f acts on the focused row', () => {
    const store = fakeStore('timeline:home', rows('s', 100));
    const { scroller, actions } = setup(store);
    const uninstall = installHotkeys({
      doc: document,
      now: () => 0,
      navigate: () => {},
      acct: () => null,
      openHelp: () => {},
    });
    const key = (k: string, on: EventTarget = document.activeElement ?? scroller) =>
      act(() => {
        on.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
      });
    try {
      // Nothing focused: j still reaches the list (the document's listener gives it to the list on screen).
      (document.activeElement as HTMLElement | null)?.blur();
      key('j', document.body);
      expect((document.activeElement as HTMLElement).dataset.key).toBe('s:s0');
      key('j');
      key('j');
      expect((document.activeElement as HTMLElement).dataset.key).toBe('s:s2');
      key('k');
      expect((document.activeElement as HTMLElement).dataset.key).toBe('s:s1');
      key('f');
      key('o');
      key('m');
      expect(actions).toEqual([
        ['s:s1', 'favourite'],
        ['s:s1', 'open'],
        ['s:s1', 'mention'],
      ]);
    } finally {
      uninstall();
    }
  });

  it('a failed list without rows shows the failure alone, with Try again (no "Nothing here yet.")', () => {
    const store = fakeStore('thread:s:404', []);
    store.meta.value = {
      ...store.meta.value,
      hasMore: false,
      error: 'This post is not available: it was deleted.',
    };
    const { intents } = setup(store);
    const state = r!.container.querySelector('.error-state');
    expect(state?.textContent).toContain('This post is not available: it was deleted.');
    expect(r!.container.textContent).not.toContain('Nothing here yet.');
    expect(r!.container.querySelector('.view-error')).toBeNull();
    const retry = [...state!.querySelectorAll('button')].find((b) => b.textContent === 'Try again');
    act(() => retry?.click());
    expect(intents).toContainEqual({ type: 'view.reload', view: 'thread:s:404' });
  });

  it('asks for more when the end of the list is on screen', () => {
    const store = fakeStore('timeline:home', rows('s', 3));
    const { intents } = setup(store);
    expect(intents).toContainEqual({ type: 'view.loadMore', view: 'timeline:home' });
  });

  it('restores what the reader saw when returning to a view (position and measured heights)', () => {
    const store = fakeStore('timeline:home', rows('s', 100));
    const first = setup(store);
    first.scrollTo(1000 + 40);
    const seen = first.offsetOf('s:s10');
    expect(seen).toBe(-40);
    r!.unmount();
    r = null;
    expect(scrollCache.get('timeline:home')?.place.offset).toBe(1040);
    const again = setup(store);
    expect(again.offsetOf('s:s10')).toBe(seen);
    expect(again.scroller.scrollTop).toBe(1040);
  });

  it('returning to a view whose rows arrive after it mounts shows the same row at the same place', () => {
    const first = setup(fakeStore('notifications', rows('n', 100)));
    first.scrollTo(1000 + 40);
    const seen = first.offsetOf('s:n10');
    expect(seen).toBe(-40);
    r!.unmount();
    r = null;
    // The view was released on leaving: its store comes back empty, and the rows a moment later (with two new).
    const back = fakeStore('notifications', []);
    back.ready.value = false;
    const again = setup(back);
    act(() => {
      back.set([...rows('new', 2), ...rows('n', 100)]);
      back.ready.value = true;
    });
    expect(again.offsetOf('s:n10')).toBe(seen);
    expect(again.scroller.scrollTop).toBe(1240);
    expect(again.rendered().some((e) => e.dataset.key === 's:n10')).toBe(true);
  });
});
