// `npm run bench:report`: prints bench/results/latest.json as the Markdown tables the README carries, the project's
// targets first (each with its verdict), then every figure. The README's figures are this command's output.
import { readFileSync } from 'node:fs';
import type { Figures } from './lib/types.ts';

const figures = JSON.parse(
  readFileSync(new URL('./results/latest.json', import.meta.url), 'utf8'),
) as Figures;

interface Target {
  what: string;
  figure: string;
  /** The figure meets the target when this holds. */
  ok: (v: number) => boolean;
  goal: string;
}

const TARGETS: Target[] = [
  {
    what: 'Grouping, µs per streamed notification at 50,000 (mean)',
    figure: 'notifications.stream.top.50k.mean',
    ok: (v) => v < 5,
    goal: '< 5 µs',
  },
  {
    what: 'Grouping, flat: 50,000 vs 1,000 (ratio of means)',
    figure: 'notifications.stream.top.50k.mean / notifications.stream.top.1k.mean',
    ok: (v) => v < 1.5,
    goal: 'flat (< 1.5×)',
  },
  {
    what: 'Timeline core, streamed post vs floor (10,000 items, p50)',
    figure: 'timeline.stream.vsFloor.perRound.p50',
    ok: (v) => v <= 2,
    goal: '≤ 2×',
  },
  {
    what: 'Timeline core, flat: 10,000 vs 1,000 items',
    figure: 'timeline.stream.flat.10k_vs_1k.p50',
    ok: (v) => v < 1.25,
    goal: 'flat (< 1.25×)',
  },
  {
    what: 'Main thread per streamed post (p95)',
    figure: 'postCost.p95',
    ok: (v) => v <= 0.5,
    goal: '≤ 0.5 ms',
  },
  {
    what: 'A hidden tab, main thread per streamed post (p95)',
    figure: 'tabs.hidden_tab_ms_per_post_p95',
    ok: (v) => v <= 0.1,
    goal: '≤ 0.1 ms',
  },
  { what: 'Scrolling 10,000 rows at 20 posts/s', figure: 'scroll.fps', ok: (v) => v >= 58, goal: '≥ 58 fps' },
  { what: 'Longest task while scrolling', figure: 'scroll.longestTask', ok: (v) => v <= 50, goal: '≤ 50 ms' },
  {
    what: 'JavaScript fetched before the first paint at 1280 px, gzipped',
    figure: 'bundle.initial_js_gzip',
    ok: (v) => v <= 100,
    goal: '≤ 100 kB',
  },
  {
    what: 'JavaScript of page and workers before the first post, gzipped',
    figure: 'start.js_before_first_post_gzip',
    ok: (v) => v <= 150,
    goal: '≤ 150 kB',
  },
  {
    what: 'Typing in compose, 2,000 posts in home vs 20 (keystroke to paint, p95)',
    figure: 'compose.keystroke.2000_vs_20.p95',
    ok: (v) => v <= 1.2,
    goal: '≤ 1.2×',
  },
  {
    what: 'Heap of a further tab (after GC)',
    figure: 'heap.further_tab_max_after_gc',
    ok: (v) => v <= 10,
    goal: '≤ 10 MB',
  },
];

/** A figure by name, or the ratio `a / b` of two figures. */
function lookup(name: string): { value: number; unit: string } | undefined {
  const [a, b] = name.split(' / ');
  const fa = figures[a!];
  if (!b) return fa;
  const fb = figures[b];
  if (!fa || !fb) return undefined;
  return { value: Math.round((fa.value / fb.value) * 100) / 100, unit: '×' };
}

console.log('| target | goal | measured | met |\n|---|---|---|---|');
for (const t of TARGETS) {
  const f = lookup(t.figure);
  const measured = f ? `${f.value} ${f.unit}` : 'not measured';
  console.log(
    `| ${t.what} (\`${t.figure}\`) | ${t.goal} | ${measured} | ${f ? (t.ok(f.value) ? 'yes' : '**no**') : '—'} |`,
  );
}
console.log('\n| figure | value | unit | better |\n|---|---|---|---|');
for (const [name, f] of Object.entries(figures))
  console.log(`| \`${name}\` | ${f.value} | ${f.unit} | ${f.better} |`);
