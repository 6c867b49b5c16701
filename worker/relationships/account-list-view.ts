// A profile's Followers or Following (ViewSpec kind 'accounts'): the accounts a page at a time, paged by the server's
// next links, each row with the relationship to it. Relationships come from the book (one per account for every tab,
// fetched through the 500 ms batcher, so a page of 40 rows asks once), and a follow made anywhere updates the row.
// A failed page keeps the rows shown and says why, with a retry; a malformed body or entry is skipped.

import { emptyMeta, type ViewMeta } from '../../shared/protocol/diff.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import type { Row } from '../../shared/protocol/rows.ts';
import { coreText } from '../../shared/protocol/text.ts';
import type { AccountListOf } from '../../shared/protocol/views.ts';
import type { Account } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import { parseLinkHeader } from '../api/link.ts';
import { normalizeAccount } from '../api/normalize/account.ts';
import type { Json } from '../api/normalize/primitives.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import { accountRowKey, toAccountRow } from './account-row.ts';
import type { RelationshipBook } from './book.ts';
import { hidesAccount } from './transitions.ts';

export interface AccountListViewDeps {
  book: Pick<RelationshipBook, 'get' | 'seen' | 'watchRelationship'>;
  request: (spec: RequestSpec) => Promise<RawResult>;
  selfId: string | null;
  list: AccountListOf;
  accountId: string;
  emit: ViewEmit;
}

export interface AccountListView extends LiveView {
  loadMore(): Promise<IntentResult>;
  reload(): Promise<IntentResult>;
}

const PAGE = 40;

/** The accounts of one answer body; anything unreadable is left out. */
export function accountsOf(body: unknown): Account[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((raw: Json) => {
    const parsed = normalizeAccount(raw);
    return parsed.ok ? [parsed.value] : [];
  });
}

export function openAccountListView(deps: AccountListViewDeps): AccountListView {
  const { book, selfId, emit } = deps;
  let ids: string[] = [];
  let next: Record<string, string> | null = null;
  let meta: ViewMeta = { ...emptyMeta(), isLoading: true, hasMore: false };
  let inFlight: Promise<IntentResult> | null = null;
  let disposed = false;
  const stops = new Map<string, () => void>();

  /** The ids whose rows the tabs have (not blocked or muted). */
  const shown = new Set<string>();
  /** Null for an account you block or mute: it is not shown. */
  const rowOf = (id: string): Row | null => {
    const e = book.get(id);
    if (e.relationship && hidesAccount(e.relationship)) return null;
    return e.account ? toAccountRow(e.account, e.relationship, selfId) : null;
  };
  const rows = () => ids.flatMap((id) => rowOf(id) ?? []);
  const setMeta = (patch: Partial<ViewMeta>) => {
    meta = { ...meta, ...patch };
    return patch;
  };

  const fetchPage = (query: Record<string, string>, replace: boolean): Promise<IntentResult> => {
    if (inFlight) return inFlight;
    emit([], setMeta({ isLoading: true }));
    inFlight = (async (): Promise<IntentResult> => {
      const r = await deps.request({
        call: `accounts.${deps.list}`,
        method: 'GET',
        path: `/api/v1/accounts/{id}/${deps.list}`,
        pathParams: { id: deps.accountId },
        query: { limit: PAGE, ...query },
      });
      inFlight = null;
      if (disposed) return { ok: true };
      if (!r.ok) {
        const alert = toAlert(r.error);
        emit([], setMeta({ isLoading: false, error: alert?.message ?? coreText('core.load.failed') }));
        return { ok: false, alert };
      }
      next = parseLinkHeader(r.answer.headers.get('link')).next;
      const accounts = accountsOf(r.answer.body);
      if (replace) {
        for (const stop of stops.values()) stop();
        stops.clear();
        ids = [];
      }
      const fresh: string[] = [];
      for (const a of accounts) {
        // The list moved between pages: an account already shown is not shown twice.
        if (ids.includes(a.id) || fresh.includes(a.id)) continue;
        book.seen(a, true);
        fresh.push(a.id);
      }
      ids = [...ids, ...fresh];
      const patch = setMeta({ isLoading: false, error: null, hasMore: next !== null && accounts.length > 0 });
      if (replace) shown.clear();
      // New rows go after the rows shown.
      const index = shown.size;
      const added = fresh.flatMap((id) => rowOf(id) ?? []);
      for (const r of added) if (r.kind === 'account') shown.add(r.account.id);
      emit(
        replace
          ? [{ op: 'reset', rows: rows() }]
          : added.length > 0
            ? [{ op: 'insert', index, rows: added }]
            : [],
        patch,
      );
      for (const id of fresh) {
        stops.set(
          id,
          book.watchRelationship(id, () => {
            if (disposed || !ids.includes(id)) return;
            const row = rowOf(id);
            const wasShown = shown.has(id);
            if (row && wasShown) emit([{ op: 'update', row }]);
            else if (row) {
              // Unblocked or unmuted (or a refused block put back): the row returns to its place.
              shown.add(id);
              const index = ids.filter(
                (x) => x !== id && shown.has(x) && ids.indexOf(x) < ids.indexOf(id),
              ).length;
              emit([{ op: 'insert', index, rows: [row] }]);
            } else if (wasShown) {
              // Blocked or muted: the account leaves the list at once, as it leaves every other view.
              shown.delete(id);
              emit([{ op: 'remove', keys: [accountRowKey(id)] }]);
            }
          }),
        );
      }
      return { ok: true };
    })();
    return inFlight;
  };

  void fetchPage({}, true);

  return {
    snapshot: () => ({ rows: rows(), meta: { ...meta } }),
    loadMore: () => (next ? fetchPage(next, false) : Promise.resolve({ ok: true })),
    reload: () => fetchPage({}, true),
    dispose() {
      disposed = true;
      for (const stop of stops.values()) stop();
      stops.clear();
    },
  };
}
