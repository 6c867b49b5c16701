// Scheduled posts and drafts put aside (issue 19 items 6 and 7), in Chromium against the demo: a post scheduled 6
// minutes ahead appears in the scheduled list, its time is changed, then it is cancelled; a draft put aside in one
// tab is resumed in another; a closed tab's text is there in a new tab.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTab, type Stack, startSignedInStack, waitFor } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startSignedInStack();
});
afterAll(async () => {
  await stack?.close();
});

const text = '.side-compose textarea.compose-text';
const MIN = 60_000;

async function composeIn(path = '/home'): Promise<Page> {
  const page = await openTab(stack, path);
  await page.locator(text).waitFor({ timeout: 60_000 });
  return page;
}

/** A time `ms` from now as the page's datetime-local field takes it (the browser's own zone). */
const localInput = (page: Page, ms: number) =>
  page.evaluate((ms) => {
    const d = new Date(Date.now() + ms);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  }, ms);

const scheduledOf = (t: string) =>
  [...stack.demo.world.scheduled.recs.values()].find((r) => r.input.text === t) ?? null;

describe('scheduled posts and drafts', () => {
  it('schedules a post 6 minutes ahead, changes its time in the list, then cancels it', async () => {
    const body = `Scheduled from the e2e ${Date.now().toString(36)}`;
    const page = await composeIn();
    await page.fill(text, body);
    await page.click('.side-compose .compose-schedule');
    const at = page.locator('.side-compose .compose-schedule-input');
    // Too soon first: said before sending, nothing sent.
    await at.fill(await localInput(page, 2 * MIN));
    await page.click('.side-compose .compose-post');
    await page.locator('.side-compose .compose-schedule-problem').waitFor({ timeout: 10_000 });
    expect(scheduledOf(body)).toBeNull();
    // 6 minutes ahead (and a half, so the minute the field keeps stays past the server's 5).
    await at.fill(await localInput(page, 6.5 * MIN));
    await page.locator('.side-compose .compose-scheduled-chip').waitFor();
    await page.click('.side-compose .compose-post');
    await waitFor(() => scheduledOf(body) !== null, 'the demo holding the scheduled post');
    await waitFor(async () => (await page.inputValue(text)) === '', 'compose emptied after scheduling');
    const first = scheduledOf(body)?.scheduledAt ?? 0;
    expect(first - Date.now()).toBeGreaterThan(5 * MIN);
    // Not published yet.
    expect([...stack.demo.world.statuses.values()].some((s) => s.text === body)).toBe(false);

    await page.goto(`${stack.origin}/scheduled_statuses`);
    const row = page.locator('.later-row', { hasText: body });
    await row.waitFor({ timeout: 20_000 });
    await row.getByRole('button', { name: 'Change time' }).click();
    await row.locator('input[type="datetime-local"]').fill(await localInput(page, 90 * MIN));
    await row.getByRole('button', { name: 'Save time' }).click();
    await waitFor(
      () => (scheduledOf(body)?.scheduledAt ?? 0) - Date.now() > 80 * MIN,
      'the new time on the server',
    );
    await row.getByRole('button', { name: 'Change time' }).waitFor();

    await row.getByRole('button', { name: 'Cancel post' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel post' }).click();
    await waitFor(() => scheduledOf(body) === null, 'the scheduled post cancelled on the server');
    await waitFor(
      async () => (await page.locator('.later-row', { hasText: body }).count()) === 0,
      'row gone',
    );
    await page.close();
  });

  it('a draft put aside in one tab is resumed in another', async () => {
    const body = `Put aside ${Date.now().toString(36)}`;
    const one = await composeIn();
    await one.fill(text, body);
    await one.click('.side-compose .compose-save-draft');
    await waitFor(async () => (await one.inputValue(text)) === '', 'compose emptied once put aside');

    const two = await openTab(stack, '/drafts');
    const row = two.locator('.later-row', { hasText: body });
    await row.waitFor({ timeout: 20_000 });
    await row.getByRole('button', { name: 'Resume' }).click();
    await waitFor(async () => (await two.inputValue(text).catch(() => '')) === body, 'the draft in compose');
    // In the deck's compose column (a mounted compose area takes it; /publish only where none is).
    expect(await two.locator(text).first().isVisible()).toBe(true);
    // It left the list, in the first tab too.
    await one.goto(`${stack.origin}/drafts`);
    await one.locator('.later-screen h2').waitFor();
    await waitFor(
      async () => (await one.locator('.later-row', { hasText: body }).count()) === 0,
      'not listed',
    );
    await one.close();
    await two.fill(text, '');
    await two.close();
  });

  it("a closed tab's text is there in a new tab", async () => {
    const body = `Closed with text ${Date.now().toString(36)}`;
    const page = await composeIn();
    await page.fill(text, body);
    await page.close();
    const next = await composeIn();
    await waitFor(
      async () => (await next.inputValue(text)) === body,
      'the closed tab text in the new tab',
      60_000,
    );
    await next.fill(text, '');
    await next.close();
  });
});
