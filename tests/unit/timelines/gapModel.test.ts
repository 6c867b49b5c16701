// Gaps against a model server: random sequences of posts made on the server (streamed while the socket is up,
// missed while it is down), disconnects, reconnects, gap fills answered late (the server having moved on), failed
// fills, scrolling away and back. The timeline a tab shows must never be out of order, never hold a post twice,
// and once every gap is filled it must hold exactly the server's newest posts, none lost.
import { describe, expect, it } from 'vitest';
import { applyOps, type RowOp } from '../../../shared/protocol/diff.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import type { Status } from '../../../shared/wire/entities.ts';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import { TimelineEngine } from '../../../worker/timelines/engine.ts';
import type { GapRequest, TimelinePage } from '../../../worker/timelines/types.ts';
import { status } from './fixtures.ts';

const LIMIT = 20;

function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s % n;
  };
}

/** Ids of growing value and varying length, as snowflakes and small integers both are. */
const idOf = (n: number) => String(n * 7);
const num = (id: string) => Number(id);

/** Home on a server: posts newest first, answered with Mastodon's since_id/max_id semantics. */
function modelServer() {
  const posts: Status[] = [];
  let n = 10;
  return {
    posts,
    create(): Status {
      n += 1;
      const s = status(idOf(n));
      posts.unshift(s);
      return s;
    },
    page(q: { sinceId?: string | null; maxId?: string | null }): TimelinePage {
      const inside = posts.filter(
        (s) => (!q.sinceId || num(s.id) > num(q.sinceId)) && (!q.maxId || num(s.id) < num(q.maxId)),
      );
      const statuses = inside.slice(0, LIMIT);
      const last = statuses[statuses.length - 1];
      return { statuses, next: last ? { max_id: last.id } : null, prev: null, limit: LIMIT };
    },
  };
}

function run(seed: number, steps: number) {
  const r = rng(seed);
  const server = modelServer();
  let rows: Row[] = [];
  const engine = new TimelineEngine({
    store: new EntityStore(),
    me: 'me',
    now: () => Date.parse('2026-01-02T00:00:00Z'),
    emit: (_view: string, ops: RowOp[]) => {
      rows = applyOps(rows, ops);
    },
  });
  const key = engine.open({ timeline: 'home' }).view;
  for (let i = 0; i < 30; i++) server.create();
  engine.applyPage(key, server.page({}), 'replace');
  let connected = true;
  /** Fills asked for and not answered yet: the server answers as it is when they land. */
  const inFlight: GapRequest[] = [];
  const ask = () => inFlight.push(...engine.gapsToFill(key));
  const answer = (g: GapRequest) => engine.applyPage(key, server.page(g), { gap: g.key });

  const check = (label: string) => {
    const ids = rows.filter((row) => row.kind === 'status').map((row) => row.key.slice(2));
    for (let i = 1; i < ids.length; i++) {
      if (num(ids[i - 1] as string) <= num(ids[i] as string))
        throw new Error(`${label}: out of order at ${i}: ${rows.map((x) => x.key).join(' ')}`);
    }
    expect(rows).toEqual(engine.snapshot(key)?.rows);
  };

  for (let step = 0; step < steps; step++) {
    switch (r(10)) {
      case 0:
      case 1:
      case 2: {
        const s = server.create();
        if (connected) engine.onUpdate(s, ['user']);
        break;
      }
      case 3:
        if (connected) {
          connected = false;
          engine.markDisconnected();
        }
        break;
      case 4:
        if (!connected) {
          connected = true;
          engine.markConnected();
          ask();
        }
        break;
      case 5:
      case 6: {
        const g = inFlight.splice(r(inFlight.length || 1), 1)[0];
        if (g) answer(g);
        break;
      }
      case 7: {
        const g = inFlight.splice(r(inFlight.length || 1), 1)[0];
        if (g) engine.gapFailed(key, g.key);
        break;
      }
      case 8:
        ask();
        break;
      case 9:
        if (r(2) === 0) engine.setTop(key, r(2) === 0);
        else engine.applyPending(key);
        break;
    }
    check(`seed ${seed} step ${step}`);
  }

  // Settle: the socket back, the reader at the top, every fill answered until no gap is left.
  if (!connected) engine.markConnected();
  for (const g of inFlight.splice(0)) answer(g);
  engine.setTop(key, true);
  for (let round = 0; round < 200; round++) {
    const gaps = engine.gapsToFill(key);
    if (gaps.length === 0) break;
    for (const g of gaps) answer(g);
  }
  check(`seed ${seed} settled`);
  expect(rows.filter((row) => row.kind === 'gap')).toEqual([]);
  const shown = rows.map((row) => row.key);
  // Exactly the server's newest posts, in its order: nothing lost, nothing reordered.
  const expected = server.posts.slice(0, shown.length).map((s) => `s:${s.id}`);
  expect(shown).toEqual(expected);
  return shown.length;
}

