// Property test against a model server (model-server.ts): random streams, dropped sockets, scrolling away and
// back, "N new", gap fills and pages at the end, in any order. After every step the list is newest first, every
// gap's bounds hold (groups above it are newer than its maxId, groups below not newer than its sinceId) and no
// group appears twice; once the socket is back, the reader at the top and every gap filled, the list is exactly
// the server's newest groups: nothing lost.
import { describe, expect, it } from 'vitest';
import { applyOps } from '../../../shared/protocol/diff.ts';
import type { GapRow, NotificationGroupRow, Row } from '../../../shared/protocol/rows.ts';
import { NotificationsEngine } from '../../../worker/notifications/engine.ts';
import { compareIds } from '../../../worker/notifications/ids.ts';
import { chip, statusView } from './harness.ts';
import { ModelServer, seeded } from './model-server.ts';

/** What is wrong with the order of the rows, or null: newest first, gaps' bounds held, no row twice. */
function orderProblem(rows: Row[]): string | null {
  const keys = rows.map((r) => r.key);
  if (new Set(keys).size !== keys.length) return `a row twice in ${keys.join(' ')}`;
  let previous: NotificationGroupRow | null = null;
  /** The lowest most recent id of the groups so far, and the bounds of the gaps so far. */
  const openBelow: GapRow[] = [];
  for (const row of rows) {
    if (row.kind === 'gap') {
      if (previous && row.maxId !== null && compareIds(previous.mostRecentId, row.maxId) < 0)
        return `${previous.key} above ${row.key}`;
      if (row.sinceId !== null) openBelow.push(row);
      continue;
    }
    if (row.kind !== 'notification-group') continue;
    if (previous && compareIds(previous.mostRecentId, row.mostRecentId) <= 0)
      return `${previous.key} above ${row.key}`;
    for (const gap of openBelow)
      if (compareIds(row.mostRecentId, gap.sinceId!) > 0) return `${row.key} below ${gap.key}`;
    previous = row;
  }
  return null;
}

function checkOrder(rows: Row[], where: string): void {
  const problem = orderProblem(rows);
  if (problem !== null) expect(problem, where).toBeNull();
}

/** An engine whose published diffs are replayed, as a tab would (checked against its snapshot now and then). */
function replayed() {
  let rows: Row[] = [];
  let meta: Record<string, unknown> = {};
  const engine = new NotificationsEngine({
    groupedTypes: ['favourite', 'reblog'],
    chip,
    statusView,
    filterVerdict: () => null,
    emit(ops, m) {
      rows = applyOps(rows, ops);
      meta = { ...meta, ...m };
    },
  });
  return {
    engine,
    rows: () => rows,
    lastMeta: () => meta,
    check: () => expect(rows).toEqual(engine.snapshot().rows),
  };
}
type Harness = ReturnType<typeof replayed>;

const gaps = (h: Harness) => h.rows().filter((r): r is GapRow => r.kind === 'gap');

function fill(h: Harness, server: ModelServer, gap: GapRow, limit: number): void {
  const page = server.page({ maxId: gap.maxId, sinceId: gap.sinceId, limit });
  if (gap.sinceId === null) h.engine.applyPage(page.body, 'bottom', { hasMore: page.hasMore });
  else h.engine.applyPage(page.body, { gapKey: gap.key }, { hasMore: page.hasMore });
}

function run(seed: number): void {
  const random = seeded(seed);
  const server = new ModelServer(random);
  const h = replayed();
  const limit = 2 + Math.floor(random() * 6);
  for (let i = 0; i < 20; i++) server.create();
  const first = server.page({ maxId: null, sinceId: null, limit });
  h.engine.reset(first.body, { hasMore: first.hasMore });
  let connected = true;
  for (let step = 0; step < 250; step++) {
    const roll = random();
    const where = `seed ${seed} step ${step}`;
    if (roll < 0.45) {
      const n = server.create();
      if (connected) h.engine.onStreamed(server.wire(n));
    } else if (roll < 0.52) {
      if (connected) h.engine.onDisconnected();
      connected = false;
    } else if (roll < 0.6) {
      connected = true;
    } else if (roll < 0.72) {
      // The wiring fills the gaps a dropped socket left once it is back; the reader can click any gap.
      const open = gaps(h).filter((g) => g.sinceId !== null);
      const gap = open[Math.floor(random() * open.length)];
      if (gap && connected) fill(h, server, gap, limit);
    } else if (roll < 0.78) {
      const end = gaps(h).find((g) => g.sinceId === null);
      if (end) fill(h, server, end, limit);
    } else if (roll < 0.88) {
      h.engine.setAtTop(false);
    } else if (roll < 0.95) {
      h.engine.setAtTop(true);
    } else {
      h.engine.applyPending();
    }
    checkOrder(h.rows(), where);
    if (step % 50 === 0) h.check();
  }
  // Quiescence: the socket back, the reader at the top, every gap but the end one filled.
  connected = true;
  h.engine.setAtTop(true);
  for (let guard = 0; guard < 500; guard++) {
    const gap = gaps(h).find((g) => g.sinceId !== null);
    if (!gap) break;
    fill(h, server, gap, limit);
  }
  checkOrder(h.rows(), `seed ${seed} at rest`);
  const end = gaps(h).find((g) => g.sinceId === null);
  const shown = h
    .rows()
    .filter((r): r is NotificationGroupRow => r.kind === 'notification-group')
    .map((r) => ({ key: r.key, mostRecentId: r.mostRecentId }));
  const expected = server
    .groups()
    .filter((g) => end?.maxId == null || compareIds(g.mostRecentId, end.maxId) >= 0);
  expect(shown, `seed ${seed}: the list at rest against the server`).toEqual(expected);
  expect(h.lastMeta().pending).toBe(0);
  h.check();
}

describe('gaps against a model server (property)', () => {
  it('random streams, dropped sockets and fills never leave the list out of order, lose or repeat a group', () => {
    for (let seed = 1; seed <= 60; seed++) run(seed);
  });
});
