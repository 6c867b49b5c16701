// The demo instance refuses boosts and pins as Mastodon does (issue 10 item 32): a direct post is never boosted
// (403, even one's own), someone else's followers-only post neither; one's own followers-only post is boosted as a
// followers-only boost; pins are for one's own public, unlisted and followers-only posts (422 otherwise), at most 5.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import { MAX_PINNED } from '../../../shared/status-permissions.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});

const api = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(demo.url + path, {
    method,
    headers: { Authorization: `Bearer ${demo.demoToken}`, 'Content-Type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const post = async (visibility: string, text = `a ${visibility} post`) =>
  (await api('POST', '/api/v1/statuses', { status: text, visibility })).body.id as string;

describe('boost and pin rules of the demo instance', () => {
  it('boost: own direct 403, own private allowed and followers-only, others private 403', async () => {
    expect((await api('POST', `/api/v1/statuses/${await post('direct')}/reblog`)).status).toBe(403);
    const own = await post('private');
    const boost = await api('POST', `/api/v1/statuses/${own}/reblog`, { visibility: 'public' });
    expect(boost.status).toBe(200);
    expect(boost.body.visibility).toBe('private');
    const w = demo.world;
    const others = [...w.statuses.values()].find(
      (s) =>
        s.visibility === 'private' &&
        s.accountId !== demo.demoAccountId &&
        !s.deleted &&
        w.canSee(demo.demoAccountId, s),
    );
    expect(others).toBeDefined();
    expect((await api('POST', `/api/v1/statuses/${others!.id}/reblog`)).status).toBe(403);
  });

  it("pin: own direct 422, someone else's post 422, own private allowed, at most five", async () => {
    expect((await api('POST', `/api/v1/statuses/${await post('direct')}/pin`)).status).toBe(422);
    const theirs = [...demo.world.statuses.values()].find(
      (s) => s.visibility === 'public' && s.accountId !== demo.demoAccountId && !s.deleted && !s.reblogOfId,
    );
    expect((await api('POST', `/api/v1/statuses/${theirs!.id}/pin`)).status).toBe(422);
    const priv = await api('POST', `/api/v1/statuses/${await post('private')}/pin`);
    expect(priv.status).toBe(200);
    expect(priv.body.pinned).toBe(true);
    const pinnedNow = [...demo.world.statuses.values()].filter(
      (s) => s.pinned && !s.deleted && s.accountId === demo.demoAccountId,
    ).length;
    for (let i = pinnedNow; i < MAX_PINNED; i++)
      expect((await api('POST', `/api/v1/statuses/${await post('public')}/pin`)).status).toBe(200);
    const over = await api('POST', `/api/v1/statuses/${await post('public')}/pin`);
    expect(over.status).toBe(422);
    expect(String(over.body.error)).toMatch(/maximum/);
  });
});
