// One search result view (`{kind:'search', q, type?}`), shared by every tab that shows the same query. Without a
// type it shows sections (accounts, hashtags, posts: a few of each, and whether there are more, which the full list
// of that type then shows); with a type it is the full list, a page of 10 at a time by offset (paging.ts). Posts
// are kept in the shared entity store, so a favourite, an edit or a delete seen anywhere reaches their rows here,
// and their actions work as on any timeline. Filters of the public context apply, a hide filter showing as a warning
// (ruling 5). Pure over its deps: the requests are made by the caller (worker/app/search.ts).
import { emptyMeta, type RowOp, type ViewMeta } from '../../shared/protocol/diff.ts';
import type { Row, StatusRow } from '../../shared/protocol/rows.ts';
import type { SearchSectionRow, SearchType } from '../../shared/protocol/search.ts';
import type { Account, Status, Tag } from '../../shared/wire/entities.ts';
import { evaluateFilters, rowVerdict } from '../filters/evaluate.ts';
import { type CompiledFilters, noFilters } from '../filters/index.ts';
import { toStatusRow } from '../rows/statusRow.ts';
import { toStatusView } from '../rows/statusView.ts';
import type { EntityStore } from '../store/entityStore.ts';
import type { StoreChange } from '../store/types.ts';
import { appendPage, SECTION_SHOWN, takePage } from './paging.ts';
import { toAccountRow, toHashtagRow } from './rows.ts';

export interface SearchAnswer {
  accounts: Account[];
  statuses: Status[];
  hashtags: Tag[];
}

export interface SearchViewDeps {
  type: SearchType | null;
  store: EntityStore;
  me: string | null;
  now: () => number;
  log?: (m: string) => void;
  emit: (ops: RowOp[], meta?: Partial<ViewMeta>) => void;
  filters?: () => CompiledFilters;
}

export interface SearchView {
  setLoading(loading: boolean): void;
  /** The first page (or the sections) arrived: the rows are replaced. */
  load(answer: SearchAnswer): void;
  /** A further page of the full list. */
  more(answer: SearchAnswer): void;
  fail(message: string): void;
  /** Pages of the full list loaded so far (the next offset is this many pages). */
  pages(): number;
  state(): Readonly<ViewMeta>;
  refilter(): void;
  /** Block or mute: the account and its posts leave the results. */
  removeAccount(accountId: string): void;
  snapshot(): { rows: Row[]; meta: ViewMeta };
  dispose(): void;
}

const SECTIONS: readonly SearchType[] = ['accounts', 'hashtags', 'statuses'];

