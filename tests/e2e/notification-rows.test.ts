// Issue 10 item 21, end to end in Chromium against the demo instance: a notification's excerpt shows custom emoji
// as images; quote and quoted_update notifications say what happened; a follow request notification offers Accept
// and Reject, which answer the request on the server (the requester becomes a follower, or not) and the row then
// says so.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle } from '../../bench/browser/home.ts';
import { openTab, postAsDemoUser, type Stack, signIn, startStack, waitFor } from './harness.ts';

let stack: Stack;
let page: Page;
let ownPost: string;
const requesters: { accepted: string; rejected: string } = { accepted: '', rejected: '' };

const me = () => stack.demo.demoAccountId;

/** An account of this instance that neither follows nor asked to follow the demo user. */
function stranger(exclude: string[]): string {
  const w = stack.demo.world;
  const a = [...w.accounts.values()].find(
    (x) =>
      x.id !== me() &&
      !x.domain &&
      !exclude.includes(x.id) &&
      !w.isFollowing(x.id, me()) &&
      !w.followRequests.has(`${x.id}>${me()}`),
  );
  if (!a) throw new Error('no account left');
  return a.id;
}

beforeAll(async () => {
  stack = await startStack();
  const w = stack.demo.world;
  // A post with a custom emoji, favourited (the notification shows an excerpt of it).
  ownPost = await postAsDemoUser(stack, 'Hello :kitty: from the demo user');
  const fan = stranger([]);
  w.favourite(fan, ownPost);
  // Quoted by someone, and a post the user quoted edited.
  const quoter = stranger([fan]);
  w.createStatus(quoter, { text: 'Quoting this one', visibility: 'public', quoteOfId: ownPost });
  const quotedAuthor = stranger([fan, quoter]);
  const quoted = w.createStatus(quotedAuthor, { text: 'Something worth quoting', visibility: 'public' });
  w.notify(me(), 'quoted_update', quotedAuthor, { statusId: quoted.id });
  // Two accounts ask to follow the (now locked) user.
  w.account(me()).locked = true;
  requesters.accepted = stranger([fan, quoter, quotedAuthor]);
  w.follow(requesters.accepted, me());
  requesters.rejected = stranger([fan, quoter, quotedAuthor, requesters.accepted]);
  w.follow(requesters.rejected, me());

  page = await openTab(stack, '/notifications');
  await page.setViewportSize({ width: 1024, height: 900 });
  await signIn(page);
  await page.waitForSelector('.virtual-row article.notification', { timeout: 30_000 });
  await settle(page, 10);
});
afterAll(async () => {
  await stack?.close();
});

/**
 * Brings a row made by this test into view. The list opens at the reader's last place (the read marker, which the
 * demo seeds a little below the top) and may restore that place after its first rows are drawn, so scroll to the top
 * until the row (one of the newest, at the top) is rendered.
 */
async function reveal(row: Locator): Promise<void> {
  await waitFor(
    async () => {
      await page.evaluate(() => document.querySelector('.virtual-scroll')?.scrollTo(0, 0));
      return (await row.count()) > 0;
    },
    'the row at the top of the list',
    30_000,
  );
  await row.first().waitFor({ timeout: 15_000 });
}

/** The notification row of `type` whose first account is `accountId` (the stacked avatar links to it). */
const rowOf = (type: string, acct: string) =>
  page.locator(`article.notification[data-type="${type}"]`, {
    has: page.locator(`a[href="/@${acct}"]`),
  });

describe('notification rows', () => {
  it('an excerpt shows custom emoji as images, not :shortcode:', async () => {
    const row = page.locator('article.notification[data-type="favourite"]', {
      has: page.locator('.notification-excerpt', { hasText: 'from the demo user' }),
    });
    await reveal(row);
    const excerpt = row.locator('.notification-excerpt');
    expect(await excerpt.textContent()).not.toContain(':kitty:');
    const img = excerpt.locator('img.custom-emoji');
    expect(await img.getAttribute('alt')).toBe(':kitty:');
    expect(await img.getAttribute('src')).toMatch(/kitty/);
  });

  it('quote and quoted_update say what happened', async () => {
    const quote = page.locator('article.notification[data-type="quote"]').first();
    await reveal(quote);
    expect(await quote.locator('.notification-text').textContent()).toContain('quoted your post');
    expect(await quote.textContent()).toContain('Quoting this one');
    const edited = page.locator('article.notification[data-type="quoted_update"]').first();
    await reveal(edited);
    expect(await edited.locator('.notification-text').textContent()).toContain('edited a post you quoted');
    expect(await page.textContent('.virtual-list')).not.toContain('You have a new notification');
  });

  it('Accept on a follow request makes the requester a follower; the row says accepted', async () => {
    const acct = stack.demo.world.account(requesters.accepted).username;
    const row = rowOf('follow_request', acct);
    await reveal(row);
    await row.locator('button', { hasText: 'Accept' }).click();
    await row.locator('.follow-request-answer', { hasText: 'Follow request accepted' }).waitFor();
    expect(await row.locator('button', { hasText: 'Reject' }).count()).toBe(0);
    await waitFor(() => stack.demo.world.isFollowing(requesters.accepted, me()), 'the requester following');
    const rel = await fetch(`${stack.origin}/api/v1/accounts/relationships?id[]=${requesters.accepted}`, {
      headers: { Authorization: `Bearer ${stack.demo.demoToken}` },
    }).then((r) => r.json() as Promise<{ followed_by: boolean; requested_by?: boolean }[]>);
    expect(rel[0]?.followed_by).toBe(true);
  });

  it('Reject on a follow request leaves no follower and no request; the row says rejected', async () => {
    const acct = stack.demo.world.account(requesters.rejected).username;
    const row = rowOf('follow_request', acct);
    await reveal(row);
    await row.locator('button', { hasText: 'Reject' }).click();
    await row.locator('.follow-request-answer', { hasText: 'Follow request rejected' }).waitFor();
    await waitFor(
      () => !stack.demo.world.followRequests.has(`${requesters.rejected}>${me()}`),
      'the request gone on the server',
    );
    expect(stack.demo.world.isFollowing(requesters.rejected, me())).toBe(false);
  });
});
