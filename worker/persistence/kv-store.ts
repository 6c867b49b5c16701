// The core's persisted state (identity, settings, drafts, the pending OAuth exchange) as keys in one object store.
// Writes are coalesced: every set within WRITE_COALESCE_MS goes out in one transaction, the last value per key
// winning, so a burst (typing in compose, streaming updates) costs one disk write.
import { type IdbDeps, KV_STORE, openDatabase } from './idb.ts';

export const WRITE_COALESCE_MS = 250;

export interface KvStore {
  get<T>(key: string): Promise<T | undefined>;
  /** Queues a write; `undefined` deletes the key. */
  set(key: string, value: unknown): void;
  /** Writes what is queued now; resolves when it is on disk. */
  flush(): Promise<void>;
  /** Number of write transactions so far (tests and the bench read it). */
  writes(): number;
  close(): void;
}

export function createKvStore(deps: IdbDeps & { name?: string; log?: (m: string) => void }): KvStore {
  let dbp: Promise<IDBDatabase> | null = null;
  const db = () => {
    dbp ??= openDatabase(deps, deps.name).then((d) => {
      // A versionchange closed it: open again on next use.
      d.addEventListener('close', () => {
        dbp = null;
      });
      const closeOnChange = d.onversionchange;
      d.onversionchange = (e) => {
        dbp = null;
        closeOnChange?.call(d, e);
      };
      return d;
    });
    dbp.catch(() => {
      dbp = null;
    });
    return dbp;
  };

  let queued = new Map<string, unknown>();
  let timer: unknown = null;
  let writeCount = 0;
  let inFlight: Promise<void> = Promise.resolve();

  const writeBatch = async (batch: Map<string, unknown>) => {
    const d = await db();
    await new Promise<void>((resolve, reject) => {
      const tx = d.transaction(KV_STORE, 'readwrite');
      const store = tx.objectStore(KV_STORE);
      for (const [k, v] of batch) {
        if (v === undefined) store.delete(k);
        else store.put(v, k);
      }
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error ?? new Error('aborted'));
    });
    writeCount += 1;
  };

  const flush = (): Promise<void> => {
    if (timer !== null) {
      deps.clearTimeout(timer);
      timer = null;
    }
    if (queued.size > 0) {
      const batch = queued;
      queued = new Map();
      inFlight = inFlight
        .then(() => writeBatch(batch))
        .catch((e) => deps.log?.(`persist failed: ${String(e)}`));
    }
    return inFlight;
  };

  return {
    async get<T>(key: string) {
      if (queued.has(key)) return queued.get(key) as T | undefined;
      const d = await db();
      return new Promise<T | undefined>((resolve, reject) => {
        const req = d.transaction(KV_STORE, 'readonly').objectStore(KV_STORE).get(key);
        req.onsuccess = () => resolve(req.result as T | undefined);
        req.onerror = () => reject(req.error);
      });
    },
    set(key, value) {
      queued.set(key, value);
      timer ??= deps.setTimeout(() => {
        timer = null;
        flush();
      }, WRITE_COALESCE_MS);
    },
    flush,
    writes: () => writeCount,
    close() {
      dbp?.then((d) => d.close()).catch(() => {});
      dbp = null;
    },
  };
}
