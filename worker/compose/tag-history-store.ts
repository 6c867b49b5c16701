// Where the tag history lives: in the core, one list per account (instance and account id), kept in IndexedDB so
// every tab and the next visit offer the same recently used tags. Without IndexedDB it lasts as long as the core.
// The rules (order, cap, reading back) are shared/compose/tag-history.ts.
import { addTags, readTagHistory } from '../../shared/compose/tag-history.ts';
import type { KvStore } from '../persistence/kv-store.ts';

export interface TagHistoryStoreDeps {
  kv: Pick<KvStore, 'get' | 'set'> | null;
  /** The signed-in account's key (`instance|accountId`); null when nobody is signed in. */
  accountKey: () => string | null;
  log?: (m: string) => void;
}

const kvKey = (account: string) => `tag-history|${account}`;

export function createTagHistoryStore(deps: TagHistoryStoreDeps) {
  const cache = new Map<string, string[]>();

  const load = async (account: string): Promise<string[]> => {
    const known = cache.get(account);
    if (known) return known;
    let raw: unknown;
    try {
      raw = await deps.kv?.get(kvKey(account));
    } catch (e) {
      deps.log?.(`tag history could not be read: ${String(e)}`);
    }
    // A post recorded while this read waited is newer than the disk.
    const list = cache.get(account) ?? readTagHistory(raw);
    cache.set(account, list);
    return list;
  };

  return {
    async list(): Promise<string[]> {
      const account = deps.accountKey();
      return account ? load(account) : [];
    },
    /** A post was published with these tags: they go first. */
    async record(tags: readonly string[]): Promise<void> {
      const account = deps.accountKey();
      if (!account || tags.length === 0) return;
      const next = addTags(await load(account), tags);
      cache.set(account, next);
      deps.kv?.set(kvKey(account), next);
    },
  };
}

export type TagHistoryStore = ReturnType<typeof createTagHistoryStore>;
