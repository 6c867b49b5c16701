// The whole core (composition root) in Node against a fake instance: sign-in by OAuth, views shared between tabs
// (one request), one socket for all, streamed posts reaching every tab, stream released with the last tab,
// optimistic favourite reverted with an alert, identity and drafts persisted across a core restart.

import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../shared/constants.ts';
import type { Status } from '../../../shared/wire/entities.ts';
import { createCore } from '../../../worker/app/core.ts';
import { shownAlert } from '../core-words.ts';
import { coreTab as tab } from './core-tab.ts';
import { FakeSocket, fakeInstance, status, withHeldSocket } from './fake-instance.ts';
import { stopTestTimers, testEnv, until } from './test-env.ts';

afterEach(stopTestTimers);

/** `home`: the home timeline the instance answers from the start (the core asks for it as it signs in). */
async function signedInCore(idb = new IDBFactory(), home?: Status[]) {
  const inst = fakeInstance();
  if (home) inst.setHome(home);
  const core = createCore(testEnv(inst.fetch, { indexedDB: idb }));
  const start = await core.api.signInStart('127.0.0.1:4000', 'http://app.test/oauth/callback');
  expect(start.ok).toBe(true);
  const url = new URL((start as { url: string }).url);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  const done = await core.api.signInFinish('the-code', url.searchParams.get('state')!);
  expect(done).toEqual({ ok: true });
  return { inst, core, idb };
}

