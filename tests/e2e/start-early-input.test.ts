// Issue 20 items 7 and 8, the page's side: what the first posts do not need (the compose box, the shortcuts) is
// fetched after they are drawn, or at once at the user's first key or click. A user who reaches for them before that
// loses nothing: the compose box's stand-in takes what is typed and hands it, with the caret, to the box; shortcuts
// pressed before their listener arrived run when it does. The modules are held back here until the test lets them
// go, as a slow network would.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTab, type Stack, signIn, startStack, waitFor } from './harness.ts';

let stack: Stack;
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
beforeAll(async () => {
  stack = await startStack();
  const first = await openTab(stack, '/');
  await signIn(first);
  signedIn = await stack.context.storageState({ indexedDB: true });
  await first.close();
});

/** A signed-in tab in a browser of its own (nothing of an earlier test's modules in its cache), at 1024 px. */
async function freshTab(): Promise<Page> {
  const context = await stack.browser.newContext({
    storageState: signedIn,
    viewport: { width: 1024, height: 900 },
  });
  return context.newPage();
}
afterAll(async () => {
  await stack?.close();
});

/** Holds back the page's requests for one built module until the returned function is called. */
async function holdModule(page: Page, name: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((r) => {
    release = r;
  });
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('reaching for a part before it is there', () => {
  it('text typed into compose before its module arrived is in the compose box, caret after it, and saved', async () => {
    const page = await freshTab();
    const release = await holdModule(page, 'ComposeBox');
    await page.goto(`${stack.origin}/home?signin=manual`);
    await page.click('.side-compose .compose-stand-in textarea');
    await page.keyboard.type('Typed before the box');
    // The stand-in is what was typed into: the box itself is still on its way.
    expect(await page.locator('.side-compose form.compose').count()).toBe(0);
    release();
    await page.waitForSelector('.side-compose form.compose textarea');
    const field = page.locator('.side-compose form.compose textarea');
    expect(await field.inputValue()).toBe('Typed before the box');
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    // Typing goes on where it stopped.
    await page.keyboard.type(', and after it');
    expect(await field.inputValue()).toBe('Typed before the box, and after it');
    // Kept like anything typed in the box: there after a reload.
    await page.reload();
    await waitFor(
      async () =>
        (await page
          .locator('.side-compose form.compose textarea')
          .inputValue()
          .catch(() => '')) === 'Typed before the box, and after it',
      'the draft after a reload',
    );
    await page.context().close();
  });

  it('"g" then "n" pressed before the shortcuts arrived goes to notifications once they are there', async () => {
    const page = await freshTab();
    const release = await holdModule(page, 'Hotkeys');
    await page.goto(`${stack.origin}/home?signin=manual`);
    await page.waitForSelector('.main-column .virtual-row');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('g');
    await page.keyboard.press('n');
    expect(await page.evaluate(() => location.pathname)).toBe('/home');
    release();
    await waitFor(
      async () => (await page.evaluate(() => location.pathname)) === '/notifications',
      'notifications',
    );
    await page.context().close();
  });
});
