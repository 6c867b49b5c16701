// Private conversations end to end, in Chromium against the demo instance: another account writes privately to the
// demo user through the demo's API, and the conversation comes to the top of /conversations, unread, live in two
// tabs, with the navigation's count; opening it in one tab shows its thread and clears unread in both; Reply opens
// compose kept direct with everyone mentioned; Delete (confirmed) takes it out of both tabs.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTab, type Stack, startSignedInStack, waitFor } from './harness.ts';

let stack: Stack;
const pageErrors: string[] = [];
/** The seeded conversation lowest in the list, with one other person, made read before the core first loads it
 *  (the sign-in tab's core may still be alive when the test's tabs open, holding what it loaded). */
let lowestId = '';
beforeAll(async () => {
  stack = await startSignedInStack({
    prepare: ({ demo }) => {
      const lowest = [...demo.world.conversations.values()]
        .filter((c) => c.ownerId === demo.demoAccountId && c.participantIds.length === 1)
        .sort((x, y) => (BigInt(x.lastStatusId) < BigInt(y.lastStatusId) ? -1 : 1))[0];
      if (!lowest) throw new Error('the demo world has no conversation with one other person');
      lowest.unread = false;
      lowestId = lowest.id;
    },
  });
});
afterAll(async () => {
  await stack?.close();
});

const rows = (page: Page) => page.locator('.conversation');
const firstRowId = (page: Page) =>
  page.evaluate(() => document.querySelector('.conversation')?.getAttribute('data-conversation-id') ?? null);
const isUnread = (page: Page, id: string) =>
  page.evaluate(
    (id) => document.querySelector(`[data-conversation-id="${id}"]`)?.classList.contains('unread'),
    id,
  );
const navCount = (page: Page) =>
  page.evaluate(() => document.querySelector('.nav a[href="/conversations"] .badge')?.textContent ?? '0');

async function openConversations(): Promise<Page> {
  const page = await openTab(stack, '/conversations');
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.setViewportSize({ width: 1024, height: 800 });
  await rows(page).first().waitFor({ timeout: 30_000 });
  return page;
}

describe('conversations', () => {
  it('a direct post shows up live in two tabs; opening it clears unread in both; delete leaves both', async () => {
    const world = stack.demo.world;
    // The read conversation lowest in the list: its other person writes again.
    const lowest = world.conversations.get(lowestId);
    if (!lowest) throw new Error('the prepared conversation is gone');
    const author = world.account(lowest.participantIds[0] as string);
    const [a, b] = [await openConversations(), await openConversations()];
    expect(await isUnread(a, lowest.id)).toBe(false);
    const before = Number(await navCount(a));

    const text = `are you free on the ${Date.now()}th?`;
    const sent = await fetch(`${stack.origin}/_demo/direct`, {
      method: 'POST',
      body: JSON.stringify({ acct: author.username, text }),
    });
    expect(sent.status).toBe(200);
    for (const page of [a, b]) {
      await waitFor(async () => (await firstRowId(page)) === lowest.id, 'the conversation at the top');
      await waitFor(
        async () => (await rows(page).first().textContent())?.includes(text) === true,
        'its new text',
      );
      expect(await isUnread(page, lowest.id)).toBe(true);
      await waitFor(
        async () => Number(await navCount(page)) === before + 1,
        'the navigation count up by one',
      );
    }

    // Opening it (its time link) in one tab: its thread, and read in both tabs.
    await a.locator(`[data-conversation-id="${lowest.id}"] .conversation-time`).click();
    await waitFor(
      () => new URL(a.url()).pathname.startsWith(`/@${author.username}/`),
      'the thread at its address',
    );
    await a.locator('[data-status-id]').first().waitFor({ timeout: 30_000 });
    await waitFor(async () => (await isUnread(b, lowest.id)) === false, 'read in the other tab');
    await waitFor(async () => Number(await navCount(b)) === before, 'the count back down in the other tab');
    await waitFor(() => world.conversations.get(lowest.id)?.unread === false, 'read on the server');

    // Reply: compose kept direct, addressed to the author.
    await b.locator(`[data-conversation-id="${lowest.id}"] button[aria-label="Reply"]`).click();
    const box = b.locator('textarea').first();
    await box.waitFor({ timeout: 30_000 });
    await waitFor(
      async () => (await box.inputValue()).includes(`@${author.username}`),
      'the mention in the reply',
    );
    expect(
      await b
        .locator('select')
        .filter({ has: b.locator('option[value="direct"]') })
        .first()
        .inputValue(),
    ).toBe('direct');
    // The reply was started in the side compose: the conversations stay on screen.
    expect(new URL(b.url()).pathname).toBe('/conversations');
    await rows(b).first().waitFor({ timeout: 30_000 });

    // Delete, confirmed: gone from both tabs and from the server.
    await b.locator(`[data-conversation-id="${lowest.id}"] button[aria-label="Delete conversation"]`).click();
    await b.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await a.goBack();
    await rows(a).first().waitFor({ timeout: 30_000 });
    for (const page of [a, b])
      await waitFor(
        async () => (await page.locator(`[data-conversation-id="${lowest.id}"]`).count()) === 0,
        'the deleted conversation gone',
      );
    await waitFor(() => !world.conversations.has(lowest.id), 'deleted on the server');
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
