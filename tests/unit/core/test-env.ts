// The CoreEnv that core tests run the real core with: fake sockets, fake IndexedDB, real timers (optionally sped up),
// and a teardown that stops every interval the core started.
import { IDBFactory } from 'fake-indexeddb';
import type { CoreEnv } from '../../../worker/app/env.ts';
import type { WebSocketConstructor } from '../../../worker/streaming/types.ts';
import { FakeSocket } from './fake-instance.ts';

const intervals: ReturnType<typeof setInterval>[] = [];

/** For `afterEach`: clears the core's intervals and forgets the fake sockets. */
export function stopTestTimers(): void {
  for (const i of intervals.splice(0)) clearInterval(i);
  FakeSocket.all = [];
}

/** `speed` > 1 runs the core's clock and timers that many times faster than real ones. */
export function testEnv(
  fetch: CoreEnv['fetch'],
  {
    indexedDB = new IDBFactory(),
    speed = 1,
    startGateMs = 0,
  }: { indexedDB?: IDBFactory; speed?: number; startGateMs?: number } = {},
): CoreEnv {
  const started = Date.now();
  return {
    fetch,
    WebSocket: FakeSocket as unknown as WebSocketConstructor,
    indexedDB,
    now: () => started + (Date.now() - started) * speed,
    random: () => 0.5,
    setTimeout: (fn, ms) => setTimeout(fn, ms / speed),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => {
      const h = setInterval(fn, ms / speed);
      intervals.push(h);
      return h;
    },
    origin: 'http://app.test',
    crypto: globalThis.crypto,
    log: () => {},
    // The account's other parts go at once: these tests' tabs never say they showed their first content
    // (startup-order.test.ts sets a wait to test that).
    startGateMs,
  };
}

/** Waits (up to 1.5 s) for a condition the core reaches asynchronously. */
export async function until(cond: () => boolean, what = 'condition'): Promise<void> {
  for (let i = 0; i < 300 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!cond()) throw new Error(`timed out waiting for ${what}`);
}
