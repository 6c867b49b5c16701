// A small list kept per account (instance and account id) in the core and in IndexedDB, so every tab and the next
// visit see the same one: the recent searches, the tag history, the drafts put aside. Without IndexedDB it lasts
// as long as the core.
// What the list holds and its rules (order, cap, reading back a stored value) are the caller's `read` and edits.
import type { KvStore } from './kv-store.ts';

export interface AccountListDeps {
  kv: Pick<KvStore, 'get' | 'set'> | null;
  /** The signed-in account's key (`instance|accountId`); null when nobody is signed in. */
  accountKey: () => string | null;
  log?: (m: string) => void;
}

export interface AccountList<T> {
  /** The account's list (read from IndexedDB once, then kept). */
  load(account: string): Promise<T[]>;
  /** Applies `edit` to the account's list, keeps and stores the result. */
  change(account: string, edit: (list: T[]) => T[]): Promise<T[]>;
}

export function createAccountList<T>(
  deps: Pick<AccountListDeps, 'kv' | 'log'>,
  opts: { name: string; read: (stored: unknown) => T[] },
): AccountList<T> {
  const cache = new Map<string, T[]>();
  const kvKey = (account: string) => `${opts.name}|${account}`;

  const load = async (account: string): Promise<T[]> => {
    const known = cache.get(account);
    if (known) return known;
    let raw: unknown;
    try {
      raw = await deps.kv?.get(kvKey(account));
    } catch (e) {
      deps.log?.(`${opts.name} could not be read: ${String(e)}`);
    }
    // A change made while this read waited is newer than the disk.
    const list = cache.get(account) ?? opts.read(raw);
    cache.set(account, list);
    return list;
  };

  return {
    load,
    async change(account, edit) {
      const next = edit(await load(account));
      cache.set(account, next);
      deps.kv?.set(kvKey(account), next);
      return next;
    },
  };
}
