// The home timeline never jumps: with 2,000 posts loaded and the reader in the middle, 20 posts a second stream in
// for 5 s while the first visible row keeps its key and its on-screen offset (±1 px) in every frame; "N new" shows,
// and clicking it brings the new posts to the top. Opening a post (its thread) and going back finds the reader's
// first visible row at the same offset.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_VISIBLE,
  firstVisible,
  loadHomeRows,
  seedHome,
  setLoad as setDemoLoad,
  settle,
} from '../../bench/browser/home.ts';
import { homeKeys, openTab, type Stack, signIn, startStack, waitFor, waitForStream } from './harness.ts';

const TARGET_ROWS = 2000;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** Samples the first visible row in every animation frame until stopped. */
const startSampler = (page: Page) =>
  page.evaluate(`(() => {
    const samples = [];
    globalThis.anchorSamples = samples;
    globalThis.anchorSampling = true;
    const tick = () => {
      if (!globalThis.anchorSampling) return;
      samples.push(${FIRST_VISIBLE});
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);

const stopSampler = (page: Page) =>
  page.evaluate(
    `(() => { globalThis.anchorSampling = false; return globalThis.anchorSamples; })()`,
  ) as Promise<({ key: string; offset: number } | null)[]>;

const setLoad = (n: number) => setDemoLoad(stack, n);

describe('the home timeline keeps the reader in place', () => {
  it('2,000 rows, 20 posts/s streamed: the first visible row does not move; "N new"; back from a thread', async () => {
    // The seeded home holds about 1,350 posts: followed accounts post 1,000 more before the reader signs in.
    seedHome(stack, 1000);
    const page = await openTab(stack, '/');
    await page.setViewportSize({ width: 1000, height: 800 });
    await signIn(page);
    await page.waitForSelector('.virtual-row [data-status-id]', { timeout: 30_000 });
    await waitForStream(page);

    const loaded = await loadHomeRows(page, TARGET_ROWS);
    expect(loaded).toBeGreaterThanOrEqual(TARGET_ROWS);
    await waitFor(async () => (await page.$$('.virtual-row')).length > 0, 'rows rendered');

    // To the middle of the list, then let the rows there measure themselves.
    await page.evaluate(() => {
      const s = document.querySelector('.virtual-scroll') as HTMLElement;
      s.scrollTop = s.scrollHeight / 2;
    });
    await settle(page);
    await page.waitForTimeout(300);
    await settle(page);
    const anchor = await firstVisible(page);
    expect(anchor).not.toBeNull();
    const topKeyBefore = (await homeKeys(page))[0];

    await startSampler(page);
    await setLoad(20);
    await page.waitForTimeout(5000);
    await setLoad(0);
    await page.waitForTimeout(300);
    const samples = await stopSampler(page);
    expect(samples.length).toBeGreaterThan(30);
    for (const s of samples) {
      expect(s?.key).toBe(anchor!.key);
      expect(Math.abs(s!.offset - anchor!.offset)).toBeLessThanOrEqual(1);
    }

    // "N new" with N > 0; clicking it shows the new posts at the top.
    const button = page.locator('.new-items');
    await button.waitFor({ timeout: 5000 });
    const n = Number((await button.textContent())?.match(/\d+/)?.[0] ?? 0);
    expect(n).toBeGreaterThan(0);
    await button.click();
    await waitFor(async () => (await homeKeys(page))[0] !== topKeyBefore, 'new posts merged at the top');
    await settle(page);
    const keys = await homeKeys(page);
    const top = await firstVisible(page);
    expect(top?.key).toBe(keys[0]);
    expect(Math.abs(top!.offset)).toBeLessThanOrEqual(1);
    expect(keys.indexOf(topKeyBefore!)).toBeGreaterThan(0);

    // Scroll down a little, open a post's thread by the time link of a row fully in view (a click on a link
    // outside the viewport would first scroll it into view), and come back.
    await page.evaluate(() => {
      (document.querySelector('.virtual-scroll') as HTMLElement).scrollTop = 1200;
    });
    await settle(page);
    const before = await firstVisible(page);
    expect(before).not.toBeNull();
    const target = await page.evaluate(() => {
      const top = (document.querySelector('.virtual-scroll') as HTMLElement).getBoundingClientRect().top;
      const rows = [...document.querySelectorAll('.virtual-row')].sort(
        (x, y) => x.getBoundingClientRect().top - y.getBoundingClientRect().top,
      );
      return rows.find((r) => r.getBoundingClientRect().top >= top)?.getAttribute('data-key') ?? null;
    });
    expect(target).not.toBeNull();
    await page.click(`.virtual-row[data-key="${target}"] .status-time`);
    await page.waitForSelector('.detailed-status', { timeout: 15_000 });
    expect(new URL(page.url()).pathname).toMatch(/^\/@[^/]+\/[^/]+$/);
    await page.goBack();
    await page.waitForSelector(`.virtual-row[data-key="${before!.key}"]`, { timeout: 15_000 });
    await settle(page);
    const after = await firstVisible(page);
    expect(after?.key).toBe(before!.key);
    expect(Math.abs(after!.offset - before!.offset)).toBeLessThanOrEqual(1);
  });
});
