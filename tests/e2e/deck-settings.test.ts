// The deck and the settings end to end in Chromium against the demo instance. The deck (1600 px): a column added in
// one tab appears in another, is moved, widened and removed there, each change showing in both tabs; a hashtag
// column is added by typing its name. Settings: the dark theme chosen in /settings applies in a second tab at once
// (and a new tab starts dark); /settings opened by address shows every section with no page error.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTab, type Stack, signIn, startStack, waitFor } from './harness.ts';

let stack: Stack;
const pageErrors: string[] = [];
beforeAll(async () => {
  stack = await startStack();
  const first = await openTab(stack, '/');
  await signIn(first);
  await first.close();
});
afterAll(async () => {
  await stack?.close();
});

async function tab(path: string, width = 1600): Promise<Page> {
  const page = await openTab(stack, path);
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  return page;
}

/** The deck's columns in order (their keys, with their width when not normal). */
const deckOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.layout-deck > .deck-column')].map((c) => {
      const width = c.dataset.width === 'normal' ? '' : `/${c.dataset.width}`;
      return `${c.dataset.column}${width}`;
    }),
  );

const same = (a: string[], b: string[]) => JSON.stringify(a) === JSON.stringify(b);

async function waitForDeck(page: Page, want: string[], what: string) {
  await waitFor(async () => same(await deckOf(page), want), `${what}: ${want.join(', ')}`, 30_000).catch(
    async (e) => {
      throw new Error(`${(e as Error).message} (shown: ${(await deckOf(page)).join(', ')})`);
    },
  );
}

/** Opens a column's menu (named after the column) and picks an item. */
async function columnAction(page: Page, column: string, item: string) {
  await page.getByRole('button', { name: `Column options: ${column}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

describe('the deck, shared by every tab', () => {
  it('a column added in one tab appears in another, then moves, widens and goes in both', async () => {
    const a = await tab('/');
    const b = await tab('/');
    const start = ['COMPOSE', 'HOME', 'NOTIFICATIONS'];
    for (const p of [a, b]) await waitForDeck(p, start, 'the default deck');

    await a.getByRole('button', { name: 'Add column', exact: true }).click();
    const dialog = a.getByRole('dialog', { name: 'Add a column' });
    // Columns already in the deck are said to be there.
    await expect(
      dialog.getByRole('button', { name: 'Home (already in the deck)' }).isDisabled(),
    ).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Local', exact: true }).click();
    const added = [...start, 'COMMUNITY'];
    await waitForDeck(a, added, 'tab A after adding Local');
    await waitForDeck(b, added, 'tab B after tab A added Local');
    // The new column shows its timeline.
    await b
      .locator('.deck-column[data-column="COMMUNITY"] [data-status-id]')
      .first()
      .waitFor({ timeout: 30_000 });

    await columnAction(b, 'Local', 'Move left');
    const moved = ['COMPOSE', 'HOME', 'COMMUNITY', 'NOTIFICATIONS'];
    await waitForDeck(a, moved, 'tab A after tab B moved Local left');
    await waitForDeck(b, moved, 'tab B after moving');

    await columnAction(a, 'Local', 'Wide');
    const wide = ['COMPOSE', 'HOME', 'COMMUNITY/wide', 'NOTIFICATIONS'];
    await waitForDeck(b, wide, 'tab B after tab A widened Local');
    const widths = await b.evaluate(() => {
      const w = (key: string) =>
        document.querySelector(`.deck-column[data-column="${key}"]`)?.getBoundingClientRect().width ?? 0;
      return { local: w('COMMUNITY'), home: w('HOME') };
    });
    expect(widths.local).toBeGreaterThan(widths.home);

    await columnAction(b, 'Local', 'Remove column');
    await waitForDeck(a, start, 'tab A after tab B removed Local');
    await waitForDeck(b, start, 'tab B after removing');
    await a.close();
    await b.close();
    expect(pageErrors).toEqual([]);
  });

  it('a hashtag column is added by typing its name, in every tab', async () => {
    const a = await tab('/');
    const b = await tab('/');
    await a.getByRole('button', { name: 'Add column', exact: true }).click();
    const dialog = a.getByRole('dialog', { name: 'Add a column' });
    // Nothing typed: refused with a reason, nothing added.
    await dialog.getByRole('button', { name: 'Add hashtag column', exact: true }).click();
    await dialog.getByRole('alert').waitFor();
    await dialog.getByLabel('A hashtag').fill('#cats');
    await dialog.getByRole('button', { name: 'Add hashtag column', exact: true }).click();
    await waitForDeck(b, ['COMPOSE', 'HOME', 'NOTIFICATIONS', 'HASHTAG:cats'], 'the hashtag column in tab B');
    await b.getByRole('button', { name: 'Column options: #cats', exact: true }).waitFor();
    await columnAction(b, '#cats', 'Remove column');
    await waitForDeck(a, ['COMPOSE', 'HOME', 'NOTIFICATIONS'], 'the hashtag column gone from tab A');
    await a.close();
    await b.close();
    expect(pageErrors).toEqual([]);
  });
});

describe('settings', () => {
  const rootTheme = (p: Page) => p.evaluate(() => document.documentElement.dataset.theme ?? null);
  const background = (p: Page) => p.evaluate(() => getComputedStyle(document.body).backgroundColor);

  it('the dark theme chosen in /settings applies in a second tab at once, and in a tab opened later', async () => {
    const settings = await tab('/settings', 1024);
    const other = await tab('/', 1024);
    await settings.getByRole('radio', { name: 'Dark', exact: true }).waitFor({ timeout: 30_000 });
    const lightBackground = await background(other);
    await settings.getByRole('radio', { name: 'Dark', exact: true }).check();
    await waitFor(async () => (await rootTheme(other)) === 'dark', 'the other tab turns dark');
    await waitFor(async () => (await background(other)) !== lightBackground, 'its background changes');
    const later = await tab('/', 1024);
    await waitFor(async () => (await rootTheme(later)) === 'dark', 'a new tab starts dark');
    // And back to following the system (light here): the attribute goes everywhere.
    await settings.getByRole('radio', { name: 'Follow the system', exact: true }).check();
    await waitFor(async () => (await rootTheme(other)) === null, 'the other tab follows the system again');
    await waitFor(async () => (await background(other)) === lightBackground, 'light again');
    for (const p of [settings, other, later]) await p.close();
    expect(pageErrors).toEqual([]);
  });

  it('/settings opened by address shows every section, with no page error', async () => {
    for (const width of [375, 1024, 1600]) {
      const page = await tab('/settings', width);
      await waitFor(
        async () => (await page.locator('.settings-section').count()) >= 7,
        `sections at ${width} px`,
      );
      const titles = await page.locator('.settings-section-title').allTextContents();
      for (const title of ['Appearance', 'Media', 'Posting defaults', 'Notifications', 'Filters', 'Account'])
        expect(titles).toContain(title);
      // The posting defaults come from the server's account.
      await page.getByRole('radio', { name: 'Public', exact: true }).waitFor({ timeout: 30_000 });
      await page.close();
    }
    expect(pageErrors).toEqual([]);
  });
});
