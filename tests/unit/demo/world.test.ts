// Real semantics of the demo's REST side: follow counts, locked accounts, idempotent posting, edits with history,
// home timeline rules (exclusive lists, mutes, blocks), boosts, and what gets published on the bus.
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

const api = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(demo.url + path, {
    method,
    headers: { Authorization: `Bearer ${demo.demoToken}`, 'Content-Type': 'application/json', ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Record<string, unknown> & Record<string, unknown>[],
  };
};

const account = (id: string) =>
  api('GET', `/api/v1/accounts/${id}`).then(
    (r) => r.body as unknown as { followers_count: number; following_count: number },
  );
const findAccount = (pred: (a: { id: string; locked: boolean; domain: string | null }) => boolean) => {
  const me = demo.demoAccountId;
  const a = [...demo.world.accounts.values()].find((x) => x.id !== me && !x.movedToId && pred(x));
  if (!a) throw new Error('no such account');
  return a;
};

describe('follows', () => {
  it('following changes both accounts counts, unfollowing restores them, never below zero', async () => {
    const me = demo.demoAccountId;
    const target = findAccount((a) => !a.locked && !demo.world.isFollowing(me, a.id) && a.domain === null);
    const [meBefore, themBefore] = [await account(me), await account(target.id)];
    const rel = await api('POST', `/api/v1/accounts/${target.id}/follow`);
    expect(rel.body.following).toBe(true);
    expect((await account(me)).following_count).toBe(meBefore.following_count + 1);
    expect((await account(target.id)).followers_count).toBe(themBefore.followers_count + 1);
    await api('POST', `/api/v1/accounts/${target.id}/unfollow`);
    await api('POST', `/api/v1/accounts/${target.id}/unfollow`);
    expect((await account(me)).following_count).toBe(meBefore.following_count);
    expect((await account(target.id)).followers_count).toBe(themBefore.followers_count);
  });

  it('a locked account gives requested, not following, until it authorizes', async () => {
    const me = demo.demoAccountId;
    const locked = findAccount((a) => a.locked && !demo.world.isFollowing(me, a.id));
    const rel = await api('POST', `/api/v1/accounts/${locked.id}/follow`);
    expect(rel.body.following).toBe(false);
    expect(rel.body.requested).toBe(true);
    demo.world.authorizeFollowRequest(locked.id, me);
    const after = await api('GET', `/api/v1/accounts/relationships?id[]=${locked.id}`);
    expect(after.body[0]?.following).toBe(true);
    expect(after.body[0]?.requested).toBe(false);
  });
});

describe('profile', () => {
  it('update_credentials takes form fields, including fields_attributes, and verify_credentials shows them', async () => {
    const body = new URLSearchParams({
      display_name: 'Woolly Renamed',
      'fields_attributes[0][name]': 'Site',
      'fields_attributes[0][value]': 'https://woolly.example',
      'fields_attributes[1][name]': 'Mood',
      'fields_attributes[1][value]': 'sunny',
    });
    const res = await fetch(`${demo.url}/api/v1/accounts/update_credentials`, {
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${demo.demoToken}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: body.toString(),
    });
    expect(res.status).toBe(200);
    const me = (await api('GET', '/api/v1/accounts/verify_credentials')).body as unknown as {
      display_name: string;
      source: { fields: { name: string; value: string }[] };
    };
    expect(me.display_name).toBe('Woolly Renamed');
    expect(me.source.fields.map((f) => [f.name, f.value])).toEqual([
      ['Site', 'https://woolly.example'],
      ['Mood', 'sunny'],
    ]);
  });
});

describe('posting', () => {
  it('the same Idempotency-Key from the same account gives the same status, once', async () => {
    const before = demo.world.statuses.size;
    const a = await api('POST', '/api/v1/statuses', { status: 'only once' }, { 'Idempotency-Key': 'k-1' });
    const b = await api('POST', '/api/v1/statuses', { status: 'only once' }, { 'Idempotency-Key': 'k-1' });
    expect(b.body.id).toBe(a.body.id);
    expect(demo.world.statuses.size).toBe(before + 1);
    const c = await api('POST', '/api/v1/statuses', { status: 'only once' }, { 'Idempotency-Key': 'k-2' });
    expect(c.body.id).not.toBe(a.body.id);
  });

  it('posts with a poll, a content warning, a visibility and a reply, and links mentions and tags', async () => {
    const parent = [...demo.world.statuses.values()].find(
      (s) => s.visibility === 'public' && !s.reblogOfId && !s.deleted && s.accountId !== demo.demoAccountId,
    );
    const friend = findAccount((a) => a.domain === null);
    const res = await api('POST', '/api/v1/statuses', {
      status: `@${friend.username} what do you think? #Polls`,
      in_reply_to_id: parent?.id,
      spoiler_text: 'a question',
      visibility: 'unlisted',
      language: 'de',
      poll: { options: ['yes', 'no'], expires_in: 600, multiple: true },
    });
    expect(res.status).toBe(200);
    const s = res.body as unknown as {
      in_reply_to_id: string;
      sensitive: boolean;
      visibility: string;
      language: string;
      poll: { options: { title: string }[]; multiple: boolean };
      mentions: { id: string }[];
      tags: { name: string }[];
    };
    expect(s.in_reply_to_id).toBe(parent?.id);
    expect(s.sensitive).toBe(true);
    expect(s.visibility).toBe('unlisted');
    expect(s.language).toBe('de');
    expect(s.poll.options.map((o) => o.title)).toEqual(['yes', 'no']);
    expect(s.mentions.map((m) => m.id)).toEqual([friend.id]);
    expect(s.tags.map((t) => t.name)).toEqual(['polls']);
  });

  it('when a poll ends, its voters and its author are notified once', async () => {
    const w = demo.world;
    const me = demo.demoAccountId;
    const author = findAccount((a) => a.domain === null);
    const s = w.createStatus(author.id, {
      text: 'Quick one?',
      poll: { options: ['a', 'b'], expiresInS: 300, multiple: false },
    });
    w.vote(me, s.pollId ?? '', [1]);
    const realNow = w.now;
    w.now = () => realNow() + 301_000;
    try {
      const first = (await api('GET', '/api/v1/notifications?types[]=poll&limit=5')).body as unknown as {
        status: { id: string };
      }[];
      expect(first.filter((n) => n.status.id === s.id).length).toBe(1);
      const again = (await api('GET', '/api/v1/notifications?types[]=poll&limit=5')).body as unknown as {
        status: { id: string };
      }[];
      expect(again.filter((n) => n.status.id === s.id).length).toBe(1);
      expect(w.notificationsFor(author.id).some((n) => n.type === 'poll' && n.statusId === s.id)).toBe(true);
      const poll = (await api('GET', `/api/v1/polls/${s.pollId}`)).body as unknown as {
        expired: boolean;
        voted: boolean;
        own_votes: number[];
      };
      expect(poll).toMatchObject({ expired: true, voted: true, own_votes: [1] });
    } finally {
      w.now = realNow;
    }
  });

  it('editing keeps the history, oldest first, and publishes status.update', async () => {
    const made = await api('POST', '/api/v1/statuses', { status: 'first words' });
    events.length = 0;
    await api('PUT', `/api/v1/statuses/${made.body.id}`, { status: 'second words' });
    await api('PUT', `/api/v1/statuses/${made.body.id}`, { status: 'third words' });
    const history = (await api('GET', `/api/v1/statuses/${made.body.id}/history`)).body as unknown as {
      content: string;
    }[];
    expect(history.map((h) => h.content)).toEqual([
      '<p>first words</p>',
      '<p>second words</p>',
      '<p>third words</p>',
    ]);
    const upd = events.find(
      (e) => e.event === 'status.update' && e.streams.includes(`user:${demo.demoAccountId}`),
    );
    expect(upd?.streams).toContain(`user:${demo.demoAccountId}`);
    expect(JSON.parse(upd?.payload ?? '{}').edited_at).toBeTruthy();
  });

  it('favourite, boost and bookmark change the status and its counters; a boost is a new status', async () => {
    const target = [...demo.world.statuses.values()].find(
      (s) =>
        s.visibility === 'public' &&
        !s.reblogOfId &&
        !s.deleted &&
        s.accountId !== demo.demoAccountId &&
        !s.favouritedBy.has(demo.demoAccountId),
    );
    const id = target?.id ?? '';
    const before = (await api('GET', `/api/v1/statuses/${id}`)).body as unknown as {
      favourites_count: number;
      reblogs_count: number;
    };
    const fav = (await api('POST', `/api/v1/statuses/${id}/favourite`)).body as unknown as {
      favourited: boolean;
      favourites_count: number;
    };
    expect(fav.favourited).toBe(true);
    expect(fav.favourites_count).toBe(before.favourites_count + 1);
    const boost = (await api('POST', `/api/v1/statuses/${id}/reblog`)).body as unknown as {
      id: string;
      reblog: { id: string; reblogged: boolean; reblogs_count: number };
    };
    expect(boost.id).not.toBe(id);
    expect(boost.reblog.id).toBe(id);
    expect(boost.reblog.reblogged).toBe(true);
    expect(boost.reblog.reblogs_count).toBe(before.reblogs_count + 1);
    const home = (await api('GET', '/api/v1/timelines/home?limit=5')).body as unknown as { id: string }[];
    expect(home.map((s) => s.id)).toContain(boost.id);
    const un = (await api('POST', `/api/v1/statuses/${id}/unreblog`)).body as unknown as {
      reblogged: boolean;
      reblogs_count: number;
    };
    expect(un.reblogged).toBe(false);
    expect(un.reblogs_count).toBe(before.reblogs_count);
  });
});

describe('home timeline', () => {
  it('holds followed accounts, own posts, DMs and followed tags, and keeps members of an exclusive list out', async () => {
    const w = demo.world;
    const me = demo.demoAccountId;
    const exclusive = [...w.lists.values()].find((l) => l.ownerId === me && l.exclusive);
    const member = exclusive ? [...exclusive.accountIds][0] : undefined;
    expect(member).toBeDefined();
    const home = (await api('GET', '/api/v1/timelines/home?limit=40')).body as unknown as {
      account: { id: string };
      tags: { name: string }[];
      mentions: { id: string }[];
    }[];
    expect(home.length).toBe(40);
    const followedTags = new Set(w.followedTags.get(me)?.keys());
    for (const s of home) {
      const why =
        s.account.id === me ||
        w.isFollowing(me, s.account.id) ||
        s.mentions.some((m) => m.id === me) ||
        s.tags.some((t) => followedTags.has(t.name));
      expect(why).toBe(true);
    }
    expect(home.some((s) => s.account.id === member)).toBe(false);
    const list = (await api('GET', `/api/v1/timelines/list/${exclusive?.id}?limit=5`)).body as unknown as {
      account: { id: string };
    }[];
    expect(list.every((s) => exclusive?.accountIds.has(s.account.id))).toBe(true);
  });

  it('keeps direct messages from strangers out of home, and replies to others out of the public timeline', async () => {
    const me = demo.demoAccountId;
    const strangerDm = [...demo.world.statuses.values()].find(
      (s) =>
        s.visibility === 'direct' && s.mentionIds.includes(me) && !demo.world.isFollowing(me, s.accountId),
    );
    expect(strangerDm).toBeDefined();
    const home = (
      await api('GET', `/api/v1/timelines/home?limit=40&max_id=${BigInt(strangerDm?.id ?? '0') + 1n}`)
    ).body as unknown as { id: string }[];
    expect(home.map((s) => s.id)).not.toContain(strangerDm?.id);
    const pub = (await api('GET', '/api/v1/timelines/public?limit=40')).body as unknown as {
      account: { id: string };
      in_reply_to_account_id: string | null;
    }[];
    expect(pub.length).toBe(40);
    for (const s of pub)
      expect(s.in_reply_to_account_id === null || s.in_reply_to_account_id === s.account.id).toBe(true);
  });

  it('drops a muted account and shows it again once unmuted', async () => {
    const first = (
      (await api('GET', '/api/v1/timelines/home?limit=20')).body as unknown as { account: { id: string } }[]
    ).find((s) => s.account.id !== demo.demoAccountId);
    const id = first?.account.id ?? '';
    await api('POST', `/api/v1/accounts/${id}/mute`);
    const muted = (await api('GET', '/api/v1/timelines/home?limit=20')).body as unknown as {
      account: { id: string };
    }[];
    expect(muted.some((s) => s.account.id === id)).toBe(false);
    await api('POST', `/api/v1/accounts/${id}/unmute`);
    const back = (await api('GET', '/api/v1/timelines/home?limit=20')).body as unknown as {
      account: { id: string };
    }[];
    expect(back.some((s) => s.account.id === id)).toBe(true);
  });
});

describe('what is published on the bus', () => {
  it('a new post by a followed account goes to each local follower, public streams and its hashtags', () => {
    const w = demo.world;
    const me = demo.demoAccountId;
    const author = findAccount((a) => a.domain === null && w.isFollowing(me, a.id));
    events.length = 0;
    const s = w.createStatus(author.id, { text: 'Streaming check #Cats' });
    const upd = events.filter((e) => e.event === 'update');
    const keys = upd.flatMap((e) => e.streams);
    expect(keys).toEqual(
      expect.arrayContaining([
        `user:${me}`,
        `user:${author.id}`,
        'public',
        'public:local',
        'hashtag:cats',
        'hashtag:local:cats',
      ]),
    );
    expect(keys).not.toContain('public:remote');
    const mine = upd.find((e) => e.streams.includes(`user:${me}`));
    expect(JSON.parse(mine?.payload ?? '{}').id).toBe(s.id);
    events.length = 0;
    w.deleteStatus(author.id, s.id);
    const del = events.find((e) => e.event === 'delete');
    expect(del?.payload).toBe(s.id);
    expect(del?.streams).toContain(`user:${me}`);
  });

  it('a notification goes to user: and user:notification: with its group key', () => {
    const me = demo.demoAccountId;
    const from = findAccount((a) => a.domain === null);
    events.length = 0;
    demo.world.notify(me, 'follow', from.id);
    const n = events.find((e) => e.event === 'notification');
    expect(n?.streams).toEqual([`user:${me}`, `user:notification:${me}`]);
    expect(JSON.parse(n?.payload ?? '{}').group_key).toMatch(/^follow-\d+$/);
  });

  it('a direct message publishes a conversation to direct:<id> of each participant', async () => {
    const friend = findAccount((a) => a.domain === null && demo.world.isFollowing(demo.demoAccountId, a.id));
    events.length = 0;
    await api('POST', '/api/v1/statuses', { status: `@${friend.username} psst`, visibility: 'direct' });
    const conv = events.filter((e) => e.event === 'conversation').flatMap((e) => e.streams);
    expect(conv).toEqual(expect.arrayContaining([`direct:${demo.demoAccountId}`, `direct:${friend.id}`]));
  });

  it('editing filters publishes filters_changed to the user', async () => {
    events.length = 0;
    await api('POST', '/api/v2/filters', {
      title: 'x',
      context: ['home'],
      keywords_attributes: [{ keyword: 'zzz' }],
    });
    expect(events.find((e) => e.event === 'filters_changed')?.streams).toEqual([
      `user:${demo.demoAccountId}`,
    ]);
  });

  it('announcements, their reactions and their removal go to every local user', async () => {
    events.length = 0;
    const made = (await (
      await fetch(`${demo.url}/_demo/announcement`, {
        method: 'POST',
        body: JSON.stringify({ content: '<p>Hi all</p>' }),
      })
    ).json()) as { id: string };
    const ann = events.find((e) => e.event === 'announcement');
    expect(ann?.streams).toContain(`user:${demo.demoAccountId}`);
    expect(JSON.parse(ann?.payload ?? '{}').content).toBe('<p>Hi all</p>');
    await api('PUT', `/api/v1/announcements/${made.id}/reactions/%F0%9F%91%8D`);
    const reaction = events.find((e) => e.event === 'announcement.reaction');
    expect(JSON.parse(reaction?.payload ?? '{}')).toEqual({ name: '👍', count: 1, announcement_id: made.id });
    await fetch(`${demo.url}/_demo/announcement`, {
      method: 'POST',
      body: JSON.stringify({ delete: made.id }),
    });
    expect(events.find((e) => e.event === 'announcement.delete')?.payload).toBe(made.id);
  });

  it('accepting a notification request merges its notifications and says so', async () => {
    const me = demo.demoAccountId;
    const req = [...demo.world.notificationRequests.values()].find((r) => r.recipientId === me);
    expect(req).toBeDefined();
    const before = (await api('GET', '/api/v1/notifications?limit=80')).body as unknown as {
      account: { id: string };
    }[];
    expect(before.some((n) => n.account.id === req?.fromId)).toBe(false);
    events.length = 0;
    await api('POST', `/api/v1/notifications/requests/${req?.id}/accept`);
    expect(events.find((e) => e.event === 'notifications_merged')?.streams).toEqual([
      `user:${me}`,
      `user:notification:${me}`,
    ]);
    const after = (await api('GET', '/api/v1/notifications?limit=80')).body as unknown as {
      account: { id: string };
    }[];
    expect(after.some((n) => n.account.id === req?.fromId)).toBe(true);
  });
});
