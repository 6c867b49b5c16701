// An accelerated soak (issue 20, item 6; mastodon#787: memory growing overnight): a signed-in tab at 1280×800 (the
// deck: home and notifications columns, and the federated timeline as the routed column) while the demo's load
// generator streams SOAK_POSTS posts and notifications at a high rate, which is the equivalent of about 8 hours of
// a busy home (a post every 10 s). Every few rounds the reader scrolls the home column down through a few thousand
// pixels and back to the top. The page's JS heap (after a full GC, CDP) and its DOM node count (CDP
// Memory.getDOMCounters) are read once warm (after the first rounds) and at the end, back at the top:
// - soak.heap.end_vs_warm and soak.dom_nodes.end_vs_warm (targets ≤ 1.1), with the absolute figures beside them;
// - soak.worker_heap.end_mb: the SharedWorker's heap after GC at the end (its caps bound it).
import type { CDPSession, Page } from 'playwright-core';
import { openTab, signIn, startStack } from '../../tests/e2e/harness.ts';
import type { Figures } from '../lib/types.ts';
import { pageHeap, sharedWorkerHeap } from './heap.bench.ts';
import { settle } from './home.ts';

export const POSTS_PER_SECOND = 20;
export const NOTIFICATIONS_PER_SECOND = 4;
export const ROUND_MS = 10_000;
export const ROUNDS = 15;
export const WARM_AFTER = 3;
/** 15 rounds of 10 s at 20 posts/s: 3,000 posts, 8 hours and 20 minutes at a post every 10 s. */
const SOAK_POSTS = POSTS_PER_SECOND * (ROUND_MS / 1000) * ROUNDS;

const mb = (bytes: number) => bytes / (1024 * 1024);

export const setLoad = (origin: string, posts: number, notifications: number) =>
  fetch(`${origin}/_demo/load`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ postsPerSecond: posts, notificationsPerSecond: notifications }),
  });

/** Scrolls the home column down by `px` over about a second, then back to the top. */
export const SCROLL_DOWN_AND_UP = `(px) => new Promise((resolve) => {
  const scroller = [...document.querySelectorAll('.virtual-scroll')].find((s) =>
    s.closest('.view-screen')?.querySelector('.column-title')?.textContent === 'Home') ?? document.querySelector('.virtual-scroll');
  let done = 0;
  const down = () => {
    scroller.scrollTop += px / 60;
    if (++done < 60) requestAnimationFrame(down);
    else setTimeout(() => { scroller.scrollTop = 0; setTimeout(resolve, 500); }, 500);
  };
  requestAnimationFrame(down);
})`;

async function measure(page: Page, cdp: CDPSession): Promise<{ heap: number; nodes: number }> {
  await settle(page, 20);
  // Twice: nodes a first collection detaches are freed by the second.
  await pageHeap(cdp);
  const heap = await pageHeap(cdp);
  const counters = (await cdp.send('Memory.getDOMCounters')) as { nodes: number };
  return { heap, nodes: counters.nodes };
}

export async function run(): Promise<Figures> {
  const stack = await startStack();
  try {
    const page = await openTab(stack, '/public');
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    await page.waitForSelector('.virtual-row [data-status-id]', { timeout: 60_000 });
    await settle(page, 30);
    const cdp = await stack.context.newCDPSession(page);
    await setLoad(stack.origin, POSTS_PER_SECOND, NOTIFICATIONS_PER_SECOND);
    let warm: { heap: number; nodes: number } | null = null;
    for (let round = 1; round <= ROUNDS; round++) {
      await new Promise((r) => setTimeout(r, ROUND_MS));
      if (round % 3 === 0) await page.evaluate(`(${SCROLL_DOWN_AND_UP})(4000)`);
      // Warm and end are measured alike: the stream paused, the home column at the top, settled.
      if (round === WARM_AFTER) {
        await setLoad(stack.origin, 0, 0);
        await page.evaluate(`(${SCROLL_DOWN_AND_UP})(0)`);
        warm = await measure(page, cdp);
        await setLoad(stack.origin, POSTS_PER_SECOND, NOTIFICATIONS_PER_SECOND);
      }
    }
    await setLoad(stack.origin, 0, 0);
    await page.evaluate(`(${SCROLL_DOWN_AND_UP})(0)`);
    const end = await measure(page, cdp);
    const worker = await sharedWorkerHeap(stack);
    if (!warm) throw new Error('no warm measurement');
    console.log(
      `  ${SOAK_POSTS} posts: heap ${mb(warm.heap).toFixed(2)} → ${mb(end.heap).toFixed(2)} MB, DOM nodes ${warm.nodes} → ${end.nodes}; shared worker ${mb(worker).toFixed(2)} MB`,
    );
    return {
      'soak.posts': { value: SOAK_POSTS, unit: 'posts', better: 'higher' },
      'soak.heap.warm_mb': { value: mb(warm.heap), unit: 'MB', better: 'lower' },
      'soak.heap.end_mb': { value: mb(end.heap), unit: 'MB', better: 'lower' },
      'soak.heap.end_vs_warm': { value: end.heap / warm.heap, unit: '×', better: 'lower' },
      'soak.dom_nodes.warm': { value: warm.nodes, unit: 'nodes', better: 'lower' },
      'soak.dom_nodes.end': { value: end.nodes, unit: 'nodes', better: 'lower' },
      'soak.dom_nodes.end_vs_warm': { value: end.nodes / warm.nodes, unit: '×', better: 'lower' },
      'soak.worker_heap.end_mb': { value: mb(worker), unit: 'MB', better: 'lower' },
    };
  } finally {
    await stack.close();
  }
}
