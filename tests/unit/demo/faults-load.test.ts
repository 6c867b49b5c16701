// Fault injection (429 with Reset, 5xx, slow answers, malformed JSON, dropped sockets), the load generator driven
// by hand-held timers, the /_demo/ control API, server-sent events and request stats.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../../demo/bus.ts';
import { createFaults } from '../../../demo/faults.ts';
import { createLoadGenerator } from '../../../demo/load.ts';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import { createRng } from '../../../demo/world/prng.ts';
import { collect, homeTimeline } from '../../../demo/world/timelines.ts';

let demo: DemoServer;
const site = mkdtempSync(join(tmpdir(), 'woolly-dist-'));
mkdirSync(join(site, 'assets'));
writeFileSync(join(site, 'index.html'), '<!doctype html><title>Woolly</title>');
writeFileSync(join(site, 'assets', 'app-123.js'), 'console.log(1)');

beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true, staticDir: site, pingIntervalMs: 60_000 });
});
afterAll(async () => {
  await demo?.close();
});

const get = (path: string) =>
  fetch(demo.url + path, { headers: { Authorization: `Bearer ${demo.demoToken}` } });

describe('faults', () => {
  it('rate limits one route with 429, Remaining 0 and a Reset time, then recovers when spent', async () => {
    demo.faults.set({ routes: { 'GET /api/v1/timelines/home': { rateLimit: true, times: 1 } } });
    const limited = await get('/api/v1/timelines/home');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Date.parse(limited.headers.get('x-ratelimit-reset') ?? '')).toBeGreaterThan(Date.now() - 1000);
    expect(await limited.json()).toEqual({ error: 'Too many requests' });
    // Other routes are untouched, and the rule was for one request only.
    expect((await get('/api/v1/custom_emojis')).status).toBe(200);
    expect((await get('/api/v1/timelines/home')).status).toBe(200);
  });

  it('answers 5xx globally until cleared', async () => {
    demo.faults.set({ global: { status: 503 } });
    expect((await get('/api/v1/custom_emojis')).status).toBe(503);
    expect((await get('/api/v2/instance')).status).toBe(503);
    demo.faults.clear();
    expect((await get('/api/v2/instance')).status).toBe(200);
  });

  it('sends malformed JSON bodies', async () => {
    demo.faults.setRoute('/api/v1/custom_emojis', { malformedJson: true, times: 1 });
    const res = await get('/api/v1/custom_emojis');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it('slows answers down by the given delay (through the injected sleep)', async () => {
    demo.faults.setRoute('GET /api/v1/preferences', { delayMs: 30, times: 1 });
    const res = await get('/api/v1/preferences');
    expect(res.status).toBe(200);
    expect(demo.faults.settings().routes).toEqual({});
  });

  it('the longest matching route key wins, and dropSockets reaches the streaming side', () => {
    let dropped = 0;
    const f = createFaults(() => dropped++);
    f.set({
      routes: { '/api/v1': { status: 500 }, 'GET /api/v1/timelines': { status: 502 } },
      global: { status: 503 },
    });
    expect(f.take('GET', '/api/v1/timelines/home')?.status).toBe(502);
    expect(f.take('POST', '/api/v1/timelines/home')?.status).toBe(500);
    expect(f.take('GET', '/oauth/token')?.status).toBe(503);
    f.dropSockets();
    expect(dropped).toBe(1);
  });

  it('POST /_demo/faults sets faults from another process', async () => {
    const res = await fetch(`${demo.url}/_demo/faults`, {
      method: 'POST',
      body: JSON.stringify({ routes: { '/api/v1/markers': { status: 500, times: 1 } } }),
    });
    expect(res.status).toBe(200);
    expect((await get('/api/v1/markers')).status).toBe(500);
    expect((await get('/api/v1/markers')).status).toBe(200);
  });
});

describe('load generator', () => {
  it('makes posts by followed accounts and notifications at the set rate, through the world', () => {
    const w = demo.world;
    const me = demo.demoAccountId;
    const timer: { tick: (() => void) | null } = { tick: null };
    const load = createLoadGenerator({
      world: w,
      demoId: () => me,
      rng: createRng(5),
      timers: {
        setInterval: (fn) => {
          timer.tick = fn;
          return 1;
        },
        clearInterval: () => {
          timer.tick = null;
        },
      },
    });
    const events: StreamEvent[] = [];
    const on = (e: StreamEvent) => events.push(e);
    w.bus.on('stream', on);
    const homeBefore = collect(w, homeTimeline(w, me)).length;
    load.start({ postsPerSecond: 20, notificationsPerSecond: 10 });
    expect(timer.tick).not.toBeNull();
    for (let i = 0; i < 20; i++) timer.tick?.(); // 20 ticks of 50 ms = 1 s
    load.stop();
    w.bus.off('stream', on);
    expect(timer.tick).toBeNull();
    expect(load.totals().posts).toBe(20);
    expect(load.totals().notifications).toBe(10);
    expect(collect(w, homeTimeline(w, me)).length).toBeGreaterThanOrEqual(homeBefore + 20);
    expect(
      events.filter((e) => e.event === 'update' && e.streams.includes(`user:${me}`)).length,
    ).toBeGreaterThanOrEqual(20);
    expect(events.filter((e) => e.event === 'notification').length).toBeGreaterThan(0);
  });

  it('is controlled through POST /_demo/load', async () => {
    const on = await (
      await fetch(`${demo.url}/_demo/load`, {
        method: 'POST',
        body: JSON.stringify({ postsPerSecond: 5, notificationsPerSecond: 1 }),
      })
    ).json();
    expect(on).toMatchObject({ running: true, rates: { postsPerSecond: 5, notificationsPerSecond: 1 } });
    const off = await (
      await fetch(`${demo.url}/_demo/load`, {
        method: 'POST',
        body: JSON.stringify({ postsPerSecond: 0, notificationsPerSecond: 0 }),
      })
    ).json();
    expect(off).toMatchObject({ running: false });
  });
});

describe('control API, SSE, static files', () => {
  it('POST /_demo/post makes a post by a followed account that lands on home', async () => {
    const s = (await (
      await fetch(`${demo.url}/_demo/post`, {
        method: 'POST',
        body: JSON.stringify({ text: 'hello from e2e' }),
      })
    ).json()) as { id: string; content: string };
    expect(s.content).toBe('<p>hello from e2e</p>');
    const home = (await (await get('/api/v1/timelines/home?limit=1')).json()) as { id: string }[];
    expect(home[0]?.id).toBe(s.id);
  });

  it('counts requests by path and by route, and shows them at /_demo/stats', async () => {
    demo.stats.resetRequests();
    await get('/api/v1/accounts/verify_credentials');
    await get(`/api/v1/accounts/${demo.demoAccountId}`);
    expect(demo.stats.requests('GET', '/api/v1/accounts/verify_credentials')).toBe(1);
    expect(demo.stats.requests('GET', '/api/v1/accounts/:id')).toBe(1);
    const stats = (await (await fetch(`${demo.url}/_demo/stats`)).json()) as {
      requests: Record<string, number>;
      sockets: number;
    };
    expect(stats.requests['GET /api/v1/accounts/verify_credentials']).toBe(1);
    expect(stats.sockets).toBe(0);
  });

  it('streams the user stream as server-sent events', async () => {
    const controller = new AbortController();
    const res = await fetch(`${demo.url}/api/v1/streaming/user?access_token=${demo.demoToken}`, {
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body?.getReader();
    await reader?.read(); // the opening comment
    demo.world.notify(
      demo.demoAccountId,
      'follow',
      [...demo.world.accounts.keys()].find((id) => id !== demo.demoAccountId) ?? '',
    );
    let text = '';
    while (!text.includes('\n\n')) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    controller.abort();
    expect(text).toMatch(/^event: notification\ndata: \{/);
  });

  it('serves the built client: files with types, cacheable assets, index.html for client routes', async () => {
    const asset = await fetch(`${demo.url}/assets/app-123.js`);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const route = await fetch(`${demo.url}/@woolly/123`);
    expect(route.headers.get('content-type')).toContain('text/html');
    expect(await route.text()).toContain('<title>Woolly</title>');
    expect((await fetch(`${demo.url}/assets/missing.js`)).status).toBe(404);
    const avatar = await fetch(`${demo.url}/system/accounts/avatars/${demo.demoAccountId}.svg`);
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
    expect(await avatar.text()).toContain('<svg');
  });

  it('answers CORS preflights for API routes and exposes Link and rate-limit headers', async () => {
    const pre = await fetch(`${demo.url}/api/v1/timelines/home`, { method: 'OPTIONS' });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')).toContain('Authorization');
    const res = await get('/api/v1/timelines/home');
    expect(res.headers.get('access-control-expose-headers')).toContain('Link');
    expect(res.headers.get('access-control-expose-headers')).toContain('X-RateLimit-Reset');
  });
});
