// The list's window arithmetic (src/components/virtual-list/list-core.ts): which rows are rendered for a scroll
// position, the space around them, and how the reader's place is kept when rows above change. Heights are by key.
import { describe, expect, it } from 'vitest';
import {
  resizeAdjustment,
  scrollTargetFor,
  startOf,
  windowOf,
} from '../../../src/components/virtual-list/list-core.ts';

const keysOf = (n: number, prefix = 'k') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const sizes =
  (entries: Record<string, number>, fallback = 100) =>
  (key: string) =>
    entries[key] ?? fallback;

describe('windowOf (the rows rendered and the space around them)', () => {
  it('renders the rows covering the viewport plus the overscan, with the rest as paddings', () => {
    // 20 rows of 100 px, scrolled to 500 in an 800 px viewport: rows 5..12 on screen, 2 more each side.
    expect(windowOf(keysOf(20), sizes({}), 500, 800, 2)).toEqual({
      start: 3,
      end: 15,
      above: 300,
      below: 500,
    });
    expect(windowOf(keysOf(20), sizes({}), 0, 800, 2)).toEqual({ start: 0, end: 10, above: 0, below: 1000 });
    expect(windowOf([], sizes({}), 0, 800, 2)).toEqual({ start: 0, end: 0, above: 0, below: 0 });
  });

  it('keeps the last rows when scrolled past the end (a list that shrank under the reader)', () => {
    expect(windowOf(keysOf(5), sizes({}), 5000, 800, 2)).toEqual({ start: 3, end: 5, above: 300, below: 0 });
  });

  it('does not change its paddings when a rendered row is measured at another height (a new post replacing its estimate)', () => {
    const estimated = windowOf(keysOf(20), sizes({ k0: 160 }), 0, 800, 4);
    const measured = windowOf(keysOf(20), sizes({ k0: 72 }), 0, 800, 4);
    expect(measured.above).toBe(estimated.above);
    expect(measured.start).toBe(estimated.start);
    // Scrolled down, a rendered row in the middle measured: the same space around the rendered rows.
    const before = windowOf(keysOf(20), sizes({}), 1000, 400, 2);
    const after = windowOf(keysOf(20), sizes({ k10: 140 }), 1000, 400, 2);
    expect([after.start, after.above]).toEqual([before.start, before.above]);
    expect(after.below).toBe(before.below);
  });

  it('knows a height by key: a post inserted at the top shifts no recorded height', () => {
    const known = sizes({ k0: 300, k1: 50 });
    const before = keysOf(20);
    const after = ['new', ...before];
    // The same rows are 300 and 50 px wherever they are now.
    expect(startOf(after, known, 2) - startOf(after, known, 1)).toBe(300);
    expect(startOf(after, known, 3) - startOf(after, known, 2)).toBe(50);
  });
});

describe('scrollTargetFor (bringing a row into view)', () => {
  it('puts the row at the top for "start"; for "auto" moves only as far as needed, or not at all', () => {
    expect(scrollTargetFor(1000, 100, 0, 800, 'start')).toBe(1000);
    expect(scrollTargetFor(1000, 100, 0, 800, 'auto')).toBe(300);
    expect(scrollTargetFor(200, 100, 500, 800, 'auto')).toBe(200);
    expect(scrollTargetFor(600, 100, 500, 800, 'auto')).toBe(500);
  });
});

describe('resizeAdjustment (rows above the reader changing height)', () => {
  it('moves the place by the change of a row wholly above the viewport, so what the reader sees stays put', () => {
    // A row at 200..300, the reader at 1000: an image loads and it grows by 150.
    expect(resizeAdjustment(200, 100, 250, 1000, false)).toBe(150);
    // The row the reader is in (spanning the top edge) or below it: the change is below the reader.
    expect(resizeAdjustment(950, 100, 250, 1000, false)).toBe(0);
    expect(resizeAdjustment(1200, 100, 250, 1000, false)).toBe(0);
  });

  it('counts a first measure as above when the row starts above the top edge (its estimate was never seen)', () => {
    expect(resizeAdjustment(950, 160, 120, 1000, true)).toBe(-40);
    expect(resizeAdjustment(950, 160, 120, 1000, false)).toBe(0);
  });

  it('leaves a reader at the very top where they are', () => {
    expect(resizeAdjustment(0, 160, 120, 0, true)).toBe(0);
  });
});
