// Drafts per tab, never lost (issue 12 items 3-5), in Chromium against the demo: two tabs typing keep their own
// drafts across a reload; text typed right after the SharedWorker was killed survives the reconnect and a reload;
// the only tab closed right after typing leaves its draft to the next tab.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coreIdOf,
  killSharedWorker,
  openTab,
  type Stack,
  sharedWorkers,
  startSignedInStack,
  waitFor,
} from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startSignedInStack();
});
afterAll(async () => {
  await stack?.close();
});

const text = '.side-compose textarea.compose-text';

async function composeIn(path = '/home'): Promise<Page> {
  const page = await openTab(stack, path);
  await page.locator(text).waitFor({ timeout: 20_000 });
  return page;
}

const shows = (page: Page, expected: string) => async () =>
  (await page.inputValue(text).catch(() => '')) === expected;

/** Whether the core this tab is connected to holds a draft with this text. */
const coreHolds = (page: Page, t: string) => () =>
  page.evaluate(
    (t) =>
      JSON.stringify(
        (globalThis as unknown as { woollyTab: { session: { global: { value: { drafts: unknown } } } } })
          .woollyTab.session.global.value.drafts,
      ).includes(t),
    t,
  );

describe('drafts', () => {
  it('two tabs typing different texts each keep their own across a reload (item 3)', async () => {
    const tag = Date.now().toString(36);
    const [one, two] = [await composeIn(), await composeIn()];
    await one.fill(text, `first tab ${tag}`);
    await two.fill(text, `second tab ${tag}`);
    await waitFor(coreHolds(one, `first tab ${tag}`), 'the first draft in the core');
    await waitFor(coreHolds(one, `second tab ${tag}`), 'the second draft in the core');
    await one.reload();
    await waitFor(shows(one, `first tab ${tag}`), 'the first tab showing its own draft after its reload');
    await two.reload();
    await waitFor(shows(two, `second tab ${tag}`), 'the second tab showing its own draft after its reload');
    expect(await one.inputValue(text)).toBe(`first tab ${tag}`);
    for (const p of [one, two]) {
      await p.fill(text, '');
      await p.close();
    }
  });

  it('text typed right after the core was killed is there after the reconnect and a reload (item 4)', async () => {
    const tag = Date.now().toString(36);
    const page = await composeIn();
    const [before] = await sharedWorkers(stack);
    const oldCore = await coreIdOf(page);
    await killSharedWorker(stack);
    await page.fill(text, `typed while the core was gone ${tag}`);
    await waitFor(
      async () => (await sharedWorkers(stack)).some((w) => w.targetId !== before?.targetId),
      'a new core',
      30_000,
    );
    await waitFor(async () => (await coreIdOf(page)) !== oldCore, 'the tab on the new core', 40_000);
    // The tab gave the new core what it typed meanwhile.
    await waitFor(coreHolds(page, `typed while the core was gone ${tag}`), 'the draft in the new core');
    await page.reload();
    await waitFor(shows(page, `typed while the core was gone ${tag}`), 'the draft after the reload');
    await page.fill(text, '');
    await page.close();
  });

  it('the only tab closed right after typing: a new tab has the text (item 5)', async () => {
    const tag = Date.now().toString(36);
    const page = await composeIn();
    // Typed and closed at once: within the debounce, before the core could have written anything.
    await page.fill(text, `closed at once ${tag}`);
    await page.close();
    const next = await composeIn();
    await waitFor(shows(next, `closed at once ${tag}`), 'the closed tab draft in the new tab', 30_000);
    await next.close();
  });
});
