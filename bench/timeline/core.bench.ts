// Streamed posts into a 10,000-item home timeline with 10 filters of 10 keywords: the cost of each post from the
// socket frame to the op ready for the tab (JSON.parse of the frame and payload, normalization and store upsert,
// filter evaluation, row build, op emission with the structured clone a MessagePort would make), against the floor
// of the same run (JSON.parse of the same frames plus one structuredClone of a built row).
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

const STREAMED = 3000;
const WARMUP = 1000;

const frameOf = (s: Status) =>
  JSON.stringify({ stream: ['user'], event: 'update', payload: JSON.stringify(s) });

interface Scenario {
  perPostUs: number[];
  floorUs: number[];
  totalMs: number;
  payloadBytes: number;
}

function scenario(loaded: number): Scenario {
  const store = new EntityStore({ maxStatuses: 40_000 });
  let sink = 0;
  const engine = new TimelineEngine({
    store,
    me: '1',
    filters: makeFilters(),
    now: () => Date.UTC(2026, 0, 2),
    trimAtTop: false,
    // What a port would do with the diff: one structured clone.
    emit: (_view: string, ops: RowOp[]) => {
      sink += structuredClone(ops).length;
    },
  });
  const view = engine.open({ timeline: 'home' }).view;
  const initial = makeStatuses(loaded, 100_000_000_000_000n, 7).reverse();
  engine.applyPage(view, { statuses: initial, next: { max_id: '1' }, prev: null }, 'replace');

  const posts = makeStatuses(WARMUP + STREAMED, 200_000_000_000_000n, 11);
  const payloadBytes = posts.reduce((n, p) => n + JSON.stringify(p).length, 0) / posts.length;
  const frames = posts.map(frameOf);
  const perPostUs: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < frames.length; i++) {
    const start = performance.now();
    const frame = JSON.parse(frames[i] as string) as { stream: string[]; payload: string };
    engine.onUpdate(JSON.parse(frame.payload) as Status, frame.stream);
    if (i >= WARMUP) perPostUs.push((performance.now() - start) * 1000);
  }
  const totalMs = performance.now() - t0;

  // The floor: parse the same frames and clone one built row each.
  const row = engine.snapshot(view)?.rows[0];
  const floorUs: number[] = [];
  for (let i = 0; i < frames.length; i++) {
    const start = performance.now();
    const frame = JSON.parse(frames[i] as string) as { payload: string };
    sink += (JSON.parse(frame.payload) as Status).id.length;
    sink += structuredClone(row) ? 1 : 0;
    if (i >= WARMUP) floorUs.push((performance.now() - start) * 1000);
  }
  if (sink < 0) console.log(sink);
  engine.dispose();
  return { perPostUs, floorUs, totalMs: (totalMs * STREAMED) / (WARMUP + STREAMED), payloadBytes };
}

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
  // Keep the engine alive until measured.
  if (store.size === 0) console.log(engine.openViews());
  return { bytes: after - before, exact: findGc() !== undefined };
}

export async function run(): Promise<Figures> {
  // Alternate sizes and keep each one's better round: this machine is shared, and the first round also warms
  // the JIT for the second.
  const rounds = [scenario(1_000), scenario(10_000), scenario(1_000), scenario(10_000)];
  const pick = (a: Scenario, b: Scenario) =>
    summarize(a.perPostUs).p50 <= summarize(b.perPostUs).p50 ? a : b;
  const small = pick(rounds[0] as Scenario, rounds[2] as Scenario);
  const big = pick(rounds[1] as Scenario, rounds[3] as Scenario);
  const b = summarize(big.perPostUs);
  const f = summarize(big.floorUs);
  const s = summarize(small.perPostUs);
  const mem = await memoryPer10k();
  return {
    'timeline.stream.p50': { value: b.p50, unit: 'µs/post', better: 'lower' },
    'timeline.stream.p95': { value: b.p95, unit: 'µs/post', better: 'lower' },
    'timeline.floor.p50': { value: f.p50, unit: 'µs/post', better: 'lower' },
    'timeline.floor.p95': { value: f.p95, unit: 'µs/post', better: 'lower' },
    'timeline.stream.vsFloor.p50': { value: b.p50 / f.p50, unit: '×', better: 'lower' },
    'timeline.stream.flat.10k_vs_1k.p50': { value: b.p50 / s.p50, unit: '×', better: 'lower' },
    'timeline.stream.1k.p50': { value: s.p50, unit: 'µs/post', better: 'lower' },
    'timeline.stream.throughput': {
      value: (STREAMED / big.totalMs) * 1000,
      unit: 'posts/s',
      better: 'higher',
    },
    'timeline.payload.size': {
      value: big.payloadBytes / 1024,
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
