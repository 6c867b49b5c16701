// Web Push across the tab/core split: the tab's flow gets its input from the core, the core makes the server call
// with the token and remembers the subscription per account; a second sync with nothing changed does nothing.
import { describe, expect, it } from 'vitest';
import type { BrowserPushSubscription, PushBrowser } from '../../../shared/push/environment.ts';
import { syncPush } from '../../../src/core-client/push-sync.ts';
import type { RawResult, RequestSpec } from '../../../worker/api/transport.ts';
import { createPushProxy, PUSH_LEASE_MS } from '../../../worker/app/push.ts';
import { VAPID_A } from '../push/fixtures.ts';

function fakeBrowser(permission: 'granted' | 'default' = 'granted') {
  let sub: BrowserPushSubscription | null = null;
  const browser: PushBrowser = {
    supported: () => true,
    permission: async () => permission,
    getSubscription: async () => sub,
    subscribe: async (key) => {
      sub = {
        endpoint: 'https://push.example.test/ep1',
        applicationServerKey: key,
        keys: { p256dh: 'p', auth: 'a' },
      };
      return sub;
    },
    unsubscribe: async () => {
      sub = null;
    },
  };
  return browser;
}

const clock = { now: 1000 };

function core(settings: { value: Record<string, unknown> } = { value: {} }) {
  const calls: RequestSpec[] = [];
  const disk = new Map<string, unknown>();
  const run = createPushProxy({
    request: async (spec): Promise<RawResult> => {
      calls.push(spec);
      const json = spec.json as { subscription?: { endpoint: string }; data?: { alerts: unknown } };
      return {
        ok: true,
        answer: {
          status: 200,
          headers: new Headers(),
          body: {
            id: 7,
            endpoint: json.subscription?.endpoint,
            server_key: VAPID_A,
            alerts: json.data?.alerts,
          },
        },
      };
    },
    kv: { get: async <T>(k: string) => disk.get(k) as T, set: (k, v) => void disk.set(k, v) },
    accountKey: () => 'demo|1',
    settings: () => settings.value,
    instanceKey: () => VAPID_A,
    now: () => clock.now,
  });
  return { calls, disk, call: run };
}

describe('web push through the core', () => {
  it('subscribes with the instance key, registers with the server through the core, and remembers it', async () => {
    const c = core();
    const browser = fakeBrowser();
    const warnings: string[] = [];
    const r = await syncPush(c.call, browser, (m) => warnings.push(m));
    expect(r).toMatchObject({ ok: true, action: 'created' });
    expect(c.calls).toHaveLength(1);
    expect(c.calls[0]).toMatchObject({ method: 'POST', path: '/api/web/push_subscriptions' });
    expect([...c.disk.keys()]).toEqual(['push-subscription:demo|1']);
    const again = await syncPush(c.call, browser, (m) => warnings.push(m));
    expect(again).toMatchObject({ ok: true, action: 'unchanged' });
    expect(c.calls).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('does nothing before the permission is granted', async () => {
    const c = core();
    expect(await syncPush(c.call, fakeBrowser('default'), () => {})).toBeNull();
    expect(c.calls).toHaveLength(0);
  });

  it('one tab runs the flow at a time: a second tab asking meanwhile does nothing', async () => {
    const c = core();
    const first = await c.call({ op: 'input' });
    expect(first.ok && first.value).toBeTruthy();
    expect(await syncPush(c.call, fakeBrowser(), () => {})).toBeNull();
    expect(c.calls).toHaveLength(0);
    clock.now += PUSH_LEASE_MS;
    expect(await syncPush(c.call, fakeBrowser(), () => {})).toMatchObject({ ok: true, action: 'created' });
  });

  it('switched off in the settings: removed from the server, the browser and the core; on again: subscribed again', async () => {
    const settings = { value: {} as Record<string, unknown> };
    const c = core(settings);
    const browser = fakeBrowser();
    const warn = () => {};
    expect(await syncPush(c.call, browser, warn)).toMatchObject({ ok: true, action: 'created' });
    // A run that changed nothing ends the core's run at once: the switch right after is not held back by it.
    expect(await syncPush(c.call, browser, warn)).toMatchObject({ ok: true, action: 'unchanged' });
    settings.value = { notifications: { push: false } };
    expect(await syncPush(c.call, browser, warn)).toMatchObject({ ok: true, action: 'disabled' });
    expect(c.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/v1/push/subscription' });
    expect(await browser.getSubscription()).toBeNull();
    expect(await c.call({ op: 'load' })).toEqual({ ok: true, value: null });
    // Still off on the next start: nothing to remove, no request.
    const before = c.calls.length;
    expect(await syncPush(c.call, browser, warn)).toMatchObject({ ok: true, action: 'disabled' });
    expect(c.calls).toHaveLength(before);
    settings.value = { notifications: { push: true } };
    expect(await syncPush(c.call, browser, warn)).toMatchObject({ ok: true, action: 'created' });
    expect(await browser.getSubscription()).not.toBeNull();
  });
});
