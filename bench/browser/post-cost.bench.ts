// Main-thread time attributable to one streamed post in a tab showing the home timeline at the top (the post is
// rendered): from the port message that carries its diff, through the store apply, React's render and commit and
// the layout that follows (forced at the end of the task, where the next frame would do it), plus whatever the
// page runs because of it in the next 100 ms (scheduler tasks, ResizeObserver row measuring, rAF callbacks).
// Counted with wrappers installed before the app loads; paint and compositing are not counted. p50/p95 over the
// posts of a 4-per-second stream. `postCost.vsRowFloor.p50` (issue 20, item 1) divides the p50 by the browser's own
// cost of that row, measured in the same page right after the stream by row-floor.bench.ts's probe: inserting a
// copy of a rendered row and laying it out, plus removing a painted one (the row a streamed post pushes out).
// The p50 is split three ways: `postCost.handlers.p50`, the callbacks' own synchronous part (the port message decoded
// and applied to the stores, the signals it sets off, observers and animation frames); `postCost.renderAndCommit.p50`,
// the microtasks they queue (the renderer's render and commit of the list and the new row, with the components' refs
// and layout effects); `postCost.layout.p50`, the style and layout left for the end of the task.
import { type Stack, startStack } from '../../tests/e2e/harness.ts';
import { percentile } from '../lib/stats.ts';
import type { Figures } from '../lib/types.ts';
import { openHome, setLoad, settle } from './home.ts';
import { PROBE as ROW_FLOOR_PROBE } from './row-floor.bench.ts';

/** The stream measured, shared with post-profile.bench.ts. */
export const POSTS_PER_SECOND = 4;
export const STREAM_MS = 15_000;
const WINDOW_MS = 100;
const FLOOR_ROUNDS = 6;
/** A frame and a half: the message and the animation frame that applies what it carried. */
const APPLY_MS = 25;

/** Installed in every page before its scripts run (a string: no bundler helpers in the page). */
export const PROBE = `(() => {
  const work = [];
  const posts = [];
  globalThis.postCostProbe = { work, posts };
  const HOME = 'timeline:timeline=home';
  const topKey = () => {
    const store = globalThis.woollyTab && globalThis.woollyTab.session.storeOf(HOME);
    return store ? (store.keyAt ? store.keyAt(0) : store.keys.peek()[0]) : undefined;
  };
  // A post starts with the port message that carries it; the tab may apply it at the next animation frame
  // (src/core-client/push-frames.ts), so the post is counted from the latest message before the work that put it
  // on top (within 50 ms), or from that work itself.
  let message = -1;
  // One piece of main-thread work: the callback, the microtasks it queued (React flushes sync updates in one),
  // and the style and layout it left dirty.
  const timed = (kind, fn) => function (...args) {
    const t0 = performance.now();
    const k0 = kind === 'resize' ? undefined : topKey();
    try { return fn.apply(this, args); } finally {
      const tReturned = performance.now();
      queueMicrotask(() => {
        const tJs = performance.now();
        void document.documentElement.offsetHeight;
        const t1 = performance.now();
        work.push([t0, t1 - t0, kind, t1 - tJs, tReturned - t0]);
        const k1 = kind === 'resize' ? undefined : topKey();
        if (k1 !== undefined && k1 !== k0) {
          posts.push(message >= 0 && t0 - message <= 50 ? message : t0);
          message = -1;
        } else if (kind === 'message' && (message < 0 || t0 - message > 50)) message = t0;
      });
    }
  };
  const wrapped = new WeakMap();
  const wrapOnce = (kind, fn) => {
    if (typeof fn !== 'function') return fn;
    let w = wrapped.get(fn);
    if (!w) { w = timed(kind, fn); wrapped.set(fn, w); }
    return w;
  };
  const add = MessagePort.prototype.addEventListener;
  const remove = MessagePort.prototype.removeEventListener;
  MessagePort.prototype.addEventListener = function (type, fn, o) { return add.call(this, type, type === 'message' ? wrapOnce('message', fn) : fn, o); };
  MessagePort.prototype.removeEventListener = function (type, fn, o) { return remove.call(this, type, (type === 'message' && wrapped.get(fn)) || fn, o); };
  const on = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage');
  Object.defineProperty(MessagePort.prototype, 'onmessage', { configurable: true, get: on.get,
    set(fn) { on.set.call(this, wrapOnce('message', fn)); } });
  const RO = globalThis.ResizeObserver;
  globalThis.ResizeObserver = class extends RO { constructor(cb) { super(timed('resize', cb)); } };
  const raf = globalThis.requestAnimationFrame;
  globalThis.requestAnimationFrame = (cb) => raf(timed('raf', cb));
})()`;

