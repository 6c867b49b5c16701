// Who boosted or who favourited a post (`{kind:'status-accounts', statusId, relation}`): account rows, newest
// first, a page at a time by the server's next links (GET /api/v1/statuses/{id}/reblogged_by, favourited_by).
// One view per post and relation, shared by every tab. `refresh()` re-reads the first page (the post's count
// changed: someone boosted or favourited it, here or elsewhere) and keeps the pages loaded after it, so the list
// changes under the reader by the rows that changed only. A malformed account is left out; a malformed body is an
// empty page; a failed request keeps the rows and says why in `meta.error` (the tab offers Retry).

import { emptyMeta, type RowOp, type ViewMeta } from '../../shared/protocol/diff.ts';
import type { AccountRow } from '../../shared/protocol/rows.ts';
import { coreText } from '../../shared/protocol/text.ts';
import type { StatusAccountsRelation } from '../../shared/protocol/views.ts';
import { toAlert } from '../api/alerts.ts';
import { type PageParams, parseLinkHeader } from '../api/link.ts';
import { normalizeAccount } from '../api/normalize/account.ts';
import type { Json } from '../api/normalize/primitives.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import { toAccountRow } from './account-rows.ts';
import { keyedOps } from './keyed-ops.ts';

export interface StatusAccountsDeps {
  statusId: string;
  relation: StatusAccountsRelation;
  request: (spec: RequestSpec) => Promise<RawResult>;
  emit: (ops: RowOp[], meta?: Partial<ViewMeta>) => void;
  log?: (m: string) => void;
  /** Accounts per page; the server's default (40) when absent. */
  limit?: number;
}

export interface StatusAccountsView {
  /** The first page (again): replaces the rows. */
  reload(): Promise<void>;
  /** The next page, joined at the end. */
  loadMore(): Promise<void>;
  /** The first page again, keeping the pages after it. */
  refresh(): Promise<void>;
  /** Takes out at once the rows `leaves` picks (a blocked or muted account, a blocked domain's). */
  removeWhere(leaves: (row: AccountRow) => boolean): void;
  snapshot(): { rows: AccountRow[]; meta: ViewMeta };
  dispose(): void;
}

const CALLS: Record<StatusAccountsRelation, string> = {
  reblogged_by: 'statuses.rebloggedBy',
  favourited_by: 'statuses.favouritedBy',
};

/** The rows of one answer body; an entry that is not an account is skipped (and logged). */
export function accountRowsOf(body: unknown, log?: (m: string) => void): AccountRow[] {
  if (!Array.isArray(body)) {
    log?.('status accounts: the answer is not a list');
    return [];
  }
  return body.flatMap((raw: Json) => {
    const parsed = normalizeAccount(raw);
    if (parsed.ok) return [toAccountRow(parsed.value)];
    log?.(`status accounts: ${parsed.error}`);
    return [];
  });
}

/** Joins rows, the first occurrence of an account winning (a list that moved between pages repeats one). */
function joined(...lists: AccountRow[][]): AccountRow[] {
  const seen = new Set<string>();
  return lists.flat().filter((r) => {
    if (seen.has(r.key)) return false;
    seen.add(r.key);
    return true;
  });
}

/**
 * The rows after a fresh first page: the page, then the rows shown after the last account it shares with them (the
 * pages read later). Shown rows before that account that the page no longer has have left (an undone favourite);
 * with nothing in common (many new ones at once), every shown row is kept after the page.
 */
export function refreshed(shown: AccountRow[], page: AccountRow[]): AccountRow[] {
  const inPage = new Set(page.map((r) => r.key));
  let anchor = -1;
  shown.forEach((r, i) => {
    if (inPage.has(r.key)) anchor = i;
  });
  return joined(page, anchor < 0 ? shown : shown.slice(anchor + 1));
}

export function createStatusAccountsView(deps: StatusAccountsDeps): StatusAccountsView {
  let rows: AccountRow[] = [];
  let pages = 0;
  let next: PageParams | null = null;
  let disposed = false;
  /** One request at a time: a second ask while one runs waits for it instead of racing it. */
  let running: Promise<void> | null = null;
  const meta: ViewMeta = { ...emptyMeta(), isLoading: true, hasMore: false };

  const fetchPage = async (page: PageParams | null) => {
    const r = await deps.request({
      call: CALLS[deps.relation],
      method: 'GET',
      path: `/api/v1/statuses/{id}/${deps.relation}`,
      pathParams: { id: deps.statusId },
      query: { ...(deps.limit ? { limit: String(deps.limit) } : {}), ...(page ?? {}) },
    });
    if (!r.ok) {
      const alert = toAlert(r.error);
      return { ok: false as const, message: alert?.message ?? coreText('core.load.failed') };
    }
    return {
      ok: true as const,
      rows: accountRowsOf(r.answer.body, deps.log),
      next: parseLinkHeader(r.answer.headers.get('link')).next,
    };
  };

  const publish = (after: AccountRow[], changes: Partial<ViewMeta>) => {
    const ops = keyedOps(rows, after);
    rows = after;
    Object.assign(meta, changes);
    deps.emit(ops, changes);
  };

  const run = (job: () => Promise<void>): Promise<void> => {
    const queued = (running ?? Promise.resolve()).then(job);
    running = queued.finally(() => {
      if (running === queued) running = null;
    });
    return queued;
  };

  const first = (keepLater: boolean) =>
    run(async () => {
      if (disposed) return;
      deps.emit([], { isLoading: true });
      meta.isLoading = true;
      const r = await fetchPage(null);
      if (disposed) return;
      if (!r.ok) {
        publish(rows, { isLoading: false, error: r.message, hasMore: next !== null });
        return;
      }
      const keep = keepLater && pages > 1;
      if (!keep) {
        next = r.next;
        pages = 1;
      }
      publish(keep ? refreshed(rows, r.rows) : r.rows, {
        isLoading: false,
        error: null,
        hasMore: next !== null,
      });
    });

  const view: StatusAccountsView = {
    reload: () => first(false),
    refresh: () => first(true),
    loadMore: () =>
      run(async () => {
        if (disposed || next === null) return;
        deps.emit([], { isLoading: true });
        meta.isLoading = true;
        const r = await fetchPage(next);
        if (disposed) return;
        if (!r.ok) {
          publish(rows, { isLoading: false, error: r.message });
          return;
        }
        next = r.next;
        pages += 1;
        publish(joined(rows, r.rows), { isLoading: false, error: null, hasMore: next !== null });
      }),
    removeWhere(leaves) {
      if (disposed) return;
      const after = rows.filter((r) => !leaves(r));
      if (after.length !== rows.length) publish(after, {});
    },
    snapshot: () => ({ rows: rows.slice(), meta: { ...meta } }),
    dispose() {
      disposed = true;
    },
  };
  return view;
}
