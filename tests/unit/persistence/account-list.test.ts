// The per-account lists the core keeps in IndexedDB (recent searches, tag history, drafts put aside):
// worker/persistence/account-list.ts.
import { describe, expect, it } from 'vitest';
import { createAccountList } from '../../../worker/persistence/account-list.ts';

const read = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** A store whose reads answer what it held when asked, a moment later (as IndexedDB does). */
function disk(initial: Record<string, unknown> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    kv: {
      get: async <T>(k: string) => {
        const held = data.get(k) as T;
        await new Promise<void>((r) => setTimeout(r, 5));
        return held;
      },
      set: (k: string, v: unknown) => void data.set(k, v),
    },
  };
}

describe('a list kept per account', () => {
  it('reads the stored list once, keeps each account apart, and stores every change', async () => {
    const d = disk({ 'tags|a': ['cats'], 'tags|b': ['dogs'] });
    const list = createAccountList(d, { name: 'tags', read });
    expect(await list.load('a')).toEqual(['cats']);
    expect(await list.change('a', (l) => ['knit', ...l])).toEqual(['knit', 'cats']);
    expect(d.data.get('tags|a')).toEqual(['knit', 'cats']);
    expect(await list.load('b')).toEqual(['dogs']);
  });

  it('a change made while the first read waited is kept: it is newer than the disk', async () => {
    const d = disk({ 'tags|a': ['old'] });
    const list = createAccountList(d, { name: 'tags', read });
    const changed = list.change('a', (l) => ['new', ...l]);
    // Asked before the change was stored: the disk answers the old list, after the change is made.
    const read2 = list.load('a');
    expect(await changed).toEqual(['new', 'old']);
    expect(await read2).toEqual(['new', 'old']);
    expect(await list.load('a')).toEqual(['new', 'old']);
  });

  it('storage that cannot be read: said in the log, and the list starts empty', async () => {
    const logged: string[] = [];
    const list = createAccountList(
      {
        kv: {
          get: async () => {
            throw new Error('quota');
          },
          set: () => {},
        },
        log: (m) => logged.push(m),
      },
      { name: 'tags', read },
    );
    expect(await list.load('a')).toEqual([]);
    expect(logged.join(' ')).toMatch(/tags could not be read: Error: quota/);
  });
});