describe('gaps against a model server', () => {
  it('two disconnects with posts streamed between them fill back in order', () => {
    const server = modelServer();
    let rows: Row[] = [];
    const engine = new TimelineEngine({
      store: new EntityStore(),
      me: 'me',
      now: () => 0,
      emit: (_v: string, ops: RowOp[]) => {
        rows = applyOps(rows, ops);
      },
      trimAtTop: false,
    });
    const key = engine.open({ timeline: 'home' }).view;
    for (let i = 0; i < 5; i++) server.create();
    engine.applyPage(key, server.page({}), 'replace');
    engine.markDisconnected();
    for (let i = 0; i < 3; i++) server.create(); // missed
    engine.markConnected();
    engine.onUpdate(server.create(), ['user']); // streamed above the first gap
    engine.markDisconnected();
    for (let i = 0; i < 25; i++) server.create(); // missed
    engine.markConnected();
    engine.onUpdate(server.create(), ['user']);
    for (let round = 0; round < 10; round++) {
      const gaps = engine.gapsToFill(key);
      if (gaps.length === 0) break;
      for (const g of gaps) engine.applyPage(key, server.page(g), { gap: g.key });
    }
    expect(rows.map((row) => row.key)).toEqual(server.posts.map((s) => `s:${s.id}`));
  });

  it('a fill asked before posts streamed in above the gap leaves out what belongs above them', () => {
    const server = modelServer();
    let rows: Row[] = [];
    const engine = new TimelineEngine({
      store: new EntityStore(),
      me: 'me',
      now: () => 0,
      emit: (_v: string, ops: RowOp[]) => {
        rows = applyOps(rows, ops);
      },
    });
    const key = engine.open({ timeline: 'home' }).view;
    for (let i = 0; i < 3; i++) server.create();
    engine.applyPage(key, server.page({}), 'replace');
    engine.markDisconnected();
    server.create(); // missed
    engine.markConnected();
    const [gap] = engine.gapsToFill(key);
    const above = server.create();
    engine.onUpdate(above, ['user']);
    const later = server.create(); // made before the answer; its stream event is still on the way
    engine.applyPage(key, server.page(gap as GapRequest), { gap: gap?.key ?? '' });
    engine.onUpdate(later, ['user']);
    expect(rows.map((row) => row.key)).toEqual(server.posts.map((s) => `s:${s.id}`));
  });

  it('a fill answered while the socket is down keeps a gap open above what it brought', () => {
    const server = modelServer();
    let rows: Row[] = [];
    const engine = new TimelineEngine({
      store: new EntityStore(),
      me: 'me',
      now: () => 0,
      emit: (_v: string, ops: RowOp[]) => {
        rows = applyOps(rows, ops);
      },
    });
    const key = engine.open({ timeline: 'home' }).view;
    for (let i = 0; i < 3; i++) server.create();
    engine.applyPage(key, server.page({}), 'replace');
    engine.markDisconnected();
    const missed = server.create();
    const [gap] = engine.gapsToFill(key);
    engine.applyPage(key, server.page(gap as GapRequest), { gap: gap?.key ?? '' });
    expect(rows[0]).toMatchObject({ kind: 'gap', sinceId: missed.id, maxId: null });
    expect(rows[1]?.key).toBe(`s:${missed.id}`);
  });

  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
    it(`random sequence, seed ${seed}: never out of order, nothing lost`, () => {
      expect(run(seed, 300)).toBeGreaterThan(20);
    });
  }
});
