// Where a reader returning to a list lands (issue 10 item 20): their first visible row, at the same place on
// screen, once that row is loaded again; never an offset written before the rows exist.
import { describe, expect, it } from 'vitest';
import { placeOf, restoredScrollTop } from '../../../src/components/virtual-list/restore.ts';

const keys = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const size = () => 100;
const opts = { ready: true, topThreshold: 4 };

describe('placeOf', () => {
  it('names the first visible row and how far it starts above the viewport', () => {
    expect(placeOf(keys('n', 50), 2540, size)).toEqual({ offset: 2540, anchor: { key: 'n25', offset: -40 } });
  });
  it('has no anchor when nothing is shown', () => {
    expect(placeOf([], 0, size)).toEqual({ offset: 0, anchor: null });
  });
});

describe('restoredScrollTop', () => {
  const place = placeOf(keys('n', 50), 2540, size);

  it('waits while the rows have not arrived (a released view comes back empty)', () => {
    expect(restoredScrollTop(place, [], size, { ...opts, ready: false })).toBeNull();
    expect(restoredScrollTop(place, [], size, opts)).toBeNull();
  });

  it('brings the same row back to the same place when the rows are there', () => {
    expect(restoredScrollTop(place, keys('n', 50), size, opts)).toBe(2540);
  });

  it('follows the row when others arrived above it meanwhile', () => {
    const grown = ['new1', 'new2', 'new3', ...keys('n', 50)];
    expect(restoredScrollTop(place, grown, size, opts)).toBe(2840);
  });

  it('uses measured heights of the rows above', () => {
    const tall = (k: string) => (k === 'n0' ? 400 : 100);
    expect(restoredScrollTop(place, keys('n', 50), tall, opts)).toBe(2840);
  });

  it('stays at the top when the reader left at the top, rows or not', () => {
    const top = placeOf(keys('n', 50), 0, size);
    expect(restoredScrollTop(top, [], size, { ...opts, ready: false })).toBe(0);
    expect(restoredScrollTop(top, ['new', ...keys('n', 50)], size, opts)).toBe(0);
  });

  it('falls back to the offset once loaded without the row (it was removed), and waits while loading', () => {
    const without = keys('n', 50).filter((k) => k !== 'n25');
    expect(restoredScrollTop(place, without, size, { ...opts, ready: false })).toBeNull();
    expect(restoredScrollTop(place, without, size, opts)).toBe(2540);
  });
});
