// Long threads (issue 20, item 4; mastodon#20345: a 750-reply thread taking 30 s). The demo instance makes a thread
// of 10 replies and one of 750 (demo/world/long-thread.ts); a signed-in tab at 1000×800 opens each in turn through
// the app's own navigation, from home, and the time from the navigation to the focused post and the first reply
// under it being in the DOM is taken (page clock, a MutationObserver). The two alternate (A/B), ROUNDS times each,
// so machine load touches both; the figure is the ratio of medians. A first round of both is not counted: the first
// thread opened fetches and compiles the thread screen's code, which would fall on whichever thread came first. Then the 750-reply thread is scrolled for
// SCROLL_MS, 12 px a frame: frames per second (rAF callbacks over elapsed time) and the longest task.
// - thread.open.750_vs_10 (target ≤ 2), thread.open.10_ms, thread.open.750_ms (medians);
// - thread.scroll.fps (target ≥ 58), thread.scroll.longestTask; thread.rows_in_dom_750 (rows the list drew).
import { makeLongThread } from '../../demo/world/long-thread.ts';
import { openTab, signIn, startStack } from '../../tests/e2e/harness.ts';
import { summarize } from '../lib/stats.ts';
import type { Figures } from '../lib/types.ts';
import { settle } from './home.ts';

const ROUNDS = 7;
const SCROLL_MS = 5_000;

/** Navigates the app to `path` and resolves with the ms until the focused post and a reply below it are drawn.
 *  A string: tsx would wrap named functions in the page with a helper the page does not have. */
const OPEN = `([path, focusedId]) => new Promise((resolve, reject) => {
  const t0 = performance.now();
  const done = () => {
    const focused = document.querySelector('.detailed-status [data-status-id="' + focusedId + '"]');
    if (!focused) return false;
    const row = focused.closest('.virtual-row');
    const next = row && row.nextElementSibling;
    if (!next || !next.querySelector('[data-status-id]')) return false;
    observer.disconnect();
    clearTimeout(timer);
    resolve(performance.now() - t0);
    return true;
  };
  const observer = new MutationObserver(done);
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(() => { observer.disconnect(); reject(new Error('the thread did not open')); }, 30000);
  history.pushState({ fromApp: true }, '', path);
  dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
})`;

const HOME = `() => { history.pushState({ fromApp: true }, '', '/'); dispatchEvent(new PopStateEvent('popstate')); }`;

const SCROLL = `(ms) => new Promise((resolve) => {
  const scroller = document.querySelector('.virtual-scroll');
  const longTasks = [];
  const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push(e.duration); });
  observer.observe({ type: 'longtask' });
  let frames = 0;
  let start = -1;
  const tick = (t) => {
    if (start < 0) start = t; else frames++;
    scroller.scrollTop += 12;
    if (t - start < ms) requestAnimationFrame(tick);
    else setTimeout(() => { observer.disconnect(); resolve({ frames, elapsed: t - start, longTasks, rows: document.querySelectorAll('.virtual-row').length }); }, 100);
  };
  requestAnimationFrame(tick);
})`;

export async function run(): Promise<Figures> {
  const stack = await startStack();
  try {
    const w = stack.demo.world;
    const small = makeLongThread(w, { replies: 10, ancestors: 3, topic: 'small' });
    const large = makeLongThread(w, { replies: 750, ancestors: 3, topic: 'large' });
    const pathOf = (id: string) => `/@${w.account(w.statuses.get(id)!.accountId).username}/${id}`;
    const page = await openTab(stack, '/');
    await page.setViewportSize({ width: 1000, height: 800 });
    await signIn(page);
    await page.waitForSelector('.virtual-row [data-status-id]', { timeout: 60_000 });
    await settle(page, 30);

    const times: { 10: number[]; 750: number[] } = { 10: [], 750: [] };
    for (let round = -1; round < ROUNDS; round++) {
      for (const [n, t] of [
        [10, small],
        [750, large],
      ] as const) {
        const ms = (await page.evaluate(
          `(${OPEN})(${JSON.stringify([pathOf(t.focusedId), t.focusedId])})`,
        )) as number;
        if (round >= 0) times[n].push(ms);
        await settle(page, 10);
        await page.evaluate(`(${HOME})()`);
        await page.waitForSelector('.virtual-row [data-status-id]', { timeout: 30_000 });
        await settle(page, 10);
      }
    }
    await page.evaluate(`(${OPEN})(${JSON.stringify([pathOf(large.focusedId), large.focusedId])})`);
    await settle(page, 30);
    const s = (await page.evaluate(`(${SCROLL})(${SCROLL_MS})`)) as {
      frames: number;
      elapsed: number;
      longTasks: number[];
      rows: number;
    };
    const open10 = summarize(times[10]).p50;
    const open750 = summarize(times[750]).p50;
    console.log(
      `  open, ms: 10 replies ${times[10].map((t) => t.toFixed(0)).join(' ')}; 750 replies ${times[750].map((t) => t.toFixed(0)).join(' ')}`,
    );
    return {
      'thread.open.10_ms': { value: open10, unit: 'ms', better: 'lower' },
      'thread.open.750_ms': { value: open750, unit: 'ms', better: 'lower' },
      'thread.open.750_vs_10': { value: open750 / open10, unit: '×', better: 'lower' },
      'thread.scroll.fps': { value: (s.frames * 1000) / s.elapsed, unit: 'fps', better: 'higher' },
      'thread.scroll.longestTask': { value: Math.max(0, ...s.longTasks), unit: 'ms', better: 'lower' },
      'thread.rows_in_dom_750': { value: s.rows, unit: 'rows', better: 'lower' },
    };
  } finally {
    await stack.close();
  }
}
