// The browser's own cost of one post row, the floor under the main-thread target (post-cost.bench.ts): copies of the
// rows the app rendered on home are inserted into the list's window as plain HTML (no React, no app code), then
// style and layout are forced; after two frames (painted, images decoded) the copy is removed. Whatever React and
// the app add comes on top of these figures.
import { startStack } from '../../tests/e2e/harness.ts';
import { percentile } from '../lib/stats.ts';
import type { Figures } from '../lib/types.ts';
import { openHome } from './home.ts';

const ROUNDS = 8;

/** Runs in the page (a string: tsx would wrap named functions with a helper the page lacks). */
export const PROBE = `(async (rounds) => {
  const raf = () => new Promise((r) => requestAnimationFrame(() => r()));
  const host = document.querySelector('.virtual-window');
  const rows = [...host.children].slice(0, 8).map((r) => r.outerHTML);
  const insert = [];
  const remove = [];
  for (let i = 0; i < rounds; i++) for (const html of rows) {
    const t = document.createElement('template');
    t.innerHTML = html;
    const el = t.content.firstElementChild;
    await raf();
    const t0 = performance.now();
    host.prepend(el);
    void host.offsetHeight;
    insert.push(performance.now() - t0);
    await raf();
    await raf();
    const t1 = performance.now();
    el.remove();
    void host.offsetHeight;
    remove.push(performance.now() - t1);
  }
  return { insert, remove, nodes: rows.map((h) => (h.match(/<[a-z]/g) || []).length) };
})`;

/** What asking for a frame costs a page between frames (as a streamed post's message does: its DOM change, or an
 *  animation frame asked for), against asking once a frame is coming; the floor's rows are inserted inside a frame. */
export const FRAME_REQUEST_PROBE = `(async (rounds) => {
  const idle = [];
  const coming = [];
  for (let i = 0; i < rounds; i++) {
    await new Promise((r) => setTimeout(r, 30));
    const t0 = performance.now();
    requestAnimationFrame(() => {});
    const t1 = performance.now();
    requestAnimationFrame(() => {});
    idle.push(t1 - t0);
    coming.push(performance.now() - t1);
  }
  const mean = (a) => a.reduce((x, y) => x + y, 0) / a.length;
  return { idle: mean(idle), coming: mean(coming) };
})`;

export async function run(): Promise<Figures> {
  const stack = await startStack();
  try {
    const page = await openHome(stack);
    const r = (await page.evaluate(`${PROBE}(${ROUNDS})`)) as {
      insert: number[];
      remove: number[];
      nodes: number[];
    };
    const frame = (await page.evaluate(`${FRAME_REQUEST_PROBE}(200)`)) as { idle: number; coming: number };
    const insert = r.insert.sort((a, b) => a - b);
    const remove = r.remove.sort((a, b) => a - b);
    const nodes = r.nodes.reduce((a, b) => a + b, 0) / Math.max(1, r.nodes.length);
    return {
      'rowFloor.insertAndLayout.p50': { value: percentile(insert, 50), unit: 'ms', better: 'lower' },
      'rowFloor.insertAndLayout.p95': { value: percentile(insert, 95), unit: 'ms', better: 'lower' },
      'rowFloor.removePainted.p50': { value: percentile(remove, 50), unit: 'ms', better: 'lower' },
      'rowFloor.elementsPerRow': { value: Math.round(nodes), unit: 'elements', better: 'lower' },
      // Means: the page's clock is coarse (0.1 ms), a mean of 200 is not.
      'rowFloor.frameRequest.idle_ms': { value: frame.idle, unit: 'ms', better: 'lower' },
      'rowFloor.frameRequest.coming_ms': { value: frame.coming, unit: 'ms', better: 'lower' },
    };
  } finally {
    await stack.close();
  }
}
