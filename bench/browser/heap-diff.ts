// A tool, not a benchmark (not named *.bench.ts): runs the soak's load (bench/browser/soak.bench.ts) in one page,
// takes a heap snapshot of the page after a forced GC once warm and once at the end (the stream paused, the home
// column at the top, as the soak measures), and prints what grew between them (bench/lib/heap-snapshot.ts): V8's
// growth by kind, by group (type and constructor: count and self size), by the old object that holds the new ones
// (a Map that keeps every key shows here with its retainer path), and retainer paths of samples of the groups that grew
// most. Run: npx tsx bench/browser/heap-diff.ts [rounds] (15 by default, as the soak). Use it when
// soak.heap.end_vs_warm rises: what grows with the posts streamed names the leak.
import type { Page } from 'playwright-core';
import { openTab, signIn, startStack } from '../../tests/e2e/harness.ts';
import { diff, type Graph, graphOf, takeSnapshot } from '../lib/heap-snapshot.ts';
import { settle } from './home.ts';
import {
  NOTIFICATIONS_PER_SECOND,
  POSTS_PER_SECOND,
  ROUND_MS,
  ROUNDS,
  SCROLL_DOWN_AND_UP,
  setLoad,
  WARM_AFTER,
} from './soak.bench.ts';

const rounds = Number(process.argv[2] ?? ROUNDS);

async function quiet(page: Page, origin: string): Promise<void> {
  await setLoad(origin, 0, 0);
  await page.evaluate(`(${SCROLL_DOWN_AND_UP})(0)`);
  await settle(page, 20);
}

const stack = await startStack();
try {
  const page = await openTab(stack, '/public');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.waitForSelector('.virtual-row [data-status-id]', { timeout: 60_000 });
  await settle(page, 30);
  const cdp = await stack.context.newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await setLoad(stack.origin, POSTS_PER_SECOND, NOTIFICATIONS_PER_SECOND);
  let warm: Graph | null = null;
  for (let round = 1; round <= rounds; round++) {
    await new Promise((r) => setTimeout(r, ROUND_MS));
    if (round % 3 === 0) await page.evaluate(`(${SCROLL_DOWN_AND_UP})(4000)`);
    if (round === WARM_AFTER) {
      await quiet(page, stack.origin);
      warm = graphOf(await takeSnapshot(cdp));
      await setLoad(stack.origin, POSTS_PER_SECOND, NOTIFICATIONS_PER_SECOND);
    }
  }
  await quiet(page, stack.origin);
  const end = graphOf(await takeSnapshot(cdp));
  if (warm) diff(warm, end);
  else console.log(`no warm snapshot: give more than ${WARM_AFTER} rounds`);
} finally {
  await stack.close();
}
