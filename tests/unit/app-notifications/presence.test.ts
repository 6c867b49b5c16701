// The tab's presence report and the core's registry of it: the at-top state is a fact the core always has
// (sent on mount, on scroll, after every hello), and a notification pops up in one tab only.
import { describe, expect, it } from 'vitest';
import type { DeliveryCommandMessage } from '../../../shared/protocol/core-api.ts';
import type { TabPresenceReport } from '../../../shared/protocol/intents.ts';
import type { Notification } from '../../../shared/wire/entities.ts';
import { titleFor } from '../../../src/core-client/notifications-tab.ts';
import { createTabPresence } from '../../../src/core-client/presence.ts';
import { createPresenceDelivery } from '../../../worker/app/delivery.ts';

function fakePage() {
  const listeners = new Map<string, Set<() => void>>();
  const target = {
    addEventListener: (t: string, fn: () => void) => {
      if (!listeners.has(t)) listeners.set(t, new Set());
      listeners.get(t)?.add(fn);
    },
    removeEventListener: (t: string, fn: () => void) => listeners.get(t)?.delete(fn),
  };
  const doc = {
    ...target,
    visibilityState: 'visible' as DocumentVisibilityState,
    focused: true,
    hasFocus() {
      return this.focused;
    },
  };
  const fire = (t: string) => {
    for (const fn of listeners.get(t) ?? []) fn();
  };
  return { win: target, doc, fire };
}

describe('tab presence', () => {
  it('reports mounting, scrolling and unmounting of the notifications, and visibility changes', () => {
    const page = fakePage();
    const sent: TabPresenceReport[] = [];
    const p = createTabPresence({
      win: page.win,
      doc: page.doc,
      notificationApi: () => ({ permission: 'granted' }),
      send: (r) => sent.push(r),
    });
    const unmount = p.mountNotifications();
    expect(sent.at(-1)).toEqual({
      visible: true,
      focused: true,
      permission: 'granted',
      notifications: { mounted: true, atTop: true },
    });
    p.notificationsAtTop(false);
    expect(sent.at(-1)?.notifications).toEqual({ mounted: true, atTop: false });
    page.doc.visibilityState = 'hidden';
    page.fire('visibilitychange');
    expect(sent.at(-1)?.visible).toBe(false);
    unmount();
    unmount();
    expect(sent.at(-1)?.notifications.mounted).toBe(false);
    expect(sent).toHaveLength(4);
  });

  it('sends nothing new when nothing changed, but repeats itself after a new hello', () => {
    const page = fakePage();
    const sent: TabPresenceReport[] = [];
    const p = createTabPresence({
      win: page.win,
      doc: page.doc,
      notificationApi: () => undefined,
      send: (r) => sent.push(r),
    });
    p.report();
    page.fire('focus');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.permission).toBe('default');
    p.report(true);
    expect(sent).toHaveLength(2);
  });

  it('the title carries the unread count', () => {
    expect(titleFor(3)).toBe('(3) Woolly');
    expect(titleFor(0)).toBe('Woolly');
  });
});

const follow = (id: string): Notification =>
  ({
    id,
    type: 'follow',
    created_at: '2026-08-01T12:00:00.000Z',
    account: { id: '5', username: 'five', acct: 'five', display_name: 'Five' },
    status: null,
  }) as Notification;

describe('presence in the core', () => {
  const make = () => {
    const sent: { tabId: string; command: DeliveryCommandMessage }[] = [];
    let changes = 0;
    const pd = createPresenceDelivery({
      now: () => 1000,
      settings: () => ({}),
      selfId: () => '1',
      send: (tabId, command) => sent.push({ tabId, command }),
      onChange: () => {
        changes += 1;
      },
    });
    return { pd, sent, changes: () => changes };
  };
  const away = (mounted: boolean, atTop = true): TabPresenceReport => ({
    visible: true,
    focused: false,
    permission: 'granted',
    notifications: { mounted, atTop },
  });

  it('gives the read-marker rule each tab, and forgets a tab that left', () => {
    const { pd, changes } = make();
    pd.report('a', away(true, false));
    pd.report('b', away(false));
    expect(pd.markerTabs()).toEqual([
      { visible: true, mounted: true, atTop: false },
      { visible: true, mounted: false, atTop: true },
    ]);
    pd.gone('a');
    expect(pd.markerTabs()).toEqual([{ visible: true, mounted: false, atTop: true }]);
    expect(changes()).toBe(3);
  });

  it('a notification is shown by one tab, once, and not again after the service worker showed a push', () => {
    const { pd, sent } = make();
    pd.report('a', away(false));
    pd.report('b', away(false));
    pd.report('c', away(false));
    pd.onStreamed(follow('10'), false);
    pd.onStreamed(follow('10'), false);
    const shows = sent.filter((s) => s.command.show !== null);
    expect(shows).toHaveLength(1);
    expect(shows[0]?.command.notificationId).toBe('10');
    pd.onPushShown('11');
    pd.onStreamed(follow('11'), false);
    expect(sent.filter((s) => s.command.notificationId === '11' && s.command.show !== null)).toHaveLength(0);
  });

  it('a tab that left is never sent a notification', () => {
    const { pd, sent } = make();
    pd.report('a', away(false));
    pd.report('b', away(false));
    pd.onStreamed(follow('20'), false);
    const first = sent[0]?.tabId;
    pd.gone(first ?? '');
    pd.onStreamed(follow('21'), false);
    expect(sent.at(-1)?.tabId).not.toBe(first);
  });
});
