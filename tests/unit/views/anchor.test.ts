import { describe, expect, it } from 'vitest';
import { anchorAdjustment, firstVisible } from '../../../src/components/virtual-list/anchor.ts';

const keys = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

/** Where a key sits on screen (its top relative to the viewport's top). */
function screenOffset(
  list: readonly string[],
  key: string,
  scrollTop: number,
  sizeOf: (k: string) => number,
) {
  let start = 0;
  for (const k of list) {
    if (k === key) return start - scrollTop;
    start += sizeOf(k);
  }
  throw new Error(`no ${key}`);
}

describe('anchorAdjustment', () => {
  // Rows of varied heights, as measured rows are.
  const sizeOf = (k: string) => 80 + ((k.charCodeAt(k.length - 1) * 37) % 120);

  it('keeps the first visible row at the same on-screen offset when 20 rows are inserted above', () => {
    const before = keys('old', 50);
    const scrollTop = 1234;
    const anchor = firstVisible(before, scrollTop, sizeOf)!;
    const after = [...keys('new', 20), ...before];
    const adjust = anchorAdjustment({ before, after, scrollTop, sizeOf });
    expect(adjust).toBe(keys('new', 20).reduce((s, k) => s + sizeOf(k), 0));
    expect(screenOffset(after, anchor.key, scrollTop + adjust, sizeOf)).toBe(
      screenOffset(before, anchor.key, scrollTop, sizeOf),
    );
  });

  it('ignores rows inserted below the reader', () => {
    const before = keys('old', 30);
    const after = [...before.slice(0, 25), ...keys('gap', 10), ...before.slice(25)];
    expect(anchorAdjustment({ before, after, scrollTop: 500, sizeOf })).toBe(0);
  });

  it('moves up by what was removed above', () => {
    const before = keys('old', 30);
    const after = before.slice(3);
    const scrollTop = 2000;
    const anchor = firstVisible(before, scrollTop, sizeOf)!;
    const adjust = anchorAdjustment({ before, after, scrollTop, sizeOf });
    expect(adjust).toBe(-(sizeOf('old0') + sizeOf('old1') + sizeOf('old2')));
    expect(screenOffset(after, anchor.key, scrollTop + adjust, sizeOf)).toBe(
      screenOffset(before, anchor.key, scrollTop, sizeOf),
    );
  });

  it('keeps the next surviving row in place when the anchor row itself is removed', () => {
    const before = keys('old', 30);
    const scrollTop = 1500;
    const anchor = firstVisible(before, scrollTop, sizeOf)!;
    const next = before[anchor.index + 1]!;
    const after = [...keys('new', 5), ...before.filter((k) => k !== anchor.key)];
    const adjust = anchorAdjustment({ before, after, scrollTop, sizeOf });
    expect(screenOffset(after, next, scrollTop + adjust, sizeOf)).toBe(
      screenOffset(before, next, scrollTop, sizeOf),
    );
  });

  it('does nothing at the very top, where new rows are meant to be seen', () => {
    const before = keys('old', 10);
    expect(anchorAdjustment({ before, after: [...keys('new', 20), ...before], scrollTop: 0, sizeOf })).toBe(
      0,
    );
  });

  it('never asks for a negative scroll position', () => {
    const before = keys('old', 10);
    expect(anchorAdjustment({ before, after: [], scrollTop: 300, sizeOf })).toBe(0);
    const adjust = anchorAdjustment({ before, after: before.slice(5), scrollTop: 10, sizeOf: () => 100 });
    expect(10 + adjust).toBeGreaterThanOrEqual(0);
  });
});
