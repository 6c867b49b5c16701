// Issue 10 items 32, 33 and 34, end to end in Chromium against the demo instance:
//  - a post offers boost and pin only where its visibility allows (own direct post: neither; own followers-only
//    post: both, and the boost goes through);
//  - Hide on media that is not sensitive hides it, and Click to show brings it back;
//  - a thread of a post that does not exist shows one clear message, and another failure a generic error state.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle } from '../../bench/browser/home.ts';
import { openTab, type Stack, signIn, startStack, waitFor } from './harness.ts';

let stack: Stack;
let page: Page;
beforeAll(async () => {
  stack = await startStack();
  page = await openTab(stack, '/');
  await page.setViewportSize({ width: 1024, height: 900 });
  await signIn(page);
  await page.waitForSelector('.virtual-row [data-status-id]', { timeout: 30_000 });
});
afterAll(async () => {
  await stack?.close();
});

const me = () => stack.demo.world.account(stack.demo.demoAccountId);
const acctOf = (id: string) => {
  const a = stack.demo.world.account(id);
  return a.domain ? `${a.username}@${a.domain}` : a.username;
};

async function postAsMe(text: string, visibility: string): Promise<string> {
  const r = await fetch(`${stack.origin}/api/v1/statuses`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.demo.demoToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: text, visibility }),
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { id: string }).id;
}

/** Opens a post's thread in the app (in-app navigation, as a click on a link would). */
async function openThread(acct: string, id: string): Promise<void> {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/@${acct}/${id}`);
}

const focused = (id: string) => page.locator(`.detailed-status [data-status-id="${id}"]`);

describe('a post offers what its visibility allows', () => {
  it("one's own direct post: no boost, no pin", async () => {
    const id = await postAsMe('A private mention for @someone', 'direct');
    await openThread(me().username, id);
    const post = focused(id);
    await post.waitFor({ timeout: 15_000 });
    expect(await post.locator('button.boost').isDisabled()).toBe(true);
    await post.locator('button[aria-label="More"]').click();
    const menu = post.locator('.menu');
    // The menu's items arrive with their module (fetched on first use): wait for them, not for the empty panel.
    await menu.locator('button', { hasText: /^Edit$/ }).waitFor({ timeout: 10_000 });
    expect(await menu.textContent()).toContain('Edit');
    expect(await menu.locator('button', { hasText: 'Pin on profile' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    // The menu's history entry (Back closes a modal) is taken away after it closes: wait for that before the next
    // test moves on, or its address would be the one taken back.
    await waitFor(
      () => page.evaluate(() => !(history.state as { woollyModal?: boolean } | null)?.woollyModal),
      'the menu’s history entry gone',
    );
  });

  it("one's own followers-only post can be boosted (to followers) and pinned", async () => {
    const id = await postAsMe('For my followers only', 'private');
    await openThread(me().username, id);
    const post = focused(id);
    await post.waitFor({ timeout: 15_000 });
    const boost = post.locator('button.boost');
    expect(await boost.isDisabled()).toBe(false);
    // Shift+click boosts at once, without the BOOST modal (compose-media-quote.test.ts goes through it).
    await boost.click({ modifiers: ['Shift'] });
    await waitFor(async () => (await boost.getAttribute('aria-pressed')) === 'true', 'the boost shown');
    const w = stack.demo.world;
    await waitFor(() => (w.statuses.get(id)?.reblogIds.size ?? 0) > 0, 'the boost on the server');
    const boostId = [...w.statuses.get(id)!.reblogIds][0]!;
    expect(w.statuses.get(boostId)?.visibility).toBe('private');
    await post.locator('button[aria-label="More"]').click();
    await post.locator('.menu button', { hasText: 'Pin on profile' }).click();
    await waitFor(() => w.statuses.get(id)?.pinned === true, 'the post pinned on the server');
  });
});

describe('media', () => {
  it('Hide hides media that is not sensitive; Click to show brings it back', async () => {
    const w = stack.demo.world;
    const withImage = [...w.statuses.values()].find(
      (s) =>
        s.visibility === 'public' &&
        !s.deleted &&
        !s.reblogOfId &&
        !s.sensitive &&
        !s.spoilerText &&
        s.mediaIds.length > 0 &&
        s.mediaIds.every((m) => w.media.get(m)?.type === 'image'),
    );
    expect(withImage).toBeDefined();
    await openThread(acctOf(withImage!.accountId), withImage!.id);
    const post = focused(withImage!.id);
    await post.waitFor({ timeout: 15_000 });
    const grid = post.locator('.media-grid');
    await grid.locator('img').first().waitFor();
    await grid.locator('.media-hide').click();
    await grid.locator('.media-overlay').waitFor();
    expect(await grid.locator('img').count()).toBe(0);
    expect(await grid.locator('.media-overlay-title').textContent()).toBe('Media hidden');
    await grid.locator('.media-overlay').click();
    await grid.locator('img').first().waitFor();
    expect(await grid.locator('.media-overlay').count()).toBe(0);
  });
});

describe('a thread that cannot be shown', () => {
  it('a post that does not exist: one clear message, no "Nothing here yet."', async () => {
    await openThread(me().username, '999999999999999999');
    const state = page.locator('.view-screen .error-state');
    await state.waitFor({ timeout: 15_000 });
    await settle(page, 5);
    const text = (await page.textContent('.view-screen')) ?? '';
    expect(text).toContain('This post is not available');
    expect(text).not.toContain('Nothing here yet.');
    expect(text).not.toContain('Record not found');
    expect(await page.locator('.view-screen .view-error').count()).toBe(0);
  });

  it('another failure: a generic error state with a way to try again', async () => {
    const w = stack.demo.world;
    const post = [...w.statuses.values()].find(
      (s) => s.visibility === 'public' && !s.deleted && !s.reblogOfId,
    )!;
    stack.demo.faults.setRoute(`GET /api/v1/statuses/${post.id}`, { status: 500 });
    try {
      await openThread(acctOf(post.accountId), post.id);
      const state = page.locator('.view-screen .error-state');
      await state.waitFor({ timeout: 15_000 });
      expect(await state.textContent()).toContain('could not be loaded');
      expect(await page.textContent('.view-screen')).not.toContain('Nothing here yet.');
    } finally {
      stack.demo.faults.clear();
    }
    await page.locator('.view-screen .error-state button', { hasText: 'Try again' }).click();
    await focused(post.id).waitFor({ timeout: 15_000 });
  });
});
