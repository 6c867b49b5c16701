// Issue 18 items 6–10, end to end in Chromium against the demo instance: the keyboard shortcuts work without
// focusing the list first (j/k then f favourites; g n; ? and Escape), the phone's menu reaches every screen, a
// published post's toast opens it, compose opened from anywhere uses the side compose at 1024 px, and Chromium finds
// the app installable with icons that load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, openTab, type Stack, signIn, startStack, waitFor } from './harness.ts';

let stack: Stack;
let page: Page;
beforeAll(async () => {
  stack = await startStack();
  page = await openTab(stack, '/');
  await page.setViewportSize({ width: 1024, height: 900 });
  await signIn(page);
  await page.waitForSelector('.main-column .virtual-row [data-status-id]', { timeout: 30_000 });
});
afterAll(async () => {
  await stack?.close();
});

const path = (p: Page = page) => p.evaluate(() => location.pathname);
const activeRowKey = () =>
  page.evaluate(
    () => (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('.virtual-row')?.dataset.key,
  );
/** Focus on nothing in particular: the page's body, as after a click on empty space. */
const blurAll = (p: Page = page) => p.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

async function statusOnServer(id: string): Promise<{ favourited: boolean; content: string }> {
  const r = await fetch(`${stack.origin}/api/v1/statuses/${id}`, {
    headers: { Authorization: `Bearer ${stack.demo.demoToken}` },
  });
  return (await r.json()) as { favourited: boolean; content: string };
}

/** Goes to an address in the app, as a link would. */
/** Goes to `to` as the app's own links do: the router hears history.pushState. */
async function go(to: string) {
  await page.evaluate((p) => history.pushState(null, '', p), to);
}

describe('keyboard shortcuts anywhere outside a text field', () => {
  it('j/k move between posts without focusing the list first, then f favourites the focused post', async () => {
    await go('/home');
    await page.waitForSelector('.main-column .virtual-row [data-status-id]');
    await blurAll();
    await page.keyboard.press('j');
    await waitFor(async () => (await activeRowKey()) !== undefined, 'a focused post');
    const first = await activeRowKey();
    await page.keyboard.press('j');
    await waitFor(async () => (await activeRowKey()) !== first, 'the next post focused');
    const second = await activeRowKey();
    await page.keyboard.press('k');
    await waitFor(async () => (await activeRowKey()) === first, 'back on the first post');
    await page.keyboard.press('j');
    await waitFor(async () => (await activeRowKey()) === second, 'the second post again');
    const row = page.locator(`.virtual-row[data-key="${second}"]`);
    const id = await row.locator('[data-status-id]').first().getAttribute('data-status-id');
    expect(id).toBeTruthy();
    const before = (await statusOnServer(id!)).favourited;
    await page.keyboard.press('f');
    await waitFor(
      async () => (await statusOnServer(id!)).favourited === !before,
      'the favourite on the server',
    );
    await waitFor(
      async () =>
        (await row.locator('.action-bar .action.favourite').getAttribute('aria-pressed')) === String(!before),
      'the button pressed',
    );
  });

  it('g then n goes to notifications, g then h home', async () => {
    await blurAll();
    await page.keyboard.press('g');
    await page.keyboard.press('n');
    await waitFor(async () => (await path()) === '/notifications', 'notifications');
    await page.keyboard.press('g');
    await page.keyboard.press('h');
    await waitFor(async () => (await path()) === '/home', 'home');
  });

  it('? opens the shortcut help and Escape closes it, focus back where it was', async () => {
    await page.waitForSelector('.main-column .virtual-row [data-status-id]');
    await blurAll();
    await page.keyboard.press('j');
    await waitFor(async () => (await activeRowKey()) !== undefined, 'a focused post');
    const focused = await activeRowKey();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    // The help takes the focus once it has been drawn.
    await waitFor(
      () => dialog.evaluate((el) => el.contains(document.activeElement)),
      'the focus in the shortcut help',
    );
    expect(await dialog.textContent()).toContain('Move to the next post');
    // Keys inside the help are the help's: j does not move the list behind it.
    await page.keyboard.press('j');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await activeRowKey()).toBe(focused);
    // The next test goes to another address at once, while the help's history entry is still being taken away
    // (src/design/modal-history.ts): it must get there all the same.
  });

  it('/keyboard-shortcuts lists them as a screen', async () => {
    await go('/keyboard-shortcuts');
    const heading = page.locator('.main-column h2', { hasText: 'Keyboard shortcuts' });
    await heading.waitFor();
    expect(await page.locator('.main-column .shortcut').count()).toBeGreaterThan(20);
    await go('/home');
  });
});

