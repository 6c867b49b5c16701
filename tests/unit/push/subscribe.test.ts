import { describe, expect, it } from 'vitest';
import type { PushData } from '../../../shared/push/alerts.ts';
import type {
  BrowserPushSubscription,
  PushEnvironment,
  PushServerBody,
  StoredPushSubscription,
} from '../../../shared/push/environment.ts';
import { disablePush, syncPushSubscription } from '../../../shared/push/subscribe.ts';
import { decodeBase64Url } from '../../../shared/push/vapid.ts';
import { readNotificationSettings } from '../../../worker/desktop-notifications/settings.ts';
import { pushDataFromSettings } from '../../../worker/push/alerts-from-settings.ts';
import { VAPID_A, VAPID_B } from './fixtures.ts';

/** A fake browser + server + store that records what happened. */
function fakeEnv(opts: { supported?: boolean; permission?: 'granted' | 'denied' | 'default' } = {}) {
  let n = 0;
  const state = {
    browserSub: null as BrowserPushSubscription | null,
    stored: null as StoredPushSubscription | null,
    creates: [] as PushServerBody[],
    updates: [] as { id: string; data: PushData }[],
    unsubscribes: 0,
    removes: 0,
    failRemove: false,
    warnings: [] as string[],
    failCreate: false,
    failUpdate: false,
    failSubscribe: false,
  };
  const env: PushEnvironment = {
    browser: {
      supported: () => opts.supported ?? true,
      permission: async () => opts.permission ?? 'granted',
      getSubscription: async () => state.browserSub,
      subscribe: async (key) => {
        if (state.failSubscribe) throw new Error('AbortError: push service unreachable');
        if (state.browserSub) throw new Error('InvalidStateError: a subscription with another key exists');
        n++;
        state.browserSub = {
          endpoint: `https://push.example.test/ep${n}`,
          applicationServerKey: key,
          keys: { p256dh: `p256dh${n}`, auth: `auth${n}` },
        };
        return state.browserSub;
      },
      unsubscribe: async () => {
        state.unsubscribes++;
        state.browserSub = null;
      },
    },
    server: {
      create: async (body) => {
        if (state.failCreate) throw new Error('500 Internal Server Error');
        state.creates.push(body);
        // The real server answers a numeric id.
        return {
          id: 100 + state.creates.length,
          endpoint: body.subscription.endpoint,
          server_key: VAPID_A,
          alerts: body.data.alerts,
        } as never;
      },
      remove: async () => {
        if (state.failRemove) throw new Error('network error');
        state.removes++;
      },
      update: async (id, data) => {
        if (state.failUpdate) throw new Error('404 Not Found');
        state.updates.push({ id, data });
        return { id: Number(id), endpoint: 'x', server_key: VAPID_A, alerts: data.alerts } as never;
      },
    },
    store: {
      load: async () => state.stored,
      save: async (s) => {
        state.stored = s;
      },
      clear: async () => {
        state.stored = null;
      },
    },
    warn: (m) => state.warnings.push(m),
  };
  return { env, state };
}

const data = pushDataFromSettings(readNotificationSettings({}));

