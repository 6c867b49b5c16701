// The demo instance can answer 206 for home, as Mastodon does while it rebuilds a feed: partial answers holding
// what is merged so far (own posts first, then more followed accounts), then a whole 200 answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import { collect, homeTimeline } from '../../../demo/world/timelines.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true, pingIntervalMs: 60_000 });
});
afterAll(async () => {
  await demo?.close();
});

const home = async () => {
  const res = await fetch(`${demo.url}/api/v1/timelines/home?limit=40`, {
    headers: { Authorization: `Bearer ${demo.demoToken}` },
  });
  return { status: res.status, ids: (await res.json()) as { id: string; account: { id: string } }[] };
};

describe('a home feed being built', () => {
  it('answers 206 with a growing feed, then 200 with the whole feed, after POST /_demo/home-feed', async () => {
    const whole = await home();
    expect(whole.status).toBe(200);
    const started = await fetch(`${demo.url}/_demo/home-feed`, {
      method: 'POST',
      body: JSON.stringify({ building: true, answers: 2 }),
    });
    expect(await started.json()).toEqual({ building: true });

    const first = await home();
    expect(first.status).toBe(206);
    // Only the account's own posts are merged at first.
    expect(first.ids.every((s) => s.account.id === demo.demoAccountId)).toBe(true);
    const second = await home();
    expect(second.status).toBe(206);
    // Half of the followed accounts are merged now: more than before, not yet everything.
    expect(second.ids.some((s) => s.account.id !== demo.demoAccountId)).toBe(true);
    const wholeFeed = collect(demo.world, homeTimeline(demo.world, demo.demoAccountId));
    const authors = (ids: { account: { id: string } }[]) => new Set(ids.map((s) => s.account.id)).size;
    expect(authors(second.ids)).toBeLessThan(new Set(wholeFeed.map((s) => s.accountId)).size);

    const ready = await home();
    expect(ready.status).toBe(200);
    expect(ready.ids.map((s) => s.id)).toEqual(whole.ids.map((s) => s.id));
  });

  it('is whole at once after { building: false }', async () => {
    await fetch(`${demo.url}/_demo/home-feed`, { method: 'POST', body: JSON.stringify({ building: true }) });
    expect((await home()).status).toBe(206);
    await fetch(`${demo.url}/_demo/home-feed`, { method: 'POST', body: JSON.stringify({ building: false }) });
    expect((await home()).status).toBe(200);
  });
});
