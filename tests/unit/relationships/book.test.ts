// The core's relationship model against the demo instance (real HTTP, real transport): one relationship per account
// for every tab, fetched in 500 ms batches; follow of a locked account → requested → accepted; counts at once;
// a failed action reverted with its alert; block removing the account's items.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import type { RowOp } from '../../../shared/protocol/diff.ts';
import type { ProfileRow } from '../../../shared/protocol/profile.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import { createTransport } from '../../../worker/api/transport.ts';
import { createRelationshipWiring } from '../../../worker/app/relationships.ts';
import { words } from '../core-words.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});
beforeEach(() => {
  demo.faults.clear();
  demo.stats.resetRequests();
});

const removed: string[] = [];
const unfollowed: string[] = [];
const wiring = () =>
  createRelationshipWiring({
    transport: createTransport({
      baseUrl: demo.url,
      getToken: () => demo.demoToken,
      fetch: (input, init) => globalThis.fetch(input, init),
      now: Date.now,
    }),
    env: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) },
    selfId: demo.demoAccountId,
    isSignedIn: () => true,
    removeAccount: (id) => removed.push(id),
    removeFollowed: (id) => unfollowed.push(id),
  });

/** A tab's copy of a profile view: the rows it would hold after every diff. */
function tabOf(w: ReturnType<typeof wiring>, accountId: string) {
  let rows: Row[] = [];
  const waiters: (() => void)[] = [];
  const view = w.openView(`profile:accountId=${accountId}`, accountId, (ops: RowOp[]) => {
    for (const op of ops) if (op.op === 'reset') rows = op.rows;
    for (const wake of waiters.splice(0)) wake();
  });
  rows = view.snapshot().rows;
  const row = () => rows[0] as ProfileRow | undefined;
  return {
    row,
    /** Resolves once the row satisfies the test (the core publishes as answers come in). */
    until: (test: (r: ProfileRow) => boolean) =>
      new Promise<ProfileRow>((resolve) => {
        const check = () => {
          const r = row();
          if (r && test(r)) resolve(r);
          else waiters.push(check);
        };
        check();
      }),
    dispose: view.dispose,
  };
}

const pick = (pred: (a: { id: string; locked: boolean; domain: string | null }) => boolean) => {
  const me = demo.demoAccountId;
  const a = [...demo.world.accounts.values()].find(
    (x) =>
      x.id !== me &&
      !x.movedToId &&
      !demo.world.isFollowing(me, x.id) &&
      !demo.world.isRequested(me, x.id) &&
      !demo.world.isBlocking(me, x.id) &&
      pred(x),
  );
  if (!a) throw new Error('no such account in the seeded world');
  return a;
};

