// Accounts, second part, end to end: a profile's Followers and Following opened by address (each row with its
// relationship button, from one batched fetch); a locked account followed (Requested) and accepted from its own
// side through the demo API, the button becoming Following and the count moving in a second tab; a mute for 1 hour
// that hides notifications; the profile edited with a new avatar, seen in another tab without a reload.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
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

async function openSignedIn(path: string): Promise<Page> {
  const page = await openTab(stack, path);
  await page.setViewportSize({ width: 1024, height: 900 });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return page;
}

/** Screenshots for a person to look at (not compared): SHOTS=dir npx vitest run … */
async function shoot(page: Page, name: string, ready: string[]) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [375, 1024, 1600]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: theme });
      // A new width can change the layout, which draws the screen again.
      for (const sel of ready) await page.locator(sel).first().waitFor({ timeout: 30_000 });
      await page.screenshot({ path: join(dir, `${name}-${width}-${theme}.png`) });
    }
  }
}

describe('followers and following by address', () => {
  it('opens /@woolly/followers and /@woolly/following with the demo world’s accounts and their buttons', async () => {
    const world = stack.demo.world;
    const me = stack.demo.demoAccountId;
    for (const [which, expected] of [
      ['followers', world.edgesTo(world.follows, me).map((e) => e.from)],
      ['following', world.edgesFrom(world.follows, me).map((e) => e.to)],
    ] as const) {
      const page = await openSignedIn(`/@woolly/${which}`);
      // One column (the deck's 1280 px puts the profile in a column off to the side).
      await page.setViewportSize({ width: 1024, height: 900 });
      await page.locator('.account-row').first().waitFor({ timeout: 30_000 });
      await page
        .locator('.profile-tabs [aria-current="page"]', {
          hasText: which === 'followers' ? 'Followers' : 'Following',
        })
        .waitFor({ timeout: 10_000 });
      // Every relationship is known (the buttons are enabled) after one batched fetch.
      await waitFor(
        async () =>
          (await page.locator('.account-row .relationship-button').count()) > 0 &&
          (await page.locator('.account-row .relationship-button:disabled').count()) === 0,
        'the relationship buttons ready',
      );
      const shown = await page.$$eval('.account-row', (els) =>
        els.map((e) => e.getAttribute('data-account') ?? ''),
      );
      expect(shown.length).toBeGreaterThan(0);
      for (const id of shown) expect(expected).toContain(id);
      if (which === 'following') {
        const labels = await page.locator('.account-row .relationship-button').allTextContents();
        expect(labels.every((l) => l === 'Following')).toBe(true);
      }
      await shoot(page, `profile-${which}`, ['.account-row', '.profile-extras']);
      await page.close();
    }
    expect(pageErrors).toEqual([]);
  });
});

const followButton = (page: Page, acct: string) =>
  page.locator('.profile-follow').and(page.getByRole('button', { name: new RegExp(`@${acct}$`) }));
const followersText = (page: Page) => page.locator('.profile-count-followers strong').textContent();

