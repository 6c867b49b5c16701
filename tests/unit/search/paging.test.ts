// Search pages by offset with one more asked than shown (11 for 10), so "more" is known without another request.
import { describe, expect, it } from 'vitest';
import {
  appendPage,
  nextOffset,
  SEARCH_PAGE_LIMIT,
  SEARCH_PAGE_SIZE,
  takePage,
} from '../../../worker/search/paging.ts';

const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => String(from + i));

describe('the 11-for-10 rule', () => {
  it('asks for 11 and shows 10', () => {
    expect(SEARCH_PAGE_LIMIT).toBe(11);
    expect(SEARCH_PAGE_SIZE).toBe(10);
  });

  it('an 11th result means there is more; 10 or fewer mean the end', () => {
    expect(takePage(ids(0, 11))).toEqual({ items: ids(0, 10), hasMore: true });
    expect(takePage(ids(0, 10))).toEqual({ items: ids(0, 10), hasMore: false });
    expect(takePage(ids(0, 3))).toEqual({ items: ids(0, 3), hasMore: false });
    expect(takePage([])).toEqual({ items: [], hasMore: false });
  });

  it('the next page starts where the shown ones end, and the 11th is shown then, once', () => {
    expect(nextOffset(1)).toBe(10);
    expect(nextOffset(2)).toBe(20);
    const first = takePage(ids(0, 11));
    const second = appendPage(first.items, ids(10, 11), (x) => x);
    expect(second.items).toEqual(ids(0, 20));
    expect(second.added).toEqual(ids(10, 10));
    expect(second.hasMore).toBe(true);
    const last = appendPage(second.items, ids(20, 4), (x) => x);
    expect(last.items).toEqual(ids(0, 24));
    expect(last.hasMore).toBe(false);
  });

  it('a result already shown (the results moved between pages) is not shown twice', () => {
    const r = appendPage(ids(0, 10), ['9', '10', '11'], (x) => x);
    expect(r.added).toEqual(['10', '11']);
    expect(r.items).toEqual(ids(0, 12));
  });
});
