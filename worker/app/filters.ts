// The one filters source of an account. The server's v2 filters are fetched once and shared by every consumer
// (timelines, notifications, threads); they are fetched again on the streaming `filters_changed` event, after the
// socket comes back (an event may have been missed), and after the app's own edits, whose answers are applied at
// once so the edit shows without waiting for the re-fetch. A filter that expires while the app is open stops
// applying then: a timer on the earliest future expiry recompiles the list. Subscribers hear of every change of
// the filters in force (not of a re-fetch that changed nothing), and re-evaluate their views.
import type { FilterIntent } from '../../shared/protocol/filter-intents.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import type { Filter, FilterStatus } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import { type CompiledFilters, compileFilters, isExpired, noFilters } from '../filters/compile.ts';
import { loadRe2 } from '../filters/re2-load.ts';
import { filterRequest, listFiltersRequest, parseFilter, parseFilterList } from '../filters/requests.ts';
import { compileUserRegex } from '../filters/userRegex.ts';

/** setTimeout's longest delay (about 24.8 days); a later expiry is re-checked when this one fires. */
const MAX_DELAY_MS = 2_147_483_647;

export interface FiltersState {
  /** The filters in force (expired ones left out), as the server describes them. */
  active: readonly Filter[];
  compiled: CompiledFilters;
}

export interface FiltersSourceDeps {
  request: (spec: RequestSpec) => Promise<RawResult>;
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  log: (m: string) => void;
}

export interface FiltersSource {
  /** Resolves once the filters are known (the first fetch, shared by every caller); never rejects. */
  load(): Promise<void>;
  /** Fetches again. A call while a fetch is in flight runs one more after it (that one may predate the change). */
  reload(): Promise<void>;
  /** Whether a fetch has succeeded. */
  loaded(): boolean;
  current(): FiltersState;
  /** Called with the new state whenever the filters in force change. Answers the unsubscribe. */
  subscribe(fn: (state: FiltersState) => void): () => void;
  /** Filter management intents: the request through the API routes, the answer applied, a re-fetch after. */
  intent(intent: FilterIntent): Promise<IntentResult>;
  dispose(): void;
}

export function createFiltersSource(deps: FiltersSourceDeps): FiltersSource {
  /** The server's list as last known, expired filters included (the expiry timer needs them). */
  let all: Filter[] = [];
  let state: FiltersState = { active: [], compiled: noFilters() };
  /** The active filters as JSON: subscribers hear only of real changes. Null until the list is first known, which
   *  is a change even when it is empty (before it, server-supplied results stand on their own). */
  let stateKey: string | null = null;
  let ok = false;
  let inFlight: Promise<void> | null = null;
  let again = false;
  let timer: unknown = null;
  let disposed = false;
  const subscribers = new Set<(s: FiltersState) => void>();

  const schedule = (now: number) => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
    let next = Number.POSITIVE_INFINITY;
    for (const f of all) {
      const t = f.expires_at ? Date.parse(f.expires_at) : Number.NaN;
      if (Number.isFinite(t) && t > now && t < next) next = t;
    }
    if (next === Number.POSITIVE_INFINITY || disposed) return;
    timer = deps.setTimeout(
      () => {
        timer = null;
        apply(all);
      },
      Math.min(MAX_DELAY_MS, next - now + 1),
    );
  };

  const apply = (list: Filter[]) => {
    all = list;
    const now = deps.now();
    schedule(now);
    const active = all.filter((f) => !isExpired(f.expires_at, now));
    const key = JSON.stringify(active);
    if (key === stateKey) return;
    stateKey = key;
    state = { active, compiled: compileFilters(active, now) };
    for (const fn of [...subscribers]) {
      try {
        fn(state);
      } catch (e) {
        deps.log(`filters subscriber: ${String(e)}`);
      }
    }
  };

  const fetchOnce = async () => {
    const r = await deps.request(listFiltersRequest());
    if (disposed) return;
    if (!r.ok) {
      deps.log(`filters: ${r.error.message}`);
      return;
    }
    const list = parseFilterList(r.answer.body);
    if (!list) return;
    ok = true;
    apply(list);
  };

  const reload = (): Promise<void> => {
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = (async () => {
      do {
        again = false;
        await fetchOnce();
      } while (again && !disposed);
    })()
      .catch((e) => deps.log(`filters: ${String(e)}`))
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const upsert = (f: Filter) => {
    const i = all.findIndex((x) => x.id === f.id);
    apply(i < 0 ? [...all, f] : all.map((x) => (x.id === f.id ? f : x)));
  };

  const failed = (e: unknown): IntentResult => ({ ok: false, alert: toAlert(e) });

  const intent = async (i: FilterIntent): Promise<IntentResult> => {
    // Answered here: what does not work in the filters in force, and whether a column's pattern can be used.
    if (i.type === 'filters.problems') return { ok: true, value: state.compiled.problems };
    if (i.type === 'filters.checkRegex') {
      try {
        const re2 = i.body.trim() === '' ? null : await loadRe2();
        return { ok: true, value: compileUserRegex(i.body, re2).error };
      } catch (e) {
        return failed(e);
      }
    }
    const r = await deps.request(filterRequest(i));
    if (!r.ok) return failed(r.error);
    if (disposed) return { ok: true };
    switch (i.type) {
      case 'filters.list': {
        const list = parseFilterList(r.answer.body) ?? [];
        ok = true;
        apply(list);
        return { ok: true, value: list };
      }
      case 'filter.create':
      case 'filter.update': {
        const f = parseFilter(r.answer.body);
        if (f) upsert(f);
        void reload();
        return { ok: true, value: f };
      }
      case 'filter.delete':
        apply(all.filter((x) => x.id !== i.filterId));
        void reload();
        return { ok: true };
      case 'filter.addStatus': {
        const fs = r.answer.body as FilterStatus;
        const f = all.find((x) => x.id === i.filterId);
        if (f && typeof fs?.status_id === 'string')
          upsert({ ...f, statuses: [...(f.statuses ?? []), { id: String(fs.id), status_id: fs.status_id }] });
        void reload();
        return { ok: true, value: fs };
      }
    }
  };

  return {
    load: () => (ok ? Promise.resolve() : (inFlight ?? reload())),
    reload,
    loaded: () => ok,
    current: () => state,
    subscribe(fn) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    intent,
    dispose() {
      disposed = true;
      if (timer !== null) deps.clearTimeout(timer);
      timer = null;
      subscribers.clear();
    },
  };
}
