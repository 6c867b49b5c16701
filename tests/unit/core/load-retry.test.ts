// Issues 12.6 and 12.7, in the real core against a fake instance: a timeline whose first page fails shows one alert
// and its error in place of the empty list, retries by itself until the server heals, then shows its posts with the
// error gone; a gap whose catch-up request failed after the socket came back fills by itself.

import { afterEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../shared/constants.ts';
import type { GlobalState, PushMessage } from '../../../shared/protocol/core-api.ts';
import { applyOps, emptyMeta, type ViewMeta } from '../../../shared/protocol/diff.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import { ApiError } from '../../../worker/api/errors.ts';
import { createCore } from '../../../worker/app/core.ts';
import type { CoreEnv } from '../../../worker/app/env.ts';
import { RETRY_CAP_MS, retryDelay } from '../../../worker/app/load-retry.ts';
import { words } from '../core-words.ts';
import { FakeSocket, fakeInstance, status } from './fake-instance.ts';
import { stopTestTimers, testEnv } from './test-env.ts';

const beats: ReturnType<typeof setInterval>[] = [];
afterEach(() => {
  for (const b of beats.splice(0)) clearInterval(b);
  stopTestTimers();
});

/** Waits (up to 5 s) for a condition the core reaches by itself. */
async function until(cond: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1000 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!cond()) throw new Error(`timed out waiting for ${what}`);
}

/** The fake instance; `failHome(n, answer)` makes the next n home requests answer that instead. */
function instance() {
  const inst = fakeInstance();
  let failures: { left: number; answer: () => Response } = { left: 0, answer: () => new Response() };
  const fetch: CoreEnv['fetch'] = async (input, init = {}) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/v1/timelines/home' && failures.left > 0) {
      failures.left -= 1;
      return failures.answer();
    }
    return inst.fetch(String(input), init as RequestInit);
  };
  return {
    inst,
    fetch,
    failHome(left: number, answer: () => Response) {
      failures = { left, answer };
    },
    failuresLeft: () => failures.left,
  };
}

const unavailable = () => new Response('', { status: 503, statusText: 'Service Unavailable' });

/** A signed-in core (its clock 50 times faster) and one tab that records what it is pushed. */
async function tab(fetch: CoreEnv['fetch']) {
  const core = createCore(testEnv(fetch, { speed: 50 }));
  const start = await core.api.signInStart('127.0.0.1:4000', 'http://app.test/oauth/callback');
  const state = new URL((start as { url: string }).url).searchParams.get('state')!;
  await core.api.signInFinish('the-code', state);
  const seen = { global: null as GlobalState | null, rows: [] as Row[], meta: emptyMeta() as ViewMeta };
  const metas: ViewMeta[] = [];
  const alertIds = new Set<number>();
  const push = (msgs: PushMessage[]) => {
    for (const m of msgs) {
      if (m.type === 'global') {
        seen.global = m.global;
        for (const a of m.global.alerts) alertIds.add(a.id);
      } else if (m.type === 'snapshot') {
        seen.rows = m.snapshot.rows;
        seen.meta = m.snapshot.meta;
      } else if (m.type === 'diff') {
        seen.rows = applyOps(seen.rows, m.diff.ops);
        seen.meta = { ...seen.meta, ...m.diff.meta };
      }
      metas.push(seen.meta);
    }
  };
  await core.api.hello({ tabId: 't1', protocol: PROTOCOL_VERSION }, push);
  // The tab's heartbeats, so the sped-up core does not drop it.
  beats.push(setInterval(() => void core.api.heartbeat('t1'), 5));
  return { core, seen, metas, alertIds };
}

