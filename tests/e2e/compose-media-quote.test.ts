// Issue 19 items 4 and 5 and the BOOST modal of issue 18, in Chromium against the demo instance: an image upload
// shows its progress bar (bytes sent, published by the core) and then its preview; posting it without a
// description asks first; its focal point and description set in the edit-media dialog reach the server; a boost
// through the BOOST modal with "Quiet public" is an unlisted boost; a quote post made from the modal shows the
// quoted post on home. The three dialogs (alt-text reminder, edit media, BOOST) pass axe-core where they open.
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings } from './axe.ts';
import { openTab, type Stack, signIn, startStack, waitFor } from './harness.ts';

let stack: Stack;
let page: Page;
beforeAll(async () => {
  stack = await startStack();
  page = await openTab(stack, '/home');
  await signIn(page);
  await page.waitForSelector('.virtual-row [data-status-id]', { timeout: 30_000 });
});
afterAll(async () => {
  await stack?.close();
});

/** A solid PNG of `size`×`size` pixels, built byte by byte. */
function png(size: number): Buffer {
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
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([40, 90, 200]))]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const box = '.side-compose';
const me = () => stack.demo.demoAccountId;

/** A public post by an account the demo user follows, opened as the focused post of its thread. */
async function openOthersPost(text: string): Promise<string> {
  const r = await fetch(`${stack.origin}/_demo/post`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text, visibility: 'public' }),
  });
  expect(r.status).toBe(200);
  const post = (await r.json()) as { id: string; account: { acct: string } };
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/@${post.account.acct}/${post.id}`);
  await page.locator(`.detailed-status [data-status-id="${post.id}"]`).waitFor({ timeout: 20_000 });
  return post.id;
}

describe('media details', () => {
  it('shows the upload progress then the preview; asks for a description; sends the focal point and description', async () => {
    const tag = Date.now().toString(36);
    await page.locator(`${box} textarea.compose-text`).waitFor({ timeout: 20_000 });
    // The server takes a moment to answer: the bar stays up with every byte sent meanwhile.
    stack.demo.faults.setRoute('POST /api/v2/media', { delayMs: 2_000, times: 1 });
    await page
      .locator(`${box} input[type="file"]`)
      .first()
      .setInputFiles({
        name: 'blue.png',
        mimeType: 'image/png',
        buffer: png(64),
      });
    const bar = page.locator(`${box} .compose-media-item.pending progress.upload-progress-bar`);
    await bar.waitFor({ timeout: 20_000 });
    expect(await bar.getAttribute('aria-label')).toBe('Uploading blue.png');
    await waitFor(
      () => bar.evaluate((el) => (el as HTMLProgressElement).value === 1).catch(() => false),
      'every byte sent while the server works',
    );
    const item = page.locator(`${box} .compose-media-item[data-media-id]`);
    await item.waitFor({ timeout: 20_000 });
    expect(await bar.count()).toBe(0);
    expect(await item.locator('img.compose-thumb').getAttribute('src')).toMatch(/^blob:/);
    const mediaId = (await item.getAttribute('data-media-id')) as string;

    // Posting without a description: the reminder; "Add description" goes back to the alt text field.
    const text = `A blue square ${tag}`;
    await page.fill(`${box} textarea.compose-text`, text);
    await page.click(`${box} button.compose-post`);
    const reminder = page.locator('[role="dialog"]', { hasText: 'Add a description?' });
    await reminder.waitFor({ timeout: 10_000 });
    // Each dialog on the way passes axe-core (no serious or critical violation).
    expect(await axeFindings(page, { within: '[role="dialog"]' })).toEqual([]);
    await reminder.locator('button', { hasText: 'Add description' }).click();
    await reminder.waitFor({ state: 'detached' });
    await waitFor(
      () => page.evaluate(() => document.activeElement?.classList.contains('compose-alt') === true),
      'the focus on the alt text field',
    );
    expect([...stack.demo.world.statuses.values()].some((s) => s.text === text)).toBe(false);

    // The edit-media dialog: a click on the preview at three quarters across and a quarter down, a description.
    await item.locator('button.compose-media-edit').click();
    const dialog = page.locator('.media-edit-dialog');
    await dialog.waitFor({ timeout: 10_000 });
    expect(await axeFindings(page, { within: '.media-edit-dialog' })).toEqual([]);
    const preview = dialog.locator('button.media-edit-preview');
    const size = await preview.boundingBox();
    if (!size) throw new Error('the preview has no box');
    await preview.click({ position: { x: size.width * 0.75, y: size.height * 0.25 } });
    await dialog.locator('textarea').fill(`A blue square, described ${tag}`);
    await dialog.locator('button', { hasText: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitFor(
      () => stack.demo.world.media.get(mediaId)?.description === `A blue square, described ${tag}`,
      'the description stored by the server',
    );
    const focus = stack.demo.world.media.get(mediaId)?.focus;
    expect(focus?.x).toBeCloseTo(0.5, 1);
    expect(focus?.y).toBeCloseTo(0.5, 1);
    expect(await page.inputValue(`${box} textarea.compose-alt`)).toBe(`A blue square, described ${tag}`);

    // Described now: it posts without asking.
    await page.click(`${box} button.compose-post`);
    await waitFor(
      () =>
        [...stack.demo.world.statuses.values()].some((s) => s.text === text && s.mediaIds.includes(mediaId)),
      'the post on the server with its image',
    );
  });
});

describe('the BOOST modal and quotes', () => {
  it('boosts with the visibility chosen in the modal, and gives the focus back to the boost button', async () => {
    const id = await openOthersPost(`Boost me quietly ${Date.now().toString(36)}`);
    const post = page.locator(`.detailed-status [data-status-id="${id}"]`);
    const boost = post.locator('button.boost');
    await boost.click();
    const dialog = page.locator('.boost-dialog');
    await dialog.waitFor({ timeout: 10_000 });
    expect(await axeFindings(page, { within: '.boost-dialog' })).toEqual([]);
    await dialog.locator('label', { hasText: 'Quiet public' }).click();
    await dialog.locator('button.boost-dialog-boost').click();
    await dialog.waitFor({ state: 'detached' });
    // No modal entry is left in the history: Back goes where it went before the dialog.
    await waitFor(
      () => page.evaluate(() => !(history.state as { woollyModal?: unknown } | null)?.woollyModal),
      'the dialog’s history entry gone',
    );
    const w = stack.demo.world;
    await waitFor(() => (w.statuses.get(id)?.reblogIds.size ?? 0) > 0, 'the boost on the server');
    const boostRec = [...(w.statuses.get(id)?.reblogIds ?? [])]
      .map((b) => w.statuses.get(b))
      .find((b) => b?.accountId === me());
    expect(boostRec?.visibility).toBe('unlisted');
    await waitFor(async () => (await boost.getAttribute('aria-pressed')) === 'true', 'the boost shown');
    expect(await boost.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('Escape closes the modal without boosting; a quote made from it shows the quoted post on home', async () => {
    const quotedText = `Quote me ${Date.now().toString(36)}`;
    const id = await openOthersPost(quotedText);
    const post = page.locator(`.detailed-status [data-status-id="${id}"]`);
    await post.locator('button.boost').click();
    const dialog = page.locator('.boost-dialog');
    await dialog.waitFor({ timeout: 10_000 });
    // A user presses Escape once the dialog has taken the focus (its first effects, in the task after it is drawn).
    await waitFor(() => dialog.evaluate((el) => el.contains(document.activeElement)), 'the dialog focused');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Its history entry is taken back: Back goes where it went before the dialog (one entry, not one per layer).
    await waitFor(
      () => page.evaluate(() => !(history.state as { woollyModal?: unknown } | null)?.woollyModal),
      'the dialog’s history entry gone',
    );
    expect(stack.demo.world.statuses.get(id)?.reblogIds.size).toBe(0);

    await post.locator('button.boost').click();
    await dialog.waitFor({ timeout: 10_000 });
    await dialog.locator('button.boost-dialog-quote').click();
    const form = page.locator('form.compose', { has: page.locator('.quote-preview') }).first();
    await form.locator('.quote-preview', { hasText: quotedText }).waitFor({ timeout: 20_000 });
    const text = `My thoughts on this ${Date.now().toString(36)}`;
    await form.locator('textarea.compose-text').fill(text);
    await form.locator('button.compose-post').click();
    await waitFor(
      () => [...stack.demo.world.statuses.values()].some((s) => s.text === text && s.quoteOfId === id),
      'the quote post on the server',
    );
    await page.evaluate(() => {
      history.pushState(null, '', '/home');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const row = page.locator('article.status-row', { hasText: text }).first();
    await row.waitFor({ timeout: 20_000 });
    await row.locator('blockquote.quote', { hasText: quotedText }).waitFor({ timeout: 10_000 });
  });
});
