// The project's performance targets (issue 20 and before), each a figure of bench/results/latest.json (or the ratio
// `a / b` of two) and the test it must pass. bench/report.ts prints them with their verdicts; bench/run.ts checks
// every figure it has just measured against them and fails the run, loudly, when a budget is passed.
import type { Figures } from './types.ts';

export interface Target {
  what: string;
  figure: string;
  /** The figure meets the target when this holds. */
  ok: (v: number) => boolean;
  goal: string;
  /** A budget: a run that measures this figure over it fails (exit code 1), not only the report's verdict. */
  budget?: boolean;
}

export const TARGETS: Target[] = [
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
  {
    what: 'Main thread per streamed post vs the browser’s own cost of its row (p50)',
    figure: 'postCost.vsRowFloor.p50',
    ok: (v) => v <= 1.25,
    goal: '≤ 1.25×',
  },
  {
    what: 'A post to the visible tab’s DOM, 10 tabs open vs 1 (p95)',
    figure: 'tabs.frame_to_dom_p95.10_vs_1',
    ok: (v) => v <= 1.5,
    goal: '≤ 1.5×',
  },
  { what: 'Scrolling 10,000 rows at 20 posts/s', figure: 'scroll.fps', ok: (v) => v >= 58, goal: '≥ 58 fps' },
  { what: 'Longest task while scrolling', figure: 'scroll.longestTask', ok: (v) => v <= 50, goal: '≤ 50 ms' },
  {
    what: 'JavaScript fetched before the first paint at 1280 px, gzipped',
    figure: 'bundle.initial_js_gzip',
    ok: (v) => v <= 100,
    goal: '≤ 100 kB',
    budget: true,
  },
  {
    what: 'JavaScript of page and workers before the first post, gzipped',
    figure: 'start.js_before_first_post_gzip',
    ok: (v) => v <= 150,
    goal: '≤ 150 kB',
    budget: true,
  },
  {
    what: 'First post vs first contentful paint (cold start, signed in)',
    figure: 'start.first_post_vs_fcp',
    ok: (v) => v <= 1.1,
    goal: '≤ 1.1×',
  },
  {
    what: 'A thread of 750 replies vs one of 10: focused post and first replies shown',
    figure: 'thread.open.750_vs_10',
    ok: (v) => v <= 2,
    goal: '≤ 2×',
  },
  {
    what: 'Scrolling a thread of 750 replies',
    figure: 'thread.scroll.fps',
    ok: (v) => v >= 58,
    goal: '≥ 58 fps',
  },
  {
    what: 'Accelerated soak (3,000 posts): page heap at the end vs warm, after GC',
    figure: 'soak.heap.end_vs_warm',
    ok: (v) => v <= 1.1,
    goal: '≤ 1.1×',
  },
  {
    what: 'Accelerated soak: DOM nodes at the end vs warm',
    figure: 'soak.dom_nodes.end_vs_warm',
    ok: (v) => v <= 1.1,
    goal: '≤ 1.1×',
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

/** A figure by name, or the ratio `a / b` of two figures (rounded to 0.01). */
export function lookup(figures: Figures, name: string): { value: number; unit: string } | undefined {
  const [a, b] = name.split(' / ');
  const fa = figures[a!];
  if (!b) return fa;
  const fb = figures[b];
  if (!fa || !fb) return undefined;
  return { value: Math.round((fa.value / fb.value) * 100) / 100, unit: '×' };
}

/** The budgets the figures of one run pass, one line each (figures the run did not measure are not judged). */
export function passedBudgets(figures: Figures, targets: readonly Target[] = TARGETS): string[] {
  const out: string[] = [];
  for (const t of targets) {
    if (!t.budget) continue;
    const f = lookup(figures, t.figure);
    if (f && !t.ok(f.value))
      out.push(`${t.figure} is ${f.value} ${f.unit}, over its budget (${t.goal}): ${t.what}`);
  }
  return out;
}
