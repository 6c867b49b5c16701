// Wires the shared TimelineEngine (worker/timelines/) into the core: opens a timeline view on first subscribe and
// loads its first page, holds its stream subscriptions while open, routes streamed events to the engine, marks a
// gap when the socket drops and fills gaps when it is back (or when a resumed timeline turned out stale), pages
// down on request, and makes favourites & co. optimistic with a revert on failure.
import type { BoostVisibility, IntentResult, StatusToggle } from '../../shared/protocol/intents.ts';
import type { TimelineSpec } from '../../shared/protocol/views.ts';
import type { Status } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import { isApiError } from '../api/errors.ts';
import { parseLinkHeader } from '../api/link.ts';
import { realTimers, type Timers } from '../api/timers.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import { loadRe2, type Re2, re2IfLoaded, settingsNeedRe2 } from '../filters/re2-load.ts';
import { readTimelineSettings, type TimelineSettings } from '../filters/timelineSettings.ts';
import type { EntityStore } from '../store/entityStore.ts';
import type { StreamSpec as ClientStreamSpec, StreamingEvent } from '../streaming/types.ts';
import {
  createTimelineEngine,
  type OptimisticPatch,
  type PageParams,
  type PagePosition,
  requestFor,
  showsPinnedFirst,
  streamsFor,
  type TimelinePage,
} from '../timelines/index.ts';
import { newestStatus } from '../timelines/itemIndex.ts';
import type { TimelineState } from '../timelines/types.ts';
import type { FiltersSource } from './filters.ts';
import { createRetries, loadFailureText, type Retries } from './load-retry.ts';
import { createPartialRetry } from './partial-home.ts';

const PAGE_LIMIT = 20;

export interface TimelineWiringDeps {
  request: (spec: RequestSpec) => Promise<RawResult>;
  /** The entity store shared with the notifications view. */
  store: EntityStore;
  me: string | null;
  now: () => number;
  log: (m: string) => void;
  /** Holds a stream subscription; answers its release. */
  acquire: (spec: ClientStreamSpec) => () => void;
  /** The account's one filters source: every change re-evaluates every open timeline at once. */
  filters?: FiltersSource;
  /** The core's settings record (homeShows and regex, see readTimelineSettings). */
  settings?: () => Record<string, unknown>;
  /** For asking again for a home feed the server is still building. */
  timers?: Timers;
  /** Timers for retrying failed loads by themselves (load-retry.ts); without them a failed load waits for the user. */
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (h: unknown) => void;
  /** Fetches the column patterns' engine (default: re2-load.ts's dynamic import); asked only once a pattern exists. */
  loadRegexEngine?: () => Promise<Re2>;
  /** A timeline's first page answered 404 (a list deleted elsewhere): the owner of that list forgets it. */
  onNotFound?: (spec: TimelineSpec) => void;
  /** A view's first page is settled: its rows (or its error) are out. The account's other start-up calls wait for
   *  home's (account.ts). */
  onFirstPage?: (key: string) => void;
}

const noRetries: Retries = {
  failed() {},
  succeeded() {},
  cancel() {},
  pending: () => false,
  dispose() {},
};
/** Retry keys: a view's first page, and its gaps. */
const firstPage = (key: string) => `${key}|first`;
const gapsOf = (key: string) => `${key}|gaps`;

const TOGGLE: Record<StatusToggle, { on: string; off: string; field: keyof OptimisticPatch }> = {
  favourite: { on: 'favourite', off: 'unfavourite', field: 'favourited' },
  reblog: { on: 'reblog', off: 'unreblog', field: 'reblogged' },
  bookmark: { on: 'bookmark', off: 'unbookmark', field: 'bookmarked' },
  pin: { on: 'pin', off: 'unpin', field: 'pinned' },
  mute: { on: 'mute', off: 'unmute', field: 'muted' },
};

const failed = (e: unknown): IntentResult => ({ ok: false, alert: toAlert(e) });

