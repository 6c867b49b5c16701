import { afterEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../shared/constants.ts';
import type { GlobalState, PushMessage } from '../../../shared/protocol/core-api.ts';
import { wireMarkersFlush } from '../../../src/core-client/markers-tab.ts';
import { createCore } from '../../../worker/app/core.ts';
import type { CoreEnv } from '../../../worker/app/env.ts';
import { fakeInstance, me } from '../core/fake-instance.ts';
import { stopTestTimers, testEnv, until } from '../core/test-env.ts';

afterEach(stopTestTimers);

type Sent = { method: string; path: string; body: string };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The fake instance plus the policy, notification requests, one notification and the markers API. */
function instance(opts: { holdActions?: boolean; failMarkers?: boolean } = {}) {
  const inst = fakeInstance();
  const sent: Sent[] = [];
  const held: (() => void)[] = [];
  const fetch: CoreEnv['fetch'] = async (input, init = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    sent.push({ method, path: url.pathname, body: typeof init.body === 'string' ? init.body : '' });
    if (url.pathname === '/api/v2/notifications/policy')
      return json({ for_not_following: 'filter', summary: { pending_requests_count: 3 } });
    if (url.pathname.startsWith('/api/v1/notifications/requests/')) {
      if (opts.holdActions) await new Promise<void>((r) => held.push(r));
      return json({});
    }
    if (url.pathname === '/api/v2/notifications')
      return json({
        accounts: [me],
        statuses: [],
        notification_groups: [
          {
            group_key: 'ungrouped-50',
            notifications_count: 1,
            type: 'follow',
            most_recent_notification_id: '50',
            page_min_id: '50',
            page_max_id: '50',
            latest_page_notification_at: '2026-01-01T00:00:50.000Z',
            sample_account_ids: ['1'],
          },
        ],
      });
    if (url.pathname === '/api/v1/markers') {
      if (method === 'GET') return json({ notifications: { last_read_id: '40' } });
      return opts.failMarkers ? json({ error: 'Something went wrong' }, 500) : json({});
    }
    return inst.fetch(String(input), init as RequestInit);
  };
  return { fetch, sent, held };
}

/** A signed-in core with two tabs, each recording the global states it was sent. */
async function twoTabs(fetch: CoreEnv['fetch']) {
  const core = createCore(testEnv(fetch));
  const start = await core.api.signInStart('127.0.0.1:4000', 'http://app.test/oauth/callback');
  const state = new URL((start as { url: string }).url).searchParams.get('state')!;
  expect(await core.api.signInFinish('the-code', state)).toEqual({ ok: true });
  const tab = async (tabId: string) => {
    const globals: GlobalState[] = [];
    const push = (msgs: PushMessage[]) => {
      for (const m of msgs) if (m.type === 'global') globals.push(m.global);
    };
    const hello = await core.api.hello({ tabId, protocol: PROTOCOL_VERSION }, push);
    if (hello.ok) globals.push(hello.global);
    return globals;
  };
  return { core, t1: await tab('t1'), t2: await tab('t2') };
}

describe('pending notification requests count', () => {
  it('is loaded with the policy at sign-in and shown to every tab', async () => {
    const { fetch, sent } = instance();
    const { t1, t2 } = await twoTabs(fetch);
    await until(() => t1.at(-1)?.pendingRequests === 3 && t2.at(-1)?.pendingRequests === 3, 'the count');
    expect(sent.filter((s) => s.path === '/api/v2/notifications/policy')).toHaveLength(1);
  });

  it('accepting in one tab lowers it in every tab before the server answers; sign-out forgets it', async () => {
    const { fetch, held } = instance({ holdActions: true });
    const { core, t1, t2 } = await twoTabs(fetch);
    await until(() => t2.at(-1)?.pendingRequests === 3, 'the count');
    const answer = core.api.intent('t1', { type: 'notifications.request', requestId: '7', action: 'accept' });
    await until(() => t2.at(-1)?.pendingRequests === 2, 'lowered in the other tab');
    expect(t1.at(-1)?.pendingRequests).toBe(2);
    expect(held).toHaveLength(1);
    held[0]!();
    expect(await answer).toMatchObject({ ok: true });
    await core.api.signOut();
    await until(() => t2.at(-1)?.identity.signedIn === false, 'signed out');
    expect(t2.at(-1)?.pendingRequests ?? null).toBeNull();
  });
});

describe('read markers on page hide', () => {
  it('home and notifications wait in one uploader and one page-side request sends both', async () => {
    // Uploads fail, so both markers stay waiting (a real upload would take whichever is there first).
    const { fetch, sent } = instance({ failMarkers: true });
    const { core, t1 } = await twoTabs(fetch);
    await core.api.intent('t1', {
      type: 'tab.presence',
      presence: {
        visible: true,
        focused: true,
        permission: 'default',
        notifications: { mounted: true, atTop: true },
      },
    });
    const home = await core.api.subscribe('t1', { kind: 'timeline', timeline: 'home' });
    await core.api.subscribe('t1', { kind: 'notifications' });
    await core.api.intent('t1', { type: 'view.top', view: home, atTop: true });
    await until(() => {
      const p = t1.at(-1)?.markers?.pending;
      return p?.home?.last_read_id === '3' && p.notifications?.last_read_id === '50';
    }, 'both markers waiting (a failed upload waits again)');
    const coreUploads = sent.filter((s) => s.method === 'POST' && s.path === '/api/v1/markers').length;

    // The tab hides: one keepalive request carries both, and the core counts them as sent for every tab.
    const target = new EventTarget() as EventTarget & { document: { visibilityState: string } };
    target.document = { visibilityState: 'visible' };
    const pageSent: { url: string; init: RequestInit }[] = [];
    const remove = wireMarkersFlush({
      global: {
        get value() {
          return t1.at(-1)!;
        },
      },
      api: () => core.api,
      target,
      send: {
        fetch: async (url, init) => {
          pageSent.push({ url, init });
          return new Response('{}');
        },
      },
    });
    target.document.visibilityState = 'hidden';
    target.dispatchEvent(new Event('visibilitychange'));
    expect(pageSent).toHaveLength(1);
    expect(pageSent[0]!.url).toBe(`${t1.at(-1)!.identity.instance}/api/v1/markers`);
    expect(new Headers(pageSent[0]!.init.headers).get('Authorization')).toBe('Bearer token-1');
    expect(JSON.parse(String(pageSent[0]!.init.body))).toEqual({
      home: { last_read_id: '3' },
      notifications: { last_read_id: '50' },
    });
    await until(() => t1.at(-1)?.markers === null, 'nothing waits after the flush');
    // The core does not send them again.
    await new Promise((r) => setTimeout(r, 30));
    expect(sent.filter((s) => s.method === 'POST' && s.path === '/api/v1/markers')).toHaveLength(coreUploads);
    remove();
  });
});
