// Five tabs on the home timeline share one core: the demo instance sees one streaming socket and one request for
// the home timeline; a post made through the API appears in every tab; closing four tabs leaves one subscription.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  homeKeys,
  openTab,
  openTabs,
  postAsDemoUser,
  type Stack,
  sharedWorkers,
  signIn,
  startStack,
  subscribeHome,
  waitFor,
  waitForStream,
} from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('one core for five tabs', () => {
  it('one socket, one home request, a post in all five tabs, one subscription after closing four', async () => {
    // The first tab signs in (the demo approves at once) and stays: with it, five tabs on the home timeline.
    const first = await openTab(stack, '/');
    await signIn(first);
    const tabs = [first, ...(await openTabs(stack, 4, '/'))];
    for (const t of tabs) await subscribeHome(t);
    for (const t of tabs) await waitFor(async () => (await homeKeys(t)).length > 0, 'rows in every tab');
    expect(await sharedWorkers(stack)).toHaveLength(1);
    console.log('REQS', JSON.stringify(await (await fetch(stack.origin + '/_demo/stats')).json()));
    // One first page for five tabs (the core's catch-up at the socket's first open is counted apart).
    const homePages = () =>
      stack.demo.stats.requests('GET', '/api/v1/timelines/home') -
      stack.demo.stats.requests('GET', '/api/v1/timelines/home?since_id');
    expect(homePages()).toBe(1);
    await waitFor(() => stack.demo.stats.sockets() === 1, 'one socket');

    await waitForStream(tabs[0]!);
    expect(stack.demo.stats.subscriptions()[`user:${stack.demo.demoAccountId}`]).toBe(1);
    const id = await postAsDemoUser(stack, 'hello from the API');
    for (const t of tabs)
      await waitFor(async () => (await homeKeys(t)).includes(`s:${id}`), 'post in every tab');
    expect(stack.demo.stats.sockets()).toBe(1);

    for (const t of tabs.slice(1)) await t.close();
    // Every stream is held once on the one socket, whatever the number of tabs that show it.
    const home = `user:${stack.demo.demoAccountId}`;
    await waitFor(() => stack.demo.stats.subscriptions()[home] === 1, 'the home stream held once');
    expect(Object.values(stack.demo.stats.subscriptions()).every((n) => n === 1)).toBe(true);
    expect(stack.demo.stats.sockets()).toBe(1);
    const second = await postAsDemoUser(stack, 'still here');
    await waitFor(async () => (await homeKeys(tabs[0]!)).includes(`s:${second}`), 'post in the last tab');
  });
});
