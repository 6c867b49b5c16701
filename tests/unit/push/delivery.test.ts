import { describe, expect, it } from 'vitest';
import {
  createDesktopDelivery,
  type DeliveryCommand,
} from '../../../worker/desktop-notifications/delivery.ts';
import { createTabElection } from '../../../worker/desktop-notifications/election.ts';
import { readNotificationSettings } from '../../../worker/desktop-notifications/settings.ts';
import { createShownLedger } from '../../../worker/desktop-notifications/shown-ledger.ts';
import { words } from '../core-words.ts';
import { notif, status } from './fixtures.ts';

function setup(settings: Record<string, unknown> = {}) {
  let t = 0;
  const election = createTabElection({ now: () => ++t });
  const sent: { tabId: string; command: DeliveryCommand }[] = [];
  const delivery = createDesktopDelivery({
    election,
    shown: createShownLedger(),
    sounded: createShownLedger(),
    settings: () => readNotificationSettings(settings),
    selfId: () => 'me',
    send: (tabId, command) => sent.push({ tabId, command }),
  });
  return { election, sent, delivery };
}

describe('desktop delivery: once for all tabs', () => {
  it('three hidden tabs: exactly one shows it and plays the sound', () => {
    const { election, sent, delivery } = setup();
    for (const id of ['t1', 't2', 't3'])
      election.update(id, { visible: false, focused: false, permission: 'granted' });
    delivery.onStreamed(notif('100', 'favourite', 'a', status('s1', '<p>Hello</p>')));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.tabId).toBe('t3');
    expect(words(sent[0]?.command.show?.title)).toBe('Ana a favourited your post');
    expect(sent[0]?.command.show?.tag).toBe('100');
    expect(sent[0]?.command.sound).toBe(true);
  });

  it('the same notification streamed again (reconnect replay) is neither shown nor heard twice', () => {
    const { election, sent, delivery } = setup();
    election.update('t1', { visible: false, focused: false, permission: 'granted' });
    election.update('t2', { visible: false, focused: false });
    delivery.onStreamed(notif('7', 'mention'));
    election.remove(sent[0]?.tabId ?? '');
    delivery.onStreamed(notif('7', 'mention'));
    expect(sent).toHaveLength(1);
  });

  it('never two tabs for one id, across many notifications and tab changes', () => {
    const { election, sent, delivery } = setup();
    for (let i = 0; i < 30; i++) {
      election.update(`t${i % 4}`, { visible: i % 3 === 0, focused: false, permission: 'granted' });
      delivery.onStreamed(notif(String(i % 10), 'follow'));
    }
    const ids = sent.filter((s) => s.command.show).map((s) => s.command.notificationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(10);
  });

  it('a notification already shown by a Web Push is not shown again by a tab (the sound still plays once)', () => {
    const { election, sent, delivery } = setup();
    election.update('t1', { visible: false, focused: false, permission: 'granted' });
    delivery.onPushShown('55');
    delivery.onStreamed(notif('55', 'mention'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.command.show).toBeNull();
    expect(sent[0]?.command.sound).toBe(true);
  });

  it('while a tab is focused: no popup, the sound plays in that tab', () => {
    const { election, sent, delivery } = setup();
    election.update('t1', { visible: false, focused: false, permission: 'granted' });
    election.update('t2', { visible: true, focused: true });
    delivery.onStreamed(notif('9', 'reblog'));
    expect(sent).toEqual([
      {
        tabId: 't2',
        command: { type: 'notification.deliver', notificationId: '9', show: null, sound: true, volume: 1 },
      },
    ]);
  });

  it('nothing is sent when alerts and sounds are off for the type', () => {
    const { election, sent, delivery } = setup({
      notifications: { alerts: { poll: false }, sounds: { poll: false } },
    });
    election.update('t1', { visible: false, focused: false, permission: 'granted' });
    delivery.onStreamed(notif('1', 'poll'));
    expect(sent).toHaveLength(0);
  });

  it('with no tab open nothing is sent (and nothing is marked shown, so a later tab can still show it)', () => {
    const { election, sent, delivery } = setup();
    const first = delivery.onStreamed(notif('3', 'mention'));
    expect(first.tabId).toBeNull();
    election.update('t1', { visible: false, focused: false, permission: 'granted' });
    delivery.onStreamed(notif('3', 'mention'));
    expect(sent).toHaveLength(1);
  });
});
