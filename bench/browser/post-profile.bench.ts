// Where a streamed post's main-thread time goes (issue 20, item 1: what stands between postCost and its row floor).
// The same stream as post-cost.bench.ts (4 posts a second to the top of home for 15 s), sampled by V8's CPU profiler
// every 50 µs, each sample located in its original source through the build's source maps (bench/lib/cpu-profile.ts)
// and split by whose code ran, per post:
// - postProfile.renderer_ms: the renderer's own code (Preact, through its React-compatible layer): rendering,
//   reconciling, committing;
// - postProfile.app_ms: the app's code (the message and store apply, the list's window, the row's refs and effects);
// - postProfile.signals_ms: the signals library;
// - postProfile.dom_ms: the browser's DOM functions those called (creating, inserting and removing elements,
//   attributes, an image's source);
// - postProfile.gc_ms: the garbage collector.
// The engine's own work outside JavaScript (style, layout, paint set-up: "(program)") is left out: the profile cannot
// tell which of it a post caused; post-cost.bench.ts measures the layout a post leaves (postCost.layout.p50).
// Everything the page ran while posts streamed counts (the title's unread count, the notifications column), divided
// by the posts that came. The row floor (row-floor.bench.ts) holds the DOM's and the engine's part of inserting a
// built row; the renderer's and the app's parts are what a row rendered through it adds on top. The profiler's sampling slows JavaScript a little:
// the shares are what to read, not the sum against postCost.p50. `npx tsx bench/run.ts browser/post-profile`
// also prints the functions that took longest.
import { join } from 'node:path';
import { homeKeys, ROOT, startStack } from '../../tests/e2e/harness.ts';
import { type CpuProfile, locator, selfTimes } from '../lib/cpu-profile.ts';
import type { Figures } from '../lib/types.ts';
import { openHome, setLoad } from './home.ts';
import { POSTS_PER_SECOND, STREAM_MS } from './post-cost.bench.ts';

export async function run(): Promise<Figures> {
  const stack = await startStack();
  try {
    const page = await openHome(stack);
    const before = new Set(await homeKeys(page));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
    await setLoad(stack, POSTS_PER_SECOND);
    await page.waitForTimeout(STREAM_MS);
    await setLoad(stack, 0);
    await page.waitForTimeout(300);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    // The rows the stream added to home (posts the stream made elsewhere, by accounts not followed, add none).
    const posts = (await homeKeys(page)).filter((k) => !before.has(k)).length;
    if (posts === 0) throw new Error('no streamed post reached home while profiling');
    const { byShare, byFunction } = selfTimes(profile, locator(join(ROOT, 'dist')));
    const per = (ms: number) => ms / posts;
    const top = [...byFunction]
      .filter(([label]) => !label.startsWith('(program)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25);
    console.log(`  ${posts} posts; the functions that took longest, ms per post (self time):`);
    for (const [label, ms] of top) console.log(`  ${per(ms).toFixed(3).padStart(7)}  ${label}`);
    const fig = (ms: number) => ({ value: per(ms), unit: 'ms', better: 'lower' as const });
    return {
      'postProfile.posts': { value: posts, unit: 'posts', better: 'higher' },
      'postProfile.renderer_ms': fig(byShare.renderer),
      'postProfile.app_ms': fig(byShare.app),
      'postProfile.signals_ms': fig(byShare.signals),
      'postProfile.dom_ms': fig(byShare.dom),
      'postProfile.gc_ms': fig(byShare.gc),
    };
  } finally {
    await stack.close();
  }
}
