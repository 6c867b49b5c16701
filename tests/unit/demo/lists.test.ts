// The demo's list semantics as a client meets them: members only among followed accounts (422 otherwise, as
// Mastodon validates), the member search among followed accounts, a membership ending with the follow, and the
// streams agreeing with the timelines (an exclusive list's member leaves home; a list's replies policy).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../../demo/bus.ts';
import { type DemoServer, startDemo } from '../../../demo/server.ts';

let demo: DemoServer;
const events: StreamEvent[] = [];

beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
  demo.bus.on('stream', (e) => events.push(e));
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
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & Record<string, unknown>[],
  };
};

const localAccount = (followed: boolean, skip: string[] = []) => {
  const me = demo.demoAccountId;
  const w = demo.world;
  const a = [...w.accounts.values()].find(
    (x) =>
      x.id !== me &&
      x.domain === null &&
      !x.movedToId &&
      !x.locked &&
      !skip.includes(x.id) &&
      w.isFollowing(me, x.id) === followed &&
      !w.isMuting(me, x.id) &&
      !w.isBlocking(me, x.id) &&
      ![...w.lists.values()].some((l) => l.ownerId === me && l.accountIds.has(x.id)),
  );
  if (!a) throw new Error('no such account in the seeded world');
  return a;
};

const newList = async (fields: Record<string, unknown>) => {
  const r = await api('POST', '/api/v1/lists', fields);
  expect(r.status).toBe(200);
  return r.body.id as string;
};

describe('list members', () => {
  it('refuses an account the owner does not follow with 422, and adds nothing of that request', async () => {
    const id = await newList({ title: 'Members check' });
    const followed = localAccount(true);
    const stranger = localAccount(false);
    const r = await api('POST', `/api/v1/lists/${id}/accounts`, { account_ids: [followed.id, stranger.id] });
    expect(r.status).toBe(422);
    expect(String(r.body.error)).toMatch(/not followed/);
    const members = await api('GET', `/api/v1/lists/${id}/accounts?limit=0`);
    expect(members.body).toEqual([]);
    expect((await api('POST', `/api/v1/lists/${id}/accounts`, { account_ids: [followed.id] })).status).toBe(
      200,
    );
    const again = await api('POST', `/api/v1/lists/${id}/accounts`, { account_ids: [followed.id] });
    expect(again.status).toBe(422);
  });

  it('searches among followed accounts only with following=true', async () => {
    const followed = localAccount(true);
    const stranger = localAccount(false);
    const q = (a: { username: string }) => a.username;
    const hit = await api('GET', `/api/v1/accounts/search?q=${q(followed)}&following=true`);
    expect(hit.body.map((a) => a.id)).toContain(followed.id);
    const miss = await api('GET', `/api/v1/accounts/search?q=${q(stranger)}&following=true`);
    expect(miss.body.map((a) => a.id)).not.toContain(stranger.id);
    const any = await api('GET', `/api/v1/accounts/search?q=${q(stranger)}`);
    expect(any.body.map((a) => a.id)).toContain(stranger.id);
  });

  it('drops a member from the owner’s lists when the owner unfollows it', async () => {
    const id = await newList({ title: 'Unfollow check' });
    const a = localAccount(true);
    await api('POST', `/api/v1/lists/${id}/accounts`, { account_ids: [a.id] });
    await api('POST', `/api/v1/accounts/${a.id}/unfollow`);
    expect((await api('GET', `/api/v1/lists/${id}/accounts?limit=0`)).body).toEqual([]);
    expect((await api('GET', `/api/v1/accounts/${a.id}/lists`)).body).toEqual([]);
  });
});

describe('list streams agree with the timelines', () => {
  it('a member of an exclusive list posts to the list stream, not to the owner’s home stream', async () => {
    const me = demo.demoAccountId;
    const id = await newList({ title: 'Exclusive check', exclusive: true });
    const a = localAccount(true);
    await api('POST', `/api/v1/lists/${id}/accounts`, { account_ids: [a.id] });
    events.length = 0;
    const s = demo.world.createStatus(a.id, { text: 'only in the list' });
    const keys = events.filter((e) => e.event === 'update').flatMap((e) => e.streams);
    expect(keys).toContain(`list:${id}`);
    expect(keys).not.toContain(`user:${me}`);
    const home = await api('GET', '/api/v1/timelines/home?limit=40');
    expect(home.body.map((x) => x.id)).not.toContain(s.id);
    const list = await api('GET', `/api/v1/timelines/list/${id}`);
    expect(list.body.map((x) => x.id)).toContain(s.id);
  });

  it('a list whose replies policy is none streams no reply to another account', async () => {
    const id = await newList({ title: 'No replies', replies_policy: 'none' });
    const a = localAccount(true);
    const b = localAccount(true, [a.id]);
    await api('POST', `/api/v1/lists/${id}/accounts`, { account_ids: [a.id] });
    const original = demo.world.createStatus(b.id, { text: 'a thought' });
    events.length = 0;
    const reply = demo.world.createStatus(a.id, { text: 'a reply', inReplyToId: original.id });
    const keys = events.filter((e) => e.event === 'update').flatMap((e) => e.streams);
    expect(keys).not.toContain(`list:${id}`);
    const list = await api('GET', `/api/v1/timelines/list/${id}`);
    expect(list.body.map((x) => x.id)).not.toContain(reply.id);
  });
});
