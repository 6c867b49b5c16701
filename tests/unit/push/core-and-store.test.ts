import { describe, expect, it } from 'vitest';
import { clearAllNotificationsAction } from '../../../worker/desktop-notifications/clear.ts';
import { createNotificationDeliveryCore } from '../../../worker/desktop-notifications/core.ts';
import type { DeliveryCommand } from '../../../worker/desktop-notifications/delivery.ts';
import { kvPushStore } from '../../../worker/push/store.ts';
import { notif } from './fixtures.ts';

describe('the delivery core the host holds', () => {
  it('reads settings live, hands over when a tab goes, and dedupes with pushes', () => {
    let t = 0;
    let settings: Record<string, unknown> = {};
    const sent: [string, DeliveryCommand][] = [];
    const core = createNotificationDeliveryCore({
      now: () => ++t,
      settings: () => settings,
      selfId: () => 'me',
      send: (tab, c) => sent.push([tab, c]),
    });
    core.tabPresence('a', { visible: false, focused: false, permission: 'granted' });
    core.tabPresence('b', { visible: true, focused: false });
    core.onStreamed(notif('1', 'mention'));
    expect(sent.map(([tab]) => tab)).toEqual(['b']);
    core.tabGone('b');
    core.onStreamed(notif('2', 'mention'));
    expect(sent.map(([tab]) => tab)).toEqual(['b', 'a']);
    core.onPushShown('3');
    settings = { notifications: { sounds: { mention: false } } };
    core.onStreamed(notif('3', 'mention'));
    expect(sent).toHaveLength(2);
    expect(core.notificationSettings().sounds.mention).toBe(false);
  });
});

describe('remembered push subscription', () => {
  function kv() {
    const m = new Map<string, unknown>();
    return {
      m,
      get: async <T>(k: string) => m.get(k) as T | undefined,
      set: (k: string, v: unknown) => {
        if (v === undefined) m.delete(k);
        else m.set(k, v);
      },
    };
  }

  it('saves, loads and clears per account', async () => {
    const store = kv();
    const a = kvPushStore(store, 'inst|1');
    const b = kvPushStore(store, 'inst|2');
    const sub = { id: '7', endpoint: 'e', serverKey: 'k', policy: 'all' as const, alerts: { mention: true } };
    await a.save(sub);
    expect(await a.load()).toEqual(sub);
    expect(await b.load()).toBeNull();
    await a.clear();
    expect(await a.load()).toBeNull();
  });

  it('a value of the wrong shape reads as no subscription', async () => {
    const store = kv();
    store.m.set('push-subscription:x', { id: 7, endpoint: 'e' });
    expect(await kvPushStore(store, 'x').load()).toBeNull();
  });
});

describe('clear all', () => {
  it('describes POST /api/v1/notifications/clear and what follows', () => {
    const a = clearAllNotificationsAction();
    expect(a.request).toEqual({ method: 'POST', path: '/api/v1/notifications/clear' });
    expect(a.onSuccess).toEqual({ clearNotificationViews: true, resetUnread: true });
  });
});
