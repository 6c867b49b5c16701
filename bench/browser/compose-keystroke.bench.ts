// Typing in compose with a big home timeline loaded against a small one (issue 19 "Done when", issue 20 item 5):
// keystroke to paint, in real Chromium against the demo. Two browser contexts (two profiles: two cores, two home
// views) in one run: one with 2,000 posts loaded in home, one with its first page (about 20). Keys are typed into
// each compose box in alternating batches, so machine load falls on both alike. Each keystroke is timed in the page
// from its keydown to the task after the next animation frame (the frame that paints it has run by then).
// `compose.keystroke.2000_vs_20.p95` is the ratio of the two p95s; the target is ≤ 1.2.
import type { BrowserContext, Page } from 'playwright-core';
import { type Stack, signIn, startStack } from '../../tests/e2e/harness.ts';
import { percentile } from '../lib/stats.ts';
import type { Figures } from '../lib/types.ts';
import { loadHomeRows, seedHome, settle } from './home.ts';

const BIG = 2000;
const ROUNDS = 12;
const KEYS_PER_BATCH = 15;
const WARM_KEYS = 10;
const TEXT = '.side-compose textarea.compose-text';

/** Installed in the page: every keydown in the compose text, timed to the task after the next frame. */
const PROBE = `(() => {
  const ta = document.querySelector(${JSON.stringify(TEXT)});
  const times = [];
  globalThis.keystrokeProbe = times;
  ta.addEventListener('keydown', () => {
    const t0 = performance.now();
    requestAnimationFrame(() => setTimeout(() => times.push(performance.now() - t0), 0));
  }, { capture: true });
})()`;

async function homeIn(stack: Stack, context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${stack.origin}/?signin=manual`);
  await page.waitForFunction(() => (globalThis as { woollyTab?: unknown }).woollyTab !== undefined);
  await signIn(page);
  await page.waitForSelector('.virtual-row [data-status-id]', { timeout: 30_000 });
  await page.locator(TEXT).waitFor({ timeout: 30_000 });
  return page;
}

/** Types `n` letters into the page's compose box, one at a time (each settles before the next). */
async function typeKeys(page: Page, n: number): Promise<void> {
  // The page typed into is the one in front, as a user's is.
  await page.bringToFront();
  await page.focus(TEXT);
  for (let i = 0; i < n; i++) {
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
    await page.waitForTimeout(40);
  }
}

const taken = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { keystrokeProbe: number[] }).keystrokeProbe.splice(0));

export async function run(): Promise<Figures> {
  const stack = await startStack();
  try {
    // The seeded home has about 1,350 posts; followed accounts make the rest.
    seedHome(stack, BIG);
    const big = await homeIn(stack, stack.context);
    const rows = await loadHomeRows(big, BIG);
    if (rows < BIG) throw new Error(`only ${rows} rows loaded`);
    const small = await homeIn(stack, await stack.browser.newContext({ locale: 'en-US' }));
    for (const p of [big, small]) {
      // Both pages' service workers finish installing (precaching the app's scripts, which the browser then
      // compiles) before anything is measured: the second page's install otherwise ran during the first round and
      // competed with the other page's keystrokes for the machine's two cores.
      await p.evaluate(
        'Promise.race([navigator.serviceWorker ? navigator.serviceWorker.ready : null, new Promise((r) => setTimeout(r, 20000))])',
      );
      await settle(p);
      await p.evaluate(PROBE);
      await typeKeys(p, WARM_KEYS);
      await taken(p);
    }
    const smallRows = await small.evaluate(
      () =>
        (
          globalThis as unknown as {
            woollyTab: { session: { storeOf(k: string): { keys: { value: string[] } } | undefined } };
          }
        ).woollyTab.session.storeOf('timeline:timeline=home')?.keys.value.length ?? 0,
    );
    const times = { big: [] as number[], small: [] as number[] };
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 === 0 ? (['big', 'small'] as const) : (['small', 'big'] as const);
      for (const which of order) {
        const page = which === 'big' ? big : small;
        await typeKeys(page, KEYS_PER_BATCH);
        await page.waitForTimeout(150);
        times[which].push(...(await taken(page)));
        await page.fill(TEXT, '');
      }
    }
    const p = (xs: number[], q: number) =>
      percentile(
        [...xs].sort((a, b) => a - b),
        q,
      );
    const bigP95 = p(times.big, 95);
    const smallP95 = p(times.small, 95);
    console.log(
      `  home rows ${rows} vs ${smallRows}; keystrokes ${times.big.length} / ${times.small.length}; ` +
        `p50 ${p(times.big, 50).toFixed(1)} / ${p(times.small, 50).toFixed(1)} ms, p95 ${bigP95.toFixed(1)} / ${smallP95.toFixed(1)} ms`,
    );
    return {
      'compose.keystroke.p50_2000': { value: p(times.big, 50), unit: 'ms', better: 'lower' },
      'compose.keystroke.p95_2000': { value: bigP95, unit: 'ms', better: 'lower' },
      'compose.keystroke.p50_20': { value: p(times.small, 50), unit: 'ms', better: 'lower' },
      'compose.keystroke.p95_20': { value: smallP95, unit: 'ms', better: 'lower' },
      'compose.keystroke.2000_vs_20.p95': { value: bigP95 / smallP95, unit: '×', better: 'lower' },
    };
  } finally {
    await stack.close();
  }
}
