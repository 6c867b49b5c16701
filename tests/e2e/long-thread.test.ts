// Issue 20 item 4, end to end in Chromium: a thread of 750 replies (demo/world/long-thread.ts) opens at its focused
// post with the first replies under it, and the thread view draws only the rows on screen (plus a small overscan),
// not 754 of them, at its top as at its end.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLongThread } from '../../demo/world/long-thread.ts';
import { openTab, type Stack, signIn, startStack, waitFor } from './harness.ts';

let stack: Stack;
let page: Page;
let focusedId = '';
let lastReplyId = '';

beforeAll(async () => {
  stack = await startStack();
  const w = stack.demo.world;
  const t = makeLongThread(w, { replies: 750, ancestors: 3 });
  focusedId = t.focusedId;
  const author = w.account(w.statuses.get(focusedId)!.accountId).username;
  page = await openTab(stack, '/');
  await page.setViewportSize({ width: 1000, height: 800 });
  await signIn(page);
  await page.goto(`${stack.origin}/@${author}/${focusedId}?signin=manual`);
  await page.waitForSelector(`.detailed-status [data-status-id="${focusedId}"]`, { timeout: 60_000 });
  // The reply the thread ends with (its display order is depth first).
  const keys = () =>
    page.evaluate(
      (key) => [
        ...((
          globalThis as unknown as {
            woollyTab: { session: { storeOf(k: string): { keys: { value: string[] } } | undefined } };
          }
        ).woollyTab.session.storeOf(key)?.keys.value ?? []),
      ],
      `thread:statusId=${focusedId}`,
    );
  await waitFor(async () => (await keys()).length === 754, 'the whole thread in the tab', 60_000);
  lastReplyId = (await keys()).at(-1)!.replace(/^s:/, '');
});
afterAll(async () => {
  await stack?.close();
});

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
});