interface Probe {
  /** Start, whole duration, kind, the layout at its end, and the callback's own synchronous part (the rest, up to
   *  the layout, is the microtasks it queued: the renderer's render and commit, for a port message). */
  work: [number, number, string, number, number][];
  posts: number[];
}

export async function run(): Promise<Figures> {
  return measurePostCost(await startStack(), 'postCost');
}

/** Streams posts to the top of home in a new tab of `stack` (closed afterwards) and measures each; the figures are
 *  named `<prefix>.*` (bare-row.bench.ts measures a build whose post rows are a single element). */
export async function measurePostCost(stack: Stack, prefix: string): Promise<Figures> {
  try {
    await stack.context.addInitScript(PROBE);
    const page = await openHome(stack);
    await page.evaluate(
      'globalThis.postCostProbe.work.length = 0; globalThis.postCostProbe.posts.length = 0',
    );
    await setLoad(stack, POSTS_PER_SECOND);
    await page.waitForTimeout(STREAM_MS);
    await setLoad(stack, 0);
    await page.waitForTimeout(300);
    const probe = (await page.evaluate('globalThis.postCostProbe')) as Probe;
    const costs: number[] = [];
    const own: number[] = [];
    const layout: number[] = [];
    const handlers: number[] = [];
    const rendering: number[] = [];
    for (const t of probe.posts) {
      let sum = 0;
      let lay = 0;
      let sync = 0;
      // The message that carried the post and the frame that applied it (within APPLY_MS of it).
      let applied = 0;
      for (const [start, ms, kind, layoutMs, syncMs] of probe.work) {
        if (start >= t && start < t + WINDOW_MS) {
          sum += ms;
          lay += layoutMs;
          sync += syncMs;
        }
        if (start >= t && start < t + APPLY_MS && (kind === 'message' || kind === 'raf')) applied += ms;
      }
      own.push(applied);
      layout.push(lay);
      costs.push(sum);
      handlers.push(sync);
      rendering.push(sum - lay - sync);
    }
    costs.sort((a, b) => a - b);
    own.sort((a, b) => a - b);
    layout.sort((a, b) => a - b);
    handlers.sort((a, b) => a - b);
    rendering.sort((a, b) => a - b);
    if (costs.length === 0) throw new Error('no streamed post reached the top of home');
    await settle(page, 10);
    const floor = (await page.evaluate(`${ROW_FLOOR_PROBE}(${FLOOR_ROUNDS})`)) as {
      insert: number[];
      remove: number[];
    };
    const rowFloor =
      percentile(
        floor.insert.sort((a, b) => a - b),
        50,
      ) +
      percentile(
        floor.remove.sort((a, b) => a - b),
        50,
      );
    return {
      [`${prefix}.rowFloor.p50`]: { value: rowFloor, unit: 'ms', better: 'lower' },
      [`${prefix}.vsRowFloor.p50`]: { value: percentile(costs, 50) / rowFloor, unit: '×', better: 'lower' },
      [`${prefix}.posts`]: { value: costs.length, unit: 'posts', better: 'higher' },
      [`${prefix}.p50`]: { value: percentile(costs, 50), unit: 'ms', better: 'lower' },
      [`${prefix}.p95`]: { value: percentile(costs, 95), unit: 'ms', better: 'lower' },
      [`${prefix}.layout.p50`]: { value: percentile(layout, 50), unit: 'ms', better: 'lower' },
      [`${prefix}.layout.p95`]: { value: percentile(layout, 95), unit: 'ms', better: 'lower' },
      [`${prefix}.handlers.p50`]: { value: percentile(handlers, 50), unit: 'ms', better: 'lower' },
      [`${prefix}.renderAndCommit.p50`]: { value: percentile(rendering, 50), unit: 'ms', better: 'lower' },
      [`${prefix}.messageAndCommit.p50`]: { value: percentile(own, 50), unit: 'ms', better: 'lower' },
      [`${prefix}.messageAndCommit.p95`]: { value: percentile(own, 95), unit: 'ms', better: 'lower' },
    };
  } finally {
    await stack.close();
  }
}
