// Issue 10.30: while the stream is down and cannot come back, home and the notifications are asked for over HTTP
// every minute, and the asking stops once the stream is open again.

import { afterEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../shared/constants.ts';
import type { PushMessage } from '../../../shared/protocol/core-api.ts';
import { applyOps } from '../../../shared/protocol/diff.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import { createCore } from '../../../worker/app/core.ts';
import { createFallbackPoller, FALLBACK_POLL_MS } from '../../../worker/app/stream-fallback-poll.ts';
import { SESSION_EXPIRED } from '../../../worker/streaming/final-close.ts';
import type { WebSocketConstructor } from '../../../worker/streaming/types.ts';
import { createClock } from '../streaming/fakes.ts';
import { fakeInstance, status } from './fake-instance.ts';
import { stopTestTimers, testEnv } from './test-env.ts';

const beats: ReturnType<typeof setInterval>[] = [];
afterEach(() => {
  for (const b of beats.splice(0)) clearInterval(b);
  stopTestTimers();
});

describe('polling while the stream is down', () => {
  it('starts once the stream keeps failing, asks every minute, and stops when the stream is open', () => {
    const clock = createClock();
    let polls = 0;
    const poller = createFallbackPoller({
      poll: () => {
        polls += 1;
      },
      setTimeout: clock.setTimeout,
      clearTimeout: (h) => clock.clearTimeout(h as ReturnType<typeof setTimeout>),
    });
    poller.onStatus({ state: 'waiting', attempt: 1 });
    clock.advance(5 * FALLBACK_POLL_MS);
    expect(polls).toBe(0);
    poller.onStatus({ state: 'waiting', attempt: 3 });
    expect(polls).toBe(1);
    poller.onStatus({ state: 'connecting', attempt: 3 });
    clock.advance(3 * FALLBACK_POLL_MS);
    expect(polls).toBe(4);
    poller.onStatus({ state: 'open', attempt: 0 });
    clock.advance(5 * FALLBACK_POLL_MS);
    expect(polls).toBe(4);
  });

  it('polls for a server without streaming, but not for an expired session', () => {
    const clock = createClock();
    let polls = 0;
    const poller = createFallbackPoller({
      poll: () => {
        polls += 1;
      },
      setTimeout: clock.setTimeout,
      clearTimeout: (h) => clock.clearTimeout(h as ReturnType<typeof setTimeout>),
    });
    poller.onStatus({ state: 'stopped', attempt: 0, reason: SESSION_EXPIRED });
    clock.advance(FALLBACK_POLL_MS);
    expect(polls).toBe(0);
    poller.onStatus({ state: 'unauthorized', attempt: 3 });
    expect(polls).toBe(1);
  });

  it('a post made while the socket can never open reaches home anyway', async () => {
    /** A server with no streaming: every upgrade is refused. */
    class RefusedSocket {
      readyState = 0;
      onopen: ((ev: never) => unknown) | null = null;
      onmessage: ((ev: never) => unknown) | null = null;
      onclose: ((ev: never) => unknown) | null = null;
      onerror: ((ev: never) => unknown) | null = null;
      constructor() {
        queueMicrotask(() => {
          this.readyState = 3;
          this.onclose?.({ code: 1006 } as never);
        });
      }
      send() {}
      close() {}
    }
    const inst = fakeInstance();
    const env = {
      ...testEnv(inst.fetch, { speed: 50 }),
      WebSocket: RefusedSocket as unknown as WebSocketConstructor,
    };
    const core = createCore(env);
    const start = await core.api.signInStart('127.0.0.1:4000', 'http://app.test/oauth/callback');
    const state = new URL((start as { url: string }).url).searchParams.get('state')!;
    await core.api.signInFinish('the-code', state);
    let rows: Row[] = [];
    const push = (msgs: PushMessage[]) => {
      for (const m of msgs) {
        if (m.type === 'snapshot') rows = m.snapshot.rows;
        else if (m.type === 'diff') rows = applyOps(rows, m.diff.ops);
      }
    };
    await core.api.hello({ tabId: 't1', protocol: PROTOCOL_VERSION }, push);
    beats.push(setInterval(() => void core.api.heartbeat('t1'), 5));
    await core.api.subscribe('t1', { kind: 'timeline', timeline: 'home' });
    for (let i = 0; i < 400 && !rows.some((r) => r.key === 's:3'); i++)
      await new Promise((r) => setTimeout(r, 5));
    inst.setHome([status('4', 'made elsewhere'), status('3'), status('2'), status('1')]);
    // A minute of the core's clock is 1.2 s here.
    for (let i = 0; i < 1000 && !rows.some((r) => r.key === 's:4'); i++)
      await new Promise((r) => setTimeout(r, 5));
    expect(rows.map((r) => r.key).filter((k) => k.startsWith('s:'))).toEqual(['s:4', 's:3', 's:2', 's:1']);
  });
});
