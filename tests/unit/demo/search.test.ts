// The demo instance searches as a Mastodon server does (issue 16): accounts by username, display name and acct;
// hashtags by prefix; posts by the words of their text, only those the viewer may see; resolve=true finds the
// instance's own URLs and handles and answers nothing for others; offset and limit page each kind; type filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});

interface Answer {
  accounts: { id: string; acct: string; display_name: string }[];
  statuses: { id: string; content: string; account: { acct: string }; visibility: string }[];
  hashtags: { name: string }[];
}
const search = async (
  query: Record<string, string>,
  token: string | null = demo.demoToken,
): Promise<Answer> => {
  const res = await fetch(`${demo.url}/api/v2/search?${new URLSearchParams(query)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
};

describe('demo search', () => {
  it('finds accounts by the start of a username, a display-name word or the acct, exact match first', async () => {
    const r = await search({ q: 'ada', type: 'accounts' });
    expect(r.accounts[0]?.acct).toBe('ada');
    expect(r.statuses).toEqual([]);
    expect(r.hashtags).toEqual([]);
    const byName = await search({ q: 'Ada', type: 'accounts' });
    expect(byName.accounts.map((a) => a.acct)).toContain('ada');
    // Not a substring in the middle of a word.
    expect((await search({ q: 'da', type: 'accounts' })).accounts.map((a) => a.acct)).not.toContain('ada');
  });

  it('following=true keeps only followed accounts', async () => {
    const all = await search({ q: 'a', type: 'accounts', limit: '40' });
    const followed = await search({ q: 'a', type: 'accounts', limit: '40', following: 'true' });
    expect(followed.accounts.length).toBeLessThan(all.accounts.length);
    for (const a of followed.accounts) expect(demo.world.isFollowing(demo.demoAccountId, a.id)).toBe(true);
  });

  it('finds hashtags by prefix, # or not', async () => {
    const r = await search({ q: '#knit' });
    expect(r.hashtags.map((t) => t.name)).toContain('knitting');
    expect(r.accounts).toEqual([]);
    expect(r.statuses).toEqual([]);
    expect((await search({ q: 'knit', type: 'hashtags' })).hashtags.map((t) => t.name)).toContain('knitting');
    expect((await search({ q: 'nitting', type: 'hashtags' })).hashtags).toEqual([]);
  });

  it('finds posts by their words, newest first, only for a signed-in viewer', async () => {
    const r = await search({ q: 'coffee', type: 'statuses', limit: '40' });
    expect(r.statuses.length).toBeGreaterThan(0);
    for (const s of r.statuses) expect(s.content.toLowerCase()).toContain('coffee');
    const ids = r.statuses.map((s) => BigInt(s.id));
    expect([...ids].sort((a, b) => (b > a ? 1 : -1))).toEqual(ids);
    expect((await search({ q: 'coffee', type: 'statuses' }, null)).statuses).toEqual([]);
  });

  it('never shows a post the viewer may not see', async () => {
    const w = demo.world;
    const hidden = [...w.statuses.values()].find(
      (s) => !s.deleted && s.visibility === 'private' && !w.canSee(demo.demoAccountId, s),
    );
    if (!hidden) throw new Error('the demo world has no post hidden from the demo user');
    const word = hidden.text.split(/\s+/).find((x) => /^\p{L}{5,}$/u.test(x)) ?? hidden.text;
    const r = await search({ q: word, type: 'statuses', limit: '40' });
    expect(r.statuses.map((s) => s.id)).not.toContain(hidden.id);
  });

  it('pages each kind by offset and limit', async () => {
    const all = await search({ q: 'coffee', type: 'statuses', limit: '40' });
    const second = await search({ q: 'coffee', type: 'statuses', limit: '11', offset: '10' });
    expect(second.statuses.map((s) => s.id)).toEqual(all.statuses.slice(10, 21).map((s) => s.id));
  });

  it('resolves its own post and profile URLs and handles; others answer nothing', async () => {
    const w = demo.world;
    const ada = w.lookup('ada');
    const post = [...w.statuses.values()].find((s) => s.accountId === ada?.id && !s.deleted && !s.reblogOfId);
    if (!ada || !post) throw new Error('ada has no post');
    const byUrl = await search({ q: `${demo.url.replace(/\/$/, '')}/@ada/${post.id}`, resolve: 'true' });
    expect(byUrl.statuses.map((s) => s.id)).toEqual([post.id]);
    const byUri = await search({
      q: `${demo.url.replace(/\/$/, '')}/users/ada/statuses/${post.id}`,
      resolve: 'true',
    });
    expect(byUri.statuses.map((s) => s.id)).toEqual([post.id]);
    expect((await search({ q: `@ada@${w.localDomain}`, resolve: 'true' })).accounts.map((a) => a.id)).toEqual(
      [ada.id],
    );
    const remote = [...w.accounts.values()].find((a) => a.domain !== null);
    if (!remote) throw new Error('no remote account');
    expect(
      (await search({ q: `${remote.username}@${remote.domain}`, resolve: 'true' })).accounts.map((a) => a.id),
    ).toEqual([remote.id]);
    expect(await search({ q: 'https://unknown.example/@nobody/1', resolve: 'true' })).toEqual({
      accounts: [],
      statuses: [],
      hashtags: [],
    });
    expect(await search({ q: '@nobody@unknown.example', resolve: 'true' })).toEqual({
      accounts: [],
      statuses: [],
      hashtags: [],
    });
  });
});
