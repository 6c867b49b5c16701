import { describe, expect, it } from 'vitest';
import { coreText } from '../../../shared/protocol/text.ts';
import {
  requestNotificationPermission,
  runDeliveryCommand,
  type TabNotifyEnv,
} from '../../../src/core-client/notifications-tab-side.ts';
import type { DeliveryCommand } from '../../../worker/desktop-notifications/delivery.ts';

function env(showing: string[] = [], opts: { showFails?: boolean } = {}) {
  const log = { shown: [] as string[], sounds: [] as number[], warnings: [] as string[] };
  const e: TabNotifyEnv = {
    isShowing: async (tag) => showing.includes(tag),
    show: async (title, o) => {
      if (opts.showFails) throw new Error('TypeError: Illegal constructor');
      log.shown.push(`${o.tag}:${title}`);
    },
    playSound: (v) => {
      log.sounds.push(v);
    },
    warn: (m) => log.warnings.push(m),
  };
  return { e, log };
}

const cmd: DeliveryCommand = {
  type: 'notification.deliver',
  notificationId: '5',
  show: {
    title: coreText('core.notify.follow', { name: 'Ana' }),
    body: '@ana',
    icon: null,
    tag: '5',
    url: '/notifications',
  },
  sound: true,
  volume: 0.8,
};

describe('the elected tab runs a delivery command', () => {
  it('shows the notification and plays the sound once', async () => {
    const { e, log } = env();
    expect(await runDeliveryCommand(cmd, e)).toEqual({ shown: true });
    expect(log.shown).toEqual(['5:Ana followed you']);
    expect(log.sounds).toEqual([0.8]);
  });

  it('does not show a notification the browser already shows (pushed by the service worker)', async () => {
    const { e, log } = env(['5']);
    expect(await runDeliveryCommand(cmd, e)).toEqual({ shown: false });
    expect(log.shown).toEqual([]);
    expect(log.sounds).toEqual([0.8]);
  });

  it('a failure to show is a warning, and the sound still plays', async () => {
    const { e, log } = env([], { showFails: true });
    await runDeliveryCommand(cmd, e);
    expect(log.warnings).toEqual(['Could not show a desktop notification']);
    expect(log.sounds).toEqual([0.8]);
  });
});

describe('permission request', () => {
  it('answers the user choice (promise and callback forms)', async () => {
    const warn = (m: string) => {
      throw new Error(m);
    };
    expect(
      await requestNotificationPermission(
        { permission: 'default', requestPermission: async () => 'granted' },
        warn,
      ),
    ).toBe('granted');
    expect(
      await requestNotificationPermission(
        {
          permission: 'default',
          requestPermission: (cb) => {
            cb?.('denied');
            return undefined;
          },
        },
        warn,
      ),
    ).toBe('denied');
  });

  it('a failure is only logged as a warning', async () => {
    const warnings: string[] = [];
    const p = await requestNotificationPermission(
      {
        permission: 'default',
        requestPermission: async () => {
          throw new Error('NotAllowedError');
        },
      },
      (m) => warnings.push(m),
    );
    expect(p).toBe('default');
    expect(warnings).toEqual(['Notification permission request failed']);
    expect(await requestNotificationPermission(undefined, (m) => warnings.push(m))).toBe('denied');
  });
});