describe('compose opened from anywhere at 1024 px', () => {
  it('n focuses the side compose; the main column keeps the timeline', async () => {
    await page.waitForSelector('.main-column .virtual-row [data-status-id]');
    await blurAll();
    await page.keyboard.press('n');
    await waitFor(
      () => page.evaluate(() => document.activeElement?.matches('.side-compose textarea') ?? false),
      'the side compose focused',
    );
    expect(await path()).toBe('/home');
    expect(await page.locator('.main-column .virtual-row [data-status-id]').count()).toBeGreaterThan(0);
    // Escape leaves the field; the shortcuts work again.
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  it('r on a focused post starts the reply in the side compose, not a blank page', async () => {
    await page.keyboard.press('j');
    await waitFor(async () => (await activeRowKey()) !== undefined, 'a focused post');
    await page.keyboard.press('r');
    await page.locator('.side-compose .reply-preview').first().waitFor();
    await waitFor(
      () => page.evaluate(() => document.activeElement?.matches('.side-compose textarea') ?? false),
      'the reply focused',
    );
    expect(await path()).toBe('/home');
    expect(await page.locator('.main-column .virtual-row [data-status-id]').count()).toBeGreaterThan(0);
    await page.locator('.side-compose .compose-cancel').click();
  });

  it('/publish opened by address at 1024 px fills the side compose and shows home beside it', async () => {
    await go('/publish?mention=ada');
    await waitFor(async () => (await path()) === '/home', 'home beside the compose box');
    await waitFor(
      async () => (await page.locator('.side-compose textarea').inputValue()).startsWith('@ada '),
      'the mention in the compose box',
    );
    await page.locator('.main-column .virtual-row [data-status-id]').first().waitFor();
    await page.locator('.side-compose .compose-cancel').click();
  });
});

describe('the post-published toast', () => {
  it('says the post is published for a while, and its Open opens the post', async () => {
    const text = `Toast me ${Date.now()}`;
    const box = page.locator('.side-compose textarea');
    await box.fill(text);
    await page.locator('.side-compose button[type="submit"]').click();
    const toast = page.locator('.alerts .toast', { hasText: 'Post published' });
    await toast.waitFor();
    await toast.getByRole('button', { name: 'Open' }).click();
    await waitFor(async () => /^\/@[^/]+\/[^/]+$/.test(await path()), 'the post’s address');
    const id = (await path()).split('/')[2]!;
    expect((await statusOnServer(id)).content).toContain(text);
    await page.locator(`[data-status-id="${id}"]`).first().waitFor();
    await toast.waitFor({ state: 'detached' });
  });
});

describe('the phone layout', () => {
  it('at 375 px the menu reaches bookmarks and settings, pushed screens have Back, sign out is in the menu', async () => {
    const phone = await openTab(stack, '/home');
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.waitForSelector('.tab-bar');
    expect(await phone.locator('.tab-bar .sign-out').count()).toBe(0);
    expect(await phone.locator('.search-bar .back-button').count()).toBe(0);
    const menu = phone.locator('.tab-bar').getByRole('button', { name: 'Menu' });
    await menu.click();
    const sheet = phone.getByRole('dialog', { name: 'Menu' });
    await sheet.waitFor();
    expect(await sheet.getByRole('button', { name: 'Sign out' }).count()).toBe(1);
    await sheet.getByRole('link', { name: 'Bookmarks' }).click();
    await waitFor(async () => (await path(phone)) === '/bookmarks', 'bookmarks');
    await sheet.waitFor({ state: 'detached' });
    await phone.locator('.main-column h2', { hasText: 'Bookmarks' }).waitFor();
    await menu.click();
    await phone.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Settings' }).click();
    await waitFor(async () => (await path(phone)) === '/settings', 'settings');
    const back = phone.locator('.search-bar').getByRole('button', { name: 'Back' });
    await back.click();
    await waitFor(async () => (await path(phone)) === '/bookmarks', 'back to bookmarks');
    await phone.close();
  });
});

describe('installable', () => {
  it('Chromium reports no installability errors, and the manifest’s icons load', async () => {
    // A browser profile of its own: the tests' contexts are off the record, where Chromium installs nothing.
    const profile = mkdtempSync(join(tmpdir(), 'woolly-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    try {
      const tab = await context.newPage();
      await tab.goto(`${stack.origin}/home?signin=manual`);
      await tab.waitForFunction(
        async () => (await navigator.serviceWorker.getRegistration())?.active != null,
        null,
        {
          timeout: 30_000,
        },
      );
      const cdp = await context.newCDPSession(tab);
      const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(parsed.url).toBe(`${stack.origin}/manifest.webmanifest`);
      expect(parsed.errors).toEqual([]);
      let errors: unknown[] = [];
      await waitFor(async () => {
        const r = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
        errors = r.installabilityErrors;
        return errors.length === 0;
      }, 'no installability errors').catch(() => {});
      expect(errors).toEqual([]);
      const manifest = (await (await fetch(`${stack.origin}/manifest.webmanifest`)).json()) as {
        icons: { src: string; sizes: string; purpose?: string }[];
        share_target: { action: string };
        display: string;
      };
      expect(manifest.display).toBe('standalone');
      expect(manifest.share_target.action).toBe('/share');
      const sizes = await tab.evaluate(
        (icons) =>
          Promise.all(
            icons.map(
              (icon) =>
                new Promise<string>((resolve) => {
                  const img = new Image();
                  img.onload = () =>
                    resolve(`${icon.purpose ?? 'any'} ${img.naturalWidth}x${img.naturalHeight}`);
                  img.onerror = () => resolve(`${icon.src} failed`);
                  img.src = icon.src;
                }),
            ),
          ),
        manifest.icons.filter((i) => i.sizes !== 'any'),
      );
      expect(sizes.sort()).toEqual(['any 192x192', 'any 512x512', 'maskable 192x192', 'maskable 512x512']);
      // The service worker keeps the build's files: the page's own scripts end up in its cache.
      const cachedScripts = () =>
        tab.evaluate(async () => {
          const names = await caches.keys();
          const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src);
          const found = await Promise.all(scripts.map((s) => caches.match(s)));
          return names.some((n) => n.startsWith('woolly-app-')) && scripts.length > 0 && found.every(Boolean);
        });
      await waitFor(cachedScripts, 'the page’s scripts in the service worker’s cache', 30_000);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('a shared page opens compose with its title, text and address', async () => {
    await page.goto(
      `${stack.origin}/share?title=Sheep&text=Look&url=${encodeURIComponent('https://ex.org/s')}`,
    );
    await waitFor(
      async () =>
        (await page
          .locator('.side-compose textarea')
          .inputValue()
          .catch(() => '')) === 'Sheep\n\nLook\n\nhttps://ex.org/s',
      'the shared text in compose',
    );
    expect(await path()).toBe('/home');
  });
});
