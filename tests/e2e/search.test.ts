// Search end to end (issue 16): "ada" typed into the field and opened from the results and from the suggestions
// (the keyboard drives the listbox); a post URL of the demo instance pasted lands on that post in Woolly, and an
// unknown one says nothing was found; a search made in one tab is a recent search in a second tab; and the results
// pages opened by address show the demo's data.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings } from './axe.ts';
import { openTab, type Stack, startSignedInStack, waitFor } from './harness.ts';

let stack: Stack;
const pageErrors: string[] = [];
beforeAll(async () => {
  stack = await startSignedInStack();
});
afterAll(async () => {
  await stack?.close();
});

/** A tab in the single-column layout (the deck would put its own /deck before every address). */
async function open(path: string): Promise<Page> {
  const page = await openTab(stack, path);
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.setViewportSize({ width: 1024, height: 800 });
  return page;
}

/** The search field once its combobox is there (it arrives after the first paint). */
async function field(page: Page) {
  const input = page.locator('.search-field input[role="combobox"]');
  await input.waitFor({ timeout: 30_000 });
  return input;
}

describe('search', () => {
  it('"ada" is searched with Enter and the account opens from the results; the suggestions work by keyboard', async () => {
    const page = await open('/');
    const input = await field(page);
    // `/` typed in a text field is text; anywhere else it focuses the search field.
    const compose = page.locator('.side textarea').first();
    await compose.waitFor({ timeout: 30_000 });
    await compose.click();
    await compose.press('/');
    expect(await compose.inputValue()).toBe('/');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(false);
    await compose.fill('');
    await page.locator('.main-column h2').first().click();
    await page.keyboard.press('/');
    await waitFor(() => input.evaluate((el) => el === document.activeElement), 'the field focused by /');
    await input.fill('ada');
    await input.press('Enter');
    await waitFor(() => new URL(page.url()).pathname === '/search', 'the results address');
    expect(new URL(page.url()).searchParams.get('q')).toBe('ada');
    const account = page.locator('.account-row a.account-name[href="/@ada"]');
    await account.waitFor({ timeout: 30_000 });
    await account.click();
    await page.locator('.profile-header').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/@ada');

    // The suggestions: arrows move through the listbox, Enter opens the highlighted account.
    const again = await field(page);
    await again.fill('ada');
    const option = page.locator('[role="listbox"] [role="option"]', { hasText: '@ada' }).first();
    await option.waitFor({ timeout: 20_000 });
    await page.locator('[aria-live="polite"]', { hasText: /suggestion/ }).waitFor({ timeout: 20_000 });
    const optionId = await option.getAttribute('id');
    for (let i = 0; i < 6; i++) {
      if ((await again.getAttribute('aria-activedescendant')) === optionId) break;
      await again.press('ArrowDown');
    }
    expect(await again.getAttribute('aria-activedescendant')).toBe(optionId);
    expect(await option.getAttribute('aria-selected')).toBe('true');
    expect(await again.getAttribute('aria-expanded')).toBe('true');
    // The open combobox and its listbox pass axe-core (no serious or critical violation).
    expect(await axeFindings(page, { within: '.search-field' })).toEqual([]);
    await page.goto(new URL('/home', stack.origin).toString());
    const third = await field(page);
    await third.fill('ada');
    await page.locator('[role="option"]', { hasText: '@ada' }).first().waitFor({ timeout: 20_000 });
    await third.press('ArrowDown');
    await third.press('ArrowDown');
    await third.press('Enter');
    await waitFor(() => new URL(page.url()).pathname === '/@ada', 'the account opened from its suggestion');
    // Escape closes the list and an empty query does nothing.
    const fourth = await field(page);
    await fourth.fill('ada');
    await page.locator('[role="listbox"]').waitFor({ timeout: 20_000 });
    await fourth.press('Escape');
    await waitFor(async () => (await page.locator('[role="listbox"]').count()) === 0, 'the list closed');
    await fourth.fill('   ');
    await fourth.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/@ada');
    await page.close();
  }, 120_000);

  it('a pasted post URL of the demo instance lands on that post; one it cannot resolve says so', async () => {
    const world = stack.demo.world;
    const ada = world.lookup('ada');
    const post = [...world.statuses.values()]
      .reverse()
      .find((s) => s.accountId === ada?.id && !s.deleted && !s.reblogOfId && s.visibility === 'public');
    if (!post) throw new Error('ada has no public post');
    const page = await open('/');
    const input = await field(page);
    await input.fill(`${stack.origin}/@ada/${post.id}`);
    await input.press('Enter');
    await waitFor(
      () => new URL(page.url()).pathname === `/@ada/${post.id}`,
      'the post at its Woolly address',
    );
    await page.locator(`[data-status-id="${post.id}"]`).first().waitFor({ timeout: 30_000 });

    const again = await field(page);
    await again.fill('https://nowhere.example/@nobody/1');
    await again.press('Enter');
    await page.locator('.search-notice', { hasText: 'Nothing was found' }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe(`/@ada/${post.id}`);
    await page.close();
  }, 120_000);

  it('a search made in one tab is a recent search in a second tab, removable there', async () => {
    const first = await open('/');
    const input = await field(first);
    await input.fill('coffee');
    await input.press('Enter');
    await waitFor(() => new URL(first.url()).pathname === '/search', 'the results address');

    const second = await open('/');
    const other = await field(second);
    await other.click();
    const recent = second.locator('[role="listbox"] [role="option"]', { hasText: 'coffee' });
    await recent.waitFor({ timeout: 20_000 });
    // Delete removes the highlighted recent search.
    await other.press('ArrowDown');
    await other.press('Delete');
    await waitFor(async () => (await recent.count()) === 0, 'the recent search removed');
    await first.close();
    await second.close();
  }, 120_000);

  it('the results pages opened by address show the demo data', async () => {
    const page = await open('/search?q=ada');
    await page.locator('.account-row a[href="/@ada"]').waitFor({ timeout: 30_000 });
    await page.locator('.search-section h3', { hasText: 'Profiles' }).waitFor();
    // The field says what was searched, as after typing it.
    await waitFor(
      async () => (await page.locator('.search-field input').first().inputValue()) === 'ada',
      'the query in the search field',
    );

    await page.goto(new URL('/search?q=coffee&type=statuses', stack.origin).toString());
    const posts = page.locator('.search-screen [data-status-id]');
    await posts.first().waitFor({ timeout: 30_000 });
    expect((await posts.first().textContent())?.toLowerCase()).toContain('coffee');
    await page.locator('[role="tab"][aria-selected="true"]', { hasText: 'Posts' }).waitFor();

    await page.goto(new URL('/search?q=%23knit', stack.origin).toString());
    await page.locator('.hashtag-result', { hasText: '#knitting' }).waitFor({ timeout: 30_000 });
    await page.close();
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
