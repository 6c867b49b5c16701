// Accounts, second part, end to end: a profile's Followers and Following opened by address (each row with its
// relationship button, from one batched fetch); a locked account followed (Requested) and accepted from its own
// side through the demo API, the button becoming Following and the count moving in a second tab.
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
