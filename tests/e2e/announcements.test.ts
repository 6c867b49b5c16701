// Announcements end to end, in Chromium against the demo instance: home shows the seeded announcement in its panel;
// a reaction added in one tab (clicking an existing one, then a custom emoji from the emoji picker) shows in the
// other; with the server forced to answer 500, a reaction picked from the picker is rolled back in both tabs and
// the error alert shows in the tab that asked.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTab, type Stack, startSignedInStack, waitFor } from './harness.ts';

let stack: Stack;
const pageErrors: string[] = [];
beforeAll(async () => {
  stack = await startSignedInStack();
});
afterAll(async () => {
  await stack?.close();
});

/** A tab on home with the announcements panel open on the newest announcement. */
async function openHome(): Promise<Page> {
  const page = await openTab(stack, '/');
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.setViewportSize({ width: 1024, height: 800 });
  const toggle = page.locator('.announcements-toggle');
  await toggle.waitFor({ timeout: 30_000 });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.locator('.announcement').waitFor({ timeout: 30_000 });
  return page;
}

/** The reaction buttons of the shown announcement: label → pressed. */
const reactions = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('.announcement .reaction:not(.add)')].map((b) => [
        b.getAttribute('aria-label') ?? '',
        b.getAttribute('aria-pressed') === 'true',
      ]),
    ),
  );

const faults = (routes: Record<string, unknown>) =>
  fetch(`${stack.origin}/_demo/faults`, { method: 'POST', body: JSON.stringify({ routes }) });

describe('announcements', () => {
  it('a reaction added in one tab shows in the other; a refused one is rolled back with the alert', async () => {
    const a = await openHome();
    expect(await a.locator('.announcement-content').textContent()).toContain('Maintenance tonight');
    const b = await openHome();
    expect(await b.locator('.announcement-content').textContent()).toContain('Maintenance tonight');

    // Clicking the existing 🎉 (3) adds the user's own: 4, pressed, in both tabs.
    await a.getByRole('button', { name: '🎉: 3 reactions' }).click();
    for (const page of [a, b])
      await waitFor(async () => (await reactions(page))['🎉: 4 reactions'] === true, '🎉 at 4, pressed');

    // A custom emoji from the picker: search, then Enter.
    await a.getByRole('button', { name: 'Add reaction' }).click();
    const search = a.getByRole('searchbox', { name: 'Search emoji' });
    await search.waitFor({ timeout: 30_000 });
    await search.fill('blobparty');
    await a.getByRole('button', { name: ':blobparty:' }).waitFor();
    await search.press('Enter');
    for (const page of [a, b])
      await waitFor(
        async () => (await reactions(page))[':blobparty:: 1 reaction'] === true,
        'blobparty in both tabs',
      );
    const world = stack.demo.world;
    const shown = [...world.announcements.values()].find((x) => x.content.includes('Maintenance'));
    await waitFor(
      () => shown?.reactions.get('blobparty')?.by.has(stack.demo.demoAccountId) === true,
      'on the server',
    );

    // The server refuses the next one: it shows at once, then goes back, with the error alert in the tab that asked.
    await faults({ 'PUT /api/v1/announcements': { status: 500 } });
    await a.getByRole('button', { name: 'Add reaction' }).click();
    await search.waitFor({ timeout: 30_000 });
    await search.fill('rocket');
    await a.getByRole('button', { name: 'rocket', exact: true }).click();
    await a.locator('.alert', { hasText: '500' }).waitFor({ timeout: 30_000 });
    for (const page of [a, b])
      await waitFor(
        async () => !Object.keys(await reactions(page)).some((k) => k.startsWith('🚀')),
        'the refused reaction rolled back',
      );
    expect(await b.locator('.alert', { hasText: '500' }).count()).toBe(0);
    expect(shown?.reactions.get('🚀')?.by.size ?? 0).toBe(0);
    await faults({});

    // Clicking one's own reaction again takes it away.
    await b.getByRole('button', { name: '🎉: 4 reactions' }).click();
    for (const page of [a, b])
      await waitFor(async () => (await reactions(page))['🎉: 3 reactions'] === false, '🎉 back to 3');
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
