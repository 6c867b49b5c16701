// A profile's Followers / Following in the core, against the demo instance: paged by next links, each row with the
// relationship to it from one batched fetch, a follow made anywhere showing on the row, a failed page said in place.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import { applyOps, type RowOp, type ViewMeta } from '../../../shared/protocol/diff.ts';
import type { AccountRow, Row } from '../../../shared/protocol/rows.ts';
import type { AccountListOf } from '../../../shared/protocol/views.ts';
import { createTransport } from '../../../worker/api/transport.ts';
import { createRelationshipWiring } from '../../../worker/app/relationships.ts';

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
    removeAccount: () => {},
    removeFollowed: () => {},
  });

/** A tab's copy of the list: its rows and meta after every diff. */
function tabOf(w: ReturnType<typeof wiring>, list: AccountListOf, accountId: string) {
  const key = `accounts:accountId=${accountId}:list=${list}`;
  let rows: Row[] = [];
  let meta: Partial<ViewMeta> = {};
  const waiters: (() => void)[] = [];
  const view = w.openAccountList(key, list, accountId, (ops: RowOp[], m) => {
    rows = applyOps(rows, ops);
    meta = { ...meta, ...m };
    for (const wake of waiters.splice(0)) wake();
  });
  const snap = view.snapshot();
  rows = snap.rows;
  meta = snap.meta;
  const accounts = () => rows as AccountRow[];
  return {
    key,
    accounts,
    meta: () => meta,
    until: (test: () => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => (test() ? resolve() : waiters.push(check));
        check();
      }),
    dispose: view.dispose,
  };
}

/** The seeded account with the most followers (more than one page of 40). */
const popular = () =>
  [...demo.world.accounts.values()]
    .map((a) => ({ id: a.id, n: demo.world.edgesTo(demo.world.follows, a.id).length }))
    .sort((x, y) => y.n - x.n)[0] ?? { id: '', n: 0 };

describe("a profile's followers list", () => {
  it('shows each follower with its relationship, fetched in one batch per page, and pages by next links', async () => {
    const w = wiring();
    const target = popular();
    const tab = tabOf(w, 'followers', target.id);
    await tab.until(() => tab.accounts().length > 0 && tab.accounts().every((r) => r.self || r.relationship));
    const first = tab.accounts().length;
    expect(first).toBe(Math.min(40, target.n));
    expect(demo.stats.requests('GET', '/api/v1/accounts/relationships')).toBe(1);
    const followers = new Set(demo.world.edgesTo(demo.world.follows, target.id).map((e) => e.from));
    for (const r of tab.accounts()) expect(followers.has(r.account.id)).toBe(true);
    if (target.n > 40) {
      expect(tab.meta().hasMore).toBe(true);
      await w.loadMore(tab.key);
      expect(tab.accounts().length).toBe(Math.min(80, target.n));
      expect(new Set(tab.accounts().map((r) => r.key)).size).toBe(tab.accounts().length);
    }
    tab.dispose();
    w.dispose();
  });

  it("updates a row's button when it is followed (in any tab), and says in place when a page fails", async () => {
    const w = wiring();
    const target = popular();
    const tab = tabOf(w, 'following', target.id);
    await tab.until(() => tab.accounts().length > 0 && tab.accounts().every((r) => r.self || r.relationship));
    const row = tab.accounts().find((r) => r.relationship && !r.relationship.blocking && !r.account.locked);
    if (!row?.relationship) throw new Error('nobody to follow');
    const was = row.relationship.following;
    const relate = { action: was ? 'unfollow' : 'follow' } as const;
    const done = w.intent({ type: 'account.relate', accountId: row.account.id, relate });
    // At once, before the server answers.
    expect(tab.accounts().find((r) => r.key === row.key)?.relationship?.following).toBe(!was);
    await done;
    expect(demo.world.isFollowing(demo.demoAccountId, row.account.id)).toBe(!was);
    const shown = tab.accounts().length;
    demo.faults.setRoute(`GET /api/v1/accounts/${target.id}/following`, { status: 500, times: 1 });
    const failed = await w.reload(tab.key);
    expect(failed.ok).toBe(false);
    expect(tab.meta().error).toBeTruthy();
    expect(tab.accounts().length).toBe(shown);
    const back = { action: was ? 'follow' : 'unfollow' } as const;
    await w.intent({ type: 'account.relate', accountId: row.account.id, relate: back });
    tab.dispose();
    w.dispose();
  });

  it('drops an account you block at once, in every tab showing the list, and puts it back when unblocked', async () => {
    const w = wiring();
    const target = popular();
    const one = tabOf(w, 'followers', target.id);
    const two = tabOf(w, 'followers', target.id);
    for (const t of [one, two])
      await t.until(() => t.accounts().length > 0 && t.accounts().every((r) => r.self || r.relationship));
    const row = one.accounts().find((r) => !r.self && r.relationship && !r.relationship.blocking);
    if (!row) throw new Error('nobody to block');
    const place = one.accounts().findIndex((r) => r.key === row.key);
    await w.intent({ type: 'account.relate', accountId: row.account.id, relate: { action: 'block' } });
    for (const t of [one, two]) expect(t.accounts().some((r) => r.key === row.key)).toBe(false);
    // Unblocked: back at its place.
    await w.intent({ type: 'account.relate', accountId: row.account.id, relate: { action: 'unblock' } });
    for (const t of [one, two]) expect(t.accounts().findIndex((r) => r.key === row.key)).toBe(place);
    for (const t of [one, two]) t.dispose();
    w.dispose();
  });
});