describe('relationships from the profile', () => {
  it('a locked account: Requested, accepted on its side through the API, then Following with the count in tab B', async () => {
    const world = stack.demo.world;
    const me = stack.demo.demoAccountId;
    // A local account the demo user does not follow, made to approve its followers by hand.
    const locked = [...world.accounts.values()].find(
      (a) =>
        a.id !== me &&
        a.domain === null &&
        !a.movedToId &&
        !world.isFollowing(me, a.id) &&
        !world.isRequested(me, a.id) &&
        !world.isBlocking(me, a.id),
    );
    if (!locked) throw new Error('the demo world has no local account to follow');
    locked.locked = true;
    const acct = locked.username;
    const a = await openSignedIn(`/@${acct}`);
    const b = await openSignedIn(`/@${acct}`);
    // The button waits, disabled, for the relationship: a user clicks it once it is enabled.
    for (const p of [a, b])
      await waitFor(
        async () =>
          (await followButton(p, acct).textContent()) === 'Follow' &&
          (await followButton(p, acct).isEnabled()),
        `Follow on @${acct}`,
      );
    const before = Number(await followersText(b));
    await followButton(a, acct).click({ force: true });
    await waitFor(
      async () => (await followButton(b, acct).textContent()) === 'Requested',
      'Requested in tab B',
    );
    expect(world.isRequested(me, locked.id)).toBe(true);

    // The locked account accepts, through the real API with its own token.
    const token = (await (
      await fetch(`${stack.origin}/_demo/token`, { method: 'POST', body: JSON.stringify({ acct }) })
    ).json()) as { token: string };
    const accepted = await fetch(`${stack.origin}/api/v1/follow_requests/${me}/authorize`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token.token}` },
    });
    expect(accepted.status).toBe(200);
    for (const p of [a, b])
      await waitFor(
        async () => (await followButton(p, acct).textContent()) === 'Following',
        'Following after the accept',
      );
    await waitFor(
      async () => Number(await followersText(b)) === before + 1,
      'the followers count up by one in tab B',
    );
    for (const p of [a, b]) await p.close();
    expect(pageErrors).toEqual([]);
  });

  it('mutes for 1 hour with notifications hidden, through the MUTE dialog', async () => {
    const world = stack.demo.world;
    const me = stack.demo.demoAccountId;
    const target = [...world.accounts.values()].find(
      (a) =>
        a.id !== me &&
        a.domain === null &&
        !a.movedToId &&
        !world.isMuting(me, a.id) &&
        !world.isBlocking(me, a.id),
    );
    if (!target) throw new Error('nobody to mute');
    const acct = target.username;
    const page = await openSignedIn(`/@${acct}`);
    await waitFor(
      async () => (await followButton(page, acct).isEnabled()) === true,
      'the relationship known',
    );
    await page.getByRole('button', { name: `More actions for @${acct}` }).click({ force: true });
    await page.getByRole('button', { name: `Mute @${acct}…` }).click({ force: true });
    const dialog = page.getByRole('dialog', { name: `Mute @${acct}?` });
    await dialog.waitFor({ timeout: 10_000 });
    await dialog.locator('select').selectOption('3600');
    const hide = dialog.getByRole('checkbox', { name: 'Hide notifications from them' });
    if (!(await hide.isChecked())) await hide.check({ force: true });
    const asked = Date.now();
    await dialog.getByRole('button', { name: 'Mute', exact: true }).click({ force: true });
    await waitFor(async () => (await followButton(page, acct).textContent()) === 'Unmute', 'Unmute shown');
    const mute = world.mutes.get(`${me}>${target.id}`);
    expect(mute?.hideNotifications).toBe(true);
    const ends = (mute?.expiresAt ?? 0) - asked;
    expect(ends).toBeGreaterThan(3500_000);
    expect(ends).toBeLessThanOrEqual(3600_000 + 60_000);
    // The muted accounts list says when it ends.
    await page.goto(new URL('/mutes', stack.origin).toString());
    await page.locator(`.account-list-row[data-key="account:${target.id}"]`).waitFor({ timeout: 30_000 });
    expect(
      await page
        .locator(`.account-list-row[data-key="account:${target.id}"] .account-list-note`)
        .textContent(),
    ).toMatch(/^Muted, ends in (1 hour|59 minutes|60 minutes)/);
    await page.close();
    expect(pageErrors).toEqual([]);
  });
});

describe('your own profile', () => {
  it('edits the name and avatar; another tab shows them without a reload', async () => {
    const me = stack.demo.demoAccountId;
    const other = await openSignedIn('/@woolly');
    await other.locator('.profile-name').waitFor({ timeout: 30_000 });
    const oldAvatar = await other.locator('.own-avatar').first().getAttribute('src');
    const edit = await openSignedIn('/profile/edit');
    const name = edit.getByLabel('Display name');
    await name.waitFor({ timeout: 30_000 });
    await name.fill('Woolly Renamed');
    // A 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/hqZ3WQAAAABJRU5ErkJggg==',
      'base64',
    );
    await edit
      .locator('#profile-edit-avatar')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await edit.locator('.is-avatar .profile-edit-preview img[src^="blob:"]').waitFor({ timeout: 10_000 });
    await shoot(edit, 'profile-edit', ['.profile-edit-form']);
    await edit.getByRole('button', { name: 'Save changes' }).click({ force: true });
    await edit.getByText('Profile saved').waitFor({ timeout: 30_000 });
    expect(stack.demo.world.account(me).displayName).toBe('Woolly Renamed');
    const newAvatar = `${stack.origin}/system/accounts/avatars/${me}/1`;
    await waitFor(
      async () => (await other.locator('.own-avatar').first().getAttribute('src')) === newAvatar,
      'the new avatar in the other tab’s navigation',
    );
    expect(newAvatar).not.toBe(oldAvatar);
    await waitFor(
      async () => ((await other.locator('.profile-name').textContent()) ?? '').includes('Woolly Renamed'),
      'the new name on the profile in the other tab',
    );
    const shown = await other.locator('.profile-identity img').first().getAttribute('src');
    expect(shown).toBe(newAvatar);
    for (const p of [edit, other]) await p.close();
    expect(pageErrors).toEqual([]);
  });
});
