// Right-to-left posts in Chromium: the seeded Arabic post's Arabic paragraph is laid out right to left and its
// English paragraph left to right; the Hebrew author's name reads right to left; Arabic typed into the compose box
// turns the box right to left.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARABIC_POST, RTL_AUTHORS, RTL_DOMAIN } from '../../demo/world/seed-rtl.ts';
import { openTab, type Stack, signIn, startStack } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** The id of a seeded post by its author and text, asked of the demo instance's API as the client would. */
async function postId(username: string, text: string): Promise<string> {
  const auth = { headers: { Authorization: `Bearer ${stack.demo.demoToken}` } };
  const acct = `${username}@${RTL_DOMAIN}`;
  const account = (await (
    await fetch(`${stack.origin}/api/v1/accounts/lookup?acct=${acct}`, auth)
  ).json()) as {
    id: string;
  };
  const posts = (await (
    await fetch(`${stack.origin}/api/v1/accounts/${account.id}/statuses`, auth)
  ).json()) as {
    id: string;
    content: string;
  }[];
  const first = text.split('\n')[0] ?? text;
  const post = posts.find((p) => p.content.includes(first.slice(0, 12)));
  if (!post) throw new Error(`no seeded post by ${acct}`);
  return post.id;
}

const direction = (page: Page, selector: string) =>
  page.$$eval(selector, (els) => els.map((e) => [e.textContent ?? '', getComputedStyle(e).direction]));

describe('right-to-left text', () => {
  it('an Arabic paragraph reads right to left, the English one beside it left to right', async () => {
    const page = await openTab(stack, '/');
    await signIn(page);
    const id = await postId(RTL_AUTHORS.arabic, ARABIC_POST);
    await page.goto(`${stack.origin}/@${RTL_AUTHORS.arabic}@${RTL_DOMAIN}/${id}?signin=manual`);
    const paragraphs = `[data-status-id="${id}"] .status-content p`;
    await page.waitForSelector(paragraphs, { timeout: 30_000 });
    const dirs = await direction(page, paragraphs);
    expect(dirs.map(([, d]) => d)).toEqual(['rtl', 'ltr']);
    expect(dirs[0]?.[0]).toContain('صباح الخير');
    expect(await direction(page, `[data-status-id="${id}"] .display-name`)).toEqual([['ليلى', 'rtl']]);

    // The compose box follows what is typed into it.
    await page.goto(`${stack.origin}/publish?signin=manual`);
    const box = page.locator('textarea.compose-text');
    await box.waitFor({ timeout: 30_000 });
    // Polled: the stand-in shown until the box's module arrives may be replaced by the box in between.
    const boxDirection = () => box.evaluate((e) => getComputedStyle(e).direction);
    await box.fill('Hello');
    await expect.poll(boxDirection, { timeout: 10_000 }).toBe('ltr');
    await box.fill('مرحبا بالجميع');
    await expect.poll(boxDirection, { timeout: 10_000 }).toBe('rtl');
    await page.close();
  });
});
