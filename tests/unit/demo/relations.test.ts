// The demo's relationship semantics as a client sees them through the API: a follow request seen and accepted from
// the other side (a token of that account from /_demo/token), rejected requests, domain blocks ending follows,
// timed mutes, remove from followers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';

let demo: DemoServer;
let clock = Date.now();

beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true, now: () => clock });
});
afterAll(async () => {
  await demo?.close();
});

const call = async (token: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(demo.url + path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & Record<string, unknown>[],
  };
};
const api = (method: string, path: string, body?: unknown) => call(demo.demoToken, method, path, body);
const relationship = async (id: string) =>
  (await api('GET', `/api/v1/accounts/relationships?id[]=${id}`)).body[0] as Record<string, unknown>;
const followers = async (id: string) =>
  (await api('GET', `/api/v1/accounts/${id}`)).body.followers_count as number;
const tokenOf = async (acct: string) => {
  const res = await fetch(`${demo.url}/_demo/token`, { method: 'POST', body: JSON.stringify({ acct }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
};
const pick = (
  pred: (a: { id: string; locked: boolean; domain: string | null; username: string }) => boolean,
) => {
  const me = demo.demoAccountId;
  const a = [...demo.world.accounts.values()].find(
    (x) => x.id !== me && !x.movedToId && !demo.world.isFollowing(me, x.id) && pred(x),
  );
  if (!a) throw new Error('no such account in the seeded world');
  return a;
};
const acctOf = (a: { username: string; domain: string | null }) =>
  a.domain ? `${a.username}@${a.domain}` : a.username;

describe('follow requests, from both sides', () => {
  it('a follow of a locked account is a request the account sees and authorizes through the API', async () => {
    const locked = pick((a) => a.locked);
    const before = await followers(locked.id);
    const rel = await api('POST', `/api/v1/accounts/${locked.id}/follow`);
    expect(rel.body).toMatchObject({ following: false, requested: true });
    const theirs = await tokenOf(acctOf(locked));
    const list = await call(theirs, 'GET', '/api/v1/follow_requests');
    expect(list.body.map((a) => a.id)).toContain(demo.demoAccountId);
    const ok = await call(theirs, 'POST', `/api/v1/follow_requests/${demo.demoAccountId}/authorize`);
    expect(ok.body).toMatchObject({ followed_by: true, requested_by: false });
    expect(await relationship(locked.id)).toMatchObject({ following: true, requested: false });
    expect(await followers(locked.id)).toBe(before + 1);
    const after = await call(theirs, 'GET', '/api/v1/follow_requests');
    expect(after.body.map((a) => a.id)).not.toContain(demo.demoAccountId);
  });

  it('a rejected request leaves no follow and no request', async () => {
    const locked = pick((a) => a.locked && !demo.world.isRequested(demo.demoAccountId, a.id));
    await api('POST', `/api/v1/accounts/${locked.id}/follow`);
    const theirs = await tokenOf(acctOf(locked));
    await call(theirs, 'POST', `/api/v1/follow_requests/${demo.demoAccountId}/reject`);
    expect(await relationship(locked.id)).toMatchObject({ following: false, requested: false });
  });

  it('an unknown acct gets no token', async () => {
    const res = await fetch(`${demo.url}/_demo/token`, { method: 'POST', body: '{"acct":"nobody-here"}' });
    expect(res.status).toBe(404);
  });
});

describe('blocks and mutes', () => {
  it('blocking a domain ends the follows with its accounts; unblocking lifts the block only', async () => {
    const remote = pick((a) => a.domain !== null && !a.locked && a.domain !== 'spam.example');
    await api('POST', `/api/v1/accounts/${remote.id}/follow`);
    expect(await relationship(remote.id)).toMatchObject({ following: true });
    await api('POST', '/api/v1/domain_blocks', { domain: remote.domain });
    expect(await relationship(remote.id)).toMatchObject({ following: false, domain_blocking: true });
    const listed = await api('GET', '/api/v1/domain_blocks');
    expect(listed.body).toContain(remote.domain);
    await api('DELETE', `/api/v1/domain_blocks?domain=${remote.domain}`);
    expect(await relationship(remote.id)).toMatchObject({ following: false, domain_blocking: false });
  });

  it('a domain block without a domain, or of the own domain, is refused with 422', async () => {
    expect((await api('POST', '/api/v1/domain_blocks', {})).status).toBe(422);
    expect((await api('POST', '/api/v1/domain_blocks', { domain: demo.world.localDomain })).status).toBe(422);
  });

  it('a mute for an hour without notifications ends by itself after the hour', async () => {
    const target = pick((a) => a.domain === null);
    const rel = await api('POST', `/api/v1/accounts/${target.id}/mute`, {
      notifications: true,
      duration: 3600,
    });
    expect(rel.body).toMatchObject({ muting: true, muting_notifications: true });
    const mutes = await api('GET', '/api/v1/mutes');
    const row = mutes.body.find((a) => a.id === target.id);
    expect(row?.mute_expires_at).toBeTruthy();
    clock += 3601_000;
    expect(await relationship(target.id)).toMatchObject({ muting: false });
  });

  it('removing a follower ends its follow, and its count, at once', async () => {
    const me = demo.demoAccountId;
    const fan = [...demo.world.accounts.values()].find(
      (a) => a.id !== me && demo.world.isFollowing(a.id, me),
    );
    if (!fan) throw new Error('the seeded world has no follower of the demo account');
    const mine = await followers(me);
    const rel = await api('POST', `/api/v1/accounts/${fan.id}/remove_from_followers`);
    expect(rel.body).toMatchObject({ followed_by: false });
    expect(await followers(me)).toBe(mine - 1);
  });
});
