import { describe, expect, it } from 'vitest';
import { installServiceWorker } from '../../../src/service-worker/handlers.ts';
import type { SwScope, SwShownNotification, SwWindowClient } from '../../../src/service-worker/scope.ts';

const ORIGIN = 'https://app.example.test';

function fakeClient(p: Partial<SwWindowClient> = {}) {
  const log = { focused: 0, messages: [] as unknown[] };
  const client: SwWindowClient = {
    url: `${ORIGIN}/home`,
    focused: false,
    visibilityState: 'hidden',
    focus: async () => {
      log.focused++;
    },
    postMessage: (m) => log.messages.push(m),
    ...p,
  };
  return { client, log };
}

/** A fake `self`: records listeners, shown notifications and opened windows. */
function fakeSelf(clients: SwWindowClient[] = []) {
  const listeners = new Map<string, (e: never) => void>();
  const shown: { title: string; options: Parameters<SwScope['registration']['showNotification']>[1] }[] = [];
  const opened: string[] = [];
  const scope: SwScope = {
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options });
      },
      getNotifications: async (filter) =>
        shown
          .filter((s) => !filter?.tag || s.options.tag === filter.tag)
          .map((s) => ({ tag: s.options.tag, data: s.options.data, close() {} })),
    },
    clients: {
      matchAll: async () => clients,
      openWindow: async (url) => {
        opened.push(url);
      },
      claim: async () => {},
    },
    location: { origin: ORIGIN },
    skipWaiting: async () => {},
    addEventListener: (type, l) => listeners.set(type, l),
  };
  installServiceWorker(scope);
  /** Fires an event and waits for what it passed to waitUntil. */
  const fire = async (type: string, event: object) => {
    const pending: Promise<unknown>[] = [];
    const l = listeners.get(type);
    if (!l) throw new Error(`no ${type} listener`);
    l({ ...event, waitUntil: (p: Promise<unknown>) => pending.push(p) } as never);
    await Promise.all(pending);
  };
  return { scope, shown, opened, fire };
}

const payload = {
  access_token: 'secret',
  preferred_locale: 'en',
  notification_id: 4242,
  notification_type: 'favourite',
  icon: 'https://files.example.test/a.png',
  title: 'Ana favourited your post',
  body: 'Cats & dogs',
};
const pushEvent = (p: unknown) => ({ data: { json: () => p } });

describe('service worker: push', () => {
  it('shows the pushed notification with title, body, icon and the id as tag; tells the tabs', async () => {
    const hidden = fakeClient();
    const sw = fakeSelf([hidden.client]);
    await sw.fire('push', pushEvent(payload));
    expect(sw.shown).toEqual([
      {
        title: 'Ana favourited your post',
        options: {
          body: 'Cats & dogs',
          icon: 'https://files.example.test/a.png',
          tag: '4242',
          data: { url: '/notifications', notificationId: '4242' },
        },
      },
    ]);
    expect(hidden.log.messages).toEqual([{ type: 'woolly.push.shown', notificationId: '4242' }]);
  });

  it('skipped while a tab of the app is visible and focused (the app shows it)', async () => {
    const focused = fakeClient({ focused: true, visibilityState: 'visible' });
    const sw = fakeSelf([fakeClient().client, focused.client]);
    await sw.fire('push', pushEvent(payload));
    expect(sw.shown).toHaveLength(0);
  });

  it('a visible but unfocused tab (another window in front) does not stop it', async () => {
    const sw = fakeSelf([fakeClient({ visibilityState: 'visible', focused: false }).client]);
    await sw.fire('push', pushEvent(payload));
    expect(sw.shown).toHaveLength(1);
  });

  it('not shown twice when a tab already showed the same notification id', async () => {
    const sw = fakeSelf([]);
    await sw.fire('push', pushEvent(payload));
    await sw.fire('push', pushEvent(payload));
    expect(sw.shown).toHaveLength(1);
  });

  it('an unreadable payload still shows a generic notification (userVisibleOnly)', async () => {
    const sw = fakeSelf([]);
    await sw.fire('push', {
      data: {
        json: () => {
          throw new SyntaxError('bad json');
        },
      },
    });
    expect(sw.shown).toHaveLength(1);
    expect(sw.shown[0]?.title).toBe('New notification');
  });

  it("says its own words in the language the page told it, else the user's on the server, else the browser's", async () => {
    const untitled = (id: number, locale: string | null) => ({
      data: { json: () => ({ notification_id: id, preferred_locale: locale, body: 'x' }) },
    });
    const sw = fakeSelf([]);
    await sw.fire('push', untitled(1, 'de'));
    expect(sw.shown.at(-1)?.title).toBe('Neue Benachrichtigung');
    sw.scope.navigator = { language: 'es-ES' };
    await sw.fire('push', { data: { json: () => ({ notification_id: 2, body: 'x' }) } });
    expect(sw.shown.at(-1)?.title).toBe('Nueva notificación');
    await sw.fire('message', { data: { type: 'woolly.locale', locale: 'ja' } });
    await sw.fire('push', untitled(3, 'de'));
    expect(sw.shown.at(-1)?.title).toBe('新しい通知');
  });
});

describe('service worker: click', () => {
  const click = (data: unknown) => {
    const n: SwShownNotification & { closed: boolean } = {
      tag: '1',
      data,
      closed: false,
      close() {
        this.closed = true;
      },
    };
    return { notification: n };
  };

  it('focuses an existing tab of the app and navigates it in-app', async () => {
    const other = fakeClient({ url: 'https://elsewhere.test/' });
    const tab = fakeClient();
    const sw = fakeSelf([other.client, tab.client]);
    const ev = click({ url: '/@ana/9' });
    await sw.fire('notificationclick', ev);
    expect(ev.notification.closed).toBe(true);
    expect(tab.log.focused).toBe(1);
    expect(tab.log.messages).toEqual([{ type: 'woolly.navigate', url: '/@ana/9' }]);
    expect(other.log.focused).toBe(0);
    expect(sw.opened).toEqual([]);
  });

  it('prefers the visible tab over a hidden one', async () => {
    const hidden = fakeClient();
    const visible = fakeClient({ visibilityState: 'visible' });
    const sw = fakeSelf([hidden.client, visible.client]);
    await sw.fire('notificationclick', click({ url: '/notifications' }));
    expect(visible.log.focused).toBe(1);
    expect(hidden.log.focused).toBe(0);
  });

  it('opens a window when no tab is open; never an off-site URL', async () => {
    const sw = fakeSelf([]);
    await sw.fire('notificationclick', click({ url: '/notifications' }));
    await sw.fire('notificationclick', click({ url: 'https://evil.test/' }));
    await sw.fire('notificationclick', click({ url: '//evil.test/' }));
    expect(sw.opened).toEqual(['/notifications', '/notifications', '/notifications']);
  });
});
