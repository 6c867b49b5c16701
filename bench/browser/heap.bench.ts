// Memory per tab in real Chromium against the demo instance: the JS heap of the first tab and of each further tab
// showing the home timeline, and the heap of the core's SharedWorker, each after a full GC (CDP
// HeapProfiler.collectGarbage, then Runtime.getHeapUsage in that page or worker). The point of the one-core design
// is that a further tab costs little: its target is ≤ 10 MB. (bench/core/tabs.bench.ts has a rougher heap figure
// after its streaming rounds, without GC in the worker; these are the settled figures, named heap.*.)
import type { CDPSession, Page } from 'playwright-core';
import { openTab, type Stack, sharedWorkers, signIn, startStack, waitFor } from '../../tests/e2e/harness.ts';
import type { Figures } from '../lib/types.ts';

const FURTHER_TABS = 4;
/** A further tab's budget, MB. */
export const FURTHER_TAB_BUDGET_MB = 10;

const mb = (bytes: number) => bytes / (1024 * 1024);

interface HeapUsage {
  usedSize: number;
  totalSize: number;
}

/** One tab's JS heap after a full collection. */
export async function pageHeap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = (await cdp.send('Runtime.getHeapUsage')) as HeapUsage;
  return usage.usedSize;
}

/**
 * The SharedWorker's JS heap after a full collection. Playwright does not list SharedWorkers, so this attaches to
 * the shared_worker target over the browser CDP session and speaks to it by messages, as the harness does.
 */
export async function sharedWorkerHeap(stack: Stack): Promise<number> {
  const [worker] = await sharedWorkers(stack);
  if (!worker) throw new Error('no shared worker');
  const { sessionId } = (await stack.cdp.send('Target.attachToTarget', {
    targetId: worker.targetId,
    flatten: false,
  })) as { sessionId: string };
  let nextId = 0;
  const call = <T>(method: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId;
      const onMessage = (e: { sessionId: string; message: string }) => {
        if (e.sessionId !== sessionId) return;
        const msg = JSON.parse(e.message) as { id?: number; result?: T; error?: unknown };
        if (msg.id !== id) return;
        stack.cdp.off('Target.receivedMessageFromTarget', onMessage);
        if (msg.error) reject(new Error(`${method}: ${JSON.stringify(msg.error)}`));
        else resolve(msg.result as T);
      };
      stack.cdp.on('Target.receivedMessageFromTarget', onMessage);
      void stack.cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method }),
      });
    });
  try {
    await call('HeapProfiler.collectGarbage');
    return (await call<HeapUsage>('Runtime.getHeapUsage')).usedSize;
  } finally {
    await stack.cdp.send('Target.detachFromTarget', { sessionId }).catch(() => {});
  }
}

/** Waits until the tab's home route shows posts (the views render rows with data-status-id). */
async function homeShown(page: Page): Promise<void> {
  await page.waitForSelector('[data-status-id]', { timeout: 30_000 });
}

export async function run(): Promise<Figures> {
  const stack = await startStack();
  try {
    const first = await openTab(stack, '/');
    await signIn(first);
    // The first tab lands on the home route once signed in; reload if this build shows it only after a navigation.
    try {
      await homeShown(first);
    } catch {
      await first.reload();
      await homeShown(first);
    }
    const tabs: Page[] = [first];
    for (let i = 0; i < FURTHER_TABS; i++) {
      const tab = await openTab(stack, '/');
      await homeShown(tab);
      tabs.push(tab);
    }
    // Every tab has its first page of posts in its store before anything is measured.
    for (const tab of tabs)
      await waitFor(
        () =>
          tab.evaluate(
            () =>
              (
                globalThis as {
                  woollyTab?: { session: { storeOf(k: string): { ready: { value: boolean } } | undefined } };
                }
              ).woollyTab?.session.storeOf('timeline:timeline=home')?.ready.value === true,
          ),
        'home store ready',
      );

    const heaps: number[] = [];
    for (const tab of tabs) heaps.push(await pageHeap(await stack.context.newCDPSession(tab)));
    const further = heaps.slice(1);
    const workerHeap = await sharedWorkerHeap(stack);
    console.log(
      `  tab heaps after GC (MB): ${heaps.map((h) => mb(h).toFixed(2)).join(', ')}; shared worker ${mb(workerHeap).toFixed(2)} MB`,
    );
    return {
      'heap.first_tab_after_gc': { value: mb(heaps[0]!), unit: 'MB', better: 'lower' },
      'heap.further_tab_mean_after_gc': {
        value: mb(further.reduce((s, h) => s + h, 0) / further.length),
        unit: 'MB',
        better: 'lower',
      },
      'heap.further_tab_max_after_gc': { value: mb(Math.max(...further)), unit: 'MB', better: 'lower' },
      'heap.shared_worker_after_gc': { value: mb(workerHeap), unit: 'MB', better: 'lower' },
    };
  } finally {
    await stack.close();
  }
}
