// Benchmark of the notification-grouping core: streamed notifications at the top and away from the top (then
// merged), and an initial page of 40 groups. Row building is included (cheap fake chip and status builders, as the
// store's would be cache lookups). Inputs are generated up front from a seeded PRNG; the timed sections only call
// the engine. Run alone: `npx tsx bench/notifications/grouping.bench.ts`.
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { AccountChip, StatusView } from '../../shared/protocol/rows.ts';
import type {
  Account,
  GroupedNotificationsResults,
  Notification,
  NotificationGroup,
  Status,
} from '../../shared/wire/entities.ts';
import { NotificationsEngine } from '../../worker/notifications/engine.ts';
import { computeGroupKey } from '../../worker/notifications/grouping.ts';
import { summarize } from '../lib/stats.ts';
import type { Figures } from '../lib/types.ts';

const GROUPED = ['favourite', 'reblog', 'follow'];
const POSTS = 500;
const ACCOUNTS = 5000;
const SIZES = [1_000, 10_000, 50_000];
/** Sizes below this are run several times, to about this many notifications in all. */
const REPEAT_UP_TO = 20_000;

/** mulberry32: small, fast, seeded. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Zipf-like choice among n items (weight 1/k^s): a few hot posts get most favourites and boosts. */
function zipf(n: number, s: number, rand: () => number): () => number {
  const cdf: number[] = [];
  let total = 0;
  for (let k = 1; k <= n; k++) {
    total += 1 / k ** s;
    cdf.push(total);
  }
  return () => {
    const x = rand() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

interface World {
  accounts: Account[];
  statuses: Status[];
  chips: Map<string, AccountChip>;
  views: Map<string, StatusView>;
}

function makeWorld(): World {
  const accounts: Account[] = [];
  const chips = new Map<string, AccountChip>();
  for (let i = 0; i < ACCOUNTS; i++) {
    const id = String(100_000 + i);
    accounts.push({ id, username: `u${i}`, acct: `u${i}` } as Account);
    chips.set(id, {
      id,
      acct: `u${i}`,
      username: `u${i}`,
      displayName: [`User ${i}`],
      avatar: '',
      avatarStatic: '',
      url: '',
      bot: false,
      locked: false,
    });
  }
  const statuses: Status[] = [];
  const views = new Map<string, StatusView>();
  for (let i = 0; i < POSTS; i++) {
    const id = String(900_000 + i);
    statuses.push({ id, content: `<p>post ${i}</p>` } as Status);
    views.set(id, { id } as StatusView);
  }
  return { accounts, statuses, chips, views };
}

/** `count` notifications, oldest first, one per second, with the server's group keys. */
function makeStream(world: World, count: number, seed: number): Notification[] {
  const rand = prng(seed);
  const post = zipf(POSTS, 1.1, rand);
  const memory = new Map<string, number>();
  const grouped = new Set(GROUPED);
  const start = Date.parse('2026-08-01T00:00:00Z');
  const out: Notification[] = [];
  for (let i = 0; i < count; i++) {
    const r = rand();
    const type =
      r < 0.4
        ? 'favourite'
        : r < 0.7
          ? 'reblog'
          : r < 0.85
            ? 'mention'
            : r < 0.95
              ? 'follow'
              : rand() < 0.5
                ? 'poll'
                : 'update';
    const account = world.accounts[Math.floor(rand() * ACCOUNTS)]!;
    const status = type === 'follow' ? null : world.statuses[post()]!;
    const n: Notification = {
      id: String(1_000_000 + i),
      type,
      created_at: new Date(start + i * 1000).toISOString(),
      account,
      status,
    };
    n.group_key = computeGroupKey(n, grouped, memory);
    out.push(n);
  }
  return out;
}

/** Row operations published by the engines, counted so that the work is observable (and reported per notification). */
let opsEmitted = 0;

function makeEngine(world: World): NotificationsEngine {
  return new NotificationsEngine({
    groupedTypes: GROUPED,
    chip: (id) => world.chips.get(id) ?? null,
    statusView: (id) => world.views.get(id) ?? null,
    filterVerdict: (s) => (s.content.length > 10_000 ? 'hide' : null),
    emit: (ops) => {
      opsEmitted += ops.length;
    },
  });
}

/**
 * A full collection before each size (outside the timed sections), so that one size does not pay for the garbage
 * of the one before it. Not between repetitions: the sweeping that follows a full collection would then weigh on
 * the small sizes. `gc` is exposed at run time; without it this does nothing.
 */
function collectGarbage(): void {
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as (() => void) | undefined;
    gc?.();
  } catch {
    // no gc available: measurements then include collections of earlier garbage
  }
}

/** CPU time (user + system) in µs: on a shared machine it moves less than wall time when other work preempts us. */
function cpuUs(): number {
  const u = process.cpuUsage();
  return u.user + u.system;
}

function streamAtTop(
  world: World,
  stream: Notification[],
): { samples: number[]; groups: number; cpuUs: number } {
  const engine = makeEngine(world);
  const samples = new Array<number>(stream.length);
  const c0 = cpuUs();
  for (let i = 0; i < stream.length; i++) {
    const t0 = performance.now();
    engine.onStreamed(stream[i]!);
    samples[i] = (performance.now() - t0) * 1000;
  }
  return { samples, groups: engine.state.groupCount, cpuUs: cpuUs() - c0 };
}

function streamAway(
  world: World,
  stream: Notification[],
): { samples: number[]; mergeUs: number; groups: number } {
  const engine = makeEngine(world);
  engine.setAtTop(false);
  const samples = new Array<number>(stream.length);
  for (let i = 0; i < stream.length; i++) {
    const t0 = performance.now();
    engine.onStreamed(stream[i]!);
    samples[i] = (performance.now() - t0) * 1000;
  }
  const t0 = performance.now();
  engine.setAtTop(true);
  const mergeUs = (performance.now() - t0) * 1000;
  return { samples, mergeUs, groups: engine.state.groupCount };
}

function makePage(world: World, seed: number): GroupedNotificationsResults {
  const rand = prng(seed);
  const groups: NotificationGroup[] = [];
  let id = 5_000_000;
  for (let i = 0; i < 40; i++) {
    const grouped = i % 3 !== 2;
    const status = world.statuses[i]!;
    const sample: string[] = [];
    const n = grouped ? 1 + Math.floor(rand() * 12) : 1;
    for (let k = 0; k < Math.min(8, n); k++) sample.push(world.accounts[Math.floor(rand() * ACCOUNTS)]!.id);
    const newest = id;
    id -= n;
    groups.push({
      group_key: grouped ? `favourite-${status.id}-495997` : `ungrouped-${newest}`,
      notifications_count: n,
      type: grouped ? 'favourite' : 'mention',
      most_recent_notification_id: newest as unknown as string, // a number, like the real server
      page_min_id: String(id + 1),
      page_max_id: String(newest),
      latest_page_notification_at: new Date(Date.parse('2026-08-01T00:00:00Z') + newest).toISOString(),
      sample_account_ids: sample,
      status_id: status.id,
    });
  }
  return { accounts: [], statuses: world.statuses.slice(0, 40), notification_groups: groups };
}

function pages(world: World, times: number): number[] {
  const page = makePage(world, 7);
  const engines = Array.from({ length: times }, () => makeEngine(world));
  const samples: number[] = [];
  for (const engine of engines) {
    const t0 = performance.now();
    engine.reset(page, { hasMore: true });
    samples.push((performance.now() - t0) * 1000);
  }
  return samples;
}

export async function run(): Promise<Figures> {
  const world = makeWorld();
  const streams = new Map(SIZES.map((n) => [n, makeStream(world, n, 42 + n)]));
  // Warm up the JIT on a separate stream and page before anything is measured.
  // Several passes, so that every path (new group, join, move, trim, pending, merge) is optimized first.
  const warm = makeStream(world, 20_000, 1);
  for (let pass = 0; pass < 3; pass++) {
    streamAtTop(world, warm);
    streamAway(world, warm);
    for (let r = 0; r < 5; r++) streamAway(world, warm.slice(0, 1000));
  }
  pages(world, 300);

  const figures: Figures = {};
  for (const n of SIZES) {
    const label = n >= 1000 ? `${n / 1000}k` : String(n);
    const stream = streams.get(n)!;
    // Small sizes are repeated (a fresh engine each time) so that one GC pause does not decide the figure.
    const reps = Math.max(1, Math.round(REPEAT_UP_TO / n));
    collectGarbage();
    const topSamples: number[] = [];
    const awaySamples: number[] = [];
    const merges: number[] = [];
    let topGroups = 0;
    let topOps = 0;
    let topCpu = 0;
    let awayGroups = 0;
    for (let r = 0; r < reps; r++) {
      const opsBefore = opsEmitted;
      const top = streamAtTop(world, stream);
      topOps = (opsEmitted - opsBefore) / n;
      topSamples.push(...top.samples);
      topGroups = top.groups;
      topCpu += top.cpuUs;
      const away = streamAway(world, stream);
      awaySamples.push(...away.samples);
      merges.push(away.mergeUs);
      awayGroups = away.groups;
    }
    const topStats = summarize(topSamples);
    figures[`notifications.stream.top.${label}.mean`] = {
      value: topStats.mean,
      unit: 'µs/notif',
      better: 'lower',
    };
    figures[`notifications.stream.top.${label}.p95`] = {
      value: topStats.p95,
      unit: 'µs/notif',
      better: 'lower',
    };
    figures[`notifications.stream.top.${label}.groups`] = {
      value: topGroups,
      unit: 'groups',
      better: 'lower',
    };
    figures[`notifications.stream.top.${label}.cpu`] = {
      value: topCpu / (reps * n),
      unit: 'µs/notif',
      better: 'lower',
    };
    figures[`notifications.stream.top.${label}.ops`] = { value: topOps, unit: 'ops/notif', better: 'lower' };
    const awayStats = summarize(awaySamples);
    const merge = summarize(merges).mean;
    figures[`notifications.stream.away.${label}.mean`] = {
      value: awayStats.mean,
      unit: 'µs/notif',
      better: 'lower',
    };
    figures[`notifications.stream.away.${label}.p95`] = {
      value: awayStats.p95,
      unit: 'µs/notif',
      better: 'lower',
    };
    figures[`notifications.stream.away.${label}.merge`] = { value: merge, unit: 'µs', better: 'lower' };
    figures[`notifications.stream.away.${label}.total_mean`] = {
      value: awayStats.mean + merge / n,
      unit: 'µs/notif',
      better: 'lower',
    };
    figures[`notifications.stream.${label}.distinct_keys`] = {
      value: new Set(stream.map((x) => (GROUPED.includes(x.type) ? x.group_key : x.id))).size,
      unit: 'groups',
      better: 'lower',
    };
    figures[`notifications.stream.away.${label}.groups`] = {
      value: awayGroups,
      unit: 'groups',
      better: 'lower',
    };
  }
  collectGarbage();
  const page = summarize(pages(world, 1000));
  figures['notifications.page40.mean'] = { value: page.mean, unit: 'µs/page', better: 'lower' };
  figures['notifications.page40.p95'] = { value: page.p95, unit: 'µs/page', better: 'lower' };
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await run();
  const width = Math.max(...Object.keys(figures).map((k) => k.length));
  for (const [name, f] of Object.entries(figures)) {
    console.log(
      `${name.padEnd(width)}  ${f.value.toFixed(3).padStart(12)}  ${f.unit.padEnd(9)}  ${f.better}`,
    );
  }
}
