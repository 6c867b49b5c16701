// The whole core against a fake instance: home, notifications and a thread open in two tabs share one fetch of the
// filters; a `filters_changed` frame re-fetches them and every open view is re-evaluated at once (hide leaves
// home, shows as a warning in the thread, the notifications list is loaded again); the app's own edit does the
// same without waiting for the frame.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../shared/constants.ts';
import type { PushMessage } from '../../../shared/protocol/core-api.ts';
import { applyOps } from '../../../shared/protocol/diff.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import type { Account, Filter, Status } from '../../../shared/wire/entities.ts';
import { createCore } from '../../../worker/app/core.ts';
import { FakeSocket, fakeInstance, me, status } from '../core/fake-instance.ts';
import { stopTestTimers, testEnv, until } from '../core/test-env.ts';

afterEach(stopTestTimers);

const bob = { ...me, id: '2', username: 'bob', acct: 'bob' } as Account;
const byBob = (id: string, text: string): Status => ({ ...status(id, text), account: bob });

function tab(id: string) {
  const views = new Map<string, Row[]>();
  return {
    id,
    views,
    push: (msgs: PushMessage[]) => {
      for (const m of msgs) {
        if (m.type === 'snapshot') views.set(m.snapshot.view, m.snapshot.rows);
        else if (m.type === 'diff')
          views.set(m.diff.view, applyOps(views.get(m.diff.view) ?? [], m.diff.ops));
      }
    },
    keys: (view: string) => (views.get(view) ?? []).map((r) => r.key),
    row: (view: string, key: string) => (views.get(view) ?? []).find((r) => r.key === key),
  };
}

const spoilers: Filter = {
  id: '10',
  title: 'Spoilers',
  context: ['home', 'thread'],
  expires_at: null,
  filter_action: 'hide',
  keywords: [{ id: '100', keyword: 'finale', whole_word: true }],
  statuses: [],
};

async function setup(initial: Filter[] = []) {
  const inst = fakeInstance();
  // Post 1 replies to someone else (home.shows.reply hides it).
  const reply = { ...byBob('1', 'hello'), in_reply_to_id: '0', in_reply_to_account_id: '3' } as Status;
  inst.setHome([byBob('3', 'nothing here'), byBob('2', 'the finale was great'), reply]);
  const server = { filters: initial };
  const counts = new Map<string, number>();
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  const fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const { pathname } = new URL(input);
    const what = `${init.method ?? 'GET'} ${pathname}`;
    counts.set(what, (counts.get(what) ?? 0) + 1);
    if (what === 'GET /api/v2/filters') return json(server.filters);
    if (what === 'PUT /api/v2/filters/10') {
      const body = JSON.parse(String(init.body)) as Partial<Filter>;
      server.filters = server.filters.map((f) => (f.id === '10' ? { ...f, ...body } : f));
      return json(server.filters[0]);
    }
    if (what === 'GET /api/v1/statuses/2') return json(byBob('2', 'the finale was great'));
    if (what === 'GET /api/v1/statuses/2/context') return json({ ancestors: [], descendants: [] });
    return inst.fetch(input, init);
  };
  const core = createCore(testEnv(fetch, { indexedDB: new IDBFactory() }));
  const start = await core.api.signInStart('127.0.0.1:4000', 'http://app.test/oauth/callback');
  const url = new URL((start as { url: string }).url);
  await core.api.signInFinish('the-code', url.searchParams.get('state')!);
  const a = tab('a');
  const b = tab('b');
  for (const t of [a, b]) await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, t.push);
  const home = await core.api.subscribe('a', { kind: 'timeline', timeline: 'home' });
  await core.api.subscribe('b', { kind: 'timeline', timeline: 'home' });
  const thread = await core.api.subscribe('b', { kind: 'thread', statusId: '2' });
  const notifications = await core.api.subscribe('b', { kind: 'notifications' });
  return {
    core,
    server,
    a,
    b,
    home,
    thread,
    notifications,
    count: (what: string) => counts.get(what) ?? 0,
  };
}

describe('filters in the core', () => {
  it('one fetch for every view; filters_changed re-evaluates home, the thread and notifications at once', async () => {
    const t = await setup();
    await until(() => t.a.keys(t.home).length === 3 && t.b.keys(t.thread).length === 1, 'views loaded');
    await until(() => FakeSocket.all[0]?.subscribed().includes('user') === true, 'user stream');
    expect(t.count('GET /api/v2/filters')).toBe(1);
    const notificationLoads = t.count('GET /api/v2/notifications');

    t.server.filters = [spoilers];
    FakeSocket.all[0]!.push(['user'], 'filters_changed', '');
    await until(() => t.a.keys(t.home).length === 2, 'post hidden in home');
    expect(t.a.keys(t.home)).toEqual(['s:3', 's:1']);
    expect(t.b.keys(t.home)).toEqual(['s:3', 's:1']);
    // The detailed view shows a hide filter as a warning (ruling 5).
    await until(() => {
      const row = t.b.row(t.thread, 's:2') as { filter?: { action: string } } | undefined;
      return row?.filter?.action === 'warn';
    }, 'warning in the thread');
    await until(() => t.count('GET /api/v2/notifications') > notificationLoads, 'notifications reloaded');
    expect(t.count('GET /api/v2/filters')).toBe(2);
  });

  it("the app's own edit re-evaluates the open views in every tab without a frame", async () => {
    const t = await setup([{ ...spoilers, filter_action: 'warn' }]);
    await until(() => t.a.keys(t.home).length === 3, 'home loaded');
    const warned = t.a.row(t.home, 's:2') as { filter?: { action: string; titles: string[] } } | undefined;
    expect(warned?.filter).toEqual({ action: 'warn', titles: ['Spoilers'] });

    const r = await t.core.api.intent('a', {
      type: 'filter.update',
      filterId: '10',
      fields: { filter_action: 'hide' },
    });
    expect(r.ok).toBe(true);
    await until(() => t.a.keys(t.home).length === 2 && t.b.keys(t.home).length === 2, 'hidden in both tabs');
  });

  it('column settings (settings.patch) re-evaluate open timelines: home.shows and the per-timeline regex', async () => {
    const t = await setup();
    await until(() => t.a.keys(t.home).length === 3, 'home loaded');
    await t.core.api.intent('a', { type: 'settings.patch', patch: { regex: { [t.home]: 'noth(ing)?' } } });
    await until(() => t.a.keys(t.home).join() === 's:2,s:1', 'regex hides the matching post');
    // An invalid body is ignored (the view says so) and never throws.
    await t.core.api.intent('a', { type: 'settings.patch', patch: { regex: { [t.home]: '(unclosed' } } });
    await until(() => t.b.keys(t.home).length === 3, 'back with an invalid regex');
    await t.core.api.intent('a', { type: 'settings.patch', patch: { homeShows: { reply: false } } });
    await until(() => t.b.keys(t.home).join() === 's:3,s:2', 'the reply hidden by home.shows');
  });
});
