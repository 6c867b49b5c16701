// @vitest-environment happy-dom
// What a post streamed to the top of a list renders (issue 20, item 1): the list's rows component and the new row,
// never the list around them (its chrome, keyboard, footer: it reads what changes rarely). The list around the rows
// is the one part of the list that asks for the interface's words (useT) on every render, so its renders are counted
// there; rows are drawn by a plain function that asks for none.
import { act } from 'preact/test-utils';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Row } from '../../../shared/protocol/rows.ts';
import { scrollCache } from '../../../src/components/virtual-list/scroll-cache.ts';
import { VirtualList } from '../../../src/components/virtual-list/VirtualList.tsx';
import { statusRow } from './fixtures.ts';
import { fakeStore, type Rendered, render } from './harness.tsx';

const counted = vi.hoisted(() => ({ useT: 0 }));
vi.mock('../../../src/i18n/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/i18n/index.ts')>();
  return {
    ...real,
    useT: () => {
      counted.useT++;
      return real.useT();
    },
  };
});

const saved: [string, PropertyDescriptor | undefined][] = [];
beforeAll(() => {
  for (const prop of ['clientHeight', 'offsetHeight', 'clientWidth'] as const) {
    saved.push([prop, Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop)]);
    Object.defineProperty(HTMLElement.prototype, prop, {
      configurable: true,
      get(this: HTMLElement) {
        if (this.classList.contains('virtual-scroll')) return prop === 'clientWidth' ? 400 : 800;
        if (this.classList.contains('virtual-row')) return 100;
        return 0;
      },
    });
  }
});
afterAll(() => {
  for (const [prop, d] of saved) if (d) Object.defineProperty(HTMLElement.prototype, prop, d);
});

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
  scrollCache.clear();
});

const rows = (prefix: string, n: number): Row[] =>
  Array.from({ length: n }, (_, i) => statusRow(`${prefix}${i}`));

describe('a post streamed to the top of a list', () => {
  it('renders the new row and the rows component, not the list around them', () => {
    const old = rows('old', 50);
    const store = fakeStore('timeline:home', old);
    const drawn: string[] = [];
    r = render(
      <VirtualList
        store={store}
        label="Home"
        intent={() => {}}
        onRowAction={() => {}}
        render={(row) => {
          drawn.push(row.key);
          return <div>{row.key}</div>;
        }}
      />,
    );
    const listRenders = counted.useT;
    expect(listRenders).toBeGreaterThan(0);
    drawn.length = 0;
    const first = statusRow('new1');
    act(() => store.set([first, ...old]));
    act(() => store.set([statusRow('new2'), first, ...old]));
    expect(drawn).toEqual(['s:new1', 's:new2']);
    expect(r.container.querySelector('.virtual-row')?.getAttribute('data-key')).toBe('s:new2');
    expect(counted.useT).toBe(listRenders);
  });

  it('renders the list around the rows when what it shows changes (the first row of an empty list)', () => {
    const store = fakeStore('timeline:home', []);
    r = render(
      <VirtualList store={store} label="Home" intent={() => {}} onRowAction={() => {}} render={() => null} />,
    );
    expect(r.container.querySelector('[role="feed"]')).toBeNull();
    const before = counted.useT;
    act(() => store.set(rows('a', 3)));
    expect(counted.useT).toBeGreaterThan(before);
    expect(r.container.querySelector('[role="feed"]')).not.toBeNull();
  });
});
