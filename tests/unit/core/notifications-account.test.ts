// The notifications view in the whole core (account wiring) against a fake instance: a post deleted on the stream
// or a blocked account leaves the notification list in every tab, and "mark all as read" uploads the marker at
// once instead of at the end of the 5-minute throttle.
import { afterEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../shared/constants.ts';
import { createCore } from '../../../worker/app/core.ts';
import type { CoreEnv } from '../../../worker/app/env.ts';
import { page, wireGroup } from '../notifications/harness.ts';
import { coreTab as tab } from './core-tab.ts';
import { FakeSocket, fakeInstance, status, withHeldSocket } from './fake-instance.ts';
import { stopTestTimers, testEnv, until } from './test-env.ts';

afterEach(stopTestTimers);

/** A core signed in to the fake instance, its requests going through `fetch`. */
async function signedInCore(fetch: CoreEnv['fetch']) {
  const core = createCore(testEnv(fetch));
  const start = await core.api.signInStart('127.0.0.1:4000', 'http://app.test/oauth/callback');
  const state = new URL((start as { url: string }).url).searchParams.get('state')!;
  expect(await core.api.signInFinish('the-code', state)).toEqual({ ok: true });
  return core;
}

/** One tab showing the notifications list. */
async function notificationsIn(core: Awaited<ReturnType<typeof signedInCore>>) {
  const t = tab('a');
  await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, t.push);
  return { t, view: await core.api.subscribe(t.id, { kind: 'notifications' }) };
}

async function opened() {
  const inst = fakeInstance();
  const markerPosts: string[] = [];
  const grouped = page(
    [
      wireGroup('favourite-7', 30, {
        type: 'favourite',
        statusId: '7',
        accounts: ['2', '5'],
        count: 2,
        min: 29,
      }),
      wireGroup('ungrouped-28', 28, { accounts: ['2'] }),
      wireGroup('ungrouped-27', 27, { statusId: '8', accounts: ['5'] }),
    ],
    [status('7'), status('8')],
  );
  const fetch: CoreEnv['fetch'] = async (input, init = {}) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/v2/notifications')
      return new Response(JSON.stringify(grouped), { headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/v1/markers') {
      if (init.method === 'POST') markerPosts.push(String(init.body));
      return new Response(JSON.stringify({}), { headers: { 'Content-Type': 'application/json' } });
    }
    return inst.fetch(String(input), init as RequestInit);
  };
  const core = await signedInCore(fetch);
  const tabs = [tab('a'), tab('b')];
  let view = '';
  for (const t of tabs) {
    await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, t.push);
    view = await core.api.subscribe(t.id, { kind: 'notifications' });
  }
  await until(() => tabs.every((t) => t.keys(view).length === 3), 'first page in both tabs');
  await until(() => FakeSocket.all[0]?.readyState === 1, 'socket open');
  return { core, tabs, view, markerPosts };
}

describe('notifications in the core', () => {
  it('a post deleted on the stream and a blocked account leave the list in every tab', async () => {
    const { core, tabs, view } = await opened();
    FakeSocket.all[0]!.push(['user'], 'delete', '8');
    await until(() => tabs.every((t) => !t.keys(view).includes('ungrouped-27')), 'deleted post gone');
    expect(await core.api.intent('a', { type: 'account.block', accountId: '2', value: true })).toMatchObject({
      ok: true,
    });
    await until(() => tabs.every((t) => t.keys(view).join() === 'favourite-7'), 'blocked account gone');
  });

  it('"mark all as read" uploads the notifications marker at once', async () => {
    const { core, markerPosts } = await opened();
    await core.api.intent('a', { type: 'notifications.markRead' });
    await until(
      () => markerPosts.some((b) => b.includes('"notifications"') && b.includes('"30"')),
      'marker sent',
    );
  });

  it('shows a notification that came before the socket opened on a list whose first page was empty', async () => {
    await withHeldSocket(async (openSocket) => {
      const inst = fakeInstance();
      let answers = 0;
      let current = page([], []);
      const fetch: CoreEnv['fetch'] = async (input, init = {}) => {
        const url = new URL(String(input));
        if (url.pathname === '/api/v2/notifications') {
          answers++;
          return new Response(JSON.stringify(current), { headers: { 'Content-Type': 'application/json' } });
        }
        return inst.fetch(String(input), init as RequestInit);
      };
      const { t, view } = await notificationsIn(await signedInCore(fetch));
      await until(() => answers === 1 && t.loaded(view), 'an empty first page');
      expect(t.keys(view)).toEqual([]);
      current = page([wireGroup('ungrouped-31', 31, { accounts: ['5'] })], []);
      openSocket();
      await until(() => FakeSocket.all[0]?.readyState === 1, 'socket open');
      await until(() => t.keys(view)[0] === 'ungrouped-31', 'the notification that came meanwhile');
      expect(t.keys(view)).toEqual(['ungrouped-31']);
    });
  });

  it('shows a notification that came after the first page and before the socket opened (none of it streams)', async () => {
    await withHeldSocket(async (openSocket) => {
      const inst = fakeInstance();
      const asked: string[] = [];
      const first = page([wireGroup('ungrouped-28', 28, { accounts: ['2'] })], []);
      const meanwhile = page([wireGroup('ungrouped-31', 31, { accounts: ['5'] })], []);
      const fetch: CoreEnv['fetch'] = async (input, init = {}) => {
        const url = new URL(String(input));
        if (url.pathname === '/api/v2/notifications') {
          const since = url.searchParams.get('since_id');
          if (since !== null) asked.push(since);
          return new Response(JSON.stringify(since === null ? first : meanwhile), {
            headers: { 'Content-Type': 'application/json' },
          });
        }
        return inst.fetch(String(input), init as RequestInit);
      };
      const { t, view } = await notificationsIn(await signedInCore(fetch));
      await until(() => t.keys(view).join() === 'ungrouped-28', 'first page');
      expect(asked).toEqual([]);
      openSocket();
      await until(() => FakeSocket.all[0]?.readyState === 1, 'socket open');
      await until(
        () => t.keys(view)[0] === 'ungrouped-31',
        'the notification that came meanwhile, at the top',
      );
      expect(t.keys(view)).toEqual(['ungrouped-31', 'ungrouped-28']);
      expect(asked).toEqual(['28']);
    });
  });
});
