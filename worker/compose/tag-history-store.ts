// Where the tag history lives: in the core, one list per account, kept in IndexedDB so every tab and the next visit
// offer the same recently used tags (worker/persistence/account-list.ts). The rules (order, cap, reading back) are
// shared/compose/tag-history.ts.
import { addTags, readTagHistory } from '../../shared/compose/tag-history.ts';
import { type AccountListDeps, createAccountList } from '../persistence/account-list.ts';

export type TagHistoryStoreDeps = AccountListDeps;

export function createTagHistoryStore(deps: TagHistoryStoreDeps) {
  const tags = createAccountList<string>(deps, { name: 'tag-history', read: readTagHistory });
  return {
    async list(): Promise<string[]> {
      const account = deps.accountKey();
      return account ? tags.load(account) : [];
    },
    /** A post was published with these tags: they go first. */
    async record(published: readonly string[]): Promise<void> {
      const account = deps.accountKey();
      if (!account || published.length === 0) return;
      await tags.change(account, (list) => addTags(list, published));
    },
  };
}

export type TagHistoryStore = ReturnType<typeof createTagHistoryStore>;
