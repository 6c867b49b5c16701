// @vitest-environment happy-dom
// A streaming list keeps the measured heights of the rows it holds, not of every row that ever passed through it
// (issue 20, item 6: the virtualizer's size cache kept a key per streamed post for the life of the tab).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ListVirtualizer,
  useListVirtualizer,
} from '../../../src/components/virtual-list/use-list-virtualizer.ts';
import { forgetGoneSizes, SIZES_SLACK } from '../../../src/lib/forget-gone-sizes.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('forgetGoneSizes', () => {
  it('keeps every size while the map is within twice the rows plus the slack', () => {
    const sizes = new Map(Array.from({ length: 2 * 10 + SIZES_SLACK }, (_, i) => [`k${i}`, 100] as const));
    expect(forgetGoneSizes(sizes, 10, (k) => k === 'k0')).toBe(0);
    expect(sizes.size).toBe(2 * 10 + SIZES_SLACK);
  });

  it('deletes the sizes of rows the list no longer holds, and only those, once past the bound', () => {
    const held = new Set(['k3', 'k7', 'k200']);
    const sizes = new Map(Array.from({ length: 300 }, (_, i) => [`k${i}`, i] as const));
    expect(forgetGoneSizes(sizes, 3, (k) => held.has(k))).toBe(297);
    expect([...sizes]).toEqual([
      ['k3', 3],
      ['k7', 7],
      ['k200', 200],
    ]);
  });
});

/** A list of `keys` on the real virtualizer hook; hands the virtualizer out for the test to measure rows. */
function List({ keys, onVirtualizer }: { keys: string[]; onVirtualizer: (v: ListVirtualizer) => void }) {
  const { virtualizer, innerRef, windowRef } = useListVirtualizer({
    count: keys.length,
    getItemKey: (i) => keys[i] ?? i,
    estimateSize: () => 200,
    indexOfKey: (k) => keys.indexOf(k),
    getScrollElement: () => null,
  });
  onVirtualizer(virtualizer);
  return (
    <div ref={innerRef}>
      <div ref={windowRef} />
    </div>
  );
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('a streaming list', () => {
  it('holds the sizes of the rows it keeps, not of every post streamed through it', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    unmount = () => act(() => root.unmount());
    let v: ListVirtualizer | null = null;
    const show = (keys: string[]) =>
      act(() => root.render(<List keys={keys} onVirtualizer={(x) => (v = x)} />));
    const KEEP = 40;
    let keys: string[] = [];
    // 2,000 posts arrive at the top; the core trims the view to its newest 40; each new row is measured.
    for (let i = 0; i < 2000; i++) {
      keys = [`s:${i}`, ...keys].slice(0, KEEP);
      show(keys);
      const list = v as unknown as ListVirtualizer;
      list.getTotalSize(); // lays the rows out by their sizes, as a render does
      list.resizeItem(0, 100 + (i % 7));
    }
    const list = v as unknown as ListVirtualizer;
    expect(list.itemSizeCache.size).toBeLessThanOrEqual(2 * KEEP + SIZES_SLACK);
    // The rows still held keep their measured heights (no jump when they are drawn again).
    for (const [index, key] of keys.entries())
      expect(list.itemSizeCache.get(key), key).toBe(100 + ((1999 - index) % 7));
  });
});