export function createTimelineWiring(deps: TimelineWiringDeps) {
  const emits = new Map<string, ViewEmit>();
  const specs = new Map<string, TimelineSpec>();
  const nextPage = new Map<string, PageParams | null>();
  /** The timeline part of the settings as last given to the engine, to re-evaluate only when it changes. */
  let settings = readTimelineSettings(deps.settings?.());
  let settingsKey = JSON.stringify(settings);
  const loadRegexEngine = deps.loadRegexEngine ?? loadRe2;
  let regexEngine: Re2 | null = deps.loadRegexEngine ? null : re2IfLoaded();
  /** Settles once the column patterns can be judged: at once without patterns, else when the engine is fetched. */
  let regexReady: Promise<unknown> = Promise.resolve();
  let disposed = false;
  const engine = createTimelineEngine({
    regexEngine: () => regexEngine,
    store: deps.store,
    me: deps.me,
    now: deps.now,
    log: deps.log,
    emit: (key, ops, meta) => emits.get(key)?.(ops, meta),
    // Until the account's list is known the engine has none, and a server-supplied result stands on its own word.
    filters: deps.filters?.loaded() ? deps.filters.current().active : undefined,
    settings,
  });
  /** Fetches the patterns' engine the first time a pattern exists, then judges the open views with it. */
  let regexLoading = false;
  const needRegexEngine = (next: TimelineSettings) => {
    if (regexEngine || regexLoading || !settingsNeedRe2(next)) return;
    regexLoading = true;
    regexReady = loadRegexEngine().then(
      (re2) => {
        regexLoading = false;
        if (regexEngine || disposed) return;
        regexEngine = re2;
        engine.setSettings(settings);
      },
      // The column keeps hiding what its pattern might hide; the next settings change asks again.
      (e: unknown) => {
        regexLoading = false;
        deps.log(`the column patterns' engine could not be fetched: ${String(e)}`);
      },
    );
  };
  needRegexEngine(settings);
  const unsubscribeFilters = deps.filters?.subscribe((f) => engine.setFilters(f.active));
  const partialRetry = createPartialRetry({
    timers: deps.timers ?? realTimers,
    reload: (key) => void load(key, {}, 'replace'),
  });
  const retries =
    deps.setTimeout && deps.clearTimeout
      ? createRetries({ now: deps.now, setTimeout: deps.setTimeout, clearTimeout: deps.clearTimeout })
      : noRetries;

  const fetchPage = async (spec: TimelineSpec, params: PageParams): Promise<TimelinePage> => {
    const req = requestFor(spec);
    const query: Record<string, string | string[]> = { limit: String(PAGE_LIMIT), ...req.query, ...params };
    // requestFor names Rails arrays `any[]`; the transport adds the brackets itself.
    const clean: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(query)) clean[k.endsWith('[]') ? k.slice(0, -2) : k] = v;
    const r = await deps.request({
      call: `timelines.${spec.timeline}`,
      method: 'GET',
      path: req.path,
      query: clean,
    });
    if (!r.ok) throw r.error;
    const links = parseLinkHeader(r.answer.headers.get('link'));
    const statuses = (Array.isArray(r.answer.body) ? r.answer.body : []) as Status[];
    return {
      statuses,
      next: links.next,
      prev: links.prev,
      limit: Number(query.limit) || PAGE_LIMIT,
      partial: r.answer.status === 206,
    };
  };

  const load = async (key: string, params: PageParams, position: PagePosition): Promise<IntentResult> => {
    const spec = specs.get(key);
    if (!spec) return { ok: true };
    if (position === 'replace' || position === 'older') engine.setLoading(key, true);
    try {
      // A first page waits for the account's filters (fetched once, shared), so no post shows before its verdict.
      const [page, pinned] = await Promise.all([
        fetchPage(spec, params),
        // A profile's Posts tab: its pinned posts first. Without them (a failure) the posts still show.
        position === 'replace' && spec.timeline === 'account' && showsPinnedFirst(spec)
          ? fetchPage({ ...spec, pinned: true }, {}).then(
              (p) => p.statuses,
              () => undefined,
            )
          : undefined,
        position === 'replace' ? deps.filters?.load() : undefined,
        position === 'replace' ? regexReady : undefined,
      ]);
      if (pinned) page.pinned = pinned;
      if (!specs.has(key)) return { ok: true };
      if (position === 'replace' || position === 'older') nextPage.set(key, page.next);
      engine.applyPage(key, page, position);
      // Any page that loads means the server answers again: an old error goes.
      if (engine.state(key)?.error) engine.setError(key, null);
      retries.succeeded(typeof position === 'object' ? gapsOf(key) : firstPage(key));
      if (position === 'replace') {
        partialRetry.settled(key, page.partial === true);
        deps.onFirstPage?.(key);
      }
      return { ok: true };
    } catch (e) {
      if (!specs.has(key)) return failed(e);
      if (typeof position === 'object') {
        engine.gapFailed(key, position.gap);
        // Tried again by itself while the stream is healthy (a drop gives the next onConnected the job).
        retries.failed(gapsOf(key), e, () => {
          if (engine.state(key)?.online) void fillGaps(key);
        });
      } else engine.setLoading(key, false);
      if (position === 'replace' && isApiError(e) && e.isNotFound) deps.onNotFound?.(spec);
      if (position === 'replace') {
        // The error takes the empty list's place (with a Retry button), and the load is tried again by itself:
        // a home the server is still building on its own 3 s rhythm, anything else with backoff.
        engine.setError(key, loadFailureText(e));
        const partial = engine.state(key)?.isPartial === true;
        partialRetry.settled(key, partial);
        if (!partial) retries.failed(firstPage(key), e, () => void load(key, {}, 'replace'));
        deps.onFirstPage?.(key);
      }
      return failed(e);
    }
  };

  const fillGaps = async (key: string, only?: string): Promise<IntentResult> => {
    const gaps = engine.gapsToFill(key).filter((g) => !only || g.key === only);
    const results = await Promise.all(
      gaps.map((g) => {
        const params: PageParams = {};
        if (g.maxId) params.max_id = g.maxId;
        if (g.sinceId) params.since_id = g.sinceId;
        return load(key, params, { gap: g.key });
      }),
    );
    return results.find((r) => !r.ok) ?? { ok: true };
  };

  return {
    engine,
    openView(key: string, spec: TimelineSpec, emit: ViewEmit): LiveView {
      emits.set(key, emit);
      specs.set(key, spec);
      engine.open(spec);
      const releases = streamsFor(spec).map((s) => deps.acquire(s as ClientStreamSpec));
      void load(key, {}, 'replace');
      return {
        snapshot() {
          const s = engine.snapshot(key);
          if (!s) throw new Error(`timeline ${key} is not open`);
          return { rows: s.rows, meta: s.meta };
        },
        dispose() {
          partialRetry.cancel(key);
          for (const r of releases) r();
          retries.cancel(firstPage(key));
          retries.cancel(gapsOf(key));
          engine.close(key);
          emits.delete(key);
          specs.delete(key);
          nextPage.delete(key);
        },
      };
    },
    onEvent(e: StreamingEvent) {
      if (e.event === 'update') engine.onUpdate(e.payload as Status, e.stream);
      else if (e.event === 'delete') engine.onDelete(String(e.payload));
      else if (e.event === 'status.update') engine.onStatusUpdate(e.payload as Status);
    },
    onDisconnected: () => engine.markDisconnected(),
    /** Socket back: the views are online again and their gaps are loaded. */
    onConnected() {
      engine.markConnected();
      for (const key of specs.keys()) void fillGaps(key);
    },
    /** The socket's first open. The start gate holds the socket until a tab has drawn home's first rows, so a post
     *  published after a view's first page and before the socket opened would never come (it streams nothing):
     *  each loaded view asks for what is newer than its newest post; more than a page of them leaves a gap. A view
     *  whose first page came empty has no post to count from: it asks for its first page again. */
    catchUp() {
      for (const key of specs.keys()) {
        const state = engine.state(key);
        // A first page still to come brings those posts; one that failed is retried by itself, whole.
        if (!state || state.isLoading || state.error !== null) continue;
        const newest = newestStatus(state);
        if (newest) void load(key, { since_id: newest.id }, 'newer');
        // Empty, its first page in (it knows where its next page starts): what came since is its first page now.
        else if (nextPage.has(key)) void load(key, {}, 'replace');
      }
    },
    /** The stream is down for a while (stream-fallback-poll.ts): ask for what is newer over HTTP, as a gap filled. */
    poll() {
      engine.markDisconnected();
      for (const key of specs.keys()) void fillGaps(key);
    },
    /** Tab shown again or machine woke: stale timelines get a gap, filled at once. */
    onResume() {
      for (const key of engine.onResume()) void fillGaps(key);
    },
    has: (key: string) => specs.has(key),
    /** The engine's state of every open timeline (read-only), e.g. for the home read marker. */
    states: () =>
      [...specs.keys()]
        .map((k) => engine.state(k))
        .filter((st): st is Readonly<TimelineState> => st !== undefined),
    loadMore(key: string) {
      const st = engine.state(key);
      if (!st || st.isLoading || !st.hasMore) return Promise.resolve<IntentResult>({ ok: true });
      // A first page that failed is being retried: "more" of nothing would ask for it again (and alert again).
      if (st.error && ![...st.items].some((i) => i.kind === 'status'))
        return Promise.resolve<IntentResult>({ ok: true });
      let params = nextPage.get(key) ?? null;
      if (!params) {
        const last = [...st.items].reverse().find((i) => i.kind === 'status');
        params = last ? { max_id: last.id } : {};
      }
      return load(key, params, 'older');
    },
    fillGap: (key: string, gapKey: string) => fillGaps(key, gapKey),
    reload: (key: string) => {
      // The user's Retry: at once, and the backoff starts over.
      retries.succeeded(firstPage(key));
      return load(key, {}, 'replace');
    },
    setTop: (key: string, atTop: boolean) => engine.setTop(key, atTop),
    applyPending: (key: string) => engine.applyPending(key),
    removeAccount: (accountId: string) => engine.removeAccount(accountId),
    removeFollowed: (accountId: string) => engine.removeFollowed(accountId),
    removeDomain: (domain: string) => engine.removeDomain(domain),
    /** The settings record changed: home.shows and the per-timeline regex re-evaluate the open views. */
    onSettings(record: Record<string, unknown>) {
      const next = readTimelineSettings(record);
      const key = JSON.stringify(next);
      if (key === settingsKey) return;
      settingsKey = key;
      settings = next;
      needRegexEngine(next);
      engine.setSettings(next);
    },
    /** `visibility`: a boost's own visibility (the BOOST modal's choice); the server's default is public. */
    async toggle(
      statusId: string,
      action: StatusToggle,
      value: boolean,
      visibility?: BoostVisibility,
    ): Promise<IntentResult> {
      const t = TOGGLE[action];
      const revert = engine.setOptimistic(statusId, { [t.field]: value });
      const path = value ? t.on : t.off;
      const r = await deps.request({
        call: `statuses.${path}`,
        method: 'POST',
        path: `/api/v1/statuses/{id}/${path}`,
        pathParams: { id: statusId },
        ...(visibility && action === 'reblog' && value ? { json: { visibility } } : {}),
      });
      if (r.ok) return { ok: true };
      revert();
      return failed(r.error);
    },
    dispose() {
      disposed = true;
      partialRetry.dispose();
      unsubscribeFilters?.();
      retries.dispose();
      engine.dispose();
    },
  };
}

export type TimelineWiring = ReturnType<typeof createTimelineWiring>;
