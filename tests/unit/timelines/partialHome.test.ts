// A home feed the server is still building (206): the reader is told, the stream is not taken in until the feed
// is whole, and home is asked for again about every 3 seconds until the answer is 200.
import { describe, expect, it } from 'vitest';
import { applyOps, type RowOp, type ViewMeta } from '../../../shared/protocol/diff.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import type { Status } from '../../../shared/wire/entities.ts';
import { ApiError } from '../../../worker/api/errors.ts';
import type { RawResult, RequestSpec } from '../../../worker/api/transport.ts';
import { createTimelineWiring } from '../../../worker/app/timelines.ts';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import { TimelineEngine } from '../../../worker/timelines/engine.ts';
import { page, recorder, status } from './fixtures.ts';

describe('a partial home page in the engine', () => {
  it('is marked partial, gets a gap above it, and ignores streamed posts until a whole page replaces it', () => {
    const rec = recorder();
    const engine = new TimelineEngine({ store: new EntityStore(), me: 'me', emit: rec.emit, now: () => 0 });
    const key = engine.open({ timeline: 'home' }).view;
    engine.applyPage(key, { statuses: page(3, 1), next: null, prev: null, partial: true }, 'replace');
    expect(rec.meta.get(key)?.isPartial).toBe(true);
    expect(rec.rows.get(key)?.[0]).toMatchObject({ kind: 'gap', sinceId: '000003', maxId: null });
    expect(rec.keys(key).slice(1)).toEqual(['s:000003', 's:000002', 's:000001']);
    engine.onUpdate(status('000009'), ['user']);
    expect(rec.keys(key)).not.toContain('s:000009');
    engine.applyPage(key, { statuses: page(9, 1), next: null, prev: null }, 'replace');
    expect(rec.meta.get(key)?.isPartial).toBe(false);
    expect(rec.keys(key)[0]).toBe('s:000009');
    engine.onUpdate(status('000010'), ['user']);
    expect(rec.keys(key)[0]).toBe('s:000010');
    expect(rec.rows.get(key)).toEqual(engine.snapshot(key)?.rows);
  });
});

/** Timers the test fires by hand. */
function manualTimers() {
  const waiting = new Map<number, { fn: () => void; ms: number }>();
  let n = 0;
  return {
    setTimeout: (fn: () => void, ms: number) => {
      waiting.set(++n, { fn, ms });
      return n;
    },
    clearTimeout: (h: unknown) => {
      waiting.delete(h as number);
    },
    delays: () => [...waiting.values()].map((t) => t.ms),
    fire() {
      const all = [...waiting.values()];
      waiting.clear();
      for (const t of all) t.fn();
    },
  };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('a partial home page in the core', () => {
  it('asks again after about 3 s while the answer is 206, takes no stream meanwhile, and stops at 200', async () => {
    const timers = manualTimers();
    const answers: { status: number; body: Status[] }[] = [
      { status: 206, body: [] },
      { status: 206, body: page(2, 1) },
      { status: 200, body: page(5, 1) },
    ];
    const asked: RequestSpec[] = [];
    const request = (spec: RequestSpec): Promise<RawResult> => {
      asked.push(spec);
      const a = answers.shift() ?? { status: 200, body: page(5, 1) };
      return Promise.resolve({
        ok: true,
        answer: { status: a.status, headers: new Headers(), body: a.body },
      });
    };
    let rows: Row[] = [];
    let meta: Partial<ViewMeta> = {};
    const wiring = createTimelineWiring({
      request,
      store: new EntityStore(),
      me: 'me',
      now: () => 0,
      log: () => {},
      acquire: () => () => {},
      timers,
    });
    const key = 'timeline:timeline=home';
    const view = wiring.openView(key, { timeline: 'home' }, (ops: RowOp[], m?: Partial<ViewMeta>) => {
      rows = applyOps(rows, ops);
      meta = { ...meta, ...m };
    });
    rows = view.snapshot().rows;
    await flush();
    expect(meta.isPartial).toBe(true);
    expect(asked).toHaveLength(1);
    expect(timers.delays()).toEqual([3000]);
    // Streamed posts wait for the whole feed (it will hold them).
    wiring.onEvent({ event: 'update', stream: ['user'], payload: status('000004') });
    expect(rows).toEqual([]);

    timers.fire();
    await flush();
    expect(asked).toHaveLength(2);
    expect(meta.isPartial).toBe(true);
    expect(rows.map((r) => r.key).slice(1)).toEqual(['s:000002', 's:000001']);
    expect(timers.delays()).toEqual([3000]);

    timers.fire();
    await flush();
    expect(asked).toHaveLength(3);
    expect(meta.isPartial).toBe(false);
    expect(rows.map((r) => r.key)).toEqual(['s:000005', 's:000004', 's:000003', 's:000002', 's:000001']);
    // Whole: nothing more is asked.
    expect(timers.delays()).toEqual([]);
    view.dispose();
    wiring.dispose();
  });

  it('keeps asking after a failed answer while home is partial, and stops when the view closes', async () => {
    const timers = manualTimers();
    let calls = 0;
    const request = (): Promise<RawResult> => {
      calls++;
      if (calls === 2)
        return Promise.resolve({
          ok: false,
          error: new ApiError({
            kind: 'http',
            call: 'timelines.home',
            method: 'GET',
            url: '/api/v1/timelines/home',
            status: 500,
            statusText: 'Internal Server Error',
          }),
        });
      return Promise.resolve({ ok: true, answer: { status: 206, headers: new Headers(), body: [] } });
    };
    const wiring = createTimelineWiring({
      request,
      store: new EntityStore(),
      me: 'me',
      now: () => 0,
      log: () => {},
      acquire: () => () => {},
      timers,
    });
    const view = wiring.openView('timeline:timeline=home', { timeline: 'home' }, () => {});
    await flush();
    timers.fire();
    await flush();
    expect(calls).toBe(2);
    expect(timers.delays()).toEqual([3000]);
    timers.fire();
    await flush();
    expect(calls).toBe(3);
    view.dispose();
    expect(timers.delays()).toEqual([]);
    wiring.dispose();
  });
});
