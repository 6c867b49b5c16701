// Compose for real, in Chromium against the demo: attach a PNG made here, give it alt text and a content warning,
// post, and find the post on home with its warning and the image with its alt text; then edit it from its menu and
// see the edited text in place. Then a poll post.
import { deflateSync } from 'node:zlib';
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

/** A small solid PNG (8×8, red), built byte by byte: signature, IHDR, IDAT, IEND. */
function redPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = (crcTable[(c ^ x) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const size = 8;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([255, 0, 0]))]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const box = '.side-compose';
const rowWith = (text: string) => page.locator('article.status-row', { hasText: text }).first();

/** The row's text with its content warning opened. */
async function openedText(id: string): Promise<string> {
  const row = page.locator(`article.status-row[data-status-id="${id}"]`).first();
  const toggle = row.locator('button.cw-toggle');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  return (await row.textContent()) ?? '';
}

describe('compose', () => {
  it('posts an image with alt text behind a content warning, shows it on home, then edits it', async () => {
    const tag = Date.now().toString(36);
    const cw = `Spoiler ${tag}`;
    const text = `A red square ${tag}`;
    await page.locator(`${box} textarea.compose-text`).waitFor({ timeout: 20_000 });

    await page.locator(`${box} input[type="file"]`).setInputFiles({
      name: 'red.png',
      mimeType: 'image/png',
      buffer: redPng(),
    });
    const item = page.locator(`${box} .compose-media-item[data-media-id]`);
    await item.waitFor({ timeout: 20_000 });
    // The thumbnail is the picked file itself (an object URL), before anything is posted.
    expect(await item.locator('img').getAttribute('src')).toMatch(/^blob:/);
    await page.fill(`${box} textarea.compose-alt`, 'A small red square');
    await page.click(`${box} button.compose-cw`);
    await page.fill(`${box} input.compose-spoiler`, cw);
    await page.fill(`${box} textarea.compose-text`, text);
    await page.click(`${box} button.compose-post`);
    // Success resets the form: no text, no media, no warning.
    await waitFor(
      async () =>
        (await page.inputValue(`${box} textarea.compose-text`)) === '' &&
        (await page.locator(`${box} .compose-media-item`).count()) === 0,
      'compose reset after posting',
    );

    // On home (the stream brings it): the warning shows, the text and the image behind it.
    const row = rowWith(cw);
    await row.waitFor({ timeout: 20_000 });
    const id = (await row.getAttribute('data-status-id')) as string;
    expect(await row.locator('.spoiler-text').textContent()).toBe(cw);
    expect(await openedText(id)).toContain(text);
    const overlay = row.locator('button.media-overlay');
    if (await overlay.count()) await overlay.click();
    const img = row.locator('.media-grid img');
    await img.waitFor({ timeout: 10_000 });
    expect(await img.getAttribute('alt')).toBe('A small red square');

    // Edit from the post's menu: compose opens with the source text, the warning and the media; Save PUTs it.
    await row.locator('button[aria-label="More"]').click();
    await row.locator('button', { hasText: /^Edit$/ }).click();
    await waitFor(
      async () => (await page.inputValue(`${box} textarea.compose-text`).catch(() => '')) === text,
      'the post loaded into compose for editing',
    );
    expect(await page.inputValue(`${box} input.compose-spoiler`)).toBe(cw);
    expect(await page.locator(`${box} .compose-media-item[data-media-id]`).count()).toBe(1);
    const edited = `A red square, edited ${tag}`;
    await page.fill(`${box} textarea.compose-text`, edited);
    await page.click(`${box} button.compose-post`);
    await waitFor(async () => (await openedText(id)).includes(edited), 'the edited text on home');
    // Still one post with this warning: an edit, not a new post.
    expect(await page.locator('article.status-row', { hasText: cw }).count()).toBe(1);
  });

  it('keeps what was typed across a reload, even one at once (the tab and the core hold the draft)', async () => {
    // The edit above ends by going back to home: type only once the box is the new-post box again, not the edit
    // box on its way out.
    await waitFor(
      async () =>
        new URL(page.url()).pathname === '/home' &&
        (await page.locator(`${box} form[aria-label="New post"]`).count()) === 1,
      'the new-post box back on home',
    );
    const text = `Unfinished thought ${Date.now().toString(36)}`;
    const cw = `later ${Date.now().toString(36)}`;
    await page.fill(`${box} textarea.compose-text`, text);
    await page.click(`${box} button.compose-cw`);
    await page.fill(`${box} input.compose-spoiler`, cw);
    // Reloaded at once, within the debounce: the tab's own copy has every keystroke, the warning too.
    await page.reload();
    await waitFor(
      async () => (await page.inputValue(`${box} textarea.compose-text`).catch(() => '')) === text,
      'the draft restored after the reload',
    );
    expect(await page.inputValue(`${box} input.compose-spoiler`)).toBe(cw);
    // The tab gives what it kept to the core, which then holds both.
    await waitFor(
      () =>
        page.evaluate(
          ([t, w]) => {
            const drafts = JSON.stringify(
              (
                globalThis as unknown as {
                  woollyTab: { session: { global: { value: { drafts: unknown } } } };
                }
              ).woollyTab.session.global.value.drafts,
            );
            return drafts.includes(t as string) && drafts.includes(w as string);
          },
          [text, cw],
        ),
      'the whole draft in the core',
    );
    // Cleared for the next test.
    await page.fill(`${box} textarea.compose-text`, '');
    await page.click(`${box} button.compose-cw`);
  });

  it('posts a poll (a blank option waits while below the maximum), then deletes and re-drafts it', async () => {
    const tag = Date.now().toString(36);
    await page.click(`${box} button.compose-poll-toggle`);
    await page.fill(`${box} input[aria-label="Option 1"]`, `Tea ${tag}`);
    await page.fill(`${box} input[aria-label="Option 2"]`, `Coffee ${tag}`);
    // A third, blank option appears for the next answer (the demo allows 4).
    await page.locator(`${box} input[aria-label="Option 3"]`).waitFor({ timeout: 5_000 });
    expect(await page.inputValue(`${box} input[aria-label="Option 3"]`)).toBe('');
    await page.fill(`${box} textarea.compose-text`, `Tea or coffee? ${tag}`);
    await page.click(`${box} button.compose-post`);
    const row = rowWith(`Tea or coffee? ${tag}`);
    await row.waitFor({ timeout: 20_000 });
    const titles = await row.locator('.poll-title').allTextContents();
    expect(titles).toEqual([`Tea ${tag}`, `Coffee ${tag}`]);

    // Delete & re-draft: the post goes, compose opens with its text and its poll, and posting makes it again.
    const id = (await row.getAttribute('data-status-id')) as string;
    await row.locator('button[aria-label="More"]').click();
    await row.locator('button', { hasText: 'Delete & re-draft' }).click();
    // Confirmed first (settings can turn that off).
    await page
      .getByRole('dialog', { name: 'Delete & re-draft?' })
      .getByRole('button', { name: 'Delete & re-draft', exact: true })
      .click();
    await waitFor(
      async () =>
        (await page.inputValue(`${box} textarea.compose-text`).catch(() => '')) === `Tea or coffee? ${tag}`,
      'the deleted post refilled into compose',
    );
    await page.locator(`article.status-row[data-status-id="${id}"]`).waitFor({ state: 'detached' });
    expect(await page.inputValue(`${box} input[aria-label="Option 1"]`)).toBe(`Tea ${tag}`);
    expect(await page.inputValue(`${box} input[aria-label="Option 2"]`)).toBe(`Coffee ${tag}`);
    await page.click(`${box} button.compose-post`);
    await waitFor(
      async () =>
        (await page.locator('article.status-row', { hasText: `Tea or coffee? ${tag}` }).count()) === 1 &&
        (await rowWith(`Tea or coffee? ${tag}`).getAttribute('data-status-id')) !== id,
      'the redrafted post on home',
    );
  });
});
