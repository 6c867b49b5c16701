// The account lists end to end: the demo user locks the account (update_credentials), another account asks to
// follow it through the demo's real API under its own token, and /follow_requests, opened by address in a
// signed-in tab, lists the request; Accept takes the row off at once and the server then has the follow.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTab, type Stack, signIn, startStack, waitFor } from './harness.ts';

let stack: Stack;
const pageErrors: string[] = [];
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** A call of the demo's API under `token`, as a Mastodon client would make it. */
async function api(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const r = await fetch(`${stack.origin}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!r.ok) throw new Error(`${path} answered ${r.status}`);
  return r.json() as Promise<Record<string, unknown>>;
}

describe('account lists', () => {
  it('a follow request to the locked demo user is listed on /follow_requests, and Accept takes it off', async () => {
    const world = stack.demo.world;
    const me = stack.demo.demoAccountId;
    await api('/api/v1/accounts/update_credentials', stack.demo.demoToken, {
      method: 'PATCH',
      body: { locked: true },
    });
    const asker = [...world.accounts.values()].find(
      (a) => a.id !== me && a.domain === null && !world.isFollowing(a.id, me) && !world.isBlocking(me, a.id),
    );
    if (!asker) throw new Error('the demo world has no local account that does not follow the demo user');
    const demoAuth = await fetch(`${stack.origin}/_demo/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ acct: asker.username }),
    });
    const { token } = (await demoAuth.json()) as { token: string };
    const answer = await api(`/api/v1/accounts/${me}/follow`, token, { method: 'POST' });
    expect(answer.requested).toBe(true);

    const page: Page = await openTab(stack, '/');
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await signIn(page);
    await page.goto(new URL('/follow_requests', stack.origin).toString());
    const accept = page.getByRole('button', { name: `Accept @${asker.username}`, exact: true });
    await accept.waitFor({ timeout: 30_000 });
    await accept.click();
    await waitFor(async () => (await accept.count()) === 0, 'the accepted request off the list');
    await waitFor(() => world.isFollowing(asker.id, me), 'the server has the follow');
    // Opened again, the list comes from the server: the request is not there any more.
    await page.reload();
    await page.locator('.account-list-row, .empty-state').first().waitFor({ timeout: 30_000 });
    expect(await accept.count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 120_000);
});
