// The account's lists in the core, one copy for every tab: the lists themselves (the `lists` view) and the members
// of each list a member screen shows (`listMembers` views). Every change the user makes goes through here, so every
// tab's views follow at once: a create or rename when the server answers, a member added or removed before it
// answers (reverted if it refuses). A list that answers 404 (deleted elsewhere, or a stale address) is gone: it
// leaves the lists, and `onGone` takes it out of the deck's columns (section 8).

import { emptyMeta, type ViewMeta } from '../../shared/protocol/diff.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import {
  cleanListTitle,
  type ListFieldsInput,
  type ListIntent,
  type ListRow,
} from '../../shared/protocol/lists.ts';
import type { AccountRow } from '../../shared/protocol/rows.ts';
import { type CoreText, coreText } from '../../shared/protocol/text.ts';
import { viewKey } from '../../shared/protocol/views.ts';
import { toAlert } from '../api/alerts.ts';
import { isApiError } from '../api/errors.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import { applyMemberEdit, type MemberEdit, revertMemberEdit } from './member-edits.ts';
import { rowOps, sortLists, toListRow, toListRows, toMemberRows } from './rows.ts';

export interface ListsBookDeps {
  request: (spec: RequestSpec) => Promise<RawResult>;
  /** A list is gone (deleted here or elsewhere, or it answered 404): its deck column goes too. */
  onGone: (listId: string) => void;
  /**
   * Home changes with an exclusive list (section 7: its members' posts show in the list only): `leaveHome` takes
   * these accounts' posts out of an open home at once; `homeChanged` has it read again (members may come back).
   */
  home?: { leaveHome: (accountIds: readonly string[]) => void; homeChanged: () => void };
  log: (m: string) => void;
}

const LISTS_VIEW_KEY = viewKey({ kind: 'lists' });
/** Accounts seen in searches and member loads, so an add shows its row at once; bounded. */
const KNOWN_ACCOUNTS_KEPT = 500;
/** How many followed accounts a member search shows. */
const SEARCH_LIMIT = 10;

const isNotFound = (e: unknown) => isApiError(e) && e.isNotFound;
const failed = (e: unknown): IntentResult => ({ ok: false, alert: toAlert(e) });
const refused = (message: CoreText): IntentResult => ({
  ok: false,
  alert: { title: coreText('core.list.invalidTitle'), message },
});

/** Only the fields the server takes, the title trimmed. */
function listBody(fields: ListFieldsInput): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (fields.title !== undefined) out.title = fields.title.trim();
  if (fields.exclusive !== undefined) out.exclusive = fields.exclusive;
  if (fields.replies_policy !== undefined) out.replies_policy = fields.replies_policy;
  return out;
}

interface Members {
  rows: AccountRow[];
  loaded: boolean;
  error: CoreText | null;
  emits: Set<ViewEmit>;
}

