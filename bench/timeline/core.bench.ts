// Streamed posts into a 10,000-item home timeline with 10 filters of 10 keywords: the cost of each post from the
// socket frame to the op ready for the tab (JSON.parse of the frame and payload, normalization and store upsert,
// filter evaluation, row build, op emission with the structured clone a MessagePort would make), against the floor
// (JSON.parse of the same frame plus one structuredClone of a built row). Core and floor run alternately post by
// post (A/B), so load on a shared machine falls on both; per round the p50 of each, across rounds the median.
// Away from the top, posts wait as pending without a row: that path and the merge that builds their rows are
// measured too.
//
// Trimming at the top (ruling 1) would cut a 10,000-item timeline to 20 at the first post; the engine runs with
// trimming off here so that the figure is the insert path into a long list, the case the design must keep flat.
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { RowOp } from '../../shared/protocol/diff.ts';
import type { Status } from '../../shared/wire/entities.ts';
import { EntityStore } from '../../worker/store/entityStore.ts';
import { TimelineEngine } from '../../worker/timelines/engine.ts';
import { summarize } from '../lib/stats.ts';
import type { Figures } from '../lib/types.ts';
import { makeFilters, makeStatuses } from './payloads.ts';

/** Rounds per timeline size; each round is a fresh engine and a fresh set of posts. */
const ROUNDS = 5;
/** Posts measured per round, after WARMUP unmeasured ones. */
const STREAMED = 600;
const WARMUP = 200;

const frameOf = (s: Status) =>
  JSON.stringify({ stream: ['user'], event: 'update', payload: JSON.stringify(s) });

interface Round {
  /** Per post, µs: the core path (frame → emitted op, cloned as a port would). */
  coreUs: number[];
  /** Per post, µs: the floor, measured right beside it (same frame, same moment). */
  floorUs: number[];
  /** Away from the top: per post µs of the streamed path (judged, kept pending, meta emitted). */
  awayUs: number[];
  /** Away from the top: the merge (rows built and emitted) per pending post, µs. */
  mergePerPostUs: number;
  payloadBytes: number;
}

function makeEngine(loaded: number, seed: number, emit: (ops: RowOp[], meta: unknown) => void) {
  const store = new EntityStore({ maxStatuses: 40_000 });
  const engine = new TimelineEngine({
    store,
    me: '1',
    filters: makeFilters(),
    now: () => Date.UTC(2026, 0, 2),
    trimAtTop: false,
    emit: (_view: string, ops: RowOp[], meta?: unknown) => emit(ops, meta),
  });
  const view = engine.open({ timeline: 'home' }).view;
  const initial = makeStatuses(loaded, 100_000_000_000_000n, seed).reverse();
  engine.applyPage(view, { statuses: initial, next: { max_id: '1' }, prev: null }, 'replace');
  return { engine, view };
}

/** One round: posts streamed at the top, each beside its floor (A/B, order alternating so that load, caches and
 *  GC fall on both alike); then the same number streamed away from the top and merged. */
function round(loaded: number, r: number): Round {
  let sink = 0;
  // The row the floor clones: the last one the core built (a real row of this payload mix).
  let lastRow: unknown = null;
  const { engine, view } = makeEngine(loaded, 7 + r, (ops, meta) => {
    // What a port would do with the diff: one structured clone.
    sink += structuredClone({ ops, meta }).ops.length;
    const op = ops[0];
    if (op?.op === 'insert' && op.rows[0]) lastRow = op.rows[0];
  });
  const base = 200_000_000_000_000n + BigInt(r) * 10_000_000n + BigInt(loaded) * 100_000_000n;
  const posts = makeStatuses(WARMUP + STREAMED, base, 11 + r);
  const payloadBytes = posts.reduce((n, p) => n + JSON.stringify(p).length, 0) / posts.length;
  const frames = posts.map(frameOf);

  const core = (f: string) => {
    const frame = JSON.parse(f) as { stream: string[]; payload: string };
    engine.onUpdate(JSON.parse(frame.payload) as Status, frame.stream);
  };
  const floor = (f: string) => {
    const frame = JSON.parse(f) as { payload: string };
    sink += (JSON.parse(frame.payload) as Status).id.length;
    sink += structuredClone(lastRow) ? 1 : 0;
  };

  const coreUs: number[] = [];
  const floorUs: number[] = [];
  for (let i = 0; i < frames.length; i++) {
    const f = frames[i] as string;
    let a = 0;
    let b = 0;
    if (i % 2 === 0) {
      const t0 = performance.now();
      core(f);
      const t1 = performance.now();
      floor(f);
      const t2 = performance.now();
      a = t1 - t0;
      b = t2 - t1;
    } else {
      const t0 = performance.now();
      floor(f);
      const t1 = performance.now();
      core(f);
      const t2 = performance.now();
      b = t1 - t0;
      a = t2 - t1;
    }
    if (i >= WARMUP) {
      coreUs.push(a * 1000);
      floorUs.push(b * 1000);
    }
  }

  // Away from the top: no row is built per post (rows are built when the reader comes back).
  engine.setTop(view, false);
  const away = makeStatuses(STREAMED, base + 5_000_000n, 23 + r).map(frameOf);
  const awayUs: number[] = [];
  for (const f of away) {
    const t0 = performance.now();
    core(f);
    awayUs.push((performance.now() - t0) * 1000);
  }
  const t0 = performance.now();
  engine.applyPending(view);
  const mergePerPostUs = ((performance.now() - t0) * 1000) / away.length;

  if (sink < 0) console.log(sink);
  engine.dispose();
  return { coreUs, floorUs, awayUs, mergePerPostUs, payloadBytes };
}

