// The interface's languages in Chromium: with German, Japanese or Arabic as the browser's language the navigation
// and a post's Translate action speak it and <html lang> follows (Arabic: dir=rtl, the navigation on the right at
// 1600 px, an English post still left to right); a language chosen in settings applies in a second tab without a
// reload, its compose text kept; a post is translated in place and shown back in its original.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_POSTS, LANGUAGES_DOMAIN } from '../../demo/world/seed-languages.ts';
import arNav from '../../src/i18n/locales/ar/nav.ts';
import arTranslate from '../../src/i18n/locales/ar/translate.ts';
import deNav from '../../src/i18n/locales/de/nav.ts';
import deTranslate from '../../src/i18n/locales/de/translate.ts';
import enNav from '../../src/i18n/locales/en/nav.ts';
import enTranslate from '../../src/i18n/locales/en/translate.ts';
import jaNav from '../../src/i18n/locales/ja/nav.ts';
import jaTranslate from '../../src/i18n/locales/ja/translate.ts';
import { openTab, type Stack, signIn, startSignedInStack, waitFor } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startSignedInStack();
});
afterAll(async () => {
  await stack?.close();
});

const api = async <T>(path: string): Promise<T> =>
  (await (
    await fetch(`${stack.origin}${path}`, { headers: { Authorization: `Bearer ${stack.demo.demoToken}` } })
  ).json()) as T;

/** The first seeded post of an account of the languages domain, as the client would find it. */
async function firstPostOf(username: string): Promise<{ id: string; path: string }> {
  const acct = `${username}@${LANGUAGES_DOMAIN}`;
  const account = await api<{ id: string }>(`/api/v1/accounts/lookup?acct=${acct}`);
  const posts = await api<{ id: string; created_at: string }[]>(`/api/v1/accounts/${account.id}/statuses`);
  const first = posts.at(-1);
  if (!first) throw new Error(`no seeded post by ${acct}`);
  return { id: first.id, path: `/@${acct}/${first.id}` };
}

/** An English post of the demo world that everyone may read (Translate needs public or unlisted). */
async function englishPost(): Promise<{ id: string; path: string }> {
  const posts = await api<
    { id: string; language: string | null; visibility: string; account: { acct: string } }[]
  >('/api/v1/timelines/public?limit=40');
  const post = posts.find((p) => p.language === 'en' && p.visibility === 'public');
  if (!post) throw new Error('no public English post');
  return { id: post.id, path: `/@${post.account.acct}/${post.id}` };
}

/** A browser context whose language is `locale`, signed in (each context has its own storage). */
async function contextIn(locale: string, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await stack.browser.newContext({ locale, viewport: { width, height: 900 } });
  const page = await openTab({ ...stack, context }, '/');
  await signIn(page);
  return { context, page };
}

const navNames = (page: Page) =>
  page.$$eval('nav.nav a .nav-label, nav.nav a .visually-hidden', (els) =>
    els.map((e) => e.textContent ?? ''),
  );

const CASES = [
  { locale: 'de-DE', lang: 'de', nav: deNav, translate: deTranslate, dir: 'ltr' },
  { locale: 'ja-JP', lang: 'ja', nav: jaNav, translate: jaTranslate, dir: 'ltr' },
  { locale: 'ar-EG', lang: 'ar', nav: arNav, translate: arTranslate, dir: 'rtl' },
] as const;

