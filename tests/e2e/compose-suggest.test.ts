// Compose suggestions and the emoji picker for real, in Chromium against the demo: typing "Hello @ad" offers @ada
// and Enter puts "@ada " in the text; "#typ" offers #typescript; a custom emoji chosen from the picker is in the
// posted text, and the post on home shows the emoji's image.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTab, type Stack, signIn, startStack, waitFor } from './harness.ts';

let stack: Stack;
let page: Page;
beforeAll(async () => {
  stack = await startStack();
  page = await openTab(stack, '/home');
  await signIn(page);
});
afterAll(async () => {
  await stack?.close();
});

const box = '.side-compose';
const text = () => page.locator(`${box} textarea.compose-text`);
const options = () => page.locator(`${box} [role="listbox"] [role="option"]`);

async function clearText() {
  await text().fill('');
  await waitFor(async () => (await text().inputValue()) === '', 'the text is empty');
}

describe('compose suggestions', () => {
  it('"Hello @ad" offers @ada, and Enter puts "@ada " in the text', async () => {
    await text().waitFor({ timeout: 20_000 });
    await text().click();
    await text().pressSequentially('Hello @ad');
    await options().first().waitFor({ timeout: 20_000 });
    expect(await options().allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('@ada')]),
    );
    // The first is highlighted and the text says so (the focus never left it).
    const first = await options().first().getAttribute('id');
    expect(await text().getAttribute('aria-activedescendant')).toBe(first);
    const live = page.locator(`${box} [aria-live="polite"]`, { hasText: /suggestion/ });
    await live.waitFor({ timeout: 5_000 });
    // @ada may not be first: walk to it with the arrows, as a keyboard user does.
    const texts = await options().allTextContents();
    const at = texts.findIndex((t) => /@ada(?![\w@])/.test(t));
    for (let i = 0; i < at; i++) await text().press('ArrowDown');
    await text().press('Enter');
    await waitFor(async () => (await text().inputValue()) === 'Hello @ada ', 'the mention is in the text');
    expect(await page.evaluate(() => (document.activeElement as HTMLTextAreaElement).selectionStart)).toBe(
      11,
    );
    expect(await page.locator(`${box} [role="listbox"]`).count()).toBe(0);
    await clearText();
  });

  it('"#typ" offers #typescript', async () => {
    await text().click();
    await text().pressSequentially('Learning #typ');
    await options().first().waitFor({ timeout: 20_000 });
    const texts = await options().allTextContents();
    expect(texts.some((t) => t.includes('#typescript'))).toBe(true);
    await text().press('Escape');
    await waitFor(
      async () => (await page.locator(`${box} [role="listbox"]`).count()) === 0,
      'the list closed',
    );
    await clearText();
  });

  it('a custom emoji chosen from the picker is in the posted text, and home shows its image', async () => {
    const tag = Date.now().toString(36);
    await text().click();
    await text().pressSequentially(`Woolly day ${tag}`);
    await page.locator(`${box} button.compose-emoji-button`).click();
    const picker = page.locator(`${box} .emoji-picker`);
    await picker.waitFor({ timeout: 20_000 });
    await picker.locator('input[type="search"]').fill('blobcat');
    await picker.locator('button[aria-label=":blobcat:"]').click();
    await waitFor(
      async () => (await text().inputValue()) === `Woolly day ${tag} :blobcat: `,
      'the shortcode is in the text',
    );
    await page.locator(`${box} button.compose-post`).click();
    const row = page.locator('article.status-row', { hasText: tag }).first();
    await row.waitFor({ timeout: 20_000 });
    const img = row.locator('img.custom-emoji[alt=":blobcat:"]');
    await img.waitFor({ timeout: 20_000 });
    expect(await img.getAttribute('src')).toContain('blobcat');
  });
});