const median = (xs: readonly number[]) => summarize(xs).p50;

/** `global.gc` under --expose-gc; otherwise V8's flag is set at run time and gc taken from a fresh context. */
function findGc(): (() => void) | undefined {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (typeof exposed === 'function') return exposed;
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as unknown;
    return typeof gc === 'function' ? (gc as () => void) : undefined;
  } catch {
    return undefined;
  }
}

async function settle(): Promise<number> {
  const gc = findGc();
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((r) => setTimeout(r, 20));
  }
  return process.memoryUsage().heapUsed;
}

/** Heap held by 10,000 streamed posts in the store and a timeline (rows cached), measured after settling. */
async function memoryPer10k(): Promise<{ bytes: number; exact: boolean }> {
  const frames = makeStatuses(10_000, 300_000_000_000_000n, 3).map(frameOf);
  const before = await settle();
  const store = new EntityStore({ maxStatuses: 40_000 });
  const engine = new TimelineEngine({
    store,
    me: '1',
    filters: makeFilters(),
    now: () => Date.UTC(2026, 0, 2),
    trimAtTop: false,
    emit: () => {},
  });
  engine.open({ timeline: 'home' });
  for (const f of frames) {
    const frame = JSON.parse(f) as { stream: string[]; payload: string };
    engine.onUpdate(JSON.parse(frame.payload) as Status, frame.stream);
  }
  const after = await settle();
  // Keep the engine alive until measured, and the frames too: they were allocated before `before`, and freed
  // between the two readings they would be subtracted from what the engine holds (some 30 MB of JSON text).
  if (store.size === 0 || frames.length === 0) console.log(engine.openViews());
  return { bytes: after - before, exact: findGc() !== undefined };
}

export async function run(): Promise<Figures> {
  // Sizes alternate round by round, so a burst of load on this shared machine hits both alike.
  const small: Round[] = [];
  const big: Round[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    small.push(round(1_000, r));
    big.push(round(10_000, r));
  }
  // Per round the p50 (and p95) of core and floor; across rounds the median of those.
  const across = (rounds: Round[], pick: (x: Round) => number[], p: 'p50' | 'p95') =>
    median(rounds.map((x) => summarize(pick(x))[p]));
  const bigCore = across(big, (x) => x.coreUs, 'p50');
  const bigFloor = across(big, (x) => x.floorUs, 'p50');
  const smallCore = across(small, (x) => x.coreUs, 'p50');
  const smallFloor = across(small, (x) => x.floorUs, 'p50');
  // The ratio per round, too: core and floor of one round ran side by side.
  const ratioPerRound = median(big.map((x) => summarize(x.coreUs).p50 / summarize(x.floorUs).p50));
  const mem = await memoryPer10k();
  return {
    'timeline.stream.p50': { value: bigCore, unit: 'µs/post', better: 'lower' },
    'timeline.stream.p95': { value: across(big, (x) => x.coreUs, 'p95'), unit: 'µs/post', better: 'lower' },
    'timeline.floor.p50': { value: bigFloor, unit: 'µs/post', better: 'lower' },
    'timeline.floor.p95': { value: across(big, (x) => x.floorUs, 'p95'), unit: 'µs/post', better: 'lower' },
    'timeline.stream.vsFloor.p50': { value: bigCore / bigFloor, unit: '×', better: 'lower' },
    'timeline.stream.vsFloor.perRound.p50': { value: ratioPerRound, unit: '×', better: 'lower' },
    'timeline.stream.1k.p50': { value: smallCore, unit: 'µs/post', better: 'lower' },
    'timeline.stream.1k.vsFloor.p50': { value: smallCore / smallFloor, unit: '×', better: 'lower' },
    // Flatness as the ratio of the two vs-floor ratios: each size against the floor measured beside it.
    'timeline.stream.flat.10k_vs_1k.p50': {
      value: bigCore / bigFloor / (smallCore / smallFloor),
      unit: '×',
      better: 'lower',
    },
    'timeline.stream.away.p50': {
      value: across(big, (x) => x.awayUs, 'p50'),
      unit: 'µs/post',
      better: 'lower',
    },
    'timeline.stream.away.vsFloor.p50': {
      value: across(big, (x) => x.awayUs, 'p50') / bigFloor,
      unit: '×',
      better: 'lower',
    },
    'timeline.stream.away.merge': {
      value: median(big.map((x) => x.mergePerPostUs)),
      unit: 'µs/post',
      better: 'lower',
    },
    'timeline.stream.throughput': { value: 1e6 / bigCore, unit: 'posts/s', better: 'higher' },
    'timeline.payload.size': {
      value: (big[0]?.payloadBytes ?? 0) / 1024,
      unit: 'KB/post (status JSON)',
      better: 'lower',
    },
    [mem.exact ? 'timeline.memory.per10k' : 'timeline.memory.per10k.approx']: {
      value: mem.bytes / 1024 / 1024,
      unit: 'MB',
      better: 'lower',
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await run();
  const width = Math.max(...Object.keys(figures).map((k) => k.length));
  for (const [k, v] of Object.entries(figures)) {
    console.log(`${k.padEnd(width)}  ${v.value.toFixed(2).padStart(10)}  ${v.unit.padEnd(8)} ${v.better}`);
  }
}
