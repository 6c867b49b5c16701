// A profile's extras against the demo instance: familiar followers of profiles opened together in one request,
// featured tags most used first, endorsed accounts; a part that fails is left empty and the others still show.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import type { ProfileExtras } from '../../../shared/protocol/profile-extras.ts';
import { createTransport } from '../../../worker/api/transport.ts';
import { createRelationshipWiring } from '../../../worker/app/relationships.ts';
import { toFeaturedTags } from '../../../worker/relationships/profile-extras.ts';

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

const extrasOf = async (w: ReturnType<typeof wiring>, accountId: string): Promise<ProfileExtras> => {
  const r = await w.intent({ type: 'profile.extras', accountId });
  if (!r?.ok) throw new Error('extras failed');
  return r.value as ProfileExtras;
};

describe("a profile's extras", () => {
  it('featured tags come most used first, whatever the order or shape the server sends', () => {
    expect(
      toFeaturedTags([
        { name: 'b', statuses_count: '3' },
        { name: 'a', statuses_count: 12 },
        { nope: true },
        { name: '#c', statuses_count: '40', last_status_at: '2026-01-01' },
      ]).map((t) => [t.name, t.statusesCount]),
    ).toEqual([
      ['c', 40],
      ['a', 12],
      ['b', 3],
    ]);
    expect(toFeaturedTags({ error: 'x' })).toEqual([]);
  });

  it('asks for the familiar followers of profiles opened together once, and shows who you follow', async () => {
    const w = wiring();
    const me = demo.demoAccountId;
    const others = [...demo.world.accounts.values()].filter((a) => a.id !== me).slice(0, 2);
    const [a, b] = await Promise.all(others.map((o) => extrasOf(w, o.id)));
    expect(demo.stats.requests('GET', '/api/v1/accounts/familiar_followers')).toBe(1);
    for (const [i, extras] of [a, b].entries()) {
      const target = others[i]?.id ?? '';
      for (const f of extras?.familiarFollowers ?? []) {
        expect(demo.world.isFollowing(me, f.id)).toBe(true);
        expect(demo.world.isFollowing(f.id, target)).toBe(true);
      }
    }
    w.dispose();
  });

  it('shows the endorsed accounts, and the rest when featured tags fail', async () => {
    const w = wiring();
    const me = demo.demoAccountId;
    const followed = [...demo.world.accounts.values()].find(
      (a) => a.id !== me && demo.world.isFollowing(me, a.id),
    );
    if (!followed) throw new Error('the demo user follows nobody');
    demo.world.endorse(me, followed.id);
    demo.faults.setRoute(`GET /api/v1/accounts/${me}/featured_tags`, { status: 500, times: 1 });
    const extras = await extrasOf(w, me);
    expect(extras.endorsed.map((c) => c.id)).toContain(followed.id);
    expect(extras.featuredTags).toEqual([]);
    // Your own profile has no familiar followers to ask for.
    expect(extras.familiarFollowers).toEqual([]);
    demo.world.unendorse(me, followed.id);
    w.dispose();
  });
});
