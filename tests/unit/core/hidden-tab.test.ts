// A hidden tab applies nothing per streamed post: the core holds its view diffs and sends them, in one batch, when
// the tab is shown again (issue 20, item 2); of the global state, only the unread count in its title reaches it:
// at its next heartbeat while another tab is shown (the count is in front of the user there), at once when no tab
// is shown, the whole state when it is shown; a snapshot it asked for goes at once. It beats once a
// minute, and the core keeps it that long.
import { describe, expect, it } from 'vitest';
import {
  HIDDEN_TAB_HEARTBEAT_MS,
  TAB_HEARTBEAT_MS,
  TAB_MISSED_HEARTBEATS,
} from '../../../shared/constants.ts';
import { HIDDEN_HOLD_MAX_DIFFS } from '../../../worker/core/hidden-hold.ts';
import { gap, presence, setup } from './host-fixture.ts';

async function twoTabsOnHome() {
  const t = setup();
  await t.hello('shown');
  await t.hello('hidden');
  const key = await t.host.api.subscribe('shown', { kind: 'timeline', timeline: 'home' });
  await t.host.api.subscribe('hidden', { kind: 'timeline', timeline: 'home' });
  t.flush();
  await t.host.api.intent('hidden', presence(false));
  t.flush();
  t.inbox.clear();
  const view = t.opened[0]!;
  const post = (n: number) => view.emit([{ op: 'insert', index: 0, rows: [gap(`p${n}`)] }]);
  return { t, key, view, post };
}

