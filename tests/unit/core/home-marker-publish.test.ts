import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { PROTOCOL_VERSION } from '../../../shared/constants.ts';
import type { GlobalState, PushMessage } from '../../../shared/protocol/core-api.ts';
import { createCore } from '../../../worker/app/core.ts';
import type { CoreEnv } from '../../../worker/app/env.ts';
import { FakeSocket, fakeInstance, status } from './fake-instance.ts';
import { stopTestTimers, testEnv, until } from './test-env.ts';

afterEach(stopTestTimers);

/** The core's clock and timers run 20 times faster than real ones, so the test waits 50 ms, not a second. */
const SPEED = 20;

describe('home read marker publishing', () => {
  it('posts streaming in for two seconds cost the tabs a push a second, not one per post', async () => {
    const inst = fakeInstance();
    const sent: string[] = [];
    // Uploads fail so the marker keeps waiting for the page (and every publish is the throttle's).
    const fetch: CoreEnv['fetch'] = async (input, init = {}) => {
      const url = new URL(String(input));
      sent.push(url.pathname);
      if (url.pathname === '/api/v1/markers')
        return new Response(JSON.stringify({ error: 'nope' }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        });
      return inst.fetch(String(input), init as RequestInit);
    };
    const core = createCore(testEnv(fetch, { speed: SPEED }));
    const start = await core.api.signInStart('127.0.0.1:4000', 'http://app.test/oauth/callback');
    const state = new URL((start as { url: string }).url).searchParams.get('state')!;
    expect(await core.api.signInFinish('the-code', state)).toEqual({ ok: true });
    const globals: GlobalState[] = [];
    const push = (msgs: PushMessage[]) => {
      for (const m of msgs) if (m.type === 'global') globals.push(m.global);
    };
    await core.api.hello({ tabId: 't1', protocol: PROTOCOL_VERSION }, push);
    // The tab lives as a real one does: at 20× the core would otherwise drop it after a second of silence.
    const beating = setInterval(() => void core.api.heartbeat('t1'), 100);
    onTestFinished(() => clearInterval(beating));
    const key = await core.api.subscribe('t1', { kind: 'timeline', timeline: 'home' });
    await core.api.intent('t1', { type: 'view.top', view: key, atTop: true });
    await until(() => globals.at(-1)?.markers?.pending.home !== undefined, 'first marker waiting');
    await until(() => FakeSocket.all[0]?.subscribed().includes('user') === true, 'home stream');
    // Let the first marker's publishes settle (a failed upload publishes again on the next task).
    await new Promise((r) => setTimeout(r, 2000 / SPEED));
    const before = globals.length;
    // One post every 200 ms of core time (a busy home timeline), ten of them over two seconds.
    for (let i = 10; i < 20; i++) {
      FakeSocket.all[0]!.push(['user'], 'update', status(String(i), `post ${i}`));
      await new Promise((r) => setTimeout(r, 200 / SPEED));
    }
    await until(
      () => globals.at(-1)?.markers?.pending.home?.last_read_id === '19',
      'newest marker published',
    );
    await new Promise((r) => setTimeout(r, 2000 / SPEED));
    const withMarkers = globals.slice(before).filter((g) => g.markers?.pending.home);
    expect(withMarkers.at(-1)?.markers?.pending.home?.last_read_id).toBe('19');
    // Ten posts over two seconds: about one publish a second (timers in a shared test process may drift), not ten.
    expect(withMarkers.length).toBeLessThanOrEqual(4);
  });
});
