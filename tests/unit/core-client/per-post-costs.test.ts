// Each streamed post used to cost the page work on every global push: reading the notification permission (a slow
// synchronous browser call), rewriting the drafts to sessionStorage, and a global push for the moved home read
// marker. These pin the fixes.
import { describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION } from '../../../shared/constants.ts';
import type { CoreApi, GlobalState, PushFn } from '../../../shared/protocol/core-api.ts';
import { initialGlobal } from '../../../shared/protocol/global-state.ts';
import { pushSettingsKey } from '../../../shared/push/push-setting.ts';
import { pushSyncGate } from '../../../src/core-client/notifications-tab-browser.ts';
import { createCoreSession } from '../../../src/core-client/session.ts';

describe('push setup gate', () => {
  it('reads the permission only when the identity changes or the permission is said to have changed', () => {
    let permission = 'default';
    const readPermission = vi.fn(() => permission);
    const sync = vi.fn();
    const gate = pushSyncGate({ readPermission, sync });
    gate.identity('i|1');
    // A hundred global pushes for streamed posts, same identity: no permission reads, no setup.
    for (let i = 0; i < 100; i++) gate.identity('i|1');
    expect(readPermission).toHaveBeenCalledTimes(1);
    expect(sync).not.toHaveBeenCalled();
    // The user granted it (change event or our own request): push is set up once.
    permission = 'granted';
    gate.permissionChanged();
    gate.identity('i|1');
    expect(sync).toHaveBeenCalledTimes(1);
    gate.permissionChanged();
    expect(sync).toHaveBeenCalledTimes(1);
    // Another account: set up again for it.
    gate.identity('i|2');
    expect(sync).toHaveBeenCalledTimes(2);
    // Signed out, then back in: set up again.
    gate.identity('');
    gate.identity('i|2');
    expect(sync).toHaveBeenCalledTimes(3);
  });

  it('runs again when push is switched off or on or an alert changes, not for other settings', () => {
    const sync = vi.fn();
    const gate = pushSyncGate({ readPermission: () => 'granted', sync });
    gate.settings(pushSettingsKey({}));
    gate.identity('i|1');
    expect(sync).toHaveBeenCalledTimes(1);
    gate.settings(pushSettingsKey({ theme: 'dark', notifications: { sounds: { mention: false } } }));
    expect(sync).toHaveBeenCalledTimes(1);
    gate.settings(pushSettingsKey({ notifications: { push: false } }));
    expect(sync).toHaveBeenCalledTimes(2);
    gate.settings(pushSettingsKey({ notifications: { alerts: { favourite: false } } }));
    expect(sync).toHaveBeenCalledTimes(3);
  });

  it('does nothing before it knows who is signed in', () => {
    const sync = vi.fn();
    const gate = pushSyncGate({ readPermission: () => 'granted', sync });
    gate.permissionChanged();
    expect(sync).not.toHaveBeenCalled();
  });
});

describe('drafts mirror', () => {
  it('writes sessionStorage only when the drafts changed, not on every global push', async () => {
    let push: PushFn = () => {};
    const api = {
      hello: async (_tab: unknown, p: PushFn) => {
        push = p;
        return { ok: true, coreId: 'c', protocol: PROTOCOL_VERSION, global: initialGlobal() };
      },
      heartbeat: async () => true,
      goodbye: async () => {},
      intent: async () => ({ ok: true }),
    } as unknown as CoreApi;
    const setItem = vi.fn();
    const s = createCoreSession({
      tabId: 't',
      open: async () => ({ mode: 'page', api, wrap: (p) => p, close: () => {} }),
      setTimeout: () => 0,
      clearTimeout: () => {},
      storage: { getItem: () => null, setItem },
      reload: () => {},
    });
    await s.start();
    const global = (drafts: Record<string, unknown>, unread: number): GlobalState => ({
      ...initialGlobal(),
      drafts,
      unread: { notifications: unread },
    });
    // Clones of the same drafts (as a worker delivers them) with other fields moving: one write.
    for (let i = 0; i < 20; i++) push([{ type: 'global', global: global({ a: { text: 'hi' } }, i) }]);
    expect(setItem).toHaveBeenCalledTimes(1);
    push([{ type: 'global', global: global({ a: { text: 'hi!' } }, 20) }]);
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(JSON.parse(setItem.mock.calls[1]![1] as string)).toEqual({ a: { text: 'hi!' } });
    expect(s.global.value.unread.notifications).toBe(20);
    s.goodbye();
  });
});
