// Modals end to end (issue 18 item 1, issue 15 item 3): the post's ACTIONS menu, the BLOCK and MUTE modals, the
// delete and sign-out confirmations each open and close by keyboard alone (Escape, and the browser's Back), with focus
// kept inside and given back to what opened them; following an author from a post's menu changes their profile's
// count in another tab; a block through the BLOCK modal from a post's menu empties home of the author's posts; and
// a follow limited to German keeps that account's posts in other languages out of home.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTab, type Stack, signIn, startStack, waitFor, waitForStream } from './harness.ts';

let stack: Stack;
const pageErrors: string[] = [];
beforeAll(async () => {
  stack = await startStack();
  const first = await openTab(stack, '/');
  await signIn(first);
  await waitForStream(first);
  await first.close();
});
afterAll(async () => {
  await stack?.close();
});

async function open(path: string, width = 1024): Promise<Page> {
  const page = await openTab(stack, path);
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.setViewportSize({ width, height: 800 });
  return page;
}

const post = (page: Page, id: string) => page.locator(`[data-status-id="${id}"]`).first();
const moreOf = (page: Page, id: string) => post(page, id).locator('.more-button');
/** The accessible name (or text) of the focused element. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('aria-label') || el?.textContent?.trim() || el?.tagName || '';
  });
const focusIsMoreOf = (page: Page, id: string) =>
  page.evaluate(
    (sid) => document.activeElement === document.querySelector(`[data-status-id="${sid}"] .more-button`),
    id,
  );

/** Opens a post's menu by keyboard: focus on its More button, Enter; answers the menu. */
async function openMenu(page: Page, id: string) {
  await moreOf(page, id).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor({ timeout: 15_000 });
  await modalInHistory(page);
  return menu;
}

/** Waits for the open modal's history entry, which it adds once it has been drawn (the browser's Back closes it). */
const modalInHistory = (page: Page) =>
  waitFor(
    () => page.evaluate(() => Boolean((history.state as Record<string, unknown> | null)?.woollyModal)),
    "the modal's history entry",
  );

/** Moves through a menu with the arrow keys until the item named `name` has focus, then presses Enter. */
async function chooseByKeyboard(page: Page, name: RegExp) {
  const item = page.getByRole('menuitem', { name });
  await item.waitFor({ timeout: 20_000 });
  await page.keyboard.press('Home');
  for (let i = 0; i < 12 && !name.test(await focused(page)); i++) await page.keyboard.press('ArrowDown');
  expect(await focused(page)).toMatch(name);
  await page.keyboard.press('Enter');
}

const world = () => stack.demo.world;
const me = () => stack.demo.demoAccountId;
const followedLocal = () => {
  const w = world();
  const e = [...w.follows.values()].find(
    (f) => f.from === me() && w.account(f.to).domain === null && !w.isBlocking(me(), f.to),
  );
  if (!e) throw new Error('the demo user follows nobody local');
  return e.to;
};

