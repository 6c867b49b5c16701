// Helpers shared by the browser benchmarks and the timeline e2e test: a large home timeline in the demo, loaded
// into a tab through the core, the demo's load generator, and the first visible row of the list.
import type { Page } from 'playwright-core';
import { HOME, openTab, type Stack, signIn, waitForStream } from '../../tests/e2e/harness.ts';

/** Makes `posts` posts by followed accounts at once (the demo's load generator, stepped by hand). */
export function seedHome(s: Stack, posts: number): void {
  s.demo.load.start({ postsPerSecond: posts, notificationsPerSecond: 0 });
  s.demo.load.step(1000);
  s.demo.load.stop();
}

interface WoollyTab {
  intent(i: unknown): Promise<unknown>;
  session: {
    storeOf(
      key: string,
    ):
      | { keys: { value: readonly string[] }; meta: { value: { hasMore: boolean; pending: number } } }
      | undefined;
  };
}

/** Loads older pages through the core until the home view holds `target` rows (or the server has no more). */
export async function loadHomeRows(page: Page, target: number): Promise<number> {
  return page.evaluate(
    async ([view, want]) => {
      const tab = (globalThis as unknown as { woollyTab: WoollyTab }).woollyTab;
      const store = tab.session.storeOf(view as string);
      if (!store) throw new Error('home is not subscribed');
      let stalls = 0;
      while (store.keys.value.length < (want as number) && stalls < 50) {
        const before = store.keys.value.length;
        if (!store.meta.value.hasMore) break;
        await tab.intent({ type: 'view.loadMore', view });
        // The page's rows reach the store at the tab's next frame, which may come after the intent's answer.
        for (let i = 0; i < 40 && store.keys.value.length === before; i++)
          await new Promise((r) => setTimeout(r, 50));
        if (store.keys.value.length === before) stalls++;
        else stalls = 0;
      }
      return store.keys.value.length;
    },
    [HOME, target] as const,
  );
}

/** Starts (posts > 0) or stops the demo's load generator through its control API. */
export const setLoad = (s: Stack, postsPerSecond: number) =>
  fetch(`${s.origin}/_demo/load`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ postsPerSecond }),
  });

/** The first row whose bottom is below the list's top edge, and its top relative to that edge (an expression). */
export const FIRST_VISIBLE = `(() => {
  const scroller = document.querySelector('.virtual-scroll');
  if (!scroller) return null;
  const top = scroller.getBoundingClientRect().top;
  let best = null;
  for (const el of scroller.querySelectorAll('.virtual-row')) {
    const r = el.getBoundingClientRect();
    if (r.bottom <= top + 0.5) continue;
    if (!best || r.top < best.top) best = { key: el.getAttribute('data-key'), top: r.top };
  }
  return best && { key: best.key, offset: best.top - top };
})()`;

export const firstVisible = (page: Page) =>
  page.evaluate(FIRST_VISIBLE) as Promise<{ key: string; offset: number } | null>;

/** Lets the page render and measure for `frames` animation frames. A string: tsx would wrap named functions in
 *  the page with a helper the page does not have. */
export const settle = (page: Page, frames = 10) =>
  page.evaluate(
    `new Promise((r) => { let i = 0; const f = () => (++i >= ${frames} ? r() : requestAnimationFrame(f)); requestAnimationFrame(f); })`,
  );

/** A signed-in tab on home at 1000×800, its first rows rendered, streaming, and 30 frames settled. */
export async function openHome(s: Stack): Promise<Page> {
  const page = await openTab(s, '/');
  await page.setViewportSize({ width: 1000, height: 800 });
  await signIn(page);
  await page.waitForSelector('.virtual-row [data-status-id]', { timeout: 30_000 });
  await waitForStream(page);
  await settle(page, 30);
  return page;
}
