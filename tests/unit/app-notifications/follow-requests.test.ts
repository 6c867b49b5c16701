// A follow request answered from its notification (issue 10 item 21): the core's call against the demo instance,
// which must behave as a real server: authorize makes the requester a follower, reject does not, and answering a
// request that is no longer there is an error the row can show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/index.ts';
import { createTransport } from '../../../worker/api/transport.ts';
import { answerFollowRequest } from '../../../worker/app/follow-requests.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, host: '127.0.0.1', quiet: true });
});
afterAll(async () => {
  await demo?.close();
});

const transport = () =>
  createTransport({
    baseUrl: demo.url,
    getToken: () => demo.demoToken,
    fetch: (input, init) => fetch(input, init),
    now: Date.now,
  });

/** A new account asking to follow the (locked) demo user. */
function requester(name: string): string {
  const w = demo.world;
  const me = demo.demoAccountId;
  w.account(me).locked = true;
  const other = [...w.accounts.values()].find(
    (a) => a.id !== me && !a.domain && !w.isFollowing(a.id, me) && !w.followRequests.has(`${a.id}>${me}`),
  );
  if (!other) throw new Error(`no account left for ${name}`);
  w.follow(other.id, me);
  expect(w.followRequests.has(`${other.id}>${me}`)).toBe(true);
  return other.id;
}

describe('answering a follow request', () => {
  it('authorize: the requester follows the user, and the request is gone', async () => {
    const id = requester('accepted');
    expect(await answerFollowRequest(transport().request, id, 'authorize')).toEqual({ ok: true });
    expect(demo.world.isFollowing(id, demo.demoAccountId)).toBe(true);
    expect(demo.world.followRequests.has(`${id}>${demo.demoAccountId}`)).toBe(false);
  });

  it('reject: no follow, the request is gone', async () => {
    const id = requester('rejected');
    expect(await answerFollowRequest(transport().request, id, 'reject')).toEqual({ ok: true });
    expect(demo.world.isFollowing(id, demo.demoAccountId)).toBe(false);
    expect(demo.world.followRequests.has(`${id}>${demo.demoAccountId}`)).toBe(false);
  });

  it('a request already answered elsewhere fails with a message', async () => {
    const id = requester('twice');
    await answerFollowRequest(transport().request, id, 'reject');
    const again = await answerFollowRequest(transport().request, id, 'authorize');
    expect(again.ok).toBe(false);
    expect(again.ok ? null : again.alert?.message).toBeTruthy();
    expect(demo.world.isFollowing(id, demo.demoAccountId)).toBe(false);
  });
});
