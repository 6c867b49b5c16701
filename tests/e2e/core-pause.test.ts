// Issue 12.1: a core that stops answering for a long while (the SharedWorker paused in the debugger for 30 s, far
// past the tab's hello time-out) — the tab says "Reconnecting…" while it is away and comes back by itself after.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectionStatus, pauseSharedWorker, sleep } from './fault-tools.ts';
import {
  homeKeys,
  openTab,
  postAsDemoUser,
  type Stack,
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

describe('a paused core', () => {
  it('the tab says it is reconnecting, and comes back by itself when the core answers again', async () => {
    const tab = await openTab(stack, '/');
    await subscribeHome(tab);
    await waitFor(async () => (await homeKeys(tab)).length > 0, 'rows');
    await waitForStream(tab);
    const resume = await pauseSharedWorker(stack);
    await waitFor(
      async () => (await connectionStatus(tab)) === 'Reconnecting…',
      'Reconnecting… shown',
      30_000,
    );
    // The core stays away well past the hello time-out (20 s): the state issue 12.1 reproduces.
    await sleep(30_000);
    await resume();
    await waitFor(async () => (await connectionStatus(tab)) === '', 'status gone', 40_000);
    await waitForStream(tab);
    const id = await postAsDemoUser(stack, 'after the core came back');
    await waitFor(async () => (await homeKeys(tab)).includes(`s:${id}`), 'new post in the tab', 30_000);
    await tab.close();
  }, 150_000);
});
