import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, TAB_HEARTBEAT_MS, TAB_MISSED_HEARTBEATS } from '../../../shared/constants.ts';
import type { RowOp } from '../../../shared/protocol/diff.ts';
import { words } from '../core-words.ts';
import { gap, setup } from './host-fixture.ts';

describe('core host', () => {
  it('shares one view between two tabs: one open, a snapshot each, every diff to both', async () => {
    const t = setup();
    await t.hello('t1');
    await t.hello('t2');
    const k1 = await t.host.api.subscribe('t1', { kind: 'timeline', timeline: 'home' });
    const k2 = await t.host.api.subscribe('t2', { kind: 'timeline', timeline: 'home' });
    expect(k1).toBe(k2);
    expect(t.opened).toHaveLength(1);
    const ops: RowOp[] = [{ op: 'insert', index: 0, rows: [gap('b')] }];
    t.opened[0]!.emit(ops);
    t.flush();
    for (const tab of ['t1', 't2']) {
      const msgs = t.inbox.get(tab)!;
      expect(msgs.map((m) => m.type)).toEqual(['snapshot', 'diff']);
      expect(msgs[1]).toEqual({ type: 'diff', diff: { view: k1, version: 1, ops } });
    }
  });

  it('a hello answered late (an older seq) leaves the newer one and its views alone', async () => {
    const t = setup();
    const pushed: string[] = [];
    await t.host.api.hello({ tabId: 't1', protocol: PROTOCOL_VERSION, seq: 2 }, () => pushed.push('new'));
    await t.host.api.subscribe('t1', { kind: 'notifications' });
    // The hello the tab gave up on while the core was paused arrives only now.
    await t.host.api.hello({ tabId: 't1', protocol: PROTOCOL_VERSION, seq: 1 }, () => pushed.push('stale'));
    expect(t.opened[0]!.disposed).toBe(false);
    t.opened[0]!.emit([{ op: 'insert', index: 0, rows: [gap('b')] }]);
    t.flush();
    expect(pushed).toEqual(['new']);
  });

  it('disposes a view only when its last tab leaves, and a goodbye counts as leaving', async () => {
    const t = setup();
    await t.hello('t1');
    await t.hello('t2');
    const key = await t.host.api.subscribe('t1', { kind: 'notifications' });
    await t.host.api.subscribe('t2', { kind: 'notifications' });
    await t.host.api.unsubscribe('t1', key);
    expect(t.opened[0]!.disposed).toBe(false);
    await t.host.api.goodbye('t2');
    expect(t.opened[0]!.disposed).toBe(true);
    expect(t.host.views.keys()).toEqual([]);
  });

  it('a late tab gets a snapshot at the current version', async () => {
    const t = setup();
    await t.hello('t1');
    await t.host.api.subscribe('t1', { kind: 'notifications' });
    t.opened[0]!.emit([{ op: 'insert', index: 0, rows: [gap('b')] }]);
    t.opened[0]!.rows = [gap('b'), gap('a')];
    await t.hello('t2');
    await t.host.api.subscribe('t2', { kind: 'notifications' });
    t.flush();
    const snap = t.inbox.get('t2')![0];
    expect(snap?.type === 'snapshot' && snap.snapshot.version).toBe(1);
    expect(snap?.type === 'snapshot' && snap.snapshot.rows.map((r) => r.key)).toEqual(['b', 'a']);
  });

  it('drops tabs that miss heartbeats and releases their views; a dropped tab learns it from heartbeat', async () => {
    const t = setup();
    await t.hello('quiet');
    await t.hello('alive');
    await t.host.api.subscribe('quiet', { kind: 'conversations' });
    for (let i = 0; i < TAB_MISSED_HEARTBEATS + 1; i++) {
      t.advance(TAB_HEARTBEAT_MS);
      expect(await t.host.api.heartbeat('alive')).toBe(true);
      t.host.sweep();
    }
    expect(t.host.tabCount()).toBe(1);
    expect(t.opened[0]!.disposed).toBe(true);
    expect(await t.host.api.heartbeat('quiet')).toBe(false);
  });

  it('refuses a tab of another protocol version', async () => {
    const t = setup();
    const r = await t.host.api.hello({ tabId: 'old', protocol: PROTOCOL_VERSION + 1 }, () => {});
    expect(r).toEqual({ ok: false, reason: 'version', protocol: PROTOCOL_VERSION });
    expect(t.host.tabCount()).toBe(0);
  });

  it('publishes a failed intent as an alert for the tab that asked, on the global channel', async () => {
    const t = setup();
    await t.hello('t1');
    const r = await t.host.api.intent('t1', { type: 'view.reload', view: 'x' });
    expect(r.ok).toBe(false);
    t.flush();
    const last = t.inbox.get('t1')!.at(-1);
    expect(last?.type === 'global' && last.global.alerts.map((a) => [words(a.title), a.tabId])).toEqual([
      ['500', 't1'],
    ]);
  });
});
