// IndexedDB, opened so that it never hangs the app: the connection closes itself when another context wants a new
// version or deletes the database (`versionchange`), and opening or deleting gives up after a timeout when
// `blocked` (another connection that will not close), instead of waiting forever, which is how logging out hung in
// other clients.

export const DB_NAME = 'woolly';
export const DB_VERSION = 1;
export const KV_STORE = 'kv';
export const BLOCKED_TIMEOUT_MS = 3_000;

export interface IdbDeps {
  indexedDB: IDBFactory;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (h: unknown) => void;
}

const withBlockedTimeout = <T>(
  deps: IdbDeps,
  req: IDBOpenDBRequest,
  what: string,
  onSuccess: () => T,
  ms: number,
): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    let timer: unknown = null;
    req.onblocked = () => {
      timer ??= deps.setTimeout(() => reject(new Error(`${what} blocked by another connection`)), ms);
    };
    req.onsuccess = () => {
      if (timer !== null) deps.clearTimeout(timer);
      resolve(onSuccess());
    };
    req.onerror = () => {
      if (timer !== null) deps.clearTimeout(timer);
      reject(req.error ?? new Error(`${what} failed`));
    };
  });

export function openDatabase(
  deps: IdbDeps,
  name = DB_NAME,
  timeoutMs = BLOCKED_TIMEOUT_MS,
): Promise<IDBDatabase> {
  const req = deps.indexedDB.open(name, DB_VERSION);
  req.onupgradeneeded = () => {
    const db = req.result;
    if (!db.objectStoreNames.contains(KV_STORE)) db.createObjectStore(KV_STORE);
  };
  return withBlockedTimeout(
    deps,
    req,
    'open',
    () => {
      const db = req.result;
      db.onversionchange = () => db.close();
      return db;
    },
    timeoutMs,
  );
}

export function deleteDatabase(deps: IdbDeps, name = DB_NAME, timeoutMs = BLOCKED_TIMEOUT_MS): Promise<void> {
  return withBlockedTimeout(deps, deps.indexedDB.deleteDatabase(name), 'delete', () => undefined, timeoutMs);
}
