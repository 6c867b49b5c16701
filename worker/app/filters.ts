// The one filters source of an account. The server's v2 filters are fetched once and shared by every consumer
// (timelines, notifications, threads); they are fetched again on the streaming `filters_changed` event, after the
// socket comes back (an event may have been missed), and after the app's own edits, whose answers are applied at
// once so the edit shows without waiting for the re-fetch. A filter that expires while the app is open stops
// applying then: a timer on the earliest future expiry recompiles the list. Subscribers hear of every change of
// the filters in force (not of a re-fetch that changed nothing), and re-evaluate their views.
import type { FilterIntent } from '../../shared/protocol/filter-intents.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import type { Filter } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import { type CompiledFilters, compileFilters, isExpired, noFilters } from '../filters/compile.ts';
import { listFiltersRequest, parseFilterList } from '../filters/list-request.ts';

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

  // Filter management (and the column patterns' check) is fetched on first use: the core's first script only reads the
  // list (worker/app/filters-intents.ts).
  const intent = async (i: FilterIntent): Promise<IntentResult> => {
    let answer: typeof import('./filters-intents.ts').answerFilterIntent;
    try {
      answer = (await import('./filters-intents.ts')).answerFilterIntent;
    } catch (e) {
      return { ok: false, alert: toAlert(e) };
    }
    return answer(i, {
      request: deps.request,
      problems: () => state.compiled.problems,
      all: () => all,
      apply,
      markLoaded: () => {
        ok = true;
      },
      reload,
      disposed: () => disposed,
    });
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
