import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { deleteDatabase, type IdbDeps, openDatabase } from '../../../worker/persistence/idb.ts';
import { createKvStore, WRITE_COALESCE_MS } from '../../../worker/persistence/kv-store.ts';

function fakeTimers() {
  const timers = new Map<number, { at: number; fn: () => void }>();
  let now = 0;
  let next = 1;
  return {
    setTimeout: (fn: () => void, ms: number) => {
      const id = next++;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (h: unknown) => {
      timers.delete(h as number);
    },
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...timers]) {
        if (t.at <= now) {
          timers.delete(id);
          t.fn();
        }
      }
    },
  };
}

const depsWith = (indexedDB: IDBFactory, t: ReturnType<typeof fakeTimers>): IdbDeps => ({
  indexedDB,
  setTimeout: t.setTimeout,
  clearTimeout: t.clearTimeout,
});

describe('persistence', () => {
  it('coalesces a burst of writes into one transaction, last value winning, and reads it back', async () => {
    const t = fakeTimers();
    const idb = new IDBFactory();
    const kv = createKvStore(depsWith(idb, t));
    for (let i = 0; i < 50; i++) kv.set('drafts', { d1: `text ${i}` });
    kv.set('settings', { theme: 'dark' });
    expect(await kv.get('drafts')).toEqual({ d1: 'text 49' });
    expect(kv.writes()).toBe(0);
    t.advance(WRITE_COALESCE_MS);
    await kv.flush();
    expect(kv.writes()).toBe(1);
    kv.close();
    const again = createKvStore(depsWith(idb, t));
    expect(await again.get('drafts')).toEqual({ d1: 'text 49' });
    expect(await again.get('settings')).toEqual({ theme: 'dark' });
    again.set('settings', undefined);
    await again.flush();
    expect(await again.get('settings')).toBeUndefined();
    again.close();
  });

  it('logging out (deleting the database) does not hang on an open connection: it closes on versionchange', async () => {
    const t = fakeTimers();
    const idb = new IDBFactory();
    const kv = createKvStore(depsWith(idb, t));
    kv.set('identity', { token: 'x' });
    await kv.flush();
    await deleteDatabase(depsWith(idb, t));
    const fresh = createKvStore(depsWith(idb, t));
    expect(await fresh.get('identity')).toBeUndefined();
    fresh.close();
  });

  it('gives up with an error when a connection that ignores versionchange blocks the delete', async () => {
    const t = fakeTimers();
    const idb = new IDBFactory();
    const stubborn = await openDatabase(depsWith(idb, t));
    stubborn.onversionchange = null; // behaves like a connection in a context that never closes
    const pending = deleteDatabase(depsWith(idb, t), undefined, 1000);
    const outcome = pending.then(
      () => 'deleted',
      (e: Error) => e.message,
    );
    await new Promise((r) => setTimeout(r, 20));
    t.advance(1000);
    expect(await outcome).toMatch(/blocked/);
    stubborn.close();
  });
});
