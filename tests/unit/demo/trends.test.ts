// The demo instance's trends come from recent activity (issue 16): hashtags by the people and posts using them,
// posts by their boosts and favourites, links by how often they are shared; each with seven days of history for the
// sparkline. Suggestions say why (`sources`), and a dismissed or followed account is suggested no more. The
// directory lists local or everyone, recently active or new.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import { trendingStatuses } from '../../../demo/world/trends.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});

const api = async <T = unknown>(method: string, path: string) => {
  const res = await fetch(demo.url + path, {
    method,
    headers: { Authorization: `Bearer ${demo.demoToken}` },
  });
  return { status: res.status, link: res.headers.get('link'), body: (await res.json()) as T };
};

interface WireTag {
  name: string;
  history: { day: string; uses: string; accounts: string }[];
}

/** Local accounts other than the demo user that can post. */
const posters = () =>
  [...demo.world.accounts.values()].filter((a) => a.id !== demo.demoAccountId && !a.movedToId).slice(0, 6);

describe('trends of the demo instance', () => {
  it('ranks a hashtag many people use above one a single person repeats, with today in its history', async () => {
    const [a, b, c, d] = posters();
    if (!a || !b || !c || !d) throw new Error('not enough accounts');
    const w = demo.world;
    for (const who of [a, b, c, d]) w.createStatus(who.id, { text: 'knitting all day #woolgathering' });
    for (let i = 0; i < 4; i++) w.createStatus(a.id, { text: `again and again ${i} #soloknit` });
    const r = await api<WireTag[]>('GET', '/api/v1/trends/tags?limit=20');
    const names = r.body.map((t) => t.name);
    expect(names).toContain('woolgathering');
    expect(names.indexOf('woolgathering')).toBeLessThan(names.indexOf('soloknit') >>> 0);
    const tag = r.body.find((t) => t.name === 'woolgathering');
    expect(tag?.history).toHaveLength(7);
    expect(tag?.history[0]).toMatchObject({ uses: '4', accounts: '4' });
    // The same history on the tag itself.
    const one = await api<WireTag>('GET', '/api/v1/tags/woolgathering');
    expect(one.body.history[0]).toMatchObject({ uses: '4', accounts: '4' });
  });

  it('ranks a boosted post above a less favourited one, leaves sensitive posts out, and pages by offset', async () => {
    const [a, b, c, d, e] = posters();
    if (!a || !b || !c || !d || !e) throw new Error('not enough accounts');
    const w = demo.world;
    const boosted = w.createStatus(a.id, { text: 'a post people boost' });
    const faved = w.createStatus(b.id, { text: 'a post people favourite' });
    const hidden = w.createStatus(c.id, { text: 'a sensitive post', sensitive: true, spoilerText: 'cw' });
    for (const who of [c, d, e]) w.reblog(who.id, boosted.id);
    for (const who of [a, c, d]) w.favourite(who.id, faved.id);
    for (const who of [a, b, d, e]) w.favourite(who.id, hidden.id);
    // The whole ranking (the API pages at most 40 of it).
    const ids = trendingStatuses(w, demo.demoAccountId).map((s) => s.id);
    expect(ids).toContain(boosted.id);
    expect(ids).toContain(faved.id);
    expect(ids.indexOf(boosted.id)).toBeLessThan(ids.indexOf(faved.id));
    expect(ids).not.toContain(hidden.id);
    const first = await api<{ id: string }[]>('GET', '/api/v1/trends/statuses?limit=2');
    expect(first.link).toMatch(/offset=2>; rel="next"/);
    expect(first.body.map((s) => s.id)).toEqual(ids.slice(0, 2));
    const second = await api<{ id: string }[]>('GET', '/api/v1/trends/statuses?limit=2&offset=2');
    expect(second.body.map((s) => s.id)).toEqual(ids.slice(2, 4));
  });

  it('ranks a link shared by several people first, with its uses today', async () => {
    const [a, b, c] = posters();
    if (!a || !b || !c) throw new Error('not enough accounts');
    const w = demo.world;
    const card = (url: string) => ({
      url,
      title: `About ${url}`,
      description: 'A page',
      type: 'link' as const,
      authorName: '',
      authorUrl: '',
      providerName: '',
      providerUrl: '',
      image: null,
      width: 0,
      height: 0,
      blurhash: null,
      embedUrl: '',
      html: '',
    });
    const popular = 'https://popular.example/page';
    for (const who of [a, b, c]) w.createStatus(who.id, { text: `look ${popular}`, card: card(popular) });
    w.createStatus(a.id, { text: 'meh https://quiet.example/', card: card('https://quiet.example/') });
    const r = await api<{ url: string; history: WireTag['history'] }[]>('GET', '/api/v1/trends/links');
    const urls = r.body.map((l) => l.url);
    expect(urls.indexOf(popular)).toBeGreaterThanOrEqual(0);
    expect(urls.indexOf(popular)).toBeLessThan(urls.indexOf('https://quiet.example/') >>> 0);
    expect(r.body.find((l) => l.url === popular)?.history[0]).toMatchObject({ uses: '3', accounts: '3' });
    const timeline = await api<{ card: { url: string } }[]>(
      'GET',
      `/api/v1/timelines/link?url=${encodeURIComponent(popular)}`,
    );
    expect(timeline.body).toHaveLength(3);
    expect(timeline.body.every((s) => s.card.url === popular)).toBe(true);
  });
});

describe('suggestions and the directory', () => {
  it('says why each account is suggested; dismissing or following one takes it out', async () => {
    type Suggestion = { sources: string[]; account: { id: string; locked: boolean } };
    const first = await api<Suggestion[]>('GET', '/api/v2/suggestions?limit=20');
    expect(first.body.length).toBeGreaterThan(2);
    for (const s of first.body) expect(s.sources.length).toBeGreaterThan(0);
    const [gone, followed] = first.body.filter((s) => !s.account.locked);
    if (!gone || !followed) throw new Error('not enough suggestions');
    expect((await api('DELETE', `/api/v1/suggestions/${gone.account.id}`)).status).toBe(200);
    await api('POST', `/api/v1/accounts/${followed.account.id}/follow`);
    const after = (await api<Suggestion[]>('GET', '/api/v2/suggestions?limit=80')).body.map(
      (s) => s.account.id,
    );
    expect(after).not.toContain(gone.account.id);
    expect(after).not.toContain(followed.account.id);
  });

  it('lists local accounts only when asked, newest first for new arrivals, by offset', async () => {
    type Acc = { id: string; acct: string; created_at: string };
    const local = (await api<Acc[]>('GET', '/api/v1/directory?local=true&limit=80')).body;
    expect(local.length).toBeGreaterThan(0);
    expect(local.every((a) => !a.acct.includes('@'))).toBe(true);
    const everyone = (await api<Acc[]>('GET', '/api/v1/directory?limit=80')).body;
    expect(everyone.some((a) => a.acct.includes('@'))).toBe(true);
    const fresh = (await api<Acc[]>('GET', '/api/v1/directory?order=new&limit=20')).body;
    const times = fresh.map((a) => Date.parse(a.created_at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const next = (await api<Acc[]>('GET', '/api/v1/directory?order=new&limit=20&offset=20')).body;
    expect(next[0]?.id).not.toBe(fresh[0]?.id);
  });
});
