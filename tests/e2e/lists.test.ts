// Lists end to end in Chromium against the demo instance, in the deck: /lists shows the demo world's lists; an empty
// title is refused before any request; a list is created (and shows at once in a second tab's navigation), a
// followed account found by the member search is added, that member's new post is seen in the list timeline, the
// list is added as a deck column, then deleted after its confirmation: its row, its navigation entry and its column
// go, in both tabs.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTab, type Stack, signIn, startStack, waitFor } from './harness.ts';

let stack: Stack;
const pageErrors: string[] = [];
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const TITLE = 'Birdwatchers';

async function deckTab(path: string): Promise<Page> {
  const page = await openTab(stack, '/');
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.setViewportSize({ width: 1600, height: 900 });
  await signIn(page);
  await page.goto(new URL(path, stack.origin).toString());
  return page;
}

const listColumnTitles = (page: Page) =>
  page.locator('.layout-deck > .column:not(.column-detail) .column-title').allTextContents();

describe('lists', () => {
  it('create, add a member, read its post, add the column, delete: in every tab', async () => {
    const world = stack.demo.world;
    const me = stack.demo.demoAccountId;
    const page = await deckTab('/lists');
    const rows = page.locator('.lists-row');
    await rows.first().waitFor({ timeout: 30_000 });
    const shown = await rows.allTextContents();
    expect(shown.some((t) => t.includes('Friends'))).toBe(true);
    expect(shown.some((t) => t.includes('Artists'))).toBe(true);
    const other = await deckTab('/home');
    const otherNav = other.locator('nav a.nav-list');
    await otherNav.first().waitFor({ timeout: 30_000 });

    // An empty title is refused in the form: nothing reaches the server.
    const before = world.lists.size;
    await page.getByRole('button', { name: 'New list', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create list', exact: true }).click();
    await dialog.getByText('Give the list a title.').waitFor();
    expect(world.lists.size).toBe(before);

    await dialog.getByLabel('Title', { exact: true }).fill(TITLE);
    await dialog.getByLabel('Hide these posts from home').check();
    await dialog.getByRole('button', { name: 'Create list', exact: true }).click();
    await waitFor(() => [...world.lists.values()].some((l) => l.title === TITLE), 'the list on the server');
    const list = [...world.lists.values()].find((l) => l.title === TITLE)!;
    expect(list.exclusive).toBe(true);
    await waitFor(
      async () => (await otherNav.allTextContents()).includes(TITLE),
      'the new list in the other tab',
    );

    // The members screen: a followed account found by the search, added.
    await page.waitForURL(`**/lists/${list.id}/members`);
    const member = [...world.accounts.values()].find(
      (a) => a.id !== me && a.domain === null && world.isFollowing(me, a.id) && !world.isMuting(me, a.id),
    )!;
    await page.getByLabel('Add people you follow').fill(member.username);
    const add = page.getByRole('button', { name: `Add @${member.username} to the list`, exact: true });
    await add.waitFor({ timeout: 30_000 });
    await add.click();
    await page.locator(`.list-member[data-account-id="${member.id}"]`).first().waitFor();
    await waitFor(() => list.accountIds.has(member.id), 'the member on the server');

    // The member's new post, in the list timeline.
    const post = world.createStatus(member.id, { text: 'A heron at dawn, standing very still' });
    await page.goto(new URL(`/lists/${list.id}`, stack.origin).toString());
    await page.locator(`[data-status-id="${post.id}"]`).first().waitFor({ timeout: 30_000 });
    await expect(page.locator('.column-detail .column-title').first().textContent()).resolves.toBe(TITLE);

    // Added as a deck column.
    await page.getByRole('button', { name: 'Add as a column', exact: true }).first().click();
    await waitFor(async () => (await listColumnTitles(page)).includes(TITLE), 'the list column in the deck');
    await waitFor(async () => (await listColumnTitles(other)).includes(TITLE), 'the column in the other tab');

    // Deleted after its confirmation: the row, the navigation entry and the column go.
    await page.goto(new URL('/lists', stack.origin).toString());
    await page.getByRole('button', { name: `Delete list ${TITLE}`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete list', exact: true }).click();
    await waitFor(() => !world.lists.has(list.id), 'the list deleted on the server');
    for (const p of [page, other]) {
      await waitFor(async () => !(await listColumnTitles(p)).includes(TITLE), 'the column gone');
      await waitFor(
        async () => !(await p.locator('nav a.nav-list').allTextContents()).includes(TITLE),
        'nav',
      );
    }
    await waitFor(
      async () => !(await page.locator('.lists-row').allTextContents()).some((t) => t.includes(TITLE)),
      'the row gone',
    );
    expect(pageErrors).toEqual([]);
  });
});
