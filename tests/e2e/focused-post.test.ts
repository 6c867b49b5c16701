// The focused post of a thread, end to end in Chromium against the demo instance (issue 13): a reader opens a thread
// and sees the post's application and date; opens who favourited it and sees those accounts (and, in a second tab
// showing that list, their own favourite appears without a reload: the list is a core view shared by tabs); opens
// the edit history of an edited post and sees each version, newest first.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTab, type Stack, startSignedInStack, waitFor } from './harness.ts';

let stack: Stack;
let page: Page;
let post: { id: string; acct: string; createdAt: string };
let fans: string[];

beforeAll(async () => {
  stack = await startSignedInStack();
  const w = stack.demo.world;
  const me = stack.demo.demoAccountId;
  const locals = [...w.accounts.values()].filter((a) => a.id !== me && !a.domain);
  const author = locals[0]!;
  // A post written with Tusky, favourited by three people, then edited once by its author.
  const s = w.createStatus(author.id, {
    text: 'Knitting a scarf for the winter',
    visibility: 'public',
    application: 'Tusky',
  });
  fans = locals.slice(1, 4).map((a) => a.username);
  for (const a of locals.slice(1, 4)) w.favourite(a.id, s.id);
  w.editStatus(author.id, s.id, { text: 'Knitting a long scarf for the winter' });
  post = { id: s.id, acct: author.username, createdAt: new Date(s.createdAt).toISOString() };
  page = await openTab(stack, '/');
  await page.setViewportSize({ width: 1024, height: 900 });
});
afterAll(async () => {
  await stack?.close();
});

/** In-app navigation, as a click on a link would do it. */
async function go(p: Page, path: string) {
  await p.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const handles = (p: Page) =>
  p.locator('.account-row .handle').evaluateAll((els) => els.map((e) => e.textContent?.replace(/^@/, '')));

describe('the focused post', () => {
  it('shows the application it was posted with and its full date', async () => {
    await go(page, `/@${post.acct}/${post.id}`);
    const facts = page.locator('.detailed-status .focused-facts');
    await facts.waitFor({ timeout: 30_000 });
    expect(await facts.locator('.focused-application a').textContent()).toBe('Tusky');
    expect(await facts.locator('.focused-application a').getAttribute('href')).toBe('https://tusky.app');
    expect(await facts.locator('.focused-date time').getAttribute('datetime')).toBe(post.createdAt);
    expect((await facts.locator('.focused-date').textContent())?.trim()).not.toBe('');
    expect(await facts.locator('.focused-visibility').textContent()).toBe('Public');
  });

  it('opens who favourited it, with each account', async () => {
    await page.locator('.focused-facts a', { hasText: '3 favourites' }).click();
    await waitFor(
      () => page.url().endsWith(`/@${post.acct}/${post.id}/favourites`),
      'the favourites address',
    );
    await waitFor(async () => (await handles(page)).length === 3, 'three account rows');
    expect((await handles(page)).sort()).toEqual([...fans].sort());
    expect(await page.locator('.column-title').first().textContent()).toBe('Favourited by');
  });

  it('shows a new favourite in another tab’s open list without a reload', async () => {
    const other = await openTab(stack, `/@${post.acct}/${post.id}/favourites`);
    await waitFor(async () => (await handles(other)).length === 3, 'the list in the second tab');
    await go(page, `/@${post.acct}/${post.id}`);
    const favourite = page.locator(`.detailed-status [data-status-id="${post.id}"] button.favourite`);
    await favourite.click();
    const me = stack.demo.world.account(stack.demo.demoAccountId).username;
    await waitFor(
      async () => (await handles(other))[0] === me,
      'the demo user first in the other tab’s list',
    );
    await other.close();
  });

  it('opens the edit history, newest version first', async () => {
    await page.locator('.focused-facts .focused-edited').click();
    await waitFor(() => page.url().endsWith(`/@${post.acct}/${post.id}/history`), 'the history address');
    const versions = page.locator('.history-version');
    await waitFor(async () => (await versions.count()) === 2, 'two versions');
    expect(await versions.nth(0).locator('.history-content').textContent()).toContain('a long scarf');
    expect(await versions.nth(0).locator('.history-changes').textContent()).toContain('Text changed');
    expect(await versions.nth(1).locator('.history-content').textContent()).toContain('Knitting a scarf');
    expect(await versions.nth(1).locator('time').textContent()).toMatch(/^Published /);
  });
});
