// Issue 20 item 4, end to end in Chromium: a thread of 750 replies (demo/world/long-thread.ts) opens at its focused
// post with the first replies under it, and the thread view draws only the rows on screen (plus a small overscan),
// not 754 of them, at its top as at its end. A thread whose context fails shows its post with why the replies are
// missing, and "Try again" brings them.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLongThread } from '../../demo/world/long-thread.ts';
import { openTab, type Stack, signIn, startStack, waitFor } from './harness.ts';

let stack: Stack;
let page: Page;
let focusedId = '';
let lastReplyId = '';
let other = { focusedId: '', author: '' };

beforeAll(async () => {
  stack = await startStack();
  const w = stack.demo.world;
  const t = makeLongThread(w, { replies: 750, ancestors: 3 });
  focusedId = t.focusedId;
  const author = w.account(w.statuses.get(focusedId)!.accountId).username;
  const o = makeLongThread(w, { replies: 100, ancestors: 3, topic: 'other' });
  other = { focusedId: o.focusedId, author: w.account(w.statuses.get(o.focusedId)!.accountId).username };
  page = await openTab(stack, '/');
  await page.setViewportSize({ width: 1000, height: 800 });
  await signIn(page);
  await page.goto(`${stack.origin}/@${author}/${focusedId}?signin=manual`);
  await page.waitForSelector(`.detailed-status [data-status-id="${focusedId}"]`, { timeout: 60_000 });
  // The reply the thread ends with (its display order is depth first).
  await waitFor(async () => (await keys(focusedId)).length === 754, 'the whole thread in the tab', 60_000);
  lastReplyId = (await keys(focusedId)).at(-1)!.replace(/^s:/, '');
});
afterAll(async () => {
  await stack?.close();
});

/** The row keys of a thread's view in the tab, in order. */
const keys = (statusId: string) =>
  page.evaluate(
    (key) => [
      ...((
        globalThis as unknown as {
          woollyTab: { session: { storeOf(k: string): { keys: { value: string[] } } | undefined } };
        }
      ).woollyTab.session.storeOf(key)?.keys.value ?? []),
    ],
    `thread:statusId=${statusId}`,
  );

const rowsInDom = () => page.$$eval('.virtual-row', (els) => els.length);

describe('a thread of 750 replies', () => {
  it('opens at its focused post with replies under it, drawing only the rows on screen', async () => {
    const focused = await page.$eval(`.detailed-status [data-status-id="${focusedId}"]`, (el) => {
      const r = el.getBoundingClientRect();
      const row = el.closest('.virtual-row');
      return {
        top: r.top,
        inView: r.top >= 0 && r.top < innerHeight,
        nextIsPost: !!row?.nextElementSibling?.querySelector('[data-status-id]'),
      };
    });
    expect(focused.inView).toBe(true);
    expect(focused.nextIsPost).toBe(true);
    const drawn = await rowsInDom();
    expect(drawn).toBeGreaterThan(1);
    expect(drawn).toBeLessThan(60);
  });

  it('scrolled to its end, shows the last reply and still draws only a screenful', async () => {
    await waitFor(
      async () =>
        page.evaluate((id) => {
          const s = document.querySelector('.virtual-scroll') as HTMLElement;
          s.scrollTop = s.scrollHeight;
          return document.querySelector(`[data-status-id="${id}"]`) !== null;
        }, lastReplyId),
      'the last reply drawn',
      30_000,
    );
    expect(await rowsInDom()).toBeLessThan(60);
  });

  it('a context that fails shows the post with why its replies are missing; Try again brings them', async () => {
    stack.demo.faults.setRoute(`GET /api/v1/statuses/${other.focusedId}/context`, { status: 500 });
    try {
      await page.goto(`${stack.origin}/@${other.author}/${other.focusedId}?signin=manual`);
      await page.waitForSelector(`.detailed-status [data-status-id="${other.focusedId}"]`, {
        timeout: 30_000,
      });
      const error = page.locator('.view-screen .view-error');
      await error.waitFor({ timeout: 15_000 });
      expect(await error.textContent()).toContain('The replies to this post could not be loaded.');
      expect(await keys(other.focusedId)).toEqual([`s:${other.focusedId}`]);
    } finally {
      stack.demo.faults.clear();
    }
    await page.locator('.view-screen .view-error-retry').click();
    await waitFor(
      async () => (await keys(other.focusedId)).length === 104,
      'the whole thread after trying again',
      30_000,
    );
    expect(await page.locator('.view-screen .view-error').count()).toBe(0);
  });
});
