// Issue 18 items 2 and 3, end to end in Chromium against the demo instance:
//  - clicking a picture of a post opens the media viewer, the arrow keys move between the post's pictures (wrapping
//    around), Escape closes it and focus is back on the picture that opened it; the browser's Back closes it too;
//  - a video plays (the demo's real clip), and when it is scrolled out of view it pauses there and goes on in the
//    picture-in-picture player, which keeps playing across a navigation to another screen.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTab, type Stack, signIn, startStack } from './harness.ts';

let stack: Stack;
let page: Page;
let imagePost = '';
let videoPost = '';

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.origin}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${stack.demo.demoToken}`, ...(init.headers ?? {}) },
  });

/** Uploads a file as the demo user and waits until the server has processed it. */
async function upload(type: string, description: string): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(64)], { type }), 'file');
  form.set('description', description);
  const r = await api('/api/v2/media', { method: 'POST', body: form });
  expect([200, 202]).toContain(r.status);
  const { id } = (await r.json()) as { id: string };
  for (let i = 0; i < 10; i++) if ((await api(`/api/v1/media/${id}`)).status === 200) break;
  return id;
}

async function post(text: string, mediaIds: string[]): Promise<string> {
  const r = await api('/api/v1/statuses', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: text, media_ids: mediaIds }),
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { id: string }).id;
}

beforeAll(async () => {
  stack = await startStack();
  videoPost = await post('A short clip of the field', [
    await upload('video/webm', 'A ball crossing a field'),
  ]);
  const pictures = [];
  for (const d of ['First picture', 'Second picture', 'Third picture'])
    pictures.push(await upload('image/png', d));
  imagePost = await post('Three pictures of the flock', pictures);
  page = await openTab(stack, '/');
  await page.setViewportSize({ width: 1024, height: 700 });
  await signIn(page);
  await page.waitForSelector(`[data-status-id="${imagePost}"] .media-open`, { timeout: 30_000 });
});
afterAll(async () => {
  await stack?.close();
});

const viewer = () => page.locator('.media-viewer');
const shownAlt = () => viewer().locator('img.viewer-image').getAttribute('alt');

describe('the media viewer', () => {
  it('opens on a click, moves with the arrow keys, closes with Escape with focus back on the picture', async () => {
    const first = page.locator(`[data-status-id="${imagePost}"] [data-media-index="0"] .media-open`);
    await first.click();
    await viewer().waitFor({ timeout: 15_000 });
    expect(await viewer().getAttribute('role')).toBe('dialog');
    expect(await shownAlt()).toBe('First picture');
    expect(await viewer().locator('.viewer-alt').textContent()).toBe('First picture');
    await page.keyboard.press('ArrowRight');
    await expect.poll(shownAlt).toBe('Second picture');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(shownAlt).toBe('Third picture');
    expect(await viewer().locator('.dialog-title').textContent()).toBe('Media 3 of 3');
    // The post's actions are there: a favourite made in the viewer is the post's.
    await viewer().locator('button.favourite').click();
    await expect.poll(() => viewer().locator('button.favourite').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    await viewer().waitFor({ state: 'detached' });
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(
      await page
        .locator(`[data-status-id="${imagePost}"] button.favourite`)
        .first()
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it("closes with the browser's Back, staying on the screen", async () => {
    const path = new URL(page.url()).pathname;
    await page.locator(`[data-status-id="${imagePost}"] [data-media-index="1"] .media-open`).click();
    await viewer().waitFor();
    expect(await shownAlt()).toBe('Second picture');
    await page.goBack();
    await viewer().waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.locator(`[data-status-id="${imagePost}"]`).count()).toBeGreaterThan(0);
  });
});

const inlineVideo = () => page.locator(`[data-status-id="${videoPost}"] .player video`);
const pipVideo = () => page.locator('.pip video');
const mediaState = (video: ReturnType<typeof inlineVideo>) =>
  video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime, ended: v.ended }));

describe('the video player', () => {
  it('plays, pauses when scrolled out of view and goes on in picture-in-picture across a navigation', async () => {
    const player = page.locator(`[data-status-id="${videoPost}"] .player`);
    await player.scrollIntoViewIfNeeded();
    await player.locator('button[aria-label="Play"]').click();
    await expect
      .poll(async () => (await mediaState(inlineVideo())).time, { timeout: 15_000 })
      .toBeGreaterThan(0.3);
    expect((await mediaState(inlineVideo())).paused).toBe(false);

    // Scrolled far down: the post leaves the viewport while its video plays.
    for (let i = 0; i < 6; i++) {
      await page.mouse.move(500, 400);
      await page.mouse.wheel(0, 800);
    }
    await page.locator('.pip').waitFor({ timeout: 15_000 });
    expect(await page.locator('.pip').getAttribute('data-status-id-pip')).toBe(videoPost);
    if ((await inlineVideo().count()) > 0) expect((await mediaState(inlineVideo())).paused).toBe(true);
    await expect.poll(async () => (await mediaState(pipVideo())).paused, { timeout: 15_000 }).toBe(false);
    const before = (await mediaState(pipVideo())).time;

    // Another screen: the small player stays and keeps playing.
    await page.locator('a[href="/notifications"]').first().click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await expect
      .poll(async () => (await mediaState(pipVideo())).time, { timeout: 15_000 })
      .toBeGreaterThan(before + 0.5);
    expect((await mediaState(pipVideo())).paused).toBe(false);

    await page.locator('.pip button[aria-label="Close"]').click();
    await page.locator('.pip').waitFor({ state: 'detached' });
  });
});
