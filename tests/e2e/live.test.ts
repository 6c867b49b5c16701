// Issue 2 (b): a post made through the API by another client appears in the open home timeline through the
// stream, without a reload; and signing out in one tab revokes the token and returns every tab to sign-in.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTab, postAsDemoUser, type Stack, startStack, waitFor, waitForStream } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ autoApprove: false });
});
afterAll(async () => {
  await stack?.close();
});

type TabWithSignOut = {
  woollyTab: {
    signOut(): Promise<{ ok?: true; error?: string }>;
    global: { value: { identity: { signedIn: boolean } } };
  };
};

/** Signs in as a user would on this demo (approval page on): the offered instance, then #authorize. */
async function signInByHand(page: Page): Promise<void> {
  await page.goto(`${stack.origin}/sign-in`);
  await page.locator('.sign-in-offered').click({ timeout: 30_000 });
  await page.waitForURL((u) => u.pathname === '/oauth/authorize', { timeout: 30_000 });
  await page.click('#authorize');
  await page.waitForURL((u) => u.pathname.endsWith('/home'), { timeout: 30_000 });
}

describe('live home timeline', () => {
  it('a post created through the API shows up as a row with its text, no reload', async () => {
    const page = await stack.context.newPage();
    await signInByHand(page);
    await page.waitForSelector('[data-status-id]', { timeout: 30_000 });
    await waitForStream(page);
    let navigations = 0;
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) navigations += 1;
    });
    const text = `Live from another client ${Date.now().toString(36)}`;
    const id = await postAsDemoUser(stack, text);
    const row = page.locator(`[data-status-id="${id}"]`);
    await row.waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toContain(text);
    expect(navigations).toBe(0);
  });

  it('signing out in one tab revokes the token and sends every tab to the sign-in screen', async () => {
    const [first] = stack.context.pages();
    const second = await openTab(stack, '/notifications');
    await waitFor(
      () =>
        second.evaluate(
          () => (globalThis as unknown as TabWithSignOut).woollyTab.global.value.identity.signedIn,
        ),
      'second tab signed in',
    );
    const revokes = stack.demo.stats.requests('POST', '/oauth/revoke');
    const r = await first!.evaluate(() => (globalThis as unknown as TabWithSignOut).woollyTab.signOut());
    expect(r.ok).toBe(true);
    for (const p of [first!, second]) {
      await p.waitForURL((u) => u.pathname.endsWith('/sign-in'), { timeout: 20_000 });
      await p.locator('form.sign-in').waitFor({ timeout: 20_000 });
      expect(await p.locator('[data-status-id]').count()).toBe(0);
    }
    expect(stack.demo.stats.requests('POST', '/oauth/revoke')).toBe(revokes + 1);
    // Still signed out after a reload: the identity is gone from IndexedDB too.
    await second.reload();
    await second.locator('form.sign-in').waitFor({ timeout: 20_000 });
    expect(
      await second.evaluate(
        () => (globalThis as unknown as TabWithSignOut).woollyTab.global.value.identity.signedIn,
      ),
    ).toBe(false);
  });
});