export function createListsBook(deps: ListsBookDeps) {
  /** Null until the server's lists are known. */
  let lists: ListRow[] | null = null;
  let listsError: CoreText | null = null;
  let listsInFlight: Promise<void> | null = null;
  const listEmits = new Set<ViewEmit>();
  const members = new Map<string, Members>();
  const known = new Map<string, AccountRow>();
  /** Member view keys → their list. */
  const memberViews = new Map<string, string>();
  let disposed = false;

  const remember = (rows: readonly AccountRow[]) => {
    for (const r of rows) {
      known.delete(r.account.id);
      known.set(r.account.id, r);
    }
    while (known.size > KNOWN_ACCOUNTS_KEPT) known.delete(known.keys().next().value as string);
  };

  const listsMeta = (): ViewMeta => ({
    ...emptyMeta(),
    hasMore: false,
    isLoading: lists === null && listsError === null,
    error: lists === null ? listsError : null,
  });

  const setLists = (next: ListRow[]) => {
    const before = lists ?? [];
    lists = sortLists(next);
    listsError = null;
    const ops = rowOps(before, lists);
    for (const emit of listEmits) emit(ops, listsMeta());
  };

  const upsert = (row: ListRow) => setLists([...(lists ?? []).filter((l) => l.id !== row.id), row]);

  const membersMeta = (m: Members): ViewMeta => ({
    ...emptyMeta(),
    hasMore: false,
    isLoading: !m.loaded && m.error === null,
    error: m.error,
  });

  const setMembers = (m: Members, next: AccountRow[]) => {
    const ops = rowOps(m.rows, next);
    m.rows = next;
    for (const emit of m.emits) emit(ops, membersMeta(m));
  };

  /** The list no longer exists on the server: out of the lists, its member screens say so, its column goes. */
  const gone = (listId: string) => {
    if (lists?.some((l) => l.id === listId)) setLists(lists.filter((l) => l.id !== listId));
    const m = members.get(listId);
    if (m) {
      m.error = coreText('core.list.gone');
      m.loaded = true;
      setMembers(m, []);
    }
    deps.onGone(listId);
  };

  const fetchLists = async () => {
    const r = await deps.request({ call: 'lists.all', method: 'GET', path: '/api/v1/lists' });
    if (disposed) return;
    if (!r.ok) {
      listsError = toAlert(r.error)?.message ?? coreText('core.list.loadFailed');
      for (const emit of listEmits) emit([], listsMeta());
      return;
    }
    const rows = toListRows(r.answer.body);
    if (!rows) {
      listsError = coreText('core.list.unreadable');
      for (const emit of listEmits) emit([], listsMeta());
      return;
    }
    // Lists known before and missing now were deleted elsewhere: their columns go too.
    const ids = new Set(rows.map((l) => l.id));
    const vanished = (lists ?? []).filter((l) => !ids.has(l.id)).map((l) => l.id);
    setLists(rows);
    for (const id of vanished) deps.onGone(id);
  };

  const refreshLists = (): Promise<void> => {
    listsInFlight ??= fetchLists()
      .catch((e) => deps.log(`lists: ${String(e)}`))
      .finally(() => {
        listsInFlight = null;
      });
    return listsInFlight;
  };

  const loadMembers = async (listId: string) => {
    const m = members.get(listId);
    if (!m) return;
    const r = await deps.request({
      call: 'lists.accounts',
      method: 'GET',
      path: '/api/v1/lists/{id}/accounts',
      pathParams: { id: listId },
      query: { limit: '0' },
    });
    if (disposed || members.get(listId) !== m) return;
    if (!r.ok) {
      if (isNotFound(r.error)) return gone(listId);
      m.error = toAlert(r.error)?.message ?? coreText('core.list.membersFailed');
      for (const emit of m.emits) emit([], membersMeta(m));
      return;
    }
    const rows = toMemberRows(r.answer.body) ?? [];
    remember(rows);
    m.loaded = true;
    m.error = null;
    setMembers(m, rows);
  };

  const writeList = async (spec: RequestSpec, listId: string | null): Promise<IntentResult> => {
    const wasExclusive = listId !== null && lists?.find((l) => l.id === listId)?.exclusive === true;
    const r = await deps.request(spec);
    if (!r.ok) {
      if (listId !== null && isNotFound(r.error)) gone(listId);
      return failed(r.error);
    }
    const row = toListRow(r.answer.body);
    if (!row) return { ok: false, alert: toAlert(new Error('not a list')) };
    upsert(row);
    if (listId !== null && row.exclusive !== wasExclusive) void exclusivityChanged(row.id, row.exclusive);
    return { ok: true, value: row };
  };

  /** A list made exclusive: its members leave home; made inclusive again: home is read again to bring them back. */
  const exclusivityChanged = async (listId: string, exclusive: boolean) => {
    if (!deps.home) return;
    if (!exclusive) return deps.home.homeChanged();
    const r = await deps.request({
      call: 'lists.accounts',
      method: 'GET',
      path: '/api/v1/lists/{id}/accounts',
      pathParams: { id: listId },
      query: { limit: '0' },
    });
    if (disposed) return;
    // Without the members, reading home again gives the same answer.
    if (!r.ok) return deps.home.homeChanged();
    const ids = (toMemberRows(r.answer.body) ?? []).map((row) => row.account.id);
    if (ids.length) deps.home.leaveHome(ids);
  };

  const isExclusive = (listId: string) => lists?.find((l) => l.id === listId)?.exclusive === true;

  const editMembers = async (listId: string, edit: MemberEdit): Promise<IntentResult> => {
    const m = members.get(listId);
    const before = m ? m.rows : [];
    if (m)
      setMembers(
        m,
        applyMemberEdit(m.rows, edit, (id) => known.get(id)),
      );
    const r = await deps.request({
      call: edit.add ? 'lists.addAccounts' : 'lists.removeAccounts',
      method: edit.add ? 'POST' : 'DELETE',
      path: '/api/v1/lists/{id}/accounts',
      pathParams: { id: listId },
      json: { account_ids: [...edit.accountIds] },
    });
    if (r.ok) {
      // Added to an exclusive list: their posts leave home; taken out of one: home is read again for them.
      if (isExclusive(listId)) {
        if (edit.add) deps.home?.leaveHome([...edit.accountIds]);
        else deps.home?.homeChanged();
      }
      // An account added from elsewhere (a profile) had no row to show at once: the members are fetched again.
      const open = members.get(listId);
      if (open && edit.add && edit.accountIds.some((id) => !open.rows.some((row) => row.account.id === id)))
        void loadMembers(listId);
      return { ok: true };
    }
    if (isNotFound(r.error)) {
      // The list itself is gone (the server says 404 for a missing list, and for a missing account).
      const check = await deps.request({
        call: 'lists.fetch',
        method: 'GET',
        path: '/api/v1/lists/{id}',
        pathParams: { id: listId },
      });
      if (!check.ok && isNotFound(check.error)) {
        gone(listId);
        return failed(r.error);
      }
    }
    const now = members.get(listId);
    if (now) setMembers(now, revertMemberEdit(now.rows, edit, before));
    return failed(r.error);
  };

  const intent = async (i: ListIntent): Promise<IntentResult> => {
    switch (i.type) {
      case 'list.create': {
        const title = cleanListTitle(i.fields.title);
        if (title === null) return refused(coreText('core.list.emptyTitle'));
        return writeList(
          { call: 'lists.create', method: 'POST', path: '/api/v1/lists', json: listBody(i.fields) },
          null,
        );
      }
      case 'list.update': {
        if (i.fields.title !== undefined && cleanListTitle(i.fields.title) === null)
          return refused(coreText('core.list.emptyTitle'));
        return writeList(
          {
            call: 'lists.update',
            method: 'PUT',
            path: '/api/v1/lists/{id}',
            pathParams: { id: i.listId },
            json: listBody(i.fields),
          },
          i.listId,
        );
      }
      case 'list.delete': {
        const r = await deps.request({
          call: 'lists.delete',
          method: 'DELETE',
          path: '/api/v1/lists/{id}',
          pathParams: { id: i.listId },
        });
        // Already gone is what was asked for.
        if (r.ok || isNotFound(r.error)) {
          gone(i.listId);
          return { ok: true };
        }
        return failed(r.error);
      }
      case 'list.members':
        if (i.accountIds.length === 0) return { ok: true };
        return editMembers(i.listId, { accountIds: i.accountIds, add: i.add });
      case 'list.searchFollowing': {
        const q = i.q.trim();
        if (q === '') return { ok: true, value: [] };
        const r = await deps.request({
          call: 'accounts.search',
          method: 'GET',
          path: '/api/v1/accounts/search',
          query: { q, following: 'true', resolve: 'false', limit: String(SEARCH_LIMIT) },
        });
        if (!r.ok) return failed(r.error);
        const rows = toMemberRows(r.answer.body) ?? [];
        remember(rows);
        return { ok: true, value: rows };
      }
      case 'lists.ofAccount': {
        const r = await deps.request({
          call: 'accounts.lists',
          method: 'GET',
          path: '/api/v1/accounts/{id}/lists',
          pathParams: { id: i.accountId },
        });
        if (!r.ok) return failed(r.error);
        const rows = toListRows(r.answer.body) ?? [];
        return { ok: true, value: rows.map((l) => l.id) };
      }
    }
  };

  return {
    openLists(emit: ViewEmit): LiveView {
      listEmits.add(emit);
      void refreshLists();
      return {
        snapshot: () => ({ rows: [...(lists ?? [])], meta: listsMeta() }),
        dispose: () => listEmits.delete(emit),
      };
    },
    openMembers(key: string, listId: string, emit: ViewEmit): LiveView {
      memberViews.set(key, listId);
      let m = members.get(listId);
      if (!m) {
        m = { rows: [], loaded: false, error: null, emits: new Set() };
        members.set(listId, m);
      }
      const entry = m;
      entry.emits.add(emit);
      void loadMembers(listId);
      return {
        snapshot: () => ({ rows: [...entry.rows], meta: membersMeta(entry) }),
        dispose() {
          memberViews.delete(key);
          entry.emits.delete(emit);
          if (entry.emits.size === 0 && members.get(listId) === entry) members.delete(listId);
        },
      };
    },
    /** Whether a view key is one of this book's views (for the user's Retry). */
    ownsView: (key: string) => key === LISTS_VIEW_KEY || memberViews.has(key),
    /** The user's Retry on a lists or members view. */
    reload(key: string): Promise<IntentResult> {
      if (key === LISTS_VIEW_KEY) {
        listsError = null;
        for (const emit of listEmits) emit([], listsMeta());
        return refreshLists().then(() => ({ ok: true }));
      }
      const listId = memberViews.get(key);
      const m = listId === undefined ? undefined : members.get(listId);
      if (listId === undefined || !m) return Promise.resolve({ ok: true });
      m.error = null;
      for (const emit of m.emits) emit([], membersMeta(m));
      return loadMembers(listId).then(() => ({ ok: true }));
    },
    /** A list timeline answered 404. */
    gone,
    intent,
    dispose() {
      disposed = true;
      listEmits.clear();
      members.clear();
    },
  };
}

export type ListsBook = ReturnType<typeof createListsBook>;
