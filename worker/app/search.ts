// Wires search into the core: the result views (one per query and type, shared by every tab), paging them by
// offset, the typing-ahead suggestions (quiet: no alert, a 429 least of all) and resolving a URL or handle. The
// views' verdicts come from the account's one filters source; a block or mute takes the account out of them.
import type { IntentResult } from '../../shared/protocol/intents.ts';
import type { SearchIntent, SearchSuggestions, SearchViewSpec } from '../../shared/protocol/search.ts';
import { classifyQuery, isResolvable } from '../../shared/search/query.ts';
import { toAlert } from '../api/alerts.ts';
import { normalizeSearch } from '../api/normalize/misc.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import { noFilters } from '../filters/index.ts';
import { searchFailureText } from '../search/failure.ts';
import { nextOffset, SEARCH_PAGE_LIMIT } from '../search/paging.ts';
import { resolvedPath, resolveRequest } from '../search/resolve.ts';
import { createSearchView, type SearchView } from '../search/results-view.ts';
import { readSuggestions, suggestionRequests } from '../search/suggest.ts';
import type { EntityStore } from '../store/entityStore.ts';
import type { FiltersSource } from './filters.ts';

export interface SearchWiringDeps {
  /** Requests whose failure the caller shows itself (no alert is raised by them). */
  request: (spec: RequestSpec) => Promise<RawResult>;
  store: EntityStore;
  me: string | null;
  now: () => number;
  log: (m: string) => void;
  filters?: FiltersSource;
}

interface Open {
  spec: SearchViewSpec;
  view: SearchView;
  /** Bumped on each (re)load, so a late answer to an older load is dropped. */
  generation: number;
}

const isSearchKey = (key: string) => key.startsWith('search:');

export function createSearchWiring(deps: SearchWiringDeps) {
  const open = new Map<string, Open>();
  const none = noFilters();
  const filters = () => deps.filters?.current().compiled ?? none;
  const unsubscribeFilters = deps.filters?.subscribe(() => {
    for (const o of open.values()) o.view.refilter();
  });

  const fetchPage = (spec: SearchViewSpec, offset: number) => {
    const query: Record<string, string> = { q: spec.q.trim(), limit: String(SEARCH_PAGE_LIMIT) };
    if (spec.type) query.type = spec.type;
    if (offset > 0) query.offset = String(offset);
    // A URL or handle opened by address is resolved, so the sections hold what it names.
    query.resolve = isResolvable(classifyQuery(spec.q)) && offset === 0 ? 'true' : 'false';
    return deps.request({ call: 'search.search', method: 'GET', path: '/api/v2/search', query });
  };

  const load = async (key: string, position: 'first' | 'more'): Promise<IntentResult> => {
    const o = open.get(key);
    if (!o) return { ok: true };
    const generation = position === 'first' ? ++o.generation : o.generation;
    o.view.setLoading(true);
    const offset = position === 'first' ? 0 : nextOffset(o.view.pages());
    const [r] = await Promise.all([
      fetchPage(o.spec, offset),
      position === 'first' ? deps.filters?.load() : null,
    ]);
    if (open.get(key) !== o || o.generation !== generation) return { ok: true };
    if (!r.ok) {
      o.view.fail(searchFailureText(r.error));
      return position === 'more' ? { ok: false, alert: toAlert(r.error) } : { ok: true };
    }
    const parsed = normalizeSearch(r.answer.body);
    if (!parsed.ok) {
      o.view.fail(searchFailureText(null));
      return { ok: true };
    }
    if (position === 'first') o.view.load(parsed.value);
    else o.view.more(parsed.value);
    return { ok: true };
  };

  const suggest = async (q: string): Promise<SearchSuggestions> => {
    const reqs = suggestionRequests(q);
    const ask = (spec: RequestSpec | null) =>
      spec ? deps.request(spec).then((r) => (r.ok ? r.answer.body : null)) : Promise.resolve(null);
    const [accounts, hashtags] = await Promise.all([ask(reqs.accounts), ask(reqs.hashtags)]);
    return readSuggestions(accounts, hashtags);
  };

  return {
    openView(key: string, spec: SearchViewSpec, emit: ViewEmit): LiveView {
      const view = createSearchView({
        type: spec.type ?? null,
        store: deps.store,
        me: deps.me,
        now: deps.now,
        log: deps.log,
        emit,
        filters,
      });
      const entry: Open = { spec, view, generation: 0 };
      open.set(key, entry);
      if (spec.q.trim() === '') view.load({ accounts: [], statuses: [], hashtags: [] });
      else void load(key, 'first');
      return {
        snapshot: () => view.snapshot(),
        dispose() {
          view.dispose();
          if (open.get(key) === entry) open.delete(key);
        },
      };
    },
    has: (key: string) => isSearchKey(key) && open.has(key),
    reload: (key: string) => load(key, 'first'),
    loadMore(key: string): Promise<IntentResult> {
      const o = open.get(key);
      const st = o?.view.state();
      if (!o || !st || st.isLoading || !st.hasMore) return Promise.resolve({ ok: true });
      return load(key, 'more');
    },
    removeAccount(accountId: string) {
      for (const o of open.values()) o.view.removeAccount(accountId);
    },
    async intent(intent: Exclude<SearchIntent, { type: 'search.recent' }>): Promise<IntentResult> {
      if (intent.type === 'search.suggest') return { ok: true, value: await suggest(intent.q) };
      const k = classifyQuery(intent.q);
      if (!isResolvable(k)) return { ok: true, value: { found: false } };
      const r = await deps.request(resolveRequest(k));
      // Not found is an answer, not a failure; anything else is the section 8 alert.
      if (!r.ok)
        return r.error.isNotFound
          ? { ok: true, value: { found: false } }
          : { ok: false, alert: toAlert(r.error) };
      return { ok: true, value: resolvedPath(k, r.answer.body) };
    },
    dispose() {
      unsubscribeFilters?.();
      for (const o of open.values()) o.view.dispose();
      open.clear();
    },
  };
}

export type SearchWiring = ReturnType<typeof createSearchWiring>;
