// Fault tools for the end-to-end tests of issue 12: pausing the core's SharedWorker with the debugger (as a frozen
// or stuck worker would be), and reading the connection status line a person sees.
import type { Page } from 'playwright-core';
import { type Stack, sharedWorkers } from './harness.ts';

/** Pauses the core's SharedWorker (Debugger.pause over CDP); answers the function that resumes it. */
export async function pauseSharedWorker(stack: Stack): Promise<() => Promise<void>> {
  const [worker] = await sharedWorkers(stack);
  if (!worker) throw new Error('no shared worker');
  const { sessionId } = (await stack.cdp.send('Target.attachToTarget', {
    targetId: worker.targetId,
    flatten: false,
  })) as { sessionId: string };
  let id = 0;
  const send = (method: string) =>
    stack.cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: ++id, method, params: {} }),
    });
  await send('Debugger.enable');
  await send('Debugger.pause');
  return async () => {
    await send('Debugger.resume');
    await send('Debugger.disable');
    await stack.cdp.send('Target.detachFromTarget', { sessionId }).catch(() => {});
  };
}

/** The connection status line's text, or '' when none shows. */
export const connectionStatus = (page: Page): Promise<string> =>
  page.evaluate(() => document.querySelector('.connection-status[role="status"]')?.textContent ?? '');

/** Posts at the demo instance's fault settings (POST /_demo/faults). */
export async function setFaults(stack: Stack, settings: Record<string, unknown>): Promise<void> {
  const r = await fetch(`${stack.origin}/_demo/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(settings),
  });
  if (!r.ok) throw new Error(`faults: ${r.status}`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
