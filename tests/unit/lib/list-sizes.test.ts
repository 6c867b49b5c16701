// A streaming list keeps the measured heights of the rows it holds, not of every row that ever passed through it
// (issue 20, item 6: the list's size map kept a key per streamed post for the life of the tab).
import { describe, expect, it } from 'vitest';
import { ListWindowController } from '../../../src/components/virtual-list/use-list-window.ts';
import { forgetGoneSizes, SIZES_SLACK } from '../../../src/lib/forget-gone-sizes.ts';

describe('forgetGoneSizes', () => {
  it('keeps every size while the map is within twice the rows plus the slack', () => {
    const sizes = new Map(Array.from({ length: 2 * 10 + SIZES_SLACK }, (_, i) => [`k${i}`, 100] as const));
    const held = Array.from({ length: 10 }, (_, i) => `other${i}`);
    expect(forgetGoneSizes(sizes, held)).toBe(0);
    expect(sizes.size).toBe(2 * 10 + SIZES_SLACK);
  });

  it('deletes the sizes of rows the list no longer holds, and only those, once past the bound', () => {
    const sizes = new Map(Array.from({ length: 300 }, (_, i) => [`k${i}`, i] as const));
    expect(forgetGoneSizes(sizes, ['k3', 'k7', 'k200'])).toBe(297);
    expect([...sizes]).toEqual([
      ['k3', 3],
      ['k7', 7],
      ['k200', 200],
    ]);
  });
});

/** A rendered row as the list's ref sees it: its key and its laid-out height. */
const row = (key: string, height: number) =>
  ({
    getAttribute: (name: string) => (name === 'data-key' ? key : null),
    offsetHeight: height,
    isConnected: true,
  }) as HTMLDivElement;

describe('a streaming list', () => {
  it('holds the sizes of the rows it keeps, not of every post streamed through it', () => {
    const list = new ListWindowController({ overscan: 2, initialOffset: 0, initialHeight: 800 });
    const KEEP = 40;
    let keys: string[] = [];
    // 2,000 posts arrive at the top; the core trims the view to its newest 40; each new row is drawn and measured.
    for (let i = 0; i < 2000; i++) {
      keys = [`s:${i}`, ...keys].slice(0, KEEP);
      list.compute(keys);
      list.measure(row(`s:${i}`, 100 + (i % 7)));
      list.commit();
    }
    expect(list.sizes.size).toBeLessThanOrEqual(2 * KEEP + SIZES_SLACK);
    // The rows still held keep their measured heights (no jump when they are drawn again).
    for (const [index, key] of keys.entries()) expect(list.sizeOf(key), key).toBe(100 + ((1999 - index) % 7));
  });
});