describe('the browser’s language', () => {
  for (const c of CASES) {
    it(`${c.locale}: the navigation and Translate speak it, <html lang=${c.lang} dir=${c.dir}>`, async () => {
      const { context, page } = await contextIn(c.locale, 1600);
      try {
        await waitFor(async () => (await navNames(page)).includes(c.nav['nav.home']), `${c.lang} navigation`);
        const names = await navNames(page);
        expect(names).toContain(c.nav['nav.notifications']);
        expect(names).not.toContain(enNav['nav.home']);
        expect(
          await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
        ).toEqual([c.lang, c.dir]);
        // An English post offers Translate in the interface's language (the demo translates en → de, ja, ar).
        const post = await englishPost();
        await page.goto(`${stack.origin}${post.path}?signin=manual`);
        const translate = page.locator(`[data-status-id="${post.id}"] .translate-bar button`);
        await translate.first().waitFor({ timeout: 30_000 });
        expect(await translate.first().textContent()).toBe(c.translate['translate.action']);
        if (c.dir === 'rtl') {
          // The whole layout runs right to left: the deck's navigation column is at the right edge…
          const nav = await page.locator('nav.nav').first().boundingBox();
          expect(nav).not.toBeNull();
          expect(nav!.x).toBeGreaterThan(1600 / 2);
          // …while the English post's paragraphs still read left to right.
          const dirs = await page.$$eval(`[data-status-id="${post.id}"] .status-content p`, (els) =>
            els.map((e) => getComputedStyle(e).direction),
          );
          expect(dirs.length).toBeGreaterThan(0);
          expect(new Set(dirs)).toEqual(new Set(['ltr']));
        }
      } finally {
        await context.close();
      }
    });
  }
});

describe('the language setting', () => {
  it('a language chosen in one tab applies in another without a reload, keeping what was typed', async () => {
    const settings = await openTab(stack, '/settings');
    const other = await openTab(stack, '/publish');
    const box = other.locator('textarea.compose-text');
    await box.waitFor({ timeout: 30_000 });
    await box.fill('Text that must survive');
    await other.evaluate(() => {
      (globalThis as { noReloadMarker?: number }).noReloadMarker = 42;
    });
    await settings.locator('input[type=radio][value="de"]').check();
    await other.waitForFunction(() => document.documentElement.lang === 'de', undefined, { timeout: 20_000 });
    await waitFor(async () => (await navNames(other)).includes(deNav['nav.home']), 'German navigation');
    expect(await other.evaluate(() => (globalThis as { noReloadMarker?: number }).noReloadMarker)).toBe(42);
    expect(await box.inputValue()).toBe('Text that must survive');
    // Kept for the next start: a new tab starts in German before its core answers.
    expect(await other.evaluate(() => localStorage.getItem('woolly.locale'))).toBe('de');

    // Back to following the browser (en-US): English again, still without a reload.
    await settings.locator('input[type=radio][value="browser"]').check();
    await other.waitForFunction(() => document.documentElement.lang === 'en', undefined, { timeout: 20_000 });
    await waitFor(async () => (await navNames(other)).includes(enNav['nav.home']), 'English navigation');
    expect(await other.evaluate(() => (globalThis as { noReloadMarker?: number }).noReloadMarker)).toBe(42);
    expect(await other.evaluate(() => localStorage.getItem('woolly.locale'))).toBeNull();
    await settings.close();
    await other.close();
  });
});

describe('translating a post', () => {
  it('a German post is translated in place and shown back in its original', async () => {
    const post = await firstPostOf(FOREIGN_POSTS.de.username);
    const page = await openTab(stack, post.path);
    const row = page.locator(`[data-status-id="${post.id}"]`).first();
    const content = row.locator('.status-content');
    await content.waitFor({ timeout: 30_000 });
    expect(await content.textContent()).toContain(FOREIGN_POSTS.de.text);
    await row.getByRole('button', { name: enTranslate['translate.action'], exact: true }).click();
    await waitFor(
      async () => (await content.textContent())?.includes('[de→en] Guten Morgen') ?? false,
      'translated',
    );
    expect(await content.getAttribute('lang')).toBe('en');
    expect(await row.locator('.translate-provider').textContent()).toBe(
      'Translated from German using Woolly Demo Translate',
    );
    await row.getByRole('button', { name: enTranslate['translate.showOriginal'] }).click();
    await waitFor(
      async () => !((await content.textContent())?.includes('[de→en]') ?? true),
      'original again',
    );
    expect(await content.textContent()).toContain(FOREIGN_POSTS.de.text);
    expect(await content.getAttribute('lang')).toBe('de');
    await page.close();
  });
});
