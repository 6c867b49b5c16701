// Where the recent searches live: in the core, one list per account, kept in IndexedDB so every tab and the next
// visit see the same list (worker/persistence/account-list.ts).
import type { RecentSearch } from '../../shared/protocol/search.ts';
import { type AccountListDeps, createAccountList } from '../persistence/account-list.ts';
import { addRecent, readRecent, removeRecent } from './recent-searches.ts';

export type RecentStoreDeps = AccountListDeps;

export interface RecentStore {
  list(): Promise<RecentSearch[]>;
  add(entry: RecentSearch): Promise<RecentSearch[]>;
  remove(entry: RecentSearch): Promise<RecentSearch[]>;
}

export function createRecentStore(deps: RecentStoreDeps): RecentStore {
  const recent = createAccountList<RecentSearch>(deps, { name: 'recent-searches', read: readRecent });
  const change = async (edit: (list: RecentSearch[]) => RecentSearch[]) => {
    const account = deps.accountKey();
    return account ? recent.change(account, edit) : [];
  };
  return {
    async list() {
      const account = deps.accountKey();
      return account ? recent.load(account) : [];
    },
    add: (entry) => change((l) => addRecent(l, entry)),
    remove: (entry) => change((l) => removeRecent(l, entry)),
  };
}
