// Search and discovery, part B, end to end in Chromium against the demo (issue 16): a tag followed from its header
// shows in the followed tags of a second tab; a suggestion dismissed leaves the list and the server, one followed
// says Following in a second tab; a trending link opens the timeline of the posts sharing it; and each discovery
// screen opened by its address shows the demo world's data with no page error.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trendingLinks, trendingTags } from '../../demo/world/trends.ts';
import { openTab, type Stack, startSignedInStack, waitFor } from './harness.ts';

let stack: Stack;
const pageErrors: string[] = [];
beforeAll(async () => {
  stack = await startSignedInStack();
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

async function open(path: string): Promise<Page> {
  const page = await openTab(stack, path);
  page.on('pageerror', (e) => pageErrors.push(`${path}: ${e.message}`));
  return page;
}

describe('explore', () => {
  it('follows a tag from its header and finds it in followed tags in a second tab', async () => {
    const me = stack.demo.demoAccountId;
    const followed = stack.demo.world.followedTags.get(me);
    const tag = trendingTags(stack.demo.world).find((t) => !followed?.has(t.name))?.name;
    if (!tag) throw new Error('the demo world has no trending tag the demo user does not follow');
    const list = await open('/followed_tags');
    await list.locator('.tag-item').first().waitFor({ timeout: 30_000 });
    expect(await list.locator(`.tag-item[data-tag="${tag}"]`).count()).toBe(0);

    const header = await open(`/tags/${tag}`);
    const follow = header.locator('.tag-header').getByRole('button', { name: 'Follow', exact: true });
    await follow.waitFor({ timeout: 30_000 });
    // The hashtag's name is said once, by its header (the timeline under it has no second title).
    expect(await header.getByRole('heading', { name: `#${tag}`, exact: true }).count()).toBe(1);
    await follow.click();
    await header
      .locator('.tag-header')
      .getByRole('button', { name: 'Unfollow', exact: true })
      .waitFor({ timeout: 20_000 });
    await list.locator(`.tag-item[data-tag="${tag}"]`).waitFor({ timeout: 20_000 });
    await waitFor(() => followed?.has(tag) === true, 'the follow reached the server');
    // Unfollowed in place from the list: the row stays, offering Follow again, and the header in the first tab follows.
    await list.getByRole('button', { name: `Unfollow #${tag}` }).click();
    await list.getByRole('button', { name: `Follow #${tag}` }).waitFor({ timeout: 20_000 });
    await header
      .locator('.tag-header')
      .getByRole('button', { name: 'Follow', exact: true })
      .waitFor({ timeout: 20_000 });
    await list.close();
    await header.close();
  });

  it('dismisses a suggestion', async () => {
    const page = await open('/explore/suggestions');
    const first = page.locator('.suggestion-item').first();
    await first.waitFor({ timeout: 30_000 });
    const acct = await first.getAttribute('data-account');
    if (!acct) throw new Error('a suggestion without an account');
    await first.getByRole('button', { name: `Don’t suggest @${acct} again` }).click();
    await waitFor(
      async () => (await page.locator(`.suggestion-item[data-account="${acct}"]`).count()) === 0,
      'the suggestion left the list',
    );
    const id = stack.demo.world.lookup(acct)?.id ?? '';
    await waitFor(
      () => stack.demo.world.dismissedSuggestions.get(stack.demo.demoAccountId)?.has(id) === true,
      'the dismissal reached the server',
    );
    await page.reload();
    await page.locator('.suggestion-item').first().waitFor({ timeout: 30_000 });
    expect(await page.locator(`.suggestion-item[data-account="${acct}"]`).count()).toBe(0);
    await page.close();
  });

  it('follows from a suggestion, and the same card in a second tab says Following', async () => {
    const world = stack.demo.world;
    const me = stack.demo.demoAccountId;
    const a = await open('/explore/suggestions');
    const b = await open('/explore/suggestions');
    const item = (p: Page, acct: string) => p.locator(`.suggestion-item[data-account="${acct}"]`);
    await a.locator('.suggestion-item').first().waitFor({ timeout: 30_000 });
    // An unlocked account, so the follow is immediate.
    const accts = await a.$$eval('.suggestion-item', (els) =>
      els.map((e) => e.getAttribute('data-account') ?? ''),
    );
    const acct = accts.find((x) => world.lookup(x) && !world.lookup(x)?.locked);
    if (!acct) throw new Error('no unlocked account among the suggestions');
    const button = (p: Page) => item(p, acct).locator('.relationship-button');
    // The button waits, disabled, for the core's relationship: a user clicks it once it is enabled.
    for (const p of [a, b])
      await waitFor(
        async () => (await button(p).textContent()) === 'Follow' && (await button(p).isEnabled()),
        `Follow on ${acct}`,
      );
    await button(a).click();
    await waitFor(async () => (await button(b).textContent()) === 'Following', 'Following in the second tab');
    await waitFor(
      async () => (await button(a).textContent()) === 'Following',
      'Following where it was clicked',
    );
    expect(world.isFollowing(me, world.lookup(acct)?.id ?? '')).toBe(true);
    await a.close();
    await b.close();
  });

  it("opens a trending link's timeline", async () => {
    const page = await open('/explore/links');
    const card = page.locator('.trend-link').first();
    await card.waitFor({ timeout: 30_000 });
    const title = (await card.locator('.trend-link-title').textContent()) ?? '';
    await card.click();
    // The deck layout prefixes its addresses with /deck.
    await waitFor(
      () => /^(\/deck)?\/links\//.test(new URL(page.url()).pathname),
      'the link timeline address',
    );
    // The deck shows home beside it: wait for the link screen's own posts, then for the card they carry.
    await page.locator('.link-screen [data-status-id]').first().waitFor({ timeout: 30_000 });
    await page
      .locator('.link-screen-card .trend-link-title', { hasText: title })
      .waitFor({ timeout: 15_000 });
    await page.close();
  });

  it('opens each discovery screen by its address with the demo world in it', async () => {
    const link = trendingLinks(stack.demo.world)[0]?.card.url;
    if (!link) throw new Error('the demo world has no trending link');
    const screens: [string, string][] = [
      ['/explore/tags', '.tag-item'],
      ['/explore/posts', '[data-status-id]'],
      ['/explore/links', '.trend-link'],
      ['/explore/suggestions', '.suggestion-item'],
      [`/links/${encodeURIComponent(link)}`, '[data-status-id]'],
      ['/directory', '.account-card'],
      ['/followed_tags', '.tag-item[data-tag="typescript"]'],
      ['/tags/typescript', '.tag-header-use'],
    ];
    for (const [path, ready] of screens) {
      const page = await open(path);
      await page.locator(ready).first().waitFor({ timeout: 30_000 });
      await page.close();
    }
    expect(pageErrors).toEqual([]);
  });
});
