// Issue 20, item 2: what a hidden tab spends per streamed post. Two tabs show home; the second reports itself hidden
// (its document says so and fires visibilitychange, as for a tab in the background). The demo streams 4 posts per
// second. Each tab's main-thread work is counted in the page by post-cost.bench.ts's probe (port messages with the
// microtasks, style and layout they cause, ResizeObserver and animation-frame callbacks; CDP's per-renderer task time
// would also count another tab sharing the renderer process) over one-second windows; a window's work minus the
// median of idle windows (timers, heartbeats), divided by the posts of the window, is the cost per post; p95 over
// the windows. The shown tab's figure is given beside it for scale, and the number of
// push batches the hidden tab applied while hidden (0 when the core holds its diffs).
import type { Page } from 'playwright-core';
import { openTab, startStack, waitForStream } from '../../tests/e2e/harness.ts';
import { percentile } from '../lib/stats.ts';
import type { Figures } from '../lib/types.ts';
import { openHome, setLoad, settle } from './home.ts';
import { PROBE } from './post-cost.bench.ts';

const POSTS_PER_SECOND = 4;
const WINDOW_MS = 1000;
const IDLE_WINDOWS = 5;
const STREAM_WINDOWS = 12;

const HIDE = `(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  document.dispatchEvent(new Event('visibilitychange'));
})()`;

const APPLIED = '(globalThis.woollyTab ? globalThis.woollyTab.session.applyTimes().length : 0)';

/** The page's work so far, in ms (the probe's entries are [start, ms, kind, layoutMs]). */
const WORK = '(globalThis.postCostProbe.work.reduce((s, w) => s + w[1], 0))';
const workMs = (p: Page) => p.evaluate(WORK) as Promise<number>;

async function windows(pages: Page[], n: number): Promise<number[][]> {
  const out: number[][] = pages.map(() => []);
  for (let i = 0; i < n; i++) {
    const before = await Promise.all(pages.map(workMs));
    await pages[0]!.waitForTimeout(WINDOW_MS);
    const after = await Promise.all(pages.map(workMs));
    for (let k = 0; k < pages.length; k++) out[k]!.push(after[k]! - before[k]!);
  }
  return out;
}

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

export async function run(): Promise<Figures> {
  const stack = await startStack();
  try {
    await stack.context.addInitScript(PROBE);
    const shown = await openHome(stack);
    const hidden = await openTab(stack, '/');
    await hidden.setViewportSize({ width: 1000, height: 800 });
    await hidden.waitForSelector('.virtual-row [data-status-id]', { timeout: 30_000 });
    await waitForStream(hidden);
    await hidden.evaluate(HIDE);
    await settle(shown, 30);
    const idle = await windows([shown, hidden], IDLE_WINDOWS);
    const appliedBefore = (await hidden.evaluate(APPLIED)) as number;
    await setLoad(stack, POSTS_PER_SECOND);
    await shown.waitForTimeout(WINDOW_MS);
    const streamed = await windows([shown, hidden], STREAM_WINDOWS);
    await setLoad(stack, 0);
    const appliedWhileHidden = ((await hidden.evaluate(APPLIED)) as number) - appliedBefore;
    const perPost = (k: number) =>
      streamed[k]!.map(
        (ms) => Math.max(0, ms - median(idle[k]!)) / ((POSTS_PER_SECOND * WINDOW_MS) / 1000),
      ).sort((a, b) => a - b);
    const shownCost = perPost(0);
    const hiddenCost = perPost(1);
    const posts = STREAM_WINDOWS * POSTS_PER_SECOND;
    return {
      'tabs.hidden_tab_ms_per_post_p95': { value: percentile(hiddenCost, 95), unit: 'ms', better: 'lower' },
      'tabs.hidden_tab_ms_per_post_p50': { value: percentile(hiddenCost, 50), unit: 'ms', better: 'lower' },
      'tabs.shown_tab_ms_per_post_p95': { value: percentile(shownCost, 95), unit: 'ms', better: 'lower' },
      'tabs.hidden_tab_batches_per_post': {
        value: appliedWhileHidden / posts,
        unit: 'batches',
        better: 'lower',
      },
    };
  } finally {
    await stack.close();
  }
}
