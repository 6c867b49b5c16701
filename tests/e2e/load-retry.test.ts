// Issues 12.6 and 12.7 in Chromium against the demo's fault injection: a home timeline that fails to open (503)
// shows one alert and its error with Retry in place of the empty list, then opens by itself once the server heals;
// a gap whose catch-up request failed after a socket drop fills by itself once the server answers again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setFaults } from './fault-tools.ts';
import {
  homeKeys,
  openTab,
  postAsDemoUser,
  renderedStatusIds,
  type Stack,
  startSignedInStack,
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

const HOME_ROUTE = 'GET /api/v1/timelines/home';

describe('loads that fail are retried by themselves', () => {
  it('home failing to open: one alert, the error with Retry instead of "Nothing here yet.", then the posts', async () => {
    await setFaults(stack, { routes: { [HOME_ROUTE]: { status: 503, times: 3 } } });
    const tab = await openTab(stack, '/');
    await waitFor(
      async () => (await tab.locator('.error-state button', { hasText: 'Try again' }).count()) === 1,
      'the error with its Retry button',
      30_000,
    );
    expect(await tab.locator('.empty', { hasText: 'Nothing here yet.' }).count()).toBe(0);
    // The server heals after three failures: the posts come with no click, and the error goes.
    await waitFor(async () => (await renderedStatusIds(tab)).length > 0, 'posts once healed', 60_000);
    expect(await tab.locator('.error-state, .view-error').count()).toBe(0);
    expect(await tab.locator('.alerts .alert').count()).toBe(1);
    await tab.close();
  });

  it('a gap whose catch-up failed after a socket drop fills by itself', async () => {
    const tab = await openTab(stack, '/');
    await waitFor(async () => (await homeKeys(tab)).length > 0, 'rows', 30_000);
    await waitForStream(tab);
    await setFaults(stack, { routes: { [HOME_ROUTE]: { status: 503, times: 2 } } });
    stack.demo.faults.dropSockets();
    const missed = await postAsDemoUser(stack, 'posted while the socket was down, caught up late');
    await waitFor(
      () => stack.demo.faults.settings().routes?.[HOME_ROUTE] === undefined,
      'the failed catch-ups',
      60_000,
    );
    await waitFor(
      async () => (await homeKeys(tab)).includes(`s:${missed}`),
      'the missed post, with no click',
      60_000,
    );
    await waitFor(async () => !(await homeKeys(tab)).some((k) => k.startsWith('g:')), 'no gap left', 30_000);
    expect((await homeKeys(tab)).filter((k) => k === `s:${missed}`)).toHaveLength(1);
    await tab.close();
  });
});
