// Wires the lists of who boosted and who favourited a post (worker/status-accounts/) into the core: one view per
// post and relation for every tab; `view.loadMore` and `view.reload` reach it by its key. When the post's boost or
// favourite count changes in the entity store (a favourite from any tab, a streamed edit, a reload of a timeline
// showing it), the open list re-reads its first page, so a new favouriter appears without a reload.
import type { IntentResult } from '../../shared/protocol/intents.ts';
import type { StatusAccountsRelation } from '../../shared/protocol/views.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import {
  createStatusAccountsView,
  type StatusAccountsView,
} from '../status-accounts/status-accounts-view.ts';
import type { EntityStore } from '../store/entityStore.ts';

export interface StatusAccountsWiringDeps {
  request: (spec: RequestSpec) => Promise<RawResult>;
  store: EntityStore;
  log: (m: string) => void;
}

interface Open {
  view: StatusAccountsView;
  statusId: string;
  relation: StatusAccountsRelation;
  /** The count last seen in the store, to tell a change of it from any other change of the post. */
  count: number | null;
}

const ok: IntentResult = { ok: true };

export function createStatusAccountsWiring(deps: StatusAccountsWiringDeps) {
  const open = new Map<string, Open>();
  const countOf = (statusId: string, relation: StatusAccountsRelation): number | null => {
    const s = deps.store.getStatus(statusId);
    if (!s) return null;
    return relation === 'reblogged_by' ? s.reblogs_count : s.favourites_count;
  };
  const unsubscribe = deps.store.onChanged((change) => {
    for (const o of open.values()) {
      if (!change.updated.has(o.statusId)) continue;
      const count = countOf(o.statusId, o.relation);
      if (count === null || count === o.count) continue;
      o.count = count;
      void o.view.refresh();
    }
  });
  return {
    openView(key: string, statusId: string, relation: StatusAccountsRelation, emit: ViewEmit): LiveView {
      const view = createStatusAccountsView({
        statusId,
        relation,
        request: deps.request,
        emit,
        log: deps.log,
      });
      const entry: Open = { view, statusId, relation, count: countOf(statusId, relation) };
      open.set(key, entry);
      void view.reload();
      return {
        snapshot: () => view.snapshot(),
        dispose() {
          view.dispose();
          if (open.get(key) === entry) open.delete(key);
        },
      };
    },
    has: (key: string) => open.has(key),
    async loadMore(key: string): Promise<IntentResult> {
      await open.get(key)?.view.loadMore();
      return ok;
    },
    async reload(key: string): Promise<IntentResult> {
      await open.get(key)?.view.reload();
      return ok;
    },
    /** A blocked or muted account leaves every open list of who boosted or favourited, in every tab, at once. */
    removeAccount(accountId: string) {
      for (const o of open.values()) o.view.removeWhere((r) => r.account.id === accountId);
    },
    /** A blocked domain's accounts leave them too. */
    removeDomain(domain: string) {
      const suffix = `@${domain.toLowerCase()}`;
      for (const o of open.values()) o.view.removeWhere((r) => r.account.acct.toLowerCase().endsWith(suffix));
    },
    dispose() {
      unsubscribe();
      for (const o of open.values()) o.view.dispose();
      open.clear();
    },
  };
}
