// The demo instance's scheduled posts (issue 19 item 6): posting with `scheduled_at` keeps the post for later (422
// under 5 minutes ahead, Mastodon's daily limit), the list pages by Link headers, PUT moves it, DELETE cancels it,
// and it is published when the demo's clock passes its time: a new post in the author's timeline, streamed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import { SCHEDULED_DAILY_LIMIT } from '../../../shared/compose/schedule.ts';

const MIN = 60_000;
let clock = Date.parse('2026-03-02T09:00:00Z');
let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true, now: () => clock });
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
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
};
const at = (ms: number) => new Date(ms).toISOString();
const schedule = (text: string, when: number) =>
  api('POST', '/api/v1/statuses', { status: text, scheduled_at: at(when) });

describe('scheduled statuses of the demo instance', () => {
  it('refuses a time under 5 minutes ahead with 422, takes one 6 minutes ahead', async () => {
    const soon = await schedule('too soon', clock + 4 * MIN);
    expect(soon.status).toBe(422);
    expect(String(soon.body.error)).toMatch(/scheduled date must be in the future/);
    const ok = await schedule('in six minutes', clock + 6 * MIN);
    expect(ok.status).toBe(200);
    expect(ok.body.scheduled_at).toBe(at(clock + 6 * MIN));
    expect((ok.body.params as Record<string, unknown>).text).toBe('in six minutes');
    // Not published: not in the author's posts.
    const mine = await api('GET', `/api/v1/accounts/${demo.demoAccountId}/statuses`);
    expect(JSON.stringify(mine.body)).not.toContain('in six minutes');
    await api('DELETE', `/api/v1/scheduled_statuses/${ok.body.id}`);
  });

  it('lists, moves (PUT scheduled_at, 422 too soon) and cancels (DELETE, then 404)', async () => {
    const a = await schedule('first', clock + 10 * MIN);
    const list = await api('GET', '/api/v1/scheduled_statuses');
    expect((list.body as unknown as { id: string }[]).map((s) => s.id)).toContain(a.body.id);
    const moved = await api('PUT', `/api/v1/scheduled_statuses/${a.body.id}`, {
      scheduled_at: at(clock + 60 * MIN),
    });
    expect(moved.body.scheduled_at).toBe(at(clock + 60 * MIN));
    const tooSoon = await api('PUT', `/api/v1/scheduled_statuses/${a.body.id}`, {
      scheduled_at: at(clock + MIN),
    });
    expect(tooSoon.status).toBe(422);
    expect((await api('DELETE', `/api/v1/scheduled_statuses/${a.body.id}`)).status).toBe(200);
    expect((await api('GET', `/api/v1/scheduled_statuses/${a.body.id}`)).status).toBe(404);
  });

  it('pages the list with Link headers', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(String((await schedule(`paged ${i}`, clock + (20 + i) * MIN)).body.id));
    const first = await api('GET', '/api/v1/scheduled_statuses?limit=2');
    expect((first.body as unknown as unknown[]).length).toBe(2);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBeTruthy();
    const second = await api('GET', new URL(next ?? '').pathname + new URL(next ?? '').search);
    expect((second.body as unknown as { id: string }[]).map((s) => s.id)).toContain(ids[0]);
    for (const id of ids) await api('DELETE', `/api/v1/scheduled_statuses/${id}`);
  });

  it(`refuses more than ${SCHEDULED_DAILY_LIMIT} for one day`, async () => {
    const day = Date.parse('2026-03-05T08:00:00Z');
    const made: string[] = [];
    for (let i = 0; i < SCHEDULED_DAILY_LIMIT; i++)
      made.push(String((await schedule(`day ${i}`, day + i * MIN)).body.id));
    const over = await schedule('one too many', day + 30 * MIN);
    expect(over.status).toBe(422);
    expect(String(over.body.error)).toMatch(/limit of 25 scheduled posts/);
    // Another day is free.
    const other = await schedule('next day', day + 86_400_000);
    expect(other.status).toBe(200);
    for (const id of [...made, String(other.body.id)])
      await api('DELETE', `/api/v1/scheduled_statuses/${id}`);
  });

  it('publishes when the clock passes its time, streamed like any post', async () => {
    const due = await schedule('published later', clock + 7 * MIN);
    const streamed: string[] = [];
    const listen = (e: { event: string; payload?: string }) => {
      if (e.event === 'update' && e.payload?.includes('published later')) streamed.push(e.payload);
    };
    demo.bus.on('stream', listen);
    clock += 6 * MIN;
    expect(demo.world.scheduled.publishDue()).toEqual([]);
    clock += 2 * MIN;
    const made = demo.world.scheduled.publishDue();
    expect(made.map((s) => s.text)).toEqual(['published later']);
    expect(made[0]?.createdAt).toBe(clock);
    expect((await api('GET', `/api/v1/scheduled_statuses/${due.body.id}`)).status).toBe(404);
    const mine = await api('GET', `/api/v1/accounts/${demo.demoAccountId}/statuses`);
    expect(JSON.stringify(mine.body)).toContain('published later');
    expect(streamed.length).toBeGreaterThan(0);
    demo.bus.off('stream', listen);
  });
});
