// Issue 6, end to end in real Chromium: three tabs on one core while notifications stream in. Every tab shows the
// same unread count (badge and title); opening the notifications at the top in one tab clears it in all three;
// each notification pops up on the desktop exactly once across the three tabs.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, signIn, startStack, waitFor, waitForStream } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
  await stack.context.grantPermissions(['notifications'], { origin: stack.origin });
  // Record every desktop notification a page shows (through the service worker registration or the Notification
  // constructor) instead of showing it. No page has focus: the user is in another application, which is when a
  // desktop notification is due (a focused tab shows it in the app instead).
  await stack.context.addInitScript(() => {
    const g = globalThis as unknown as { shownNotifications: string[] };
    g.shownNotifications = [];
    const proto = globalThis.ServiceWorkerRegistration?.prototype;
    if (proto) {
      proto.showNotification = async (_title: string, options?: NotificationOptions) => {
        g.shownNotifications.push(options?.tag ?? '');
      };
      proto.getNotifications = async () => [];
    }
    class RecordingNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(_title: string, options?: NotificationOptions) {
        g.shownNotifications.push(options?.tag ?? '');
      }
      close() {}
    }
    (globalThis as unknown as { Notification: unknown }).Notification = RecordingNotification;
    document.hasFocus = () => false;
  });
});
afterAll(async () => {
  await stack?.close();
});

/** Like the harness's openTab, with a one-column viewport before the app first renders. */
async function openNarrowTab(): Promise<Page> {
  const page = await stack.context.newPage();
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto(`${stack.origin}/home?signin=manual`);
  await page.waitForFunction(
    () => (globalThis as { woollyTab?: unknown }).woollyTab !== undefined,
    undefined,
    {
      timeout: 30_000,
    },
  );
  return page;
}

const badge = (page: Page) =>
  page.evaluate(() => document.querySelector('nav a[href="/notifications"] .badge')?.textContent ?? '');

const unreadOf = (page: Page) =>
  page.evaluate(
    () =>
      (
        globalThis as unknown as {
          woollyTab: { session: { global: { value: { unread: { notifications: number } } } } };
        }
      ).woollyTab.session.global.value.unread.notifications,
  );

const shown = (page: Page) =>
  page.evaluate(() => [...(globalThis as unknown as { shownNotifications: string[] }).shownNotifications]);

const state = (page: Page) =>
  page.evaluate(() => {
    type Store = { keys: { value: readonly string[] }; meta: { value: unknown } };
    const w = (
      globalThis as unknown as {
        woollyTab: {
          session: { storeOf(k: string): Store | undefined; global: { value: { unread: unknown } } };
        };
      }
    ).woollyTab;
    const store = w.session.storeOf('notifications');
    return JSON.stringify({
      badge: document.querySelector('nav a[href="/notifications"] .badge')?.textContent ?? '',
      unread: w.session.global.value.unread,
      rows: store?.keys.value.length,
      meta: store?.meta.value,
      path: location.pathname,
      vis: document.visibilityState,
    });
  });

async function notify(type: string): Promise<string> {
  const r = await fetch(`${stack.origin}/_demo/notification`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type }),
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { id: string }).id;
}

describe('notifications across three tabs', () => {
  it('one unread count everywhere, read in one tab clears all, one desktop popup per notification', async () => {
    // One column from the first paint (the deck would show a notifications column, read at the top at once): the
    // tabs show home, so nothing is read until a tab opens the notifications.
    const first = await openNarrowTab();
    await signIn(first);
    const tabs = [first, await openNarrowTab(), await openNarrowTab()];
    for (const t of tabs) await waitForStream(t);
    for (const t of tabs) await t.waitForSelector('nav a[href="/notifications"]');

    // The server's unread count (the demo keeps its marker a little below the top) is the starting badge.
    const before = stack.demo.stats.requests('GET', '/api/v1/notifications/unread_count');
    expect(before).toBeGreaterThan(0);
    await waitFor(async () => (await unreadOf(first)) > 0, 'the unread count from the server');
    const start = await unreadOf(first);
    for (const t of tabs)
      await waitFor(async () => (await unreadOf(t)) === start, 'the same count in every tab');

    const ids = [await notify('follow'), await notify('favourite'), await notify('reblog')];

    const expected = start + 3;
    const text = expected > 99 ? '99+' : String(expected);
    for (const t of tabs)
      await waitFor(async () => (await badge(t)) === text, `badge ${text} in every tab`).catch(async (e) => {
        throw new Error(`${String(e)}; badges: ${(await Promise.all(tabs.map(badge))).join(',')}`);
      });
    for (const t of tabs) expect(await t.title()).toBe(`(${expected}) Woolly`);

    // Each notification shown once, by one tab only.
    const all = async () => (await Promise.all(tabs.map(shown))).flat();
    await waitFor(async () => (await all()).length >= ids.length, 'desktop notifications shown');
    const tags = await all();
    expect(tags.sort()).toEqual([...ids].sort());

    // Reading in the second tab: the notifications open at the top.
    await tabs[1]!.click('nav a[href="/notifications"]');
    for (const t of tabs)
      await waitFor(async () => (await badge(t)) === '', 'badge cleared in every tab').catch(async (e) => {
        throw new Error(`${String(e)}; ${(await Promise.all(tabs.map(state))).join('\n')}`);
      });
    for (const t of tabs) expect(await t.title()).toBe('Woolly');

    // A notification that arrives while a tab reads at the top is read at once: no badge anywhere.
    const later = await notify('follow');
    await waitFor(async () => (await all()).includes(later), 'the later one shown once');
    expect((await all()).filter((t) => t === later)).toHaveLength(1);
    for (const t of tabs) expect(await badge(t)).toBe('');
  });
});
