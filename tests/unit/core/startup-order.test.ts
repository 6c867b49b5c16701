// The order of a signed-in core's start (issue 20, item 8): home's first page is the first thing the core asks the
// server for, before the unread count, the instance, notifications, markers, filters, lists and the rest, so a
// browser's few connections to the instance serve it first; and the first tab to open home takes the page the core
// already asked for instead of asking again.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../shared/constants.ts';
import type { PushMessage } from '../../../shared/protocol/core-api.ts';
import { applyOps } from '../../../shared/protocol/diff.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import { createCore } from '../../../worker/app/core.ts';
import { fakeInstance } from './fake-instance.ts';
import { stopTestTimers, testEnv, until } from './test-env.ts';

afterEach(stopTestTimers);
// The parts the core fetches on demand (the rest of the account, sign-in) are transformed once, before the tests: a
// cold transform under a loaded machine took longer than a wait for the start-up calls allows.
beforeAll(async () => {
  await Promise.all([
    import('../../../worker/app/account-rest.ts'),
    import('../../../worker/app/sign-in-part.ts'),
  ]);
});

/** Signs in once on a fresh IndexedDB, so that a later core starts signed in from it (a cold start). */
async function storedIdentity(): Promise<IDBFactory> {
  const idb = new IDBFactory();
  const inst = fakeInstance();
  const core = createCore(
    testEnv((input, init) => inst.fetch(String(input), init as RequestInit), { indexedDB: idb }),
  );
  const start = await core.api.signInStart('127.0.0.1:4000', 'http://app.test/oauth/callback');
  const state = new URL((start as { url: string }).url).searchParams.get('state')!;
  expect(await core.api.signInFinish('the-code', state)).toEqual({ ok: true });
  await core.kv?.flush();
  core.account()?.close();
  return idb;
}

function tab(id: string) {
  const views = new Map<string, Row[]>();
  return {
    id,
    push: (msgs: PushMessage[]) => {
      for (const m of msgs) {
        if (m.type === 'snapshot') views.set(m.snapshot.view, m.snapshot.rows);
        else if (m.type === 'diff')
          views.set(m.diff.view, applyOps(views.get(m.diff.view) ?? [], m.diff.ops));
      }
    },
    keys: (view: string) => (views.get(view) ?? []).map((r) => r.key),
  };
}

