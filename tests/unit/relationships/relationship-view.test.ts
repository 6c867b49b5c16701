// The post menu's relationship view (worker/relationships/relationship-view.ts) against the demo instance: menus of
// two posts by the same author, opened together in two tabs, ask the server once; a follow with languages from the
// profile changes the row in both, and the demo's home then keeps only that account's posts in those languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import type { RelationshipRow } from '../../../shared/protocol/profile.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import { createTransport } from '../../../worker/api/transport.ts';
import { createRelationshipWiring } from '../../../worker/app/relationships.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
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

function menuOf(w: ReturnType<typeof wiring>, accountId: string) {
  let rows: Row[] = [];
  const waiters: (() => void)[] = [];
  const view = w.openRelationship(accountId, (ops) => {
    for (const op of ops) if (op.op === 'reset') rows = op.rows;
    for (const wake of waiters.splice(0)) wake();
  });
  rows = view.snapshot().rows;
  const row = () => rows[0] as RelationshipRow | undefined;
  return {
    row,
    until: (test: (r: RelationshipRow) => boolean) =>
      new Promise<RelationshipRow>((resolve) => {
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

const homeIds = async () => {
  const res = await fetch(`${demo.url}/api/v1/timelines/home?limit=40`, {
    headers: { Authorization: `Bearer ${demo.demoToken}` },
  });
  return ((await res.json()) as { id: string }[]).map((s) => s.id);
};

describe('the relationship view of a post’s menu', () => {
  it('two menus of one author ask once (batched), and show the relationship', async () => {
    const w = wiring();
    const me = demo.demoAccountId;
    const followed = [...demo.world.follows.values()].find((e) => e.from === me)?.to;
    if (!followed) throw new Error('the demo user follows nobody');
    demo.stats.resetRequests();
    const a = menuOf(w, followed);
    const b = menuOf(w, followed);
    expect(a.row()?.relationship).toBeNull();
    const shown = await b.until((r) => r.relationship !== null);
    expect(shown.relationship?.following).toBe(true);
    expect(demo.stats.requests('GET', '/api/v1/accounts/relationships')).toBe(1);
    a.dispose();
    b.dispose();
    w.dispose();
  });

  it('a follow limited to German keeps only that account’s German posts in home, and the menus know it', async () => {
    const w = wiring();
    const me = demo.demoAccountId;
    const world = demo.world;
    const author = [...world.accounts.values()].find(
      (x) => x.id !== me && !x.locked && !x.movedToId && x.domain === null && !world.isFollowing(me, x.id),
    );
    if (!author) throw new Error('no local account to follow');
    const de = world.createStatus(author.id, {
      text: 'Guten Morgen',
      visibility: 'public',
      language: 'de',
    }).id;
    const en = world.createStatus(author.id, {
      text: 'Good morning',
      visibility: 'public',
      language: 'en',
    }).id;
    const menu = menuOf(w, author.id);
    await menu.until((r) => r.relationship !== null);

    expect(
      (await w.intent({ type: 'account.relate', accountId: author.id, relate: { action: 'follow' } }))?.ok,
    ).toBe(true);
    const all = await homeIds();
    expect(all).toContain(de);
    expect(all).toContain(en);

    const r = await w.intent({
      type: 'account.relate',
      accountId: author.id,
      relate: { action: 'follow', languages: ['de'] },
    });
    expect(r?.ok).toBe(true);
    expect(
      (await menu.until((row) => row.relationship?.languages?.[0] === 'de')).relationship?.languages,
    ).toEqual(['de']);
    const limited = await homeIds();
    expect(limited).toContain(de);
    expect(limited).not.toContain(en);

    // Choosing none again brings every language back.
    await w.intent({
      type: 'account.relate',
      accountId: author.id,
      relate: { action: 'follow', languages: [] },
    });
    expect(await homeIds()).toContain(en);
    await menu.until((row) => row.relationship?.languages == null);
    menu.dispose();
    w.dispose();
  });
});
