// Notification group keys as the real server computes them, and grouped pages built from them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import { computeGroupKey, createGroupKeyState } from '../../../demo/world/group-key.ts';

const H = 3_600_000;
const T0 = Date.UTC(2026, 5, 1, 10, 0);

describe('computeGroupKey', () => {
  it('groups favourites and boosts per status, in hour buckets', () => {
    const s = createGroupKeyState();
    const a = computeGroupKey(s, 'me', 'favourite', '42', T0);
    expect(a).toBe(`favourite-42-${Math.floor(T0 / H)}`);
    expect(computeGroupKey(s, 'me', 'favourite', '42', T0 + 2 * H)).toBe(a);
    expect(computeGroupKey(s, 'me', 'favourite', '43', T0)).not.toBe(a);
    expect(computeGroupKey(s, 'me', 'reblog', '42', T0)).toMatch(/^reblog-42-/);
  });

  it('starts a new group once a group would span 12 hours', () => {
    const s = createGroupKeyState();
    const first = computeGroupKey(s, 'me', 'follow', null, T0);
    let t = T0;
    for (let i = 0; i < 11; i++) {
      t += H;
      expect(computeGroupKey(s, 'me', 'follow', null, t)).toBe(first);
    }
    expect(computeGroupKey(s, 'me', 'follow', null, T0 + 12 * H)).not.toBe(first);
  });

  it('leaves other types ungrouped', () => {
    const s = createGroupKeyState();
    for (const type of ['mention', 'poll', 'status', 'update', 'follow_request', 'admin.sign_up'] as const) {
      expect(computeGroupKey(s, 'me', type, '1', T0)).toBeNull();
    }
  });
});

describe('grouped notifications over HTTP', () => {
  let demo: DemoServer;
  beforeAll(async () => {
    demo = await startDemo({ port: 0, quiet: true });
  });
  afterAll(async () => {
    await demo?.close();
  });
  const get = async (path: string) => {
    const res = await fetch(demo.url + path, { headers: { Authorization: `Bearer ${demo.demoToken}` } });
    return { res, body: JSON.parse(await res.text()) as Record<string, unknown> };
  };

  it('folds favourites of one post by several people into one group with sample accounts', async () => {
    const w = demo.world;
    const me = demo.demoAccountId;
    const post = w.createStatus(me, { text: 'please like this' });
    const fans = [...w.accounts.values()]
      .filter((a) => a.id !== me && !w.isBlocking(me, a.id) && !a.domain)
      .slice(0, 3);
    for (const f of fans) w.favourite(f.id, post.id);
    const { body } = await get('/api/v2/notifications?limit=5');
    const groups = body.notification_groups as {
      group_key: string;
      notifications_count: number;
      sample_account_ids: string[];
      status_id: string;
      type: string;
    }[];
    const g = groups.find((x) => x.status_id === post.id);
    expect(g?.type).toBe('favourite');
    expect(g?.group_key).toMatch(new RegExp(`^favourite-${post.id}-\\d+$`));
    expect(g?.notifications_count).toBe(3);
    expect(new Set(g?.sample_account_ids)).toEqual(new Set(fans.map((f) => f.id)));
  });

  it('leaves a type ungrouped when grouped_types leaves it out, and filters by types/exclude_types', async () => {
    const { body } = await get('/api/v2/notifications?limit=10&grouped_types[]=reblog');
    const groups = body.notification_groups as { group_key: string; type: string }[];
    for (const g of groups.filter((x) => x.type === 'favourite'))
      expect(g.group_key).toMatch(/^ungrouped-\d+$/);
    const only = (await get('/api/v2/notifications?limit=10&types[]=mention')).body.notification_groups as {
      type: string;
    }[];
    expect(only.length).toBeGreaterThan(0);
    expect(only.every((g) => g.type === 'mention')).toBe(true);
    const none = (await get('/api/v2/notifications?limit=40&exclude_types[]=favourite')).body
      .notification_groups as { type: string }[];
    expect(none.some((g) => g.type === 'favourite')).toBe(false);
  });

  it('pages by group: the next page holds no group key of the first one', async () => {
    const first = await get('/api/v2/notifications?limit=5');
    const next = /<([^>]+)>; rel="next"/.exec(first.res.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const second = JSON.parse(
      await (await fetch(next ?? '', { headers: { Authorization: `Bearer ${demo.demoToken}` } })).text(),
    ) as typeof first.body;
    const keys1 = (first.body.notification_groups as { group_key: string }[]).map((g) => g.group_key);
    const keys2 = (second.notification_groups as { group_key: string }[]).map((g) => g.group_key);
    expect(keys2.length).toBe(5);
    expect(keys2.filter((k) => keys1.includes(k) && k.startsWith('ungrouped'))).toEqual([]);
  });

  it('seeds all 13 notification types of the spec', () => {
    const types = new Set([...demo.world.notifications.values()].map((n) => n.type));
    for (const t of [
      'follow',
      'follow_request',
      'favourite',
      'reblog',
      'mention',
      'poll',
      'status',
      'update',
      'admin.sign_up',
      'admin.report',
      'moderation_warning',
      'severed_relationships',
      'annual_report',
    ]) {
      expect(types.has(t as never), t).toBe(true);
    }
  });
});