describe('push subscription flow', () => {
  it('subscribes with the instance key and registers it with the server', async () => {
    const { env, state } = fakeEnv();
    const r = await syncPushSubscription(env, { instanceKey: VAPID_A, data });
    expect(r).toMatchObject({ ok: true, action: 'created', subscription: { id: '101', serverKey: VAPID_A } });
    expect(state.browserSub?.applicationServerKey).toEqual(decodeBase64Url(VAPID_A));
    expect(state.creates).toEqual([
      {
        subscription: {
          endpoint: 'https://push.example.test/ep1',
          keys: { p256dh: 'p256dh1', auth: 'auth1' },
        },
        data: {
          policy: 'all',
          alerts: expect.objectContaining({
            follow: true,
            favourite: true,
            mention: true,
            poll: true,
            reblog: true,
            follow_request: true,
            status: true,
            update: true,
          }),
        },
      },
    ]);
    expect(state.stored?.endpoint).toBe('https://push.example.test/ep1');
  });

  it('uses the app vapid_key when the instance gives none', async () => {
    const { env, state } = fakeEnv();
    const r = await syncPushSubscription(env, { instanceKey: null, appKey: VAPID_B, data });
    expect(r).toMatchObject({ ok: true, subscription: { serverKey: VAPID_B } });
    expect(state.browserSub?.applicationServerKey).toEqual(decodeBase64Url(VAPID_B));
  });

  it('nothing changed: no request at all', async () => {
    const { env, state } = fakeEnv();
    await syncPushSubscription(env, { instanceKey: VAPID_A, data });
    const r = await syncPushSubscription(env, { instanceKey: VAPID_A, data });
    expect(r).toMatchObject({ ok: true, action: 'unchanged' });
    expect(state.creates).toHaveLength(1);
    expect(state.updates).toHaveLength(0);
  });

  it('alerts changed: PUT with the new alerts, same subscription', async () => {
    const { env, state } = fakeEnv();
    await syncPushSubscription(env, { instanceKey: VAPID_A, data });
    const next = pushDataFromSettings(
      readNotificationSettings({ notifications: { alerts: { reblog: false } } }),
    );
    const r = await syncPushSubscription(env, { instanceKey: VAPID_A, data: next });
    expect(r).toMatchObject({ ok: true, action: 'updated' });
    expect(state.updates).toEqual([{ id: '101', data: next }]);
    expect(state.updates[0]?.data.alerts.reblog).toBe(false);
    expect(state.stored?.alerts.reblog).toBe(false);
    expect(state.creates).toHaveLength(1);
  });

  it('the server key changed: unsubscribes and subscribes again with the new key', async () => {
    const { env, state } = fakeEnv();
    await syncPushSubscription(env, { instanceKey: VAPID_A, data });
    const r = await syncPushSubscription(env, { instanceKey: VAPID_B, data });
    expect(r).toMatchObject({
      ok: true,
      action: 'recreated',
      subscription: { id: '102', serverKey: VAPID_B },
    });
    expect(state.unsubscribes).toBe(1);
    expect(state.browserSub?.applicationServerKey).toEqual(decodeBase64Url(VAPID_B));
    expect(state.creates).toHaveLength(2);
  });

  it('the endpoint changed (the browser rotated it): registers the new one', async () => {
    const { env, state } = fakeEnv();
    await syncPushSubscription(env, { instanceKey: VAPID_A, data });
    if (state.browserSub)
      state.browserSub = { ...state.browserSub, endpoint: 'https://push.example.test/rotated' };
    const r = await syncPushSubscription(env, { instanceKey: VAPID_A, data });
    expect(r).toMatchObject({ ok: true, action: 'recreated' });
    expect(state.stored?.endpoint).toBe(state.browserSub?.endpoint);
    expect(state.creates).toHaveLength(2);
  });

  it('a failed PUT (the server forgot it) registers the subscription again', async () => {
    const { env, state } = fakeEnv();
    await syncPushSubscription(env, { instanceKey: VAPID_A, data });
    state.failUpdate = true;
    const next = { ...data, alerts: { ...data.alerts, poll: false } };
    const r = await syncPushSubscription(env, { instanceKey: VAPID_A, data: next });
    expect(r).toMatchObject({ ok: true, action: 'recreated' });
    expect(state.creates).toHaveLength(2);
    expect(state.creates[1]?.subscription.endpoint).toBe('https://push.example.test/ep1');
  });

  it('no browser support: a clear message and the stored subscription is cleared', async () => {
    const { env, state } = fakeEnv({ supported: false });
    state.stored = { id: '1', endpoint: 'e', serverKey: VAPID_A, policy: 'all', alerts: {} };
    const r = await syncPushSubscription(env, { instanceKey: VAPID_A, data });
    expect(r).toEqual({
      ok: false,
      reason: 'unsupported',
      message: 'This browser does not support push notifications.',
    });
    expect(state.stored).toBeNull();
    expect(state.creates).toHaveLength(0);
  });

  it('missing key: a clear message; stored and browser subscriptions are cleared', async () => {
    const { env, state } = fakeEnv();
    await syncPushSubscription(env, { instanceKey: VAPID_A, data });
    const r = await syncPushSubscription(env, { instanceKey: undefined, data });
    expect(r).toMatchObject({ ok: false, reason: 'missing-key' });
    if (!r.ok) expect(r.message).toMatch(/did not send a key/);
    expect(state.stored).toBeNull();
    expect(state.browserSub).toBeNull();
  });

  it('invalid key: a clear message; nothing subscribed; everything cleared', async () => {
    const { env, state } = fakeEnv();
    await syncPushSubscription(env, { instanceKey: VAPID_A, data });
    const r = await syncPushSubscription(env, { instanceKey: 'AAAA', data });
    expect(r).toMatchObject({ ok: false, reason: 'invalid-key' });
    expect(state.stored).toBeNull();
    expect(state.browserSub).toBeNull();
    expect(state.creates).toHaveLength(1);
  });

  it('permission not granted: no subscription', async () => {
    const { env, state } = fakeEnv({ permission: 'denied' });
    const r = await syncPushSubscription(env, { instanceKey: VAPID_A, data });
    expect(r).toMatchObject({ ok: false, reason: 'permission' });
    expect(state.browserSub).toBeNull();
  });

  it('the browser or the server refusing: failure with the cause, nothing half-kept', async () => {
    const a = fakeEnv();
    a.state.failSubscribe = true;
    const r1 = await syncPushSubscription(a.env, { instanceKey: VAPID_A, data });
    expect(r1).toMatchObject({ ok: false, reason: 'subscribe-failed' });
    if (!r1.ok) expect(r1.message).toMatch(/push service unreachable/);

    const b = fakeEnv();
    b.state.failCreate = true;
    const r2 = await syncPushSubscription(b.env, { instanceKey: VAPID_A, data });
    expect(r2).toMatchObject({ ok: false, reason: 'server-failed' });
    expect(b.state.browserSub).toBeNull();
    expect(b.state.stored).toBeNull();
  });

  it('disablePush unsubscribes and forgets', async () => {
    const { env, state } = fakeEnv();
    await syncPushSubscription(env, { instanceKey: VAPID_A, data });
    await disablePush(env);
    expect(state.browserSub).toBeNull();
    expect(state.stored).toBeNull();
  });

  it('push switched off: the server stops first, then the browser and the memory let go', async () => {
    const { env, state } = fakeEnv();
    await syncPushSubscription(env, { instanceKey: VAPID_A, data });
    const r = await syncPushSubscription(env, { instanceKey: VAPID_A, data, enabled: false });
    expect(r).toEqual({ ok: true, action: 'disabled' });
    expect(state.removes).toBe(1);
    expect(state.browserSub).toBeNull();
    expect(state.stored).toBeNull();
    // Off with nothing subscribed (every start while off): nobody is asked anything.
    await syncPushSubscription(env, { instanceKey: VAPID_A, data, enabled: false });
    expect(state.removes).toBe(1);
    expect(state.unsubscribes).toBe(1);
  });

  it('switched off while the server cannot be reached: the browser still lets go, and it is logged', async () => {
    const { env, state } = fakeEnv();
    await syncPushSubscription(env, { instanceKey: VAPID_A, data });
    state.failRemove = true;
    await syncPushSubscription(env, { instanceKey: VAPID_A, data, enabled: false });
    expect(state.browserSub).toBeNull();
    expect(state.stored).toBeNull();
    expect(state.warnings.join(' ')).toMatch(/remove the push subscription/);
  });

  it('switched off needs neither the key nor the permission', async () => {
    const { env } = fakeEnv({ permission: 'denied' });
    expect(await syncPushSubscription(env, { instanceKey: null, data, enabled: false })).toEqual({
      ok: true,
      action: 'disabled',
    });
  });
});