describe('the relationship book', () => {
  it('fetches the relationships of profiles opened together in one request', async () => {
    const w = wiring();
    const [a, b] = [pick((x) => !x.locked), pick((x) => x.locked)];
    const tabA = tabOf(w, a.id);
    const tabB = tabOf(w, b.id);
    await Promise.all([
      tabA.until((r) => r.relationship !== null),
      tabB.until((r) => r.relationship !== null),
    ]);
    expect(demo.stats.requests('GET', '/api/v1/accounts/relationships')).toBe(1);
    w.dispose();
  });

  it('follows at once in every tab: the button, and the followers count up by one', async () => {
    const w = wiring();
    const target = pick((x) => !x.locked);
    const one = tabOf(w, target.id);
    const before = await one.until((r) => r.relationship !== null);
    const done = w.intent({ type: 'account.follow', accountId: target.id, value: true });
    // Optimistic: before the server answers.
    expect(one.row()?.relationship?.following).toBe(true);
    expect(one.row()?.followersCount).toBe(before.followersCount + 1);
    expect(await done).toMatchObject({ ok: true });
    expect(demo.world.isFollowing(demo.demoAccountId, target.id)).toBe(true);
    await w.intent({ type: 'account.relate', accountId: target.id, relate: { action: 'unfollow' } });
    expect(one.row()?.relationship?.following).toBe(false);
    expect(one.row()?.followersCount).toBe(before.followersCount);
    expect(unfollowed).toContain(target.id);
    w.dispose();
  });

  it('a locked account gives Requested, then Following once it accepts on its side', async () => {
    const w = wiring();
    const locked = pick((x) => x.locked);
    const tab = tabOf(w, locked.id);
    const before = await tab.until((r) => r.relationship !== null);
    await w.intent({ type: 'account.relate', accountId: locked.id, relate: { action: 'follow' } });
    expect(tab.row()?.relationship).toMatchObject({ following: false, requested: true });
    expect(tab.row()?.followersCount).toBe(before.followersCount);
    demo.world.authorizeFollowRequest(locked.id, demo.demoAccountId);
    await w.reload(`profile:accountId=${locked.id}`);
    expect(tab.row()?.relationship).toMatchObject({ following: true, requested: false });
    expect(tab.row()?.followersCount).toBe(before.followersCount + 1);
    w.dispose();
  });

  it('Requested turns into Following by itself once the account accepts on its side, count included', async () => {
    const w = wiring();
    const locked = pick((x) => x.locked);
    const tab = tabOf(w, locked.id);
    const before = await tab.until((r) => r.relationship !== null);
    await w.intent({ type: 'account.relate', accountId: locked.id, relate: { action: 'follow' } });
    expect(tab.row()?.relationship).toMatchObject({ requested: true, following: false });
    demo.world.authorizeFollowRequest(locked.id, demo.demoAccountId);
    // No reload: the book asks again while the request waits and the profile is shown.
    const after = await tab.until((r) => r.relationship?.following === true);
    expect(after.relationship?.requested).toBe(false);
    expect(after.followersCount).toBe(before.followersCount + 1);
    await w.intent({ type: 'account.relate', accountId: locked.id, relate: { action: 'unfollow' } });
    tab.dispose();
    w.dispose();
  });

  it('a failed action is reverted in the view and answers the alert', async () => {
    const w = wiring();
    const target = pick((x) => !x.locked);
    const tab = tabOf(w, target.id);
    const before = await tab.until((r) => r.relationship !== null);
    demo.faults.setRoute(`POST /api/v1/accounts/${target.id}/follow`, { status: 500, times: 1 });
    const result = await w.intent({ type: 'account.follow', accountId: target.id, value: true });
    expect(result?.ok).toBe(false);
    expect(result && !result.ok ? result.alert?.title : null).toBeTruthy();
    expect(tab.row()?.relationship?.following).toBe(false);
    expect(tab.row()?.followersCount).toBe(before.followersCount);
    w.dispose();
  });

  it('a block ends the follow, says Unblock, and removes the account from the views once confirmed', async () => {
    const w = wiring();
    const target = pick((x) => !x.locked);
    const tab = tabOf(w, target.id);
    await tab.until((r) => r.relationship !== null);
    await w.intent({ type: 'account.follow', accountId: target.id, value: true });
    await w.intent({ type: 'account.block', accountId: target.id, value: true });
    expect(tab.row()?.relationship).toMatchObject({ blocking: true, following: false });
    expect(removed).toContain(target.id);
    await w.intent({ type: 'account.block', accountId: target.id, value: false });
    expect(tab.row()?.relationship?.blocking).toBe(false);
    w.dispose();
  });

  it('an unknown account is not found, and says so in the view', async () => {
    const w = wiring();
    let error: string | null = null;
    const view = w.openView('profile:accountId=nope', '999999999', (_ops, meta) => {
      if (meta?.error) error = words(meta.error);
    });
    await new Promise<void>((resolve) => {
      const t = setInterval(() => {
        if (error) {
          clearInterval(t);
          resolve();
        }
      }, 5);
    });
    expect(error).toBe('Account not found.');
    view.dispose();
    w.dispose();
  });
});