describe('modals', () => {
  it('the ACTIONS menu: one panel, arrows, Home/End, Tab kept inside, Escape and Back close it, focus back', async () => {
    const id = world().createStatus(me(), { text: 'A post of mine for its menu', visibility: 'public' }).id;
    const page = await open('/');
    await post(page, id).waitFor({ timeout: 30_000 });
    const url = page.url();

    const menu = await openMenu(page, id);
    const items = menu.getByRole('menuitem');
    await waitFor(async () => (await items.count()) >= 4, 'the menu items');
    const names = await items.allTextContents();
    expect(await focused(page)).toBe(names[0]);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe(names[1]);
    await page.keyboard.press('End');
    expect(await focused(page)).toBe(names.at(-1));
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe(names[0]);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe(names.at(-1));
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(names[0]);
    // One solid panel: the items sit inside the menu's box, which has its own background.
    const solid = await menu.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(solid).not.toBe('rgba(0, 0, 0, 0)');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await focusIsMoreOf(page, id)).toBe(true);

    // The browser's Back closes it too, and the page stays where it was.
    await openMenu(page, id);
    await page.goBack();
    await page.getByRole('menu').waitFor({ state: 'detached', timeout: 10_000 });
    expect(page.url()).toBe(url);
    await waitFor(() => focusIsMoreOf(page, id), 'focus back on More after Back');

    // On a phone's width it is a bottom sheet over the page, closed the same way.
    await page.setViewportSize({ width: 375, height: 812 });
    // The phone's layout replaces the deck: its own row of the post, once drawn.
    await page.locator('.layout-mobile').waitFor({ timeout: 15_000 });
    await page.locator(`.layout-mobile [data-status-id="${id}"]`).first().waitFor({ timeout: 30_000 });
    await post(page, id).scrollIntoViewIfNeeded();
    const sheet = await openMenu(page, id);
    expect(await sheet.evaluate((el) => el.classList.contains('menu-sheet'))).toBe(true);
    const box = await sheet.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(812);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await focusIsMoreOf(page, id)).toBe(true);
    await page.close();
  });

  it('the delete confirmation: Escape keeps the post, Enter on Delete deletes it; focus back on More', async () => {
    const id = world().createStatus(me(), { text: 'A post to delete by keyboard', visibility: 'public' }).id;
    const page = await open('/');
    await post(page, id).waitFor({ timeout: 30_000 });

    await openMenu(page, id);
    await chooseByKeyboard(page, /^Delete$/);
    const dialog = page.getByRole('dialog', { name: 'Delete post?' });
    await dialog.waitFor({ timeout: 15_000 });
    // The dialog takes the focus once drawn (its first effects; the first one also waited for its module).
    await waitFor(async () => (await focused(page)) === 'Delete', 'the focus on Delete');
    // Tab stays in the dialog: Delete → close → Cancel → Delete.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Delete');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitFor(() => focusIsMoreOf(page, id), 'focus back on More after Escape');
    expect(world().statuses.get(id)?.deleted ?? false).toBe(false);

    // Back closes the confirmation as well.
    await openMenu(page, id);
    await chooseByKeyboard(page, /^Delete$/);
    await dialog.waitFor({ timeout: 15_000 });
    await modalInHistory(page);
    await page.goBack();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    await waitFor(() => focusIsMoreOf(page, id), 'focus back on More after Back');

    await openMenu(page, id);
    await chooseByKeyboard(page, /^Delete$/);
    await dialog.waitFor({ timeout: 15_000 });
    await waitFor(async () => (await focused(page)) === 'Delete', 'the focus on Delete again');
    await page.keyboard.press('Enter');
    await post(page, id).waitFor({ state: 'detached', timeout: 20_000 });
    await waitFor(
      () => world().statuses.get(id)?.deleted === true || !world().statuses.has(id),
      'deleted',
      40_000,
    );
    await page.close();
  });

  it('MUTE and BLOCK from a post’s menu by keyboard; the block empties home of the author’s posts', async () => {
    const author = followedLocal();
    const acct = world().account(author).username;
    const id = world().createStatus(author, {
      text: 'A post whose author gets blocked',
      visibility: 'public',
    }).id;
    const page = await open('/');
    await post(page, id).waitFor({ timeout: 30_000 });

    await openMenu(page, id);
    await chooseByKeyboard(page, new RegExp(`^Mute @${acct}…$`));
    const mute = page.getByRole('dialog', { name: `Mute @${acct}?` });
    await mute.waitFor({ timeout: 15_000 });
    // Focus starts on the duration, Tab goes round the dialog's controls and stays inside.
    await waitFor(
      async () => (await page.evaluate(() => document.activeElement?.tagName)) === 'SELECT',
      'the focus on the duration',
    );
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    await page.keyboard.press('Escape');
    await mute.waitFor({ state: 'detached' });
    await waitFor(() => focusIsMoreOf(page, id), 'focus back on More after the MUTE modal');
    expect(world().isMuting(me(), author)).toBe(false);

    await openMenu(page, id);
    await chooseByKeyboard(page, new RegExp(`^Block @${acct}…$`));
    const block = page.getByRole('dialog', { name: `Block @${acct}?` });
    await block.waitFor({ timeout: 15_000 });
    await waitFor(async () => (await focused(page)) === 'Block', 'the focus on Block');
    await page.keyboard.press('Escape');
    await block.waitFor({ state: 'detached' });
    await waitFor(() => focusIsMoreOf(page, id), 'focus back on More after the BLOCK modal');
    expect(world().isBlocking(me(), author)).toBe(false);

    await openMenu(page, id);
    await chooseByKeyboard(page, new RegExp(`^Block @${acct}…$`));
    await block.waitFor({ timeout: 15_000 });
    await waitFor(async () => (await focused(page)) === 'Block', 'the focus on Block again');
    await page.keyboard.press('Enter');
    await waitFor(() => world().isBlocking(me(), author), 'the block made on the server');
    // Read again until it holds; a read that meets the page between two documents (a reload) counts as not yet.
    const shownIds = () =>
      page
        .$$eval('[data-status-id]', (els) => els.map((e) => e.getAttribute('data-status-id')))
        .catch(() => null);
    await waitFor(
      async () =>
        (await shownIds())?.every((sid) => world().statuses.get(sid ?? '')?.accountId !== author) ?? false,
      'the blocked author’s posts gone from home',
    );
    world().unblock(me(), author);
    await page.close();
  });

  it('follow the author from a post’s menu: their profile’s followers count goes up in another tab', async () => {
    const w = world();
    const author = [...w.accounts.values()].find(
      (a) =>
        a.id !== me() &&
        !a.locked &&
        !a.movedToId &&
        a.domain === null &&
        !w.isFollowing(me(), a.id) &&
        !w.isBlocking(me(), a.id),
    );
    if (!author) throw new Error('no local account the demo user does not follow');
    const id = w.createStatus(author.id, { text: 'Follow me from this menu', visibility: 'public' }).id;
    const profile = await open(`/@${author.username}`);
    const count = profile.locator('.profile-count-followers strong');
    await count.waitFor({ timeout: 30_000 });
    const before = Number(await count.textContent());

    const page = await open(`/@${author.username}/${id}`);
    await post(page, id).waitFor({ timeout: 30_000 });
    await openMenu(page, id);
    await chooseByKeyboard(page, new RegExp(`^Follow @${author.username}$`));
    await waitFor(async () => Number(await count.textContent()) === before + 1, 'the count up by one');
    expect(w.isFollowing(me(), author.id)).toBe(true);
    // The menu now offers Unfollow, which asks first.
    await openMenu(page, id);
    await chooseByKeyboard(page, new RegExp(`^Unfollow @${author.username}$`));
    const confirm = page.getByRole('dialog', { name: `Unfollow @${author.username}?` });
    await confirm.waitFor({ timeout: 15_000 });
    await page.keyboard.press('Enter');
    await waitFor(async () => Number(await count.textContent()) === before, 'the count back');
    for (const p of [profile, page]) await p.close();
  });

  it('the sign-out confirmation opens and closes by keyboard, focus back on Sign out', async () => {
    const page = await open('/');
    const signOut = page.locator('button.sign-out').first();
    await signOut.waitFor({ timeout: 30_000 });
    await signOut.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign out?' });
    await dialog.waitFor({ timeout: 15_000 });
    await waitFor(
      () => dialog.evaluate((el) => el.contains(document.activeElement)),
      'the focus in the dialog',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitFor(
      () => page.evaluate(() => document.activeElement?.classList.contains('sign-out') === true),
      'focus back on Sign out',
    );
    expect(
      await page.evaluate(
        () =>
          (globalThis as unknown as { woollyTab: { global: { value: { identity: { signedIn: boolean } } } } })
            .woollyTab.global.value.identity.signedIn,
      ),
    ).toBe(true);
    await page.close();
  });

  it('choosing German for a follow keeps that account’s posts in other languages out of home', async () => {
    const w = world();
    const author = followedLocal();
    const acct = w.account(author).username;
    const profile = await open(`/@${acct}`);
    await profile.getByRole('button', { name: `More actions for @${acct}` }).click();
    await profile.getByRole('button', { name: 'Choose languages…' }).click();
    const dialog = profile.getByRole('dialog', { name: `Languages of @${acct} in home` });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByRole('checkbox', { name: 'German' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitFor(() => (w.followEdge(me(), author)?.languages ?? []).includes('de'), 'the languages saved');

    const home = await open('/');
    await waitForStream(home);
    const en = w.createStatus(author, {
      text: 'Good morning, everyone',
      visibility: 'public',
      language: 'en',
    }).id;
    const de = w.createStatus(author, {
      text: 'Guten Morgen, alle zusammen',
      visibility: 'public',
      language: 'de',
    }).id;
    await post(home, de).waitFor({ timeout: 20_000 });
    expect(await post(home, en).count()).toBe(0);
    // A home loaded afresh leaves it out as well.
    await home.reload();
    await post(home, de).waitFor({ timeout: 30_000 });
    expect(await post(home, en).count()).toBe(0);
    w.addFollow(me(), author, Date.now(), { languages: null });
    for (const p of [profile, home]) await p.close();
    expect(pageErrors).toEqual([]);
  });
});
