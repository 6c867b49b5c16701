// A home feed the server is still building (206): the page says so, and about 3 s after each partial answer home
// is asked for again until it is whole, when the notice goes and the whole feed shows, a post made meanwhile on
// top. (That the stream is ignored while partial is pinned in tests/unit/timelines/partialHome.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHomeFeedBuild } from '../../demo/world/home-feed.ts';
import { homeKeys, openTab, type Stack, signIn, startStack, waitFor, waitForStream } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('a home feed being prepared', () => {
  it('shows a notice, asks again until whole, then shows the whole feed', async () => {
    startHomeFeedBuild(stack.demo.world, stack.demo.demoAccountId, 2);
    const page = await openTab(stack, '/');
    await signIn(page);
    const notice = page.locator('.view-notice');
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toBe('Your home feed is being prepared…');
    await waitForStream(page);

    const made = await fetch(`${stack.origin}/_demo/post`, {
      method: 'POST',
      body: JSON.stringify({ text: 'Posted while the feed is built' }),
    });
    const { id } = (await made.json()) as { id: string };
    const requests = () => stack.demo.stats.requests('GET', '/api/v1/timelines/home');
    // Asked again (the second partial answer, then the whole one), with no action from the reader.
    await waitFor(() => requests() >= 3, 'home asked again until whole', 30_000);
    await notice.waitFor({ state: 'detached', timeout: 30_000 });
    await waitFor(async () => (await homeKeys(page)).includes(`s:${id}`), 'the whole feed holds the post');
    const keys = await homeKeys(page);
    expect(keys.filter((k) => k.startsWith('g:'))).toEqual([]);
    expect(keys.indexOf(`s:${id}`)).toBe(0);
  });
});
