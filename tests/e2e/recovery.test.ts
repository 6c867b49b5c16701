// The core recovers with no user action: when the browser kills the SharedWorker (tabs reconnect to a new core and
// resubscribe, still signed in), and when the streaming socket drops (a gap, filled when the socket is back).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coreIdOf,
  homeKeys,
  killSharedWorker,
  openTab,
  openTabs,
  postAsDemoUser,
  type Stack,
  sharedWorkers,
  startSignedInStack,
  subscribeHome,
  waitFor,
  waitForStream,
} from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startSignedInStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('recovery', () => {
  it('tabs reconnect to a new core after the SharedWorker is killed, and keep receiving posts', async () => {
    const tabs = await openTabs(stack, 2, '/');
    for (const t of tabs) await subscribeHome(t);
    for (const t of tabs) await waitFor(async () => (await homeKeys(t)).length > 0, 'rows');
    const [before] = await sharedWorkers(stack);
    const oldCores = await Promise.all(tabs.map(coreIdOf));
    await killSharedWorker(stack);
    // Heartbeats notice within TAB_HEARTBEAT_MS plus the call timeout; the tabs open a new core.
    await waitFor(
      async () => (await sharedWorkers(stack)).some((w) => w.targetId !== before?.targetId),
      'a new core',
      30_000,
    );
    // Each tab notices by itself (a heartbeat that fails) and says hello to the new core.
    for (const [i, t] of tabs.entries()) {
      await waitFor(async () => (await coreIdOf(t)) !== oldCores[i], 'tab on the new core', 40_000);
      await waitForStream(t);
    }
    const id = await postAsDemoUser(stack, 'after the core died');
    for (const t of tabs) {
      await waitFor(async () => (await homeKeys(t)).includes(`s:${id}`), 'post in every tab', 30_000).catch(
        async (e) => {
          const state = await t.evaluate(() => {
            const tab = (
              globalThis as unknown as {
                woollyTab: { global: { value: unknown }; session: { connected: { value: boolean } } };
              }
            ).woollyTab;
            return JSON.stringify({ g: tab.global.value, c: tab.session.connected.value });
          });
          throw new Error(
            `${String(e)}; keys ${JSON.stringify(await homeKeys(t))}; ${state}; workers ${JSON.stringify(await sharedWorkers(stack))}; sockets ${stack.demo.stats.sockets()} ${JSON.stringify(stack.demo.stats.subscriptions())}`,
          );
        },
      );
    }
    for (const t of tabs) await t.close();
  });

  it('a dropped socket reconnects by itself, loads what was missed, and streams again', async () => {
    const tab = await openTab(stack, '/');
    await subscribeHome(tab);
    await waitFor(async () => (await homeKeys(tab)).length > 0, 'rows');
    await waitForStream(tab);
    stack.demo.faults.dropSockets();
    const missed = await postAsDemoUser(stack, 'posted while the socket was down');
    await waitFor(async () => (await homeKeys(tab)).includes(`s:${missed}`), 'missed post loaded', 30_000);
    await waitFor(() => stack.demo.stats.sockets() === 1, 'socket back', 30_000);
    const live = await postAsDemoUser(stack, 'streamed again');
    await waitFor(async () => (await homeKeys(tab))[0] === `s:${live}`, 'live post on top', 30_000);
    expect((await homeKeys(tab)).filter((k) => k === `s:${missed}`)).toHaveLength(1);
    await tab.close();
  });
});