describe('loads that fail are retried by themselves', () => {
  it('a home timeline that fails to open shows one alert, its error instead of the empty list, then heals', async () => {
    const i = instance();
    i.failHome(3, unavailable);
    const t = await tab(i.fetch);
    const key = await t.core.api.subscribe('t1', { kind: 'timeline', timeline: 'home' });
    await until(() => t.seen.meta.error !== null, 'the error in the view');
    expect(words(t.seen.meta.error)).toBe('The server had a problem (503).');
    expect(t.seen.rows).toEqual([]);
    // The empty list asks for more (infinite loading): that must not ask, or alert, again.
    await t.core.api.intent('t1', { type: 'view.loadMore', view: key });
    await until(() => t.seen.rows.some((r) => r.key === 's:3'), 'the posts once the server healed');
    expect(i.failuresLeft()).toBe(0);
    expect(t.seen.meta.error).toBeNull();
    expect([...t.alertIds]).toHaveLength(1);
  });

  it('a rate-limited first page (429) waits for the reset, then loads', async () => {
    const i = instance();
    // 10 s on the core's clock: well past the first backoff step (2 s).
    const reset = new Date(Date.now() + 10_000).toISOString();
    i.failHome(
      1,
      () =>
        new Response('{"error":"Too many requests"}', {
          status: 429,
          headers: { 'X-RateLimit-Reset': reset },
        }),
    );
    const t = await tab(i.fetch);
    await t.core.api.subscribe('t1', { kind: 'timeline', timeline: 'home' });
    await until(() => t.seen.meta.error !== null, 'the error in the view');
    expect(words(t.seen.meta.error)).toMatch(/^Rate limited by the server until /);
    await until(() => t.seen.rows.some((r) => r.key === 's:3'), 'the posts after the reset').catch((e) => {
      throw new Error(`${String(e)} ${JSON.stringify(t.seen.meta)} ${JSON.stringify(i.inst.requests)}`);
    });
    expect(t.seen.meta.error).toBeNull();
  });

  it('a malformed answer is retried the same way', async () => {
    const i = instance();
    i.failHome(
      2,
      () => new Response('[{"id": "1", "cont', { headers: { 'Content-Type': 'application/json' } }),
    );
    const t = await tab(i.fetch);
    await t.core.api.subscribe('t1', { kind: 'timeline', timeline: 'home' });
    await until(() => t.seen.meta.error !== null, 'the error in the view');
    expect(words(t.seen.meta.error)).toBe('The server sent an answer that could not be read.');
    await until(() => t.seen.rows.some((r) => r.key === 's:3'), 'the posts');
    expect([...t.alertIds]).toHaveLength(1);
  });

  it('a gap whose catch-up failed after the socket came back fills by itself', async () => {
    const i = instance();
    const t = await tab(i.fetch);
    await t.core.api.subscribe('t1', { kind: 'timeline', timeline: 'home' });
    await until(() => t.seen.rows.some((r) => r.key === 's:3'), 'the first page');
    await until(() => FakeSocket.all.some((s) => s.readyState === 1), 'the socket');
    // Posted while the socket is down; the catch-up request fails twice once the socket is back.
    i.inst.setHome([status('4', 'missed'), status('3'), status('2'), status('1')]);
    i.failHome(2, unavailable);
    for (const s of FakeSocket.all) s.drop();
    await until(() => t.seen.rows.some((r) => r.kind === 'gap'), 'the gap');
    await until(() => i.failuresLeft() === 0, 'the failed catch-ups');
    await until(() => t.seen.rows.some((r) => r.key === 's:4'), 'the missed post, with no click');
    expect(t.seen.rows.some((r) => r.kind === 'gap')).toBe(false);
    expect(t.seen.rows.filter((r) => r.key === 's:4')).toHaveLength(1);
  });
});

describe('retry delays', () => {
  const http = (status: number, reset: Date | null = null) =>
    new ApiError({
      kind: 'http',
      call: 'timelines.home',
      method: 'GET',
      url: '/',
      status,
      rateLimitReset: reset,
    });

  it('double from 2 s up to a cap', () => {
    expect([0, 1, 2, 3].map((n) => retryDelay(n, http(503), 0))).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(retryDelay(40, http(503), 0)).toBe(RETRY_CAP_MS);
  });

  it('wait for the rate limit to reset on a 429', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(retryDelay(0, http(429, new Date(now + 300_000)), now)).toBe(300_000);
    // A reset already past: the usual backoff.
    expect(retryDelay(1, http(429, new Date(now - 1_000)), now)).toBe(4_000);
  });
});
