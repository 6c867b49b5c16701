// Issue 20, item 2: a tab behind another one does no work per streamed post. Two tabs show home; one is hidden (its
// document says so, as a browser does for a tab in the background); posts stream in: the shown tab gets each at once,
// the hidden tab's rows do not change, and when it is shown it gets them all, newest first, without a reload.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTab,
  postAsDemoUser,
  renderedStatusIds,
  type Stack,
  startSignedInStack,
  waitFor,
  waitForStream,
} from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startSignedInStack();
});
afterAll(async () => {
  await stack?.close();
});

/** Makes the page's document report itself hidden or shown, and tells the page as the browser would. */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (h ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

describe('a hidden tab', () => {
  it('renders no streamed post while hidden and all of them, in order, once shown', async () => {
    const shown = await openTab(stack, '/home');
    const hidden = await openTab(stack, '/home');
    for (const p of [shown, hidden]) {
      await p.waitForSelector('[data-status-id]', { timeout: 30_000 });
      await waitForStream(p);
    }
    // Both tabs settled on the same rows first (the list and its rows are fetched after the app is mounted, so the
    // first post in the page is not yet the screen the tab will show).
    const same = async () => {
      const [a, b] = [await renderedStatusIds(shown), await renderedStatusIds(hidden)];
      return a.length > 0 && a.join() === b.join();
    };
    await waitFor(same, 'both tabs showing the same posts');
    await setHidden(hidden, true);
    // The core hears of it through the tab's presence intent; a post after that is held for the hidden tab.
    const before = await renderedStatusIds(hidden);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await postAsDemoUser(stack, `While you were away ${i} ${Date.now().toString(36)}`);
      ids.push(id);
      await shown.locator(`[data-status-id="${id}"]`).waitFor({ timeout: 20_000 });
    }
    expect(await renderedStatusIds(hidden)).toEqual(before);
    for (const id of ids) expect(await hidden.locator(`[data-status-id="${id}"]`).count()).toBe(0);

    await setHidden(hidden, false);
    await waitFor(
      async () => (await hidden.locator(`[data-status-id="${ids[2]}"]`).count()) > 0,
      'the held posts once the tab is shown',
    );
    const after = await renderedStatusIds(hidden);
    expect(after.slice(0, 3)).toEqual([...ids].reverse());
  });
});