describe('a hidden tab', () => {
  it('receives no diff while hidden, then every held diff in order in one batch when shown', async () => {
    const { t, key, post } = await twoTabsOnHome();
    const batches: number[] = [];
    for (let n = 1; n <= 5; n++) {
      post(n);
      t.flush();
    }
    expect(t.inbox.get('shown')?.filter((m) => m.type === 'diff')).toHaveLength(5);
    expect(t.inbox.get('hidden') ?? []).toEqual([]);

    const before = t.inbox.get('hidden')?.length ?? 0;
    await t.host.api.intent('hidden', presence(true));
    t.flush();
    const got = t.inbox.get('hidden') ?? [];
    batches.push(got.length - before);
    expect(got.map((m) => (m.type === 'diff' ? m.diff.version : m.type))).toEqual([1, 2, 3, 4, 5]);
    expect(got.every((m) => m.type === 'diff' && m.diff.view === key)).toBe(true);
    // Shown again: the next post arrives at once, as for any tab.
    post(6);
    t.flush();
    expect((t.inbox.get('hidden') ?? []).at(-1)).toMatchObject({ type: 'diff', diff: { version: 6 } });
  });

  it('is sent one fresh snapshot instead of diffs held beyond the cap (an evening behind another tab)', async () => {
    const { t, view, post } = await twoTabsOnHome();
    for (let n = 1; n <= HIDDEN_HOLD_MAX_DIFFS + 50; n++) post(n);
    view.rows = [gap('latest'), gap('a')];
    t.flush();
    expect(t.inbox.get('hidden') ?? []).toEqual([]);
    await t.host.api.intent('hidden', presence(true));
    t.flush();
    const got = t.inbox.get('hidden') ?? [];
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      type: 'snapshot',
      snapshot: { version: HIDDEN_HOLD_MAX_DIFFS + 50, rows: [{ key: 'latest' }, { key: 'a' }] },
    });
  });

  it('is sent no message for a new notification while another tab is shown: its title catches up at its next heartbeat', async () => {
    const { t, post } = await twoTabsOnHome();
    // A streamed post by an account whose bell is on: a notification, the count goes up, in the shown tab at once.
    post(1);
    t.global.update((g) => ({ ...g, unread: { notifications: 1 } }));
    t.flush();
    expect((t.inbox.get('shown') ?? []).at(-1)).toMatchObject({
      type: 'global',
      global: { unread: { notifications: 1 } },
    });
    expect(t.inbox.get('hidden') ?? []).toEqual([]);
    t.global.update((g) => ({ ...g, unread: { notifications: 4 } }));
    t.flush();
    expect(t.inbox.get('hidden') ?? []).toEqual([]);
    // Its minute's heartbeat: the latest count goes alone, once.
    await t.host.api.heartbeat('hidden');
    t.flush();
    expect(t.inbox.get('hidden') ?? []).toEqual([{ type: 'unread', notifications: 4 }]);
    await t.host.api.heartbeat('hidden');
    t.flush();
    expect(t.inbox.get('hidden')).toHaveLength(1);
  });

  it('has the exact count in its title the moment it is shown: the whole state first, then the held rows', async () => {
    const { t, post } = await twoTabsOnHome();
    t.global.update((g) => ({ ...g, unread: { notifications: 5 } }));
    post(1);
    t.flush();
    expect(t.inbox.get('hidden') ?? []).toEqual([]);
    await t.host.api.intent('hidden', presence(true));
    t.flush();
    const got = t.inbox.get('hidden') ?? [];
    expect(got.map((m) => m.type)).toEqual(['global', 'diff']);
    expect(got[0]).toMatchObject({ type: 'global', global: { unread: { notifications: 5 } } });
  });

  it('gets its unread count at once, once per change, while no tab is shown (the tab strip is where the count shows)', async () => {
    const { t } = await twoTabsOnHome();
    await t.host.api.intent('shown', presence(false));
    t.flush();
    t.inbox.clear();
    t.global.update((g) => ({ ...g, unread: { notifications: 1 } }));
    t.flush();
    expect(t.inbox.get('hidden') ?? []).toEqual([{ type: 'unread', notifications: 1 }]);
    expect(t.inbox.get('shown') ?? []).toEqual([{ type: 'unread', notifications: 1 }]);
    t.global.update((g) => ({ ...g, unread: { notifications: 4 } }));
    t.flush();
    expect((t.inbox.get('hidden') ?? []).at(-1)).toEqual({ type: 'unread', notifications: 4 });
    // Heartbeats bring nothing: the note already went.
    await t.host.api.heartbeat('hidden');
    t.flush();
    expect(t.inbox.get('hidden')).toHaveLength(2);
  });

  it('catches up at once when the last shown tab is hidden (the user left for another app)', async () => {
    const { t } = await twoTabsOnHome();
    t.global.update((g) => ({ ...g, unread: { notifications: 2 } }));
    t.flush();
    expect(t.inbox.get('hidden') ?? []).toEqual([]);
    t.inbox.clear();
    await t.host.api.intent('shown', presence(false));
    t.flush();
    expect(t.inbox.get('hidden') ?? []).toEqual([{ type: 'unread', notifications: 2 }]);
    // The tab that was just hidden had the count already: nothing for it.
    expect(t.inbox.get('shown') ?? []).toEqual([]);
  });

  it('catches up at once when the last shown tab is closed', async () => {
    const { t } = await twoTabsOnHome();
    t.global.update((g) => ({ ...g, unread: { notifications: 3 } }));
    t.flush();
    expect(t.inbox.get('hidden') ?? []).toEqual([]);
    await t.host.api.goodbye('shown');
    t.flush();
    expect(t.inbox.get('hidden') ?? []).toEqual([{ type: 'unread', notifications: 3 }]);
  });

  it('is sent nothing per streamed post while only what it does not show changes', async () => {
    const { t, post } = await twoTabsOnHome();
    // An evening of posts streaming: each one a diff, and the read marker moving in the global state.
    for (let n = 1; n <= 40; n++) {
      post(n);
      t.global.update((g) => ({
        ...g,
        markers: { baseUrl: 'https://i.test', token: 't', pending: { home: { last_read_id: `${n}` } } },
      }));
      t.flush();
      if (n % 4 === 0) await t.host.api.heartbeat('hidden');
      t.flush();
    }
    expect(t.inbox.get('shown')?.filter((m) => m.type === 'diff')).toHaveLength(40);
    expect(t.inbox.get('hidden') ?? []).toEqual([]);
    // Shown: the whole latest state (the markers too), then the held posts.
    t.global.update((g) => ({
      ...g,
      markers: { baseUrl: 'https://i.test', token: 't', pending: { home: { last_read_id: '41' } } },
    }));
    t.flush();
    await t.host.api.intent('hidden', presence(true));
    t.flush();
    const got = t.inbox.get('hidden') ?? [];
    expect(got[0]).toMatchObject({
      type: 'global',
      global: { markers: { pending: { home: { last_read_id: '41' } } } },
    });
    expect(got.slice(1).map((m) => (m.type === 'diff' ? m.diff.version : m.type))).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('is kept through a hidden tab’s minute between heartbeats, and dropped when it misses those too', async () => {
    const { t } = await twoTabsOnHome();
    // Five minutes behind another tab, Chromium wakes its timers once a minute: the tab beats once a minute, while
    // the core sweeps every TAB_HEARTBEAT_MS and the shown tab beats at that pace.
    for (let ms = TAB_HEARTBEAT_MS; ms <= 4 * HIDDEN_TAB_HEARTBEAT_MS; ms += TAB_HEARTBEAT_MS) {
      t.advance(TAB_HEARTBEAT_MS);
      await t.host.api.heartbeat('shown');
      if (ms % HIDDEN_TAB_HEARTBEAT_MS === 0) expect(await t.host.api.heartbeat('hidden')).toBe(true);
      t.host.sweep();
      expect(t.host.tabCount()).toBe(2);
    }
    expect(t.host.tabCount()).toBe(2);
    // A hidden tab that crashed: nothing for three of its heartbeats.
    for (let i = 0; i < TAB_MISSED_HEARTBEATS + 1; i++) {
      t.advance(HIDDEN_TAB_HEARTBEAT_MS);
      await t.host.api.heartbeat('shown');
      t.host.sweep();
    }
    expect(t.host.tabCount()).toBe(1);
    expect(await t.host.api.heartbeat('hidden')).toBe(false);
  });

  it('is held to the short heartbeat again once it says it is shown', async () => {
    const { t } = await twoTabsOnHome();
    await t.host.api.intent('hidden', presence(true));
    for (let i = 0; i < TAB_MISSED_HEARTBEATS + 1; i++) {
      t.advance(TAB_HEARTBEAT_MS);
      await t.host.api.heartbeat('shown');
      t.host.sweep();
    }
    expect(t.host.tabCount()).toBe(1);
  });

  it('drops held diffs that a new snapshot of the view replaces', async () => {
    const { t, post } = await twoTabsOnHome();
    post(1);
    t.flush();
    // The tab subscribes again while hidden (a reconnect): the snapshot supersedes the held diff.
    await t.host.api.subscribe('hidden', { kind: 'timeline', timeline: 'home' });
    t.flush();
    await t.host.api.intent('hidden', presence(true));
    t.flush();
    expect((t.inbox.get('hidden') ?? []).map((m) => m.type)).toEqual(['snapshot']);
  });

  it('keeps nothing for a view it left while hidden', async () => {
    const { t, key, post } = await twoTabsOnHome();
    post(1);
    t.flush();
    await t.host.api.unsubscribe('hidden', key);
    await t.host.api.intent('hidden', presence(true));
    t.flush();
    expect(t.inbox.get('hidden') ?? []).toEqual([]);
  });
});
