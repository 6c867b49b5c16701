import { describe, expect, it } from 'vitest';
import { decodeBase64Url } from '../../../shared/push/vapid.ts';
import { isServiceWorkerMessage } from '../../../src/service-worker/messages.ts';
import {
  browserNotifyEnv,
  browserPushBrowser,
  readTabPresence,
  registerServiceWorker,
  watchTabPresence,
} from '../../../src/service-worker/page.ts';
import { VAPID_A } from './fixtures.ts';

function fakeRegistration() {
  const calls = { subscribe: [] as unknown[], unsubscribed: 0, shown: [] as string[] };
  let current: PushSubscription | null = null;
  const make = (key: ArrayBuffer): PushSubscription =>
    ({
      endpoint: 'https://push.example.test/1',
      options: { applicationServerKey: key, userVisibleOnly: true },
      getKey: (name: string) => new Uint8Array(name === 'auth' ? [1, 2, 3] : [4, 5, 6, 7]).buffer,
      unsubscribe: async () => {
        calls.unsubscribed++;
        current = null;
        return true;
      },
    }) as unknown as PushSubscription;
  const registration = {
    pushManager: {
      getSubscription: async () => current,
      subscribe: async (o: { applicationServerKey: Uint8Array }) => {
        calls.subscribe.push(o);
        current = make(o.applicationServerKey.slice().buffer);
        return current;
      },
    },
    showNotification: async (title: string, o: { tag: string }) => {
      calls.shown.push(`${o.tag}:${title}`);
    },
    getNotifications: async (f: { tag: string }) =>
      calls.shown.filter((s) => s.startsWith(`${f.tag}:`)).map((tag) => ({ tag })),
  } as unknown as ServiceWorkerRegistration;
  return { registration, calls };
}

describe('page adapters', () => {
  it('the browser push half: subscribe with userVisibleOnly and the key; keys as base64url', async () => {
    const { registration, calls } = fakeRegistration();
    const b = browserPushBrowser(registration, { Notification: { permission: 'granted' }, PushManager: {} });
    expect(b.supported()).toBe(true);
    expect(await b.permission()).toBe('granted');
    const key = decodeBase64Url(VAPID_A) ?? new Uint8Array();
    const sub = await b.subscribe(key);
    expect(calls.subscribe).toEqual([{ userVisibleOnly: true, applicationServerKey: key }]);
    expect(sub.keys).toEqual({ p256dh: 'BAUGBw', auth: 'AQID' });
    expect(sub.applicationServerKey).toEqual(key);
    expect((await b.getSubscription())?.endpoint).toBe('https://push.example.test/1');
    await b.unsubscribe();
    expect(calls.unsubscribed).toBe(1);
    expect(await b.getSubscription()).toBeNull();
  });

  it('unsupported without a registration, PushManager or Notification', () => {
    const { registration } = fakeRegistration();
    expect(
      browserPushBrowser(null, { Notification: { permission: 'granted' }, PushManager: {} }).supported(),
    ).toBe(false);
    expect(browserPushBrowser(registration, { Notification: { permission: 'granted' } }).supported()).toBe(
      false,
    );
    expect(browserPushBrowser(registration, { PushManager: {} }).supported()).toBe(false);
  });

  it('notifications go through the registration, so the service worker sees the tag', async () => {
    const { registration, calls } = fakeRegistration();
    const env = browserNotifyEnv({
      registration,
      NotificationCtor: undefined,
      playSound: undefined,
      navigate: () => {},
      focus: () => {},
      warn: () => {},
    });
    expect(await env.isShowing('9')).toBe(false);
    await env.show('Hi', { body: '', tag: '9', data: { url: '/notifications' } });
    expect(calls.shown).toEqual(['9:Hi']);
    expect(await env.isShowing('9')).toBe(true);
  });

  it('no service worker registration in dev or without support', async () => {
    const warn = () => {};
    expect(await registerServiceWorker({} as Navigator, { dev: false, warn })).toBeNull();
    const registered: string[] = [];
    const nav = {
      serviceWorker: { register: async (url: string) => registered.push(url) },
    } as unknown as Navigator;
    expect(await registerServiceWorker(nav, { dev: true, warn })).toBeNull();
    await registerServiceWorker(nav, { dev: false, warn });
    expect(registered).toEqual(['/sw.js']);
  });

  it('tab presence from the document, reported again on focus and visibility changes', () => {
    const listeners = new Map<string, () => void>();
    const target = {
      addEventListener: (t: string, l: () => void) => listeners.set(t, l),
      removeEventListener: (t: string) => listeners.delete(t),
    };
    const doc = { visibilityState: 'hidden' as DocumentVisibilityState, hasFocus: () => false, ...target };
    const reports: unknown[] = [];
    const stop = watchTabPresence(target, doc, { permission: 'granted' }, (p) => reports.push(p));
    expect(reports).toEqual([{ visible: false, focused: false, permission: 'granted' }]);
    doc.visibilityState = 'visible';
    doc.hasFocus = () => true;
    listeners.get('focus')?.();
    expect(reports[1]).toEqual({ visible: true, focused: true, permission: 'granted' });
    stop();
    expect(listeners.size).toBe(0);
    expect(readTabPresence(doc, undefined).permission).toBe('default');
  });

  it('recognizes only the service worker messages it knows', () => {
    expect(isServiceWorkerMessage({ type: 'woolly.push.shown', notificationId: '1' })).toBe(true);
    expect(isServiceWorkerMessage({ type: 'woolly.navigate', url: '/x' })).toBe(true);
    expect(isServiceWorkerMessage({ type: 'woolly.push.shown', notificationId: 1 })).toBe(false);
    expect(isServiceWorkerMessage('hello')).toBe(false);
  });
});
