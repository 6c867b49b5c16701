// Accounts end to end: a profile opened by address shows its header and the right relationship button; a follow
// and an unfollow made in one tab change the button and the followers count in a second tab; a block made through
// the BLOCK dialog removes the account's posts from home in two tabs.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTab, type Stack, signIn, startStack, waitFor, waitForStream } from './harness.ts';

let stack: Stack;
const pageErrors: string[] = [];
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const watchErrors = (page: Page) => page.on('pageerror', (e) => pageErrors.push(e.message));
const followersText = (page: Page) => page.locator('.profile-count-followers strong').textContent();
const followButton = (page: Page, acct: string) =>
  page
    .locator('.profile-follow', { hasText: /Follow|Following|Requested|Unblock|Unmute/ })
    .and(page.getByRole('button', { name: new RegExp(`@${acct}$`) }));

/** Waits until the relationship is known (the button is enabled) and answers the button's text. */
async function readyLabel(page: Page, acct: string): Promise<string> {
  const button = followButton(page, acct);
  await button.waitFor({ timeout: 30_000 });
  await waitFor(() => button.isEnabled(), `the relationship to @${acct} known`);
  return (await button.textContent()) ?? '';
}

async function openSignedIn(path: string): Promise<Page> {
  const page = await openTab(stack, path);
  watchErrors(page);
  return page;
}

describe('accounts', () => {
  it('opens /@ada by address with its header, and follow / unfollow change the count in a second tab', async () => {
    const first = await openSignedIn('/');
    await signIn(first);
    await waitForStream(first);

    const ada = await openSignedIn('/@ada');
    await ada.locator('.profile-header').waitFor({ timeout: 30_000 });
    expect(await ada.locator('.profile-acct').textContent()).toContain('@ada');
    expect(await readyLabel(ada, 'ada')).toBe('Following');
    // The Media tab by its own address, as Mastodon's web UI links it.
    await ada.getByRole('link', { name: 'Media', exact: true }).click({ force: true });
    await waitFor(() => ada.url().endsWith('/@ada/media'), 'the media address');
    await ada
      .locator('.profile-tabs [aria-current="page"]', { hasText: 'Media' })
      .waitFor({ timeout: 20_000 });

    const world = stack.demo.world;
    const me = stack.demo.demoAccountId;
    const target = [...world.accounts.values()].find(
      (a) => a.id !== me && !a.locked && !a.movedToId && a.domain === null && !world.isFollowing(me, a.id),
    );
    if (!target) throw new Error('the demo world has no local account the demo user does not follow');
    const a = await openSignedIn(`/@${target.username}`);
    const b = await openSignedIn(`/@${target.username}`);
    for (const p of [a, b]) await followButton(p, target.username).waitFor({ timeout: 30_000 });
    // A user clicks the button once it is enabled (it waits, disabled, for the relationship).
    expect(await readyLabel(a, target.username)).toBe('Follow');
    const before = Number(await followersText(b));

    await followButton(a, target.username).click({ force: true });
    await waitFor(
      async () => (await followButton(b, target.username).textContent()) === 'Following',
      'Following in the second tab',
    );
    await waitFor(async () => Number(await followersText(b)) === before + 1, 'the count up by one in tab B');
    expect(world.isFollowing(me, target.id)).toBe(true);

    // The tab clicked in shows Following too before the user clicks it again (its copy may come a frame after B's).
    await waitFor(
      async () => (await followButton(a, target.username).textContent()) === 'Following',
      'Following in the tab clicked in',
    );
    await followButton(a, target.username).click({ force: true });
    // Unfollowing asks first (the confirmation is on by default).
    await a
      .getByRole('dialog', { name: `Unfollow @${target.username}?` })
      .getByRole('button', { name: 'Unfollow', exact: true })
      .click({ force: true });
    await waitFor(
      async () => (await followButton(b, target.username).textContent()) === 'Follow',
      'Follow again in the second tab',
    );
    await waitFor(async () => Number(await followersText(b)) === before, 'the count back in tab B');
    expect(world.isFollowing(me, target.id)).toBe(false);
    for (const p of [ada, a, b]) await p.close();
    expect(pageErrors).toEqual([]);
  });

  it('a block through the BLOCK dialog removes the account’s posts from home in two tabs', async () => {
    const world = stack.demo.world;
    const me = stack.demo.demoAccountId;
    const home = await openSignedIn('/');
    const other = await openSignedIn('/');
    for (const p of [home, other]) await waitForStream(p);
    // A fresh post by someone the demo user follows, streamed to both homes.
    const author = [...world.follows.values()].find(
      (e) => e.from === me && world.account(e.to).domain === null,
    )?.to;
    if (!author) throw new Error('the demo user follows nobody local');
    const acct = world.account(author).username;
    const id = world.createStatus(author, { text: 'Blocking test post', visibility: 'public' }).id;
    for (const p of [home, other]) await p.locator(`[data-status-id="${id}"]`).waitFor({ timeout: 20_000 });

    const profile = await openSignedIn(`/@${acct}`);
    expect(await readyLabel(profile, acct)).toBe('Following');
    // The MUTE dialog: Escape closes it and focus goes back to the menu's button.
    const more = profile.getByRole('button', { name: `More actions for @${acct}` });
    await more.click({ force: true });
    await profile.getByRole('button', { name: `Mute @${acct}…` }).click({ force: true });
    const mute = profile.getByRole('dialog', { name: `Mute @${acct}?` });
    await mute.waitFor({ timeout: 10_000 });
    // Escape once the dialog has taken the focus, as a user sees it move there.
    await waitFor(
      () => mute.evaluate((el) => el.contains(document.activeElement)),
      'the MUTE dialog focused',
    );
    await profile.keyboard.press('Escape');
    await mute.waitFor({ state: 'detached', timeout: 10_000 });
    await waitFor(
      async () =>
        (await profile.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ===
        `More actions for @${acct}`,
      'focus back on the menu button',
    );
    expect(world.isMuting(me, author)).toBe(false);

    await more.click({ force: true });
    await profile.getByRole('button', { name: `Block @${acct}…` }).click({ force: true });
    const dialog = profile.getByRole('dialog', { name: `Block @${acct}?` });
    await dialog.waitFor({ timeout: 10_000 });
    await dialog.getByRole('button', { name: 'Block', exact: true }).click({ force: true });
    await waitFor(
      async () => (await followButton(profile, acct).textContent()) === 'Unblock',
      'Unblock shown',
    );
    expect(world.isBlocking(me, author)).toBe(true);

    const byAuthor = (p: Page) =>
      p.$$eval('[data-status-id]', (els) => els.map((e) => e.getAttribute('data-status-id') ?? ''));
    for (const p of [home, other]) {
      await waitFor(
        async () => !(await byAuthor(p)).includes(id),
        'the blocked account’s post gone from home',
      );
      const left = (await byAuthor(p)).filter((sid) => {
        const s = world.statuses.get(sid);
        const original = s?.reblogOfId ? world.statuses.get(s.reblogOfId) : s;
        return s?.accountId === author || original?.accountId === author;
      });
      expect(left).toEqual([]);
    }
    for (const p of [home, other, profile]) await p.close();
    expect(pageErrors).toEqual([]);
  });
});