describe('core app', () => {
  it('serves one home timeline to two tabs with one request and one socket; streamed posts reach both', async () => {
    const { inst, core } = await signedInCore();
    const release = inst.hold();
    const tabs = [tab('a'), tab('b')];
    for (const t of tabs) {
      await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, t.push);
      await core.api.subscribe(t.id, { kind: 'timeline', timeline: 'home' });
    }
    release();
    const home = 'timeline:timeline=home';
    await until(() => tabs.every((t) => t.keys(home).length === 3), 'first page in both tabs');
    expect(inst.count('GET /api/v1/timelines/home')).toBe(1);
    await until(
      () => FakeSocket.all.length === 1 && FakeSocket.all[0]!.subscribed().includes('user'),
      'socket',
    );
    expect(FakeSocket.all[0]!.protocols).toBe('token-1');

    FakeSocket.all[0]!.push(['user'], 'update', status('4', 'fresh'));
    await until(() => tabs.every((t) => t.keys(home)[0] === 's:4'), 'streamed post in both tabs');

    await core.api.goodbye('a');
    expect(FakeSocket.all[0]!.subscribed()).toContain('user');
    await core.api.unsubscribe('b', home);
    expect(core.host.views.keys()).toEqual([]);
  });

  it('marks a gap when the socket drops and fills it when it is back, without user action', async () => {
    const { inst, core } = await signedInCore();
    const t = tab('a');
    await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, t.push);
    const home = await core.api.subscribe(t.id, { kind: 'timeline', timeline: 'home' });
    await until(
      () => t.keys(home).length === 3 && FakeSocket.all[0]?.readyState === 1,
      'loaded and connected',
    );
    inst.setHome([status('6'), status('5'), status('3'), status('2'), status('1')]);
    FakeSocket.all[0]!.drop();
    await until(() => t.keys(home).some((k) => !k.startsWith('s:')), 'gap row');
    await core.api.intent(t.id, { type: 'tab.lifecycle', event: 'online' });
    await until(() => t.keys(home).join() === 's:6,s:5,s:3,s:2,s:1', 'gap filled after reconnect');
  });

  it("shows a post published after home's first page and before the socket opened (none of it streams)", async () => {
    const { inst, core } = await signedInCore();
    await withHeldSocket(async (openSocket) => {
      const t = tab('a');
      await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, t.push);
      const home = await core.api.subscribe(t.id, { kind: 'timeline', timeline: 'home' });
      await until(() => t.keys(home).length === 3, 'first page');
      inst.setHome([status('4', 'published meanwhile'), status('3'), status('2'), status('1')]);
      openSocket();
      await until(() => FakeSocket.all[0]?.readyState === 1, 'socket open');
      await until(() => t.keys(home)[0] === 's:4', 'the post published meanwhile, at the top');
      expect(t.keys(home).filter((k) => k.startsWith('s:'))).toEqual(['s:4', 's:3', 's:2', 's:1']);
    });
  });

  it('shows a post published before the socket opened on a home whose first page was empty', async () => {
    const { inst, core } = await signedInCore(new IDBFactory(), []);
    await withHeldSocket(async (openSocket) => {
      const t = tab('a');
      await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, t.push);
      const home = await core.api.subscribe(t.id, { kind: 'timeline', timeline: 'home' });
      await until(
        () => t.loaded(home) && inst.count('GET /api/v1/timelines/home') === 1,
        'an empty first page',
      );
      expect(t.keys(home).filter((k) => k.startsWith('s:'))).toEqual([]);
      inst.setHome([status('1', 'published meanwhile')]);
      openSocket();
      await until(() => FakeSocket.all[0]?.readyState === 1, 'socket open');
      await until(() => t.keys(home)[0] === 's:1', 'the post published meanwhile');
    });
  });

  it('reverts an optimistic favourite when the server refuses, and alerts the tab that asked', async () => {
    const { core } = await signedInCore();
    const t = tab('a');
    await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, t.push);
    const home = await core.api.subscribe(t.id, { kind: 'timeline', timeline: 'home' });
    await until(() => t.keys(home).length === 3, 'loaded');
    const r = await core.api.intent(t.id, {
      type: 'status.toggle',
      statusId: '2',
      action: 'favourite',
      value: true,
    });
    expect(r.ok).toBe(false);
    expect(shownAlert(r.ok ? null : r.alert)).toEqual({ title: '404', message: 'Record not found' });
    await until(() => t.globals.length > 0, 'alert');
    const row = t.views.get(home)!.find((x) => x.key === 's:2');
    expect(row?.kind === 'status' && row.status.favourited).toBe(false);
    const last = t.globals.at(-1)!;
    expect(last.type === 'global' && last.global.alerts.at(-1)?.tabId).toBe('a');
  });

  it("deletes with redraft (answering the source text), and blocking removes the account's posts", async () => {
    const other = { ...status('5').account, id: '2', acct: 'bob', username: 'bob' };
    const { core } = await signedInCore(undefined, [
      status('5'),
      { ...status('4'), account: other },
      status('3'),
    ]);
    const t = tab('a');
    await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, t.push);
    const home = await core.api.subscribe(t.id, { kind: 'timeline', timeline: 'home' });
    await until(() => t.keys(home).length === 3, 'loaded');
    const del = await core.api.intent(t.id, { type: 'status.delete', statusId: '5', redraft: true });
    expect(del).toEqual({ ok: true, value: { text: 'the source text' } });
    await until(() => t.keys(home).join() === 's:4,s:3', 'deleted post gone');
    await core.api.intent(t.id, { type: 'account.block', accountId: '2', value: true });
    await until(() => t.keys(home).join() === 's:3', "blocked account's post gone");
  });

  it("unfollowing takes the account's posts and boosts out of home; its posts boosted by others stay", async () => {
    const bob = { ...status('5').account, id: '2', acct: 'bob', username: 'bob' };
    const carol = { ...status('5').account, id: '3', acct: 'carol', username: 'carol' };
    const { core } = await signedInCore(undefined, [
      { ...status('6'), account: carol, reblog: { ...status('4'), account: bob } },
      { ...status('5'), account: bob },
      status('3'),
    ]);
    const t = tab('a');
    await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, t.push);
    const home = await core.api.subscribe(t.id, { kind: 'timeline', timeline: 'home' });
    await until(() => t.keys(home).length === 3, 'loaded');
    expect(
      await core.api.intent(t.id, { type: 'account.follow', accountId: '2', value: false }),
    ).toMatchObject({
      ok: true,
    });
    await until(() => t.keys(home).join() === 's:6,s:3', "unfollowed account's post gone");
  });

  it('posts the compose draft the core holds, and clears it for every tab', async () => {
    const { core, inst } = await signedInCore();
    const t = tab('a');
    await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, t.push);
    const draft = {
      text: 'hello',
      spoilerOn: false,
      spoilerText: 'stale',
      visibility: 'unlisted',
      inReplyToId: '3',
    };
    await core.api.intent(t.id, { type: 'draft.save', draftId: 'c1', draft });
    const r = await core.api.intent(t.id, { type: 'compose.submit', draftId: 'c1' });
    expect(r.ok).toBe(true);
    // Who may quote it is sent with every public or unlisted post (the draft's choice, anyone by default).
    expect(inst.posted[0]?.body).toEqual({
      status: 'hello',
      visibility: 'unlisted',
      in_reply_to_id: '3',
      quote_approval_policy: 'public',
    });
    expect(inst.posted[0]?.key).toMatch(/^c1:/);
    await until(() => {
      const last = t.globals.at(-1);
      return last?.type === 'global' && !('c1' in last.global.drafts);
    }, 'draft cleared');
  });

  it("offers the app's own origin for sign-in when it is an instance (the demo)", async () => {
    const core = createCore(testEnv(fakeInstance().fetch, { indexedDB: new IDBFactory() }));
    const t = tab('a');
    await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, t.push);
    await until(
      () => t.globals.some((m) => m.type === 'global' && m.global.sameOriginInstance === 'http://app.test'),
      'same-origin instance offered',
    );
  });

  it('keeps identity, settings and drafts across a core restart (IndexedDB), and saves settings to the server', async () => {
    const { core, idb, inst } = await signedInCore();
    await core.api.hello({ tabId: 'a', protocol: PROTOCOL_VERSION }, () => {});
    await core.api.intent('a', { type: 'settings.patch', patch: { layout: 'multi' } });
    // Saved to the server too (leading edge of the 2 s throttle), where it accepts web settings.
    await until(() => inst.count('PUT /api/web/settings') === 1, 'settings saved to the server');
    await core.api.intent('a', { type: 'draft.save', draftId: 'compose', draft: { text: 'hello' } });
    await core.kv!.flush();
    core.account()?.close();
    const again = createCore(testEnv(fakeInstance().fetch, { indexedDB: idb }));
    const hello = await again.api.hello({ tabId: 'b', protocol: PROTOCOL_VERSION }, () => {});
    expect(hello.ok && hello.global.identity.signedIn).toBe(true);
    expect(hello.ok && hello.global.identity.accountId).toBe('1');
    expect(hello.ok && hello.global.settings.layout).toBe('multi');
    expect(hello.ok && hello.global.drafts).toEqual({ compose: { text: 'hello' } });
    again.account()?.close();
  });
});

describe('core app: unread', () => {
  it('counts a notification once even when it arrives twice, and clears the count for every tab', async () => {
    const { core } = await signedInCore();
    const tabs = [tab('a'), tab('b')];
    for (const t of tabs) await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, t.push);
    // Something must hold the socket: a timeline view.
    await core.api.subscribe('a', { kind: 'timeline', timeline: 'home' });
    await until(() => FakeSocket.all[0]?.readyState === 1, 'socket');
    const n = {
      id: '77',
      type: 'favourite',
      created_at: '2026-01-01T00:00:00Z',
      account: status('1').account,
    };
    FakeSocket.all[0]!.push(['user'], 'notification', n);
    FakeSocket.all[0]!.push(['user'], 'notification', n);
    const unread = (t: ReturnType<typeof tab>) => {
      const last = t.globals.at(-1);
      return last?.type === 'global' ? last.global.unread.notifications : -1;
    };
    await until(() => tabs.every((t) => unread(t) === 1), 'one unread in both tabs');
    await core.api.intent('b', { type: 'notifications.markRead' });
    await until(() => tabs.every((t) => unread(t) === 0), 'read in both tabs');
  });
});
