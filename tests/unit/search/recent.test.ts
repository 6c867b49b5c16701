// Recent searches: 4 per account, newest first, a repeat moves to the top, removable one by one, kept in the core's
// IndexedDB so every tab and the next visit see them.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { RecentSearch } from '../../../shared/protocol/search.ts';
import { createKvStore } from '../../../worker/persistence/kv-store.ts';
import { addRecent, readRecent, removeRecent } from '../../../worker/search/recent-searches.ts';
import { createRecentStore } from '../../../worker/search/recent-store.ts';

const s = (q: string): RecentSearch => ({ type: 'search', q });

describe('the recent searches list', () => {
  it('keeps the 4 newest, newest first', () => {
    let list: RecentSearch[] = [];
    for (const q of ['a', 'b', 'c', 'd', 'e']) list = addRecent(list, s(q));
    expect(list.map((e) => e.q)).toEqual(['e', 'd', 'c', 'b']);
  });

  it('a search done again moves to the top instead of showing twice (case and spaces aside)', () => {
    let list = [s('coffee'), s('ada'), s('knit')];
    list = addRecent(list, s('  Ada '));
    expect(list).toEqual([s('Ada'), s('coffee'), s('knit')]);
    // The same words as an account opened are another entry.
    list = addRecent(list, { type: 'account', q: 'ada' });
    expect(list[0]).toEqual({ type: 'account', q: 'ada' });
    expect(list).toHaveLength(4);
  });

  it('an empty query is not remembered; one is removed alone', () => {
    expect(addRecent([s('a')], s('   '))).toEqual([s('a')]);
    expect(removeRecent([s('a'), s('b'), s('c')], s('b'))).toEqual([s('a'), s('c')]);
  });

  it('what is read back from disk is checked: junk dropped, duplicates and the cap hold', () => {
    expect(readRecent('nope')).toEqual([]);
    expect(
      readRecent([
        s('a'),
        null,
        { type: 'bogus', q: 'x' },
        { type: 'search', q: 3 },
        s('A'),
        s('b'),
        s('c'),
        s('d'),
        s('e'),
      ]),
    ).toEqual([s('a'), s('b'), s('c'), s('d')]);
  });
});

describe('the recent searches store', () => {
  const timers = {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (h: unknown) => clearTimeout(h as number),
  };

  it('is per account, and a new core (the next visit) reads the same lists', async () => {
    const name = `recent-${Math.random()}`;
    const kv = createKvStore({ indexedDB, ...timers, name });
    let account = 'https://a.example|1';
    const store = createRecentStore({ kv, accountKey: () => account });
    await store.add(s('ada'));
    await store.add(s('coffee'));
    account = 'https://a.example|2';
    expect(await store.list()).toEqual([]);
    await store.add(s('knit'));
    await kv.flush();
    kv.close();

    const kv2 = createKvStore({ indexedDB, ...timers, name });
    const again = createRecentStore({ kv: kv2, accountKey: () => account });
    expect(await again.list()).toEqual([s('knit')]);
    account = 'https://a.example|1';
    expect(await again.list()).toEqual([s('coffee'), s('ada')]);
    expect(await again.remove(s('ada'))).toEqual([s('coffee')]);
    kv2.close();
  });

  it('signed out there is no list, and nothing is kept', async () => {
    const store = createRecentStore({ kv: null, accountKey: () => null });
    expect(await store.add(s('ada'))).toEqual([]);
    expect(await store.list()).toEqual([]);
  });
});
