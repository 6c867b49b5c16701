// Id paging as Mastodon does it: max_id pages down, since_id and min_id page up (min_id: the page just above).
import { describe, expect, it } from 'vitest';
import { createIdGen } from '../../../demo/world/ids.ts';
import { paginate } from '../../../demo/world/paginate.ts';

const gen = createIdGen();
// 10 items a minute apart, newest first.
const items = Array.from({ length: 10 }, (_, i) => ({ id: gen(Date.UTC(2026, 0, 1, 0, i)) })).reverse();
const ids = items.map((x) => x.id);
const page = (p: Parameters<typeof paginate>[2]) => paginate(items, (x) => x.id, p).items.map((x) => x.id);

describe('paginate', () => {
  it('ids sort by time as strings and as BigInt alike', () => {
    const sorted = [...ids].sort();
    expect(sorted.reverse()).toEqual(ids);
    expect(new Set(ids.map((x) => x.length)).size).toBe(1);
  });

  it('the first page is the newest, newest first, with a cursor for the next (older) page', () => {
    const p = paginate(items, (x) => x.id, { limit: 3 });
    expect(p.items.map((x) => x.id)).toEqual(ids.slice(0, 3));
    expect(p.nextMaxId).toBe(ids[2]);
    expect(p.prevMinId).toBe(ids[0]);
  });

  it('max_id gives strictly older items', () => {
    expect(page({ maxId: ids[2], limit: 3 })).toEqual(ids.slice(3, 6));
  });

  it('since_id gives the newest items above it, newest first', () => {
    expect(page({ sinceId: ids[8], limit: 3 })).toEqual(ids.slice(0, 3));
  });

  it('min_id gives the page just above it (the oldest newer items), still newest first', () => {
    expect(page({ minId: ids[8], limit: 3 })).toEqual(ids.slice(5, 8));
  });

  it('max_id and since_id together bound a gap', () => {
    expect(page({ maxId: ids[1], sinceId: ids[5], limit: 40 })).toEqual(ids.slice(2, 5));
  });

  it('an empty page has no cursors', () => {
    const p = paginate(items, (x) => x.id, { sinceId: ids[0], limit: 5 });
    expect(p.items).toEqual([]);
    expect(p.nextMaxId).toBeNull();
    expect(p.prevMinId).toBeNull();
  });
});
