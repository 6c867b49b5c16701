// A tab remembers where the reader left the views they visited most recently, not every view of a long session.
import { afterEach, describe, expect, it } from 'vitest';
import { SCROLL_PLACES_KEPT, scrollCache } from '../../../src/components/virtual-list/scroll-cache.ts';
import { setRecent } from '../../../src/lib/recent-map.ts';

afterEach(() => scrollCache.clear());

const left = (offset: number) => ({
  place: { offset, anchor: { key: `s:${offset}`, offset: 0 } },
  sizes: [],
});

describe('setRecent', () => {
  it('keeps the most recently set entries, a key set again counting as new', () => {
    const m = new Map<string, number>();
    for (const k of ['a', 'b', 'c']) setRecent(m, k, 1, 3);
    setRecent(m, 'a', 2, 3);
    setRecent(m, 'd', 1, 3);
    expect([...m]).toEqual([
      ['c', 1],
      ['a', 2],
      ['d', 1],
    ]);
  });
});

describe('scroll places', () => {
  it('are kept for the most recently left views after hundreds of threads were opened', () => {
    scrollCache.set('timeline:home', left(1234));
    for (let i = 0; i < 500; i++) scrollCache.set(`thread:${i}`, left(i));
    expect(scrollCache.get('thread:0')).toBeUndefined();
    expect(scrollCache.get('timeline:home')).toBeUndefined();
    for (let i = 500 - SCROLL_PLACES_KEPT; i < 500; i++)
      expect(scrollCache.get(`thread:${i}`)?.place.offset).toBe(i);
  });

  it('keep a view the reader keeps going back to', () => {
    for (let i = 0; i < 500; i++) {
      scrollCache.set(`thread:${i}`, left(i));
      if (i % 10 === 0) scrollCache.set('timeline:home', left(i));
    }
    expect(scrollCache.get('timeline:home')?.place.offset).toBe(490);
  });
});
