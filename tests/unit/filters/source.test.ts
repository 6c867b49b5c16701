// The account's one filters source (worker/app/filters.ts): one fetch whatever the number of consumers, a re-fetch
// on demand that never overlaps itself, the app's own edits applied before the re-fetch, and a filter that expires
// while the app is open stops applying on a timer (and its post comes back in an open timeline).
import { describe, expect, it } from 'vitest';
import { applyOps, type RowOp } from '../../../shared/protocol/diff.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import type { Account, Filter, Status } from '../../../shared/wire/entities.ts';
import { ApiError } from '../../../worker/api/errors.ts';
import type { RawResult, RequestSpec } from '../../../worker/api/transport.ts';
import { createFiltersSource, type FiltersState } from '../../../worker/app/filters.ts';
import { createTimelineWiring } from '../../../worker/app/timelines.ts';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import { me, status } from '../core/fake-instance.ts';

const T0 = Date.parse('2026-08-01T12:00:00Z');
const bob = { ...me, id: '2', username: 'bob', acct: 'bob' } as Account;
const byBob = (id: string, text: string): Status => ({ ...status(id, text), account: bob });

const filter = (over: Partial<Filter> = {}): Filter => ({
  id: '10',
  title: 'Spoilers',
  context: ['home'],
  expires_at: null,
  filter_action: 'hide',
  keywords: [{ id: '100', keyword: 'finale', whole_word: true }],
  statuses: [],
  ...over,
});

const answer = (body: unknown): RawResult => ({
  ok: true,
  answer: { status: 200, headers: new Headers(), body },
});