describe('a signed-in core starting', () => {
  it('asks for home first, before every other startup call', async () => {
    const idb = await storedIdentity();
    const inst = fakeInstance();
    const core = createCore(
      testEnv((input, init) => inst.fetch(String(input), init as RequestInit), { indexedDB: idb }),
    );
    await core.ready;
    await until(() => inst.requests.length >= 4, 'the startup calls');
    expect(inst.requests[0]).toBe('GET /api/v1/timelines/home');
    // The other startup calls still go, after it.
    expect(inst.requests).toContain('GET /api/v1/accounts/verify_credentials');
    expect(inst.requests).toContain('GET /api/v1/notifications/unread_count');
    expect(inst.count('GET /api/v1/timelines/home')).toBe(1);
  });

  it('gives the first tab that opens home the page it already asked for, without asking again', async () => {
    const idb = await storedIdentity();
    const inst = fakeInstance();
    const core = createCore(
      testEnv((input, init) => inst.fetch(String(input), init as RequestInit), { indexedDB: idb }),
    );
    await core.ready;
    // The page answered before any tab opened home.
    await until(() => inst.count('GET /api/v1/timelines/home') === 1, 'home asked for');
    const t = tab('t1');
    await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, t.push);
    const view = await core.api.subscribe(t.id, { kind: 'timeline', timeline: 'home' });
    await until(() => t.keys(view).filter((k) => k.startsWith('s')).length === 3, 'home rows in the tab');
    expect(t.keys(view).slice(0, 3)).toEqual(['s:3', 's:2', 's:1']);
    expect(inst.count('GET /api/v1/timelines/home')).toBe(1);
  });

  it('sends home rows as soon as home and the filters answer; the rest goes once the tab has shown them', async () => {
    const idb = await storedIdentity();
    const inst = fakeInstance();
    /** One log of what happened, in order: requests sent, answers given, home rows reaching the tab. */
    const log: string[] = [];
    const quick = new Set(['/api/v1/timelines/home', '/api/v2/filters']);
    let release = () => {};
    const slow = new Promise<void>((r) => {
      release = r;
    });
    const fetch = async (input: string, init: RequestInit = {}) => {
      const path = new URL(input).pathname;
      // The home read marker the first rows move is saved as it would be at any time: only reads are start-up calls.
      if ((init.method ?? 'GET') !== 'GET') return inst.fetch(input, init);
      log.push(`ask ${path}`);
      if (!quick.has(path)) await slow;
      const res = await inst.fetch(input, init);
      log.push(`answer ${path}`);
      return res;
    };
    const t = tab('t1');
    const core = createCore(
      testEnv((input, init) => fetch(String(input), init as RequestInit), {
        indexedDB: idb,
        startGateMs: 60_000,
      }),
    );
    await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, (msgs) => {
      t.push(msgs);
      if (!log.includes('home rows') && t.keys('timeline:timeline=home').includes('s:3'))
        log.push('home rows');
    });
    await core.api.subscribe(t.id, { kind: 'timeline', timeline: 'home' });
    // The deck's notifications column opens at the same moment: it waits for home too.
    await core.api.subscribe(t.id, { kind: 'notifications' });
    await until(() => log.includes('home rows'), 'home rows in the tab');
    // Nothing else goes while the tab draws them.
    await new Promise((r) => setTimeout(r, 50));
    expect(log.filter((e) => e.startsWith('ask ') && !quick.has(e.slice(4)))).toEqual([]);
    // The tab has shown its first posts: the rest may go.
    await core.api.firstContent?.();
    // Home and the filters that judge its posts were asked for first, together, and nothing else before them.
    expect(log.slice(0, 2).sort()).toEqual(['ask /api/v1/timelines/home', 'ask /api/v2/filters']);
    // Nothing else was asked for before home's rows could be sent, and nothing else had answered when they were.
    const rowsAt = log.indexOf('home rows');
    const others = log.filter((e, i) => i < rowsAt && !quick.has(e.replace(/^(ask|answer) /, '')));
    expect(others).toEqual([]);
    // Then the rest goes: who am I, the instance, the unread count, conversations, the notifications column…
    await until(() => log.includes('ask /api/v2/notifications'), 'the other start-up calls');
    release();
    await until(() => log.includes('answer /api/v2/notifications'), 'the notifications answered');
    for (const path of [
      '/api/v1/accounts/verify_credentials',
      '/api/v2/instance',
      '/api/v1/notifications/unread_count',
      '/api/v1/conversations',
    ])
      expect(log).toContain(`ask ${path}`);
    expect(inst.count('GET /api/v1/timelines/home')).toBe(1);
  });

  it('saves the home read marker the first rows moved once the tab has shown them, with the rest', async () => {
    const idb = await storedIdentity();
    const inst = fakeInstance();
    const saved: unknown[] = [];
    const fetch = async (input: string, init: RequestInit = {}) => {
      if (init.method === 'POST' && new URL(input).pathname === '/api/v1/markers')
        saved.push(JSON.parse(String(init.body)));
      return inst.fetch(input, init);
    };
    const t = tab('t1');
    const core = createCore(
      testEnv((input, init) => fetch(String(input), init as RequestInit), {
        indexedDB: idb,
        startGateMs: 60_000,
      }),
    );
    await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, (msgs) => t.push(msgs));
    const view = await core.api.subscribe(t.id, { kind: 'timeline', timeline: 'home' });
    await until(() => t.keys(view).includes('s:3'), 'home rows in the tab');
    // The marker's upload does not compete with the tab drawing home's first posts.
    await new Promise((r) => setTimeout(r, 50));
    expect(saved).toEqual([]);
    await core.api.firstContent?.();
    // The markers come with the rest of the account, and the home the tab shows is read to its newest post.
    await until(() => saved.length > 0, 'the home marker saved');
    expect(saved[0]).toEqual({ home: { last_read_id: '3' } });
  });

  it('does not hold the rest of an account signed in after the tab showed its first content (the sign-in screen)', async () => {
    const inst = fakeInstance();
    const core = createCore(
      testEnv((input, init) => inst.fetch(String(input), init as RequestInit), {
        indexedDB: new IDBFactory(),
        startGateMs: 60_000,
      }),
    );
    const t = tab('t1');
    await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, (msgs) => t.push(msgs));
    // The sign-in screen is the tab's first content: it says so once, before any account exists.
    await core.api.firstContent?.();
    const start = await core.api.signInStart('127.0.0.1:4000', 'http://app.test/oauth/callback');
    const state = new URL((start as { url: string }).url).searchParams.get('state')!;
    expect(await core.api.signInFinish('the-code', state)).toEqual({ ok: true });
    await core.api.subscribe(t.id, { kind: 'timeline', timeline: 'home' });
    // The rest of the account goes once home's first page is in, not after the gate's longest wait.
    await until(
      () => inst.requests.includes('GET /api/v1/notifications/unread_count'),
      'the other start-up calls',
    );
    await until(() => inst.requests.includes('GET /api/v1/conversations'), 'the conversations');
  });
});
