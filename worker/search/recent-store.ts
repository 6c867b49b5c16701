// Where the recent searches live: in the core, one list per account (instance and account id), kept in IndexedDB
// so every tab and the next visit see the same list. Without IndexedDB the list lasts as long as the core.
import type { RecentSearch } from '../../shared/protocol/search.ts';
import type { KvStore } from '../persistence/kv-store.ts';
import { addRecent, readRecent, removeRecent } from './recent-searches.ts';

export interface RecentStoreDeps {
  kv: Pick<KvStore, 'get' | 'set'> | null;
  /** The signed-in account's key (`instance|accountId`); null when nobody is signed in. */
  accountKey: () => string | null;
  log?: (m: string) => void;
}

export interface RecentStore {
  list(): Promise<RecentSearch[]>;
  add(entry: RecentSearch): Promise<RecentSearch[]>;
  remove(entry: RecentSearch): Promise<RecentSearch[]>;
}

const kvKey = (account: string) => `recent-searches|${account}`;

export function createRecentStore(deps: RecentStoreDeps): RecentStore {
  const cache = new Map<string, RecentSearch[]>();

  const load = async (account: string): Promise<RecentSearch[]> => {
    const known = cache.get(account);
    if (known) return known;
    let raw: unknown;
    try {
      raw = await deps.kv?.get(kvKey(account));
    } catch (e) {
      deps.log?.(`recent searches could not be read: ${String(e)}`);
    }
    // Another call may have filled it while this one waited for the disk: that one is newer.
    const list = cache.get(account) ?? readRecent(raw);
    cache.set(account, list);
    return list;
  };

  const change = async (edit: (list: RecentSearch[]) => RecentSearch[]) => {
    const account = deps.accountKey();
    if (!account) return [];
    const next = edit(await load(account));
    cache.set(account, next);
    deps.kv?.set(kvKey(account), next);
    return next;
  };

  return {
    async list() {
      const account = deps.accountKey();
      return account ? load(account) : [];
    },
    add: (entry) => change((l) => addRecent(l, entry)),
    remove: (entry) => change((l) => removeRecent(l, entry)),
  };
}
