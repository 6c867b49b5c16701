// The first load as the browser really does it, measured from outside in Chromium against the demo instance: a
// signed-in user opens home in a fresh browser context (empty cache, no core running) at 1280×800, the deck's
// width. Every script the page and its workers ask for is read from their resource timings (on the page's clock)
// and sized gzipped from dist/ (bench/browser/fetched-js.ts):
// - bundle.initial_js_gzip: the page's scripts asked for before its first contentful paint (the entry, the core
//   client, and every chunk the first screen waits for), the language catalogue left out; budget
//   INITIAL_JS_BUDGET_KB;
// - bundle.catalogue_js_gzip: the language catalogue fetched before the first paint (issue 14: the catalogues are
//   outside the budget), found by its module path in Vite's manifest;
// - bundle.first_paint_ms: when the first contentful paint came (one cold load; noisy on a shared machine);
// - start.js_before_first_post_gzip: the page's and the workers' scripts (the SharedWorker's own script first)
//   asked for before the first post row is in the DOM, the catalogue left out; budget FIRST_POST_JS_BUDGET_KB;
// - start.first_post_vs_fcp: when the first post row entered the DOM, divided by when the first contentful paint
//   came (issue 20, item 8: the first posts come with the first paint, ≤ 1.1), and start.first_post_ms.
// The manifest-based figures (entry's static closure, React's share, the SharedWorker's script) stay in
// bundle.bench.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  evaluateInWorker,
  openTab,
  ROOT,
  sharedWorkers,
  signIn,
  startStack,
  waitFor,
} from '../../tests/e2e/harness.ts';
import type { Figures } from '../lib/types.ts';
import type { Manifest } from './bundle.bench.ts';
import { INITIAL_JS_BUDGET_KB } from './bundle.bench.ts';
import { catalogueFiles, type FetchedScript, gzipSizes, scriptsBefore } from './fetched-js.ts';

/** Page and worker scripts fetched before the first post, gzipped (issue 20, item 7). */
export const FIRST_POST_JS_BUDGET_KB = 150;

const WIDTH = 1280;
const HEIGHT = 800;
const FIRST_POST = '.virtual-row [data-status-id]';

interface PageRecord {
  timeOrigin: number;
  fcp: number | null;
  firstPost: number | null;
  scripts: { url: string; startMs: number }[];
}

// Installed before any script of the page: notes when the first post row enters the DOM (page clock).
const RECORD_FIRST_POST = `(() => {
  const note = () => {
    if (globalThis.__firstPostAt != null || !document.querySelector(${JSON.stringify(FIRST_POST)})) return;
    globalThis.__firstPostAt = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(note);
  observer.observe(document, { childList: true, subtree: true });
})()`;

const READ_PAGE = `(() => ({
  timeOrigin: performance.timeOrigin,
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  firstPost: globalThis.__firstPostAt ?? null,
  scripts: performance.getEntriesByType('resource').map((e) => ({ url: e.name, startMs: e.startTime })),
}))()`;

const READ_WORKER = `(() => ({
  timeOrigin: performance.timeOrigin,
  self: location.href,
  scripts: performance.getEntriesByType('resource').map((e) => ({ url: e.name, startMs: e.startTime })),
}))()`;

const kb = (bytes: number) => bytes / 1000;
const sum = (files: { gzip: number }[]) => files.reduce((s, f) => s + f.gzip, 0);

