// Issue 12's long run: two tabs on one core live through the core paused for 60 s, the socket dropped in the middle
// of a burst of posts, a storm of 503s on home while catching up, and the browser offline and back. At the end both
// tabs show every post exactly once, newest first, with no reload and no click.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionStatus, pauseSharedWorker, setFaults, sleep } from './fault-tools.ts';
import {
  homeKeys,
  openTabs,
  postAsDemoUser,
  type Stack,
  signIn,
  startStack,
  subscribeHome,
  waitFor,
  waitForStream,
} from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
  const [first] = await openTabs(stack, 1, '/');
  await signIn(first!);
  await first!.close();
});
afterAll(async () => {
  await stack?.close();
});

/** The posted ids the tab shows, top first. */
const shown = async (tab: Page, posted: string[]) => {
  const ours = new Set(posted.map((id) => `s:${id}`));
  return (await homeKeys(tab)).filter((k) => ours.has(k));
};
const newestFirst = (posted: string[]) => [...posted].reverse().map((id) => `s:${id}`);

async function allShown(tabs: Page[], posted: string[], what: string, timeoutMs = 60_000) {
  for (const tab of tabs) {
    await waitFor(
      async () => JSON.stringify(await shown(tab, posted)) === JSON.stringify(newestFirst(posted)),
      what,
      timeoutMs,
    ).catch(async (e) => {
      throw new Error(`${String(e)}: shows ${JSON.stringify(await shown(tab, posted))}, posted ${posted}`);
    });
  }
}

describe('soak: faults one after another', () => {
  it('two tabs end with every post exactly once, in order, by themselves', async () => {
    const tabs = await openTabs(stack, 2, '/');
    for (const t of tabs) {
      await subscribeHome(t);
      await waitFor(async () => (await homeKeys(t)).length > 0, 'rows', 30_000);
      // Set once: a reload would lose it.
      await t.evaluate(() => {
        (globalThis as { soakMarker?: number }).soakMarker = 1;
      });
    }
    await waitForStream(tabs[0]!);
    const posted: string[] = [];
    const post = async (text: string) => posted.push(await postAsDemoUser(stack, text));

    // 1. The core paused for 60 s; posts keep coming meanwhile.
    const resume = await pauseSharedWorker(stack);
    const pausedAt = Date.now();
    for (const t of tabs)
      await waitFor(
        async () => (await connectionStatus(t)) === 'Reconnecting…',
        'Reconnecting… shown',
        30_000,
      );
    for (let i = 0; i < 3; i++) await post(`while the core was paused ${i}`);
    await sleep(Math.max(0, 60_000 - (Date.now() - pausedAt)));
    await resume();
    for (const t of tabs) await waitFor(async () => (await connectionStatus(t)) === '', 'back', 40_000);
    await allShown(tabs, posted, 'posts made while the core was paused');

    // 2. The socket dropped in the middle of a burst.
    for (let i = 0; i < 8; i++) {
      if (i === 4) stack.demo.faults.dropSockets();
      await post(`burst ${i}`);
    }
    await allShown(tabs, posted, 'the burst');

    // 3. A storm of 503s on home while it catches up after another drop.
    await waitForStream(tabs[0]!);
    await setFaults(stack, { routes: { 'GET /api/v1/timelines/home': { status: 503, times: 3 } } });
    stack.demo.faults.dropSockets();
    for (let i = 0; i < 2; i++) await post(`during the 503 storm ${i}`);
    await allShown(tabs, posted, 'posts after the 503 storm');

    // 4. Offline and back.
    await stack.context.setOffline(true);
    for (const t of tabs)
      await waitFor(async () => (await connectionStatus(t)).startsWith('Offline since'), 'offline shown');
    for (let i = 0; i < 2; i++) await post(`while offline ${i}`);
    await stack.context.setOffline(false);
    for (const t of tabs)
      await waitFor(async () => !(await connectionStatus(t)).startsWith('Offline'), 'online again');
    await allShown(tabs, posted, 'posts made while offline');

    for (const t of tabs) {
      expect(await t.evaluate(() => (globalThis as { soakMarker?: number }).soakMarker)).toBe(1);
      const keys = await homeKeys(t);
      expect(new Set(keys).size).toBe(keys.length);
      expect(await shown(t, posted)).toEqual(newestFirst(posted));
    }
    for (const t of tabs) await t.close();
  }, 240_000);
});
