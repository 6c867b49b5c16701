// Issue 20, item 8: the first post rows format numbers (a post's age, its counts), and the first number format of a
// page costs Chromium tens of milliseconds to load its ICU data. index.html has the page make one while its entry is
// still on its way (src/lib/intl-warm-inline.ts), so that load comes before the first paint, in time the page would
// only wait, and not between the paint and the first posts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTab, type Stack, sharedWorkers, signIn, startStack, waitFor } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

// Installed before any script of the page: notes when the page first makes a number format.
const NOTE_FIRST_NUMBER_FORMAT = `(() => {
  const Original = Intl.NumberFormat;
  Intl.NumberFormat = new Proxy(Original, {
    construct(target, args) {
      globalThis.__firstNumberFormatAt ??= performance.now();
      return Reflect.construct(target, args);
    },
  });
})()`;

describe('a signed-in cold start', () => {
  it('loads the number formats before its first paint, not when the first posts are drawn', async () => {
    const first = await openTab(stack, '/');
    await signIn(first);
    const signedIn = await stack.context.storageState({ indexedDB: true });
    await first.close();
    await waitFor(async () => (await sharedWorkers(stack)).length === 0, 'the first core to end');

    const context = await stack.browser.newContext({
      storageState: signedIn,
      viewport: { width: 1280, height: 800 },
    });
    await context.addInitScript(NOTE_FIRST_NUMBER_FORMAT);
    const page = await context.newPage();
    await page.goto(`${stack.origin}/?signin=manual`);
    // The first posts are drawn with their ages ("3m"), which the catalogue formats as numbers.
    await page.waitForSelector('.virtual-row [data-status-id] time', { timeout: 30_000 });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const { made, paint } = await page.evaluate(() => ({
      made: (globalThis as { __firstNumberFormatAt?: number }).__firstNumberFormatAt ?? null,
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    }));
    expect(made).not.toBeNull();
    expect(made!).toBeLessThan(paint);
    await context.close();
  });
});