export async function run(): Promise<Figures> {
  const stack = await startStack();
  try {
    // Sign in once, keep what the client stored (IndexedDB included), and start again from a cold browser.
    const first = await openTab(stack, '/');
    await signIn(first);
    const signedIn = await stack.context.storageState({ indexedDB: true });
    await stack.context.close();
    await waitFor(async () => (await sharedWorkers(stack)).length === 0, 'the first core to end');

    const context = await stack.browser.newContext({
      storageState: signedIn,
      viewport: { width: WIDTH, height: HEIGHT },
    });
    await context.addInitScript(RECORD_FIRST_POST);
    const page = await context.newPage();
    await page.goto(`${stack.origin}/?signin=manual`);
    await page.waitForSelector(FIRST_POST, { timeout: 60_000 });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      undefined,
      { timeout: 30_000 },
    );
    const rec = (await page.evaluate(READ_PAGE)) as PageRecord;
    if (rec.fcp === null || rec.firstPost === null) throw new Error('no first paint or first post recorded');

    const [worker] = await sharedWorkers(stack);
    const scripts: FetchedScript[] = rec.scripts.map((s) => ({ ...s, by: 'page' }));
    if (worker) {
      const w = await evaluateInWorker<{
        timeOrigin: number;
        self: string;
        scripts: { url: string; startMs: number }[];
      }>(stack, READ_WORKER);
      const shift = w.timeOrigin - rec.timeOrigin;
      scripts.push({ url: w.self, startMs: shift, by: 'shared-worker' });
      for (const s of w.scripts)
        scripts.push({ url: s.url, startMs: s.startMs + shift, by: 'shared-worker' });
    }

    const dist = join(ROOT, 'dist');
    const pageScripts = scripts.filter((s) => s.by === 'page');
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const catalogues = catalogueFiles(manifest);
    const paintFiles = scriptsBefore(pageScripts, stack.origin, rec.fcp);
    const beforePaint = gzipSizes(
      dist,
      paintFiles.filter((f) => !catalogues.has(f)),
    );
    const catalogue = gzipSizes(
      dist,
      paintFiles.filter((f) => catalogues.has(f)),
    );
    // The catalogue is outside this budget too (the same rule).
    const beforePost = gzipSizes(
      dist,
      scriptsBefore(scripts, stack.origin, rec.firstPost).filter((f) => !catalogues.has(f)),
    );
    await context.close();

    console.log(
      `  at ${WIDTH} px: first contentful paint at ${rec.fcp.toFixed(0)} ms, first post at ${rec.firstPost.toFixed(0)} ms`,
    );
    for (const f of beforePaint) console.log(`  before first paint ${f.file}: ${kb(f.gzip).toFixed(2)} kB`);
    for (const f of catalogue)
      console.log(`  before first paint, the language catalogue ${f.file}: ${kb(f.gzip).toFixed(2)} kB`);
    for (const f of beforePost.filter((p) => !beforePaint.some((b) => b.file === p.file)))
      console.log(`  then before first post ${f.file}: ${kb(f.gzip).toFixed(2)} kB`);
    const initial = kb(sum(beforePaint));
    const firstPost = kb(sum(beforePost));
    if (initial > INITIAL_JS_BUDGET_KB)
      console.warn(
        `  ✗ the page fetched ${initial.toFixed(1)} kB of JavaScript before its first paint, over its ${INITIAL_JS_BUDGET_KB} kB budget: move what the first screen does not need behind deferred() (src/lib/deferred.tsx) or import()`,
      );
    if (firstPost > FIRST_POST_JS_BUDGET_KB)
      console.warn(
        `  ✗ ${firstPost.toFixed(1)} kB of JavaScript (page and workers) before the first post, over its ${FIRST_POST_JS_BUDGET_KB} kB budget`,
      );
    return {
      'bundle.initial_js_gzip': { value: initial, unit: 'kB', better: 'lower' },
      'bundle.catalogue_js_gzip': { value: kb(sum(catalogue)), unit: 'kB', better: 'lower' },
      'bundle.first_paint_ms': { value: rec.fcp, unit: 'ms', better: 'lower' },
      'start.js_before_first_post_gzip': { value: firstPost, unit: 'kB', better: 'lower' },
      'start.first_post_ms': { value: rec.firstPost, unit: 'ms', better: 'lower' },
      'start.first_post_vs_fcp': { value: rec.firstPost / rec.fcp, unit: '×', better: 'lower' },
    };
  } finally {
    await stack.close();
  }
}