export function createSearchView(deps: SearchViewDeps): SearchView {
  const { store, type } = deps;
  const filters = deps.filters ?? noFilters;
  let accounts: Account[] = [];
  let hashtags: Tag[] = [];
  let statusIds: string[] = [];
  /** Sections: whether the answer had more of each kind than the section shows. */
  const more: Record<SearchType, boolean> = { accounts: false, hashtags: false, statuses: false };
  let pages = 0;
  const meta: ViewMeta = { ...emptyMeta(), hasMore: false, isLoading: true };
  const ctx = { me: deps.me, log: deps.log };

  const statusRow = (id: string): StatusRow | null => {
    const s = store.getStatus(id);
    if (!s) return null;
    const v = evaluateFilters(filters(), s, {
      context: 'public',
      hideAsWarn: true,
      me: deps.me,
      now: deps.now(),
    });
    const original = s.reblog ?? s;
    const view = store.cached(original.id, () => toStatusView(original, ctx));
    return toStatusRow(s, ctx, { view, filter: rowVerdict(v) });
  };

  const rowsOf = (kind: SearchType, limit: number): Row[] => {
    if (kind === 'accounts') return accounts.slice(0, limit).map(toAccountRow);
    if (kind === 'hashtags') return hashtags.slice(0, limit).map(toHashtagRow);
    return statusIds
      .slice(0, limit)
      .map(statusRow)
      .filter((r): r is StatusRow => r !== null);
  };

  const rows = (): Row[] => {
    if (type) return rowsOf(type, Number.POSITIVE_INFINITY);
    const out: Row[] = [];
    for (const kind of SECTIONS) {
      const items = rowsOf(kind, SECTION_SHOWN[kind]);
      if (items.length === 0) continue;
      const header: SearchSectionRow = {
        kind: 'search-section',
        key: `section:${kind}`,
        section: kind,
        more: more[kind],
      };
      out.push(header, ...items);
    }
    return out;
  };

  const setStatuses = (next: string[]) => {
    store.release(statusIds);
    statusIds = next;
    store.retain(statusIds);
  };

  const onChange = (c: StoreChange) => {
    const gone = statusIds.filter((id) => c.removed.has(id));
    if (gone.length > 0) {
      setStatuses(statusIds.filter((id) => !c.removed.has(id)));
      deps.emit([{ op: 'reset', rows: rows() }]);
      return;
    }
    const shown = type === 'statuses' ? statusIds : type ? [] : statusIds.slice(0, SECTION_SHOWN.statuses);
    const ops: RowOp[] = [];
    for (const id of shown) {
      if (!c.updated.has(id)) continue;
      const row = statusRow(id);
      if (row) ops.push({ op: 'update', row });
    }
    if (ops.length > 0) deps.emit(ops);
  };
  const unsubscribe = store.onChanged(onChange);

  const finish = (hasMore: boolean) => {
    meta.isLoading = false;
    meta.error = null;
    meta.hasMore = hasMore;
  };

  return {
    setLoading(loading) {
      meta.isLoading = loading;
      deps.emit([], { isLoading: loading });
    },
    load(answer) {
      store.upsertStatuses(answer.statuses);
      if (type) {
        // The full list of one type: 10 of the 11 asked, the 11th says there is more.
        const shown = {
          accounts: takePage(type === 'accounts' ? answer.accounts : []),
          hashtags: takePage(type === 'hashtags' ? answer.hashtags : []),
          statuses: takePage(type === 'statuses' ? answer.statuses : []),
        };
        accounts = shown.accounts.items;
        hashtags = shown.hashtags.items;
        setStatuses(shown.statuses.items.map((s) => s.id));
        finish(shown[type].hasMore);
      } else {
        accounts = answer.accounts;
        hashtags = answer.hashtags;
        setStatuses(answer.statuses.map((s) => s.id));
        for (const kind of SECTIONS)
          more[kind] =
            (kind === 'statuses' ? statusIds : kind === 'accounts' ? accounts : hashtags).length >
            SECTION_SHOWN[kind];
        finish(false);
      }
      pages = 1;
      deps.emit([{ op: 'reset', rows: rows() }], { isLoading: false, error: null, hasMore: meta.hasMore });
    },
    more(answer) {
      if (!type) return;
      store.upsertStatuses(answer.statuses);
      let added: Row[];
      let hasMore: boolean;
      if (type === 'accounts') {
        const r = appendPage(accounts, answer.accounts, (a) => a.id);
        accounts = r.items;
        hasMore = r.hasMore;
        added = r.added.map(toAccountRow);
      } else if (type === 'hashtags') {
        const r = appendPage(hashtags, answer.hashtags, (t) => t.name.toLowerCase());
        hashtags = r.items;
        hasMore = r.hasMore;
        added = r.added.map(toHashtagRow);
      } else {
        const r = appendPage(
          statusIds,
          answer.statuses.map((s) => s.id),
          (id) => id,
        );
        setStatuses(r.items);
        hasMore = r.hasMore;
        added = r.added.map(statusRow).filter((x): x is StatusRow => x !== null);
      }
      pages += 1;
      finish(hasMore);
      const index = rows().length - added.length;
      deps.emit(added.length > 0 ? [{ op: 'insert', index, rows: added }] : [], {
        isLoading: false,
        error: null,
        hasMore,
      });
    },
    fail(message) {
      meta.isLoading = false;
      meta.error = message;
      deps.emit([], { isLoading: false, error: message });
    },
    pages: () => pages,
    state: () => meta,
    refilter() {
      deps.emit([{ op: 'reset', rows: rows() }]);
    },
    removeAccount(accountId) {
      const posts = statusIds.filter((id) => {
        const s = store.getStatus(id);
        return s?.account?.id === accountId || s?.reblog?.account?.id === accountId;
      });
      const had = accounts.length;
      accounts = accounts.filter((a) => a.id !== accountId);
      if (posts.length === 0 && had === accounts.length) return;
      setStatuses(statusIds.filter((id) => !posts.includes(id)));
      deps.emit([{ op: 'reset', rows: rows() }]);
    },
    snapshot: () => ({ rows: rows(), meta: { ...meta } }),
    dispose() {
      unsubscribe();
      store.release(statusIds);
      statusIds = [];
    },
  };
}
