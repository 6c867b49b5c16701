// The core's part of first run and sign-out: the home read marker follows the newest post a reader at the top of
// home has, page loads feed the loading bar and a failed one alerts every tab, and sign-out revokes the token and
// forgets the identity for good.

import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../shared/constants.ts';
import type { GlobalState, PushMessage } from '../../../shared/protocol/core-api.ts';
import { createCore } from '../../../worker/app/core.ts';
import type { CoreEnv } from '../../../worker/app/env.ts';
import { words } from '../core-words.ts';
import { FakeSocket, fakeInstance, status } from './fake-instance.ts';
import { stopTestTimers, testEnv, until } from './test-env.ts';

afterEach(stopTestTimers);

type Sent = { method: string; path: string; body: string };

/** The fake instance, recording bodies, with optional failures per `METHOD /path`. */
function instance(fail: Record<string, number> = {}) {
  const inst = fakeInstance();
  const sent: Sent[] = [];
  const fetch: CoreEnv['fetch'] = async (input, init = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    sent.push({ method, path: url.pathname, body: typeof init.body === 'string' ? init.body : '' });
    const status = fail[`${method} ${url.pathname}`];
    if (status)
      return new Response(JSON.stringify({ error: 'Something went wrong' }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    return inst.fetch(String(input), init as RequestInit);
  };
  return { fetch, sent };
}

async function signedIn(fetch: CoreEnv['fetch'], idb = new IDBFactory()) {
  const core = createCore(testEnv(fetch, { indexedDB: idb }));
  const start = await core.api.signInStart('127.0.0.1:4000', 'http://app.test/oauth/callback');
  const state = new URL((start as { url: string }).url).searchParams.get('state')!;
  expect(await core.api.signInFinish('the-code', state)).toEqual({ ok: true });
  const globals: GlobalState[] = [];
  const push = (msgs: PushMessage[]) => {
    for (const m of msgs) if (m.type === 'global') globals.push(m.global);
  };
  await core.api.hello({ tabId: 't1', protocol: PROTOCOL_VERSION }, push);
  return { core, globals, idb };
}

describe('home read marker', () => {
  it('uploads the newest post of home once the reader is at its top', async () => {
    const { fetch, sent } = instance();
    const { core } = await signedIn(fetch);
    const key = await core.api.subscribe('t1', { kind: 'timeline', timeline: 'home' });
    await core.api.intent('t1', { type: 'view.top', view: key, atTop: true });
    await until(
      () => sent.some((s) => s.method === 'POST' && s.path === '/api/v1/markers'),
      'markers upload',
    );
    const upload = sent.find((s) => s.path === '/api/v1/markers')!;
    expect(JSON.parse(upload.body)).toEqual({ home: { last_read_id: '3' } });
  });

  it('does not move while the reader is scrolled down', async () => {
    const { fetch, sent } = instance();
    const { core } = await signedIn(fetch);
    const key = await core.api.subscribe('t1', { kind: 'timeline', timeline: 'home' });
    await core.api.intent('t1', { type: 'view.top', view: key, atTop: false });
    await until(() => sent.some((s) => s.path === '/api/v1/timelines/home'), 'home page');
    await new Promise((r) => setTimeout(r, 50));
    expect(sent.filter((s) => s.path === '/api/v1/markers' && s.method === 'POST')).toEqual([]);
  });
});

describe('page loads', () => {
  it('a failed home page shows its alert to every tab, and the loading bar ends hidden', async () => {
    const { fetch } = instance({ 'GET /api/v1/timelines/home': 500 });
    const { core, globals } = await signedIn(fetch);
    await core.api.subscribe('t1', { kind: 'timeline', timeline: 'home' });
    await until(() => globals.some((g) => g.alerts.some((a) => words(a.title) === '500')), 'the alert');
    const alert = globals.at(-1)!.alerts.find((a) => words(a.title) === '500')!;
    expect(alert.tabId).toBeNull();
    expect(words(alert.message)).toBe('Something went wrong');
    // The bar showed while the page loaded.
    expect(globals.some((g) => (g.loading ?? 0) > 0)).toBe(true);
  });
});

describe('sign-out', () => {
  it('revokes the token with the app credentials and a restarted core stays signed out', async () => {
    const { fetch, sent } = instance();
    const { core, idb } = await signedIn(fetch);
    expect(await core.api.signOut()).toEqual({ ok: true });
    const revoke = sent.find((s) => s.method === 'POST' && s.path === '/oauth/revoke');
    expect(revoke).toBeDefined();
    const params = Object.fromEntries(new URLSearchParams(revoke!.body));
    const body = Object.keys(params).length > 1 ? params : JSON.parse(revoke!.body);
    expect(body).toMatchObject({ client_id: 'cid', client_secret: 'secret', token: 'token-1' });

    const again = createCore(testEnv(fetch, { indexedDB: idb }));
    const r = await again.api.hello({ tabId: 't2', protocol: PROTOCOL_VERSION }, () => {});
    expect(r.ok && r.global.identity.signedIn).toBe(false);
  });
});

describe('markers waiting for the page-side flush', () => {
  it('are mirrored in the global state while unsent, and a tab that sent them clears them for all', async () => {
    const { fetch, sent } = instance();
    const { core, globals } = await signedIn(fetch);
    const key = await core.api.subscribe('t1', { kind: 'timeline', timeline: 'home' });
    await core.api.intent('t1', { type: 'view.top', view: key, atTop: true });
    // The first marker goes at once (leading upload); a newer post read within the throttle waits.
    await until(() => sent.some((s) => s.path === '/api/v1/markers'), 'the first upload');
    // This core's socket (an earlier test's core may open one late, after its test: the socket comes with the
    // account's other parts, once its home page is in), then the post on every socket holding the user stream.
    await until(() => core.account()?.streaming() != null, 'the socket');
    const users = () => FakeSocket.all.filter((s) => s.subscribed().includes('user'));
    await until(() => users().length > 0, 'home stream');
    for (const s of users()) s.push(['user'], 'update', status('4', 'fresh'));
    await until(() => globals.at(-1)?.markers?.pending.home?.last_read_id === '4', 'pending marker mirrored');
    const mirrored = globals.at(-1)!.markers!;
    expect(mirrored.baseUrl).toBe(globals.at(-1)!.identity.instance);
    expect(mirrored.token).toBe('token-1');
    // The page sent it on hide: nothing waits any more, for every tab.
    await core.api.markersFlushed!(mirrored.pending);
    await until(() => globals.at(-1)?.markers === null, 'cleared after the flush');
    expect(sent.filter((s) => s.path === '/api/v1/markers')).toHaveLength(1);
  });
});