/** A server with a filter list, a home page, manual timers and a clock the test moves. */
function world(initial: Filter[] = []) {
  const server = { filters: initial, home: [] as Status[], filtersDown: false };
  const requests: RequestSpec[] = [];
  const gates: (() => void)[] = [];
  let held = false;
  const clock = { now: T0 };
  const timers: { at: number; fn: () => void; cleared: boolean }[] = [];
  const request = async (spec: RequestSpec): Promise<RawResult> => {
    requests.push(spec);
    if (held) await new Promise<void>((r) => gates.push(r));
    if (spec.path === '/api/v2/filters' && spec.method === 'GET')
      return server.filtersDown
        ? {
            ok: false,
            error: new ApiError({ kind: 'network', call: spec.call, method: 'GET', url: spec.path }),
          }
        : answer(structuredClone(server.filters));
    if (spec.path === '/api/v2/filters' && spec.method === 'POST')
      return answer(filter({ id: '11', title: String(spec.json?.title), keywords: [] }));
    if (spec.path === '/api/v1/timelines/home') return answer(server.home);
    return answer({});
  };
  const source = createFiltersSource({
    request,
    now: () => clock.now,
    setTimeout: (fn, ms) => {
      const t = { at: clock.now + ms, fn, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimeout: (h) => {
      (h as { cleared: boolean }).cleared = true;
    },
    log: () => {},
  });
  return {
    server,
    requests,
    source,
    clock,
    gets: () => requests.filter((r) => r.path === '/api/v2/filters' && r.method === 'GET').length,
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      for (const g of gates.splice(0)) g();
    },
    /** Moves the clock and fires the timers that are due. */
    advance(ms: number) {
      clock.now += ms;
      for (const t of timers.filter((x) => !x.cleared && x.at <= clock.now)) {
        t.cleared = true;
        t.fn();
      }
    },
    pendingTimers: () => timers.filter((t) => !t.cleared).length,
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('filters source', () => {
  it('is fetched once for every consumer that waits for it', async () => {
    const w = world([filter()]);
    await Promise.all([w.source.load(), w.source.load(), w.source.load()]);
    await w.source.load();
    expect(w.gets()).toBe(1);
    expect(w.source.current().active.map((f) => f.id)).toEqual(['10']);
  });

  it('a re-fetch asked while one is in flight runs once more after it, not twice', async () => {
    const w = world([]);
    await w.source.load();
    w.hold();
    const first = w.source.reload();
    void w.source.reload();
    void w.source.reload();
    // The change lands on the server after the in-flight fetch was sent: only the extra fetch sees it.
    w.server.filters = [filter()];
    w.release();
    await first;
    await flush();
    expect(w.gets()).toBe(3);
    expect(w.source.current().active).toHaveLength(1);
  });

  it('tells subscribers only when the filters in force change', async () => {
    const w = world([filter()]);
    const heard: FiltersState[] = [];
    w.source.subscribe((s) => heard.push(s));
    await w.source.load();
    await w.source.reload();
    expect(heard).toHaveLength(1);
    w.server.filters = [filter({ filter_action: 'warn' })];
    await w.source.reload();
    expect(heard.map((s) => s.active[0]?.filter_action)).toEqual(['hide', 'warn']);
  });

  it("applies the app's own edit at once, then fetches the list again", async () => {
    const w = world([]);
    await w.source.load();
    const heard: string[][] = [];
    w.source.subscribe((s) => heard.push(s.active.map((f) => f.title)));
    w.hold();
    const done = w.source.intent({
      type: 'filter.create',
      fields: { title: 'Mine', context: ['home'], filter_action: 'warn' },
    });
    w.release();
    const r = await done;
    expect(r.ok).toBe(true);
    // Known before the re-fetch answers (that one returns the server's list, still empty here).
    expect(heard[0]).toEqual(['Mine']);
    expect(w.requests.map((q) => `${q.method} ${q.path}`).slice(-2)).toEqual([
      'POST /api/v2/filters',
      'GET /api/v2/filters',
    ]);
  });

  it('a filter that expires while the app is open stops applying then', async () => {
    const w = world([filter({ expires_at: new Date(T0 + 60_000).toISOString() })]);
    const heard: number[] = [];
    w.source.subscribe((s) => heard.push(s.active.length));
    await w.source.load();
    expect(w.source.current().active).toHaveLength(1);
    w.advance(59_000);
    expect(w.source.current().active).toHaveLength(1);
    w.advance(2_000);
    expect(w.source.current().active).toHaveLength(0);
    expect(w.source.current().compiled.contexts.home).toBeUndefined();
    expect(heard).toEqual([1, 0]);
    expect(w.pendingTimers()).toBe(0);
  });

  it('an open home timeline hides the post while the filter holds and shows it again when it expires', async () => {
    const w = world([filter({ expires_at: new Date(T0 + 60_000).toISOString() })]);
    w.server.home = [byBob('3', 'nothing here'), byBob('2', 'the finale was great'), byBob('1', 'hello')];
    let rows: Row[] = [];
    const wiring = createTimelineWiring({
      request: (spec) => requestVia(w, spec),
      store: new EntityStore(),
      me: '1',
      now: () => w.clock.now,
      log: () => {},
      acquire: () => () => {},
      filters: w.source,
    });
    const view = wiring.openView('timeline:timeline=home', { timeline: 'home' }, (ops: RowOp[]) => {
      rows = applyOps(rows, ops);
    });
    rows = view.snapshot().rows;
    for (let i = 0; i < 20 && rows.length < 2; i++) await flush();
    expect(rows.map((r) => r.key)).toEqual(['s:3', 's:1']);
    w.advance(61_000);
    expect(rows.map((r) => r.key)).toEqual(['s:3', 's:2', 's:1']);
    wiring.dispose();
  });
});

describe('server-supplied results in an open timeline', () => {
  const marked = (id: string) => ({
    ...byBob(id, 'marked by the server'),
    filtered: [{ filter: filter({ id: '77', title: 'Gone' }), keyword_matches: ['marked'] }],
  });

  async function openHome(w: ReturnType<typeof world>) {
    let rows: Row[] = [];
    const wiring = createTimelineWiring({
      request: (spec) => requestVia(w, spec),
      store: new EntityStore(),
      me: '1',
      now: () => w.clock.now,
      log: () => {},
      acquire: () => () => {},
      filters: w.source,
    });
    const view = wiring.openView('timeline:timeline=home', { timeline: 'home' }, (ops: RowOp[]) => {
      rows = applyOps(rows, ops);
    });
    rows = view.snapshot().rows;
    for (let i = 0; i < 20 && rows.length < 1; i++) await flush();
    return { rows: () => rows, wiring };
  }

  it('a post marked by a filter that is not in the loaded list shows (even when the list is empty)', async () => {
    const w = world([]);
    w.server.home = [marked('2'), byBob('1', 'hello')];
    const t = await openHome(w);
    expect(t.rows().map((r) => r.key)).toEqual(['s:2', 's:1']);
    t.wiring.dispose();
  });

  it('while the list cannot be loaded, the server result is honoured; once it loads, it is judged by it', async () => {
    const w = world([]);
    w.server.filtersDown = true;
    w.server.home = [marked('2'), byBob('1', 'hello')];
    const t = await openHome(w);
    expect(t.rows().map((r) => r.key)).toEqual(['s:1']);
    w.server.filtersDown = false;
    await w.source.reload();
    expect(t.rows().map((r) => r.key)).toEqual(['s:2', 's:1']);
    t.wiring.dispose();
  });
});

/** The wiring's requests go through the same fake server as the source's. */
function requestVia(w: ReturnType<typeof world>, spec: RequestSpec): Promise<RawResult> {
  w.requests.push(spec);
  if (spec.path === '/api/v1/timelines/home') return Promise.resolve(answer(w.server.home));
  return Promise.resolve(answer({}));
}
