// The notifications view in the core: the read marker follows the tabs' presence (ruling 4), hide filters drop,
// partial accounts get chips, the settings decide the requested types, and a server without grouped
// notifications is read through v1.
import { describe, expect, it } from 'vitest';
import type { NotificationGroupRow } from '../../../shared/protocol/rows.ts';
import type { Filter } from '../../../shared/wire/entities.ts';
import { mentionsPage, notif, page, wireGroup } from '../notifications/harness.ts';
import { reader, type Server, setup } from './wiring-harness.ts';

describe('read marker from tab presence (ruling 4)', () => {
  it('advances to the newest loaded notification and uploads it when a visible tab reads at the top', async () => {
    const t = setup({ grouped: mentionsPage(30, 5), marker: '27' }, [reader]);
    await t.settle();
    await t.settle();
    expect(t.saved).toEqual(['30']);
    expect(t.unread.at(-1)).toBe(0);
  });

  it('does not advance while no tab is visible with the list at the top, and does once one is', async () => {
    const hidden = { ...reader, visible: false };
    const scrolled = { ...reader, atTop: false };
    const t = setup({ grouped: mentionsPage(30, 5), marker: '27' }, [hidden, scrolled]);
    await t.settle();
    await t.settle();
    expect(t.saved).toEqual([]);
    expect(t.unread.at(-1)).toBe(3);
    t.presence.tabs = [hidden, reader];
    t.wiring.onPresence();
    expect(t.saved).toEqual(['30']);
    expect(t.unread.at(-1)).toBe(0);
  });

  it('a notification streamed while a tab reads at the top is read at once', async () => {
    const t = setup({ grouped: mentionsPage(30, 5), marker: '30' }, [reader]);
    await t.settle();
    await t.settle();
    t.wiring.onNotification(notif(31, 'follow', '5'));
    expect(t.saved).toEqual(['31']);
    expect(t.unread.at(-1)).toBe(0);
  });
});

describe('filters, partial accounts, types, v1', () => {
  it('a streamed notification whose post matches a hide filter is dropped; warn is not', async () => {
    const filter: Filter = {
      id: 'f1',
      title: 'spoilers',
      context: ['notifications'],
      expires_at: null,
      filter_action: 'hide',
      keywords: [{ id: 'k', keyword: 'finale', whole_word: true }],
    };
    const t = setup({ grouped: mentionsPage(30, 1), marker: '30', filters: [filter] });
    await t.settle();
    await t.settle();
    const mention = notif(40, 'mention', '5', '400');
    mention.status = { ...mention.status!, content: '<p>the finale was great</p>' } as never;
    expect(t.wiring.verdictOf(mention)).toBe('hide');
    const other = notif(41, 'mention', '5', '401');
    other.status = { ...other.status!, content: '<p>nothing to see</p>' } as never;
    expect(t.wiring.verdictOf(other)).toBeNull();
  });

  it('a group whose sample account is only partial shows a chip for it', async () => {
    const grouped = page([wireGroup('follow-1', 30, { type: 'follow', accounts: ['77'] })]);
    grouped.partial_accounts = [
      {
        id: '77',
        acct: 'partial@remote.example',
        locked: false,
        bot: false,
        url: '',
        avatar: 'a.png',
        avatar_static: 'a.png',
      },
    ];
    const t = setup({ grouped, marker: '30' });
    await t.settle();
    await t.settle();
    const row = t.rows().find((r) => r.kind === 'notification-group') as NotificationGroupRow;
    expect(row.sampleAccounts[0]?.acct).toBe('partial@remote.example');
  });

  it('asks for the grouped and excluded types the notification settings give', async () => {
    const t = setup({ grouped: mentionsPage(30, 1) });
    await t.settle();
    const q = t.requests.find((r) => r.path === '/api/v2/notifications')?.query ?? {};
    expect(q.grouped_types).toContain('favourite');
    expect(Array.isArray(q.exclude_types)).toBe(true);
  });

  it('falls back to v1 (grouped in the core) when v2 answers 404', async () => {
    const t = setup({ grouped: 404, v1: [notif(12, 'follow', '3'), notif(11, 'follow', '4')], marker: '10' });
    await t.settle();
    await t.settle();
    await t.settle();
    expect(t.requests.some((r) => r.path === '/api/v1/notifications')).toBe(true);
    expect(t.rows().filter((r) => r.kind === 'notification-group').length).toBeGreaterThan(0);
    expect(t.unread.at(-1)).toBe(2);
  });

  it('a dropped socket leaves a gap at the top, filled from the server when the socket is back', async () => {
    const server: Server = { grouped: mentionsPage(30, 3), marker: '30' };
    const t = setup(server);
    await t.settle();
    await t.settle();
    t.wiring.onDisconnected();
    expect(t.rows().filter((r) => r.kind === 'gap' && r.sinceId !== null)).toHaveLength(1);
    server.grouped = mentionsPage(32, 2);
    t.wiring.onConnected();
    for (let i = 0; i < 4; i++) await t.settle();
    const fill = t.requests.filter((r) => r.path === '/api/v2/notifications').at(-1);
    expect(fill?.query?.since_id).toBe('30');
    expect(t.rows().filter((r) => r.kind === 'gap' && r.sinceId !== null)).toHaveLength(0);
    expect(
      t
        .rows()
        .filter((r) => r.kind === 'notification-group')
        .map((r) => r.key)
        .slice(0, 3),
    ).toEqual(['ungrouped-32', 'ungrouped-31', 'ungrouped-30']);
  });

  it('notifications_merged reloads the first page', async () => {
    const server: Server = { grouped: mentionsPage(30, 3), marker: '30' };
    const t = setup(server);
    await t.settle();
    await t.settle();
    server.grouped = mentionsPage(35, 3);
    t.wiring.onMerged();
    for (let i = 0; i < 3; i++) await t.settle();
    expect(t.requests.filter((r) => r.path === '/api/v2/notifications')).toHaveLength(2);
    expect(t.rows().find((r) => r.kind === 'notification-group')?.key).toBe('ungrouped-35');
  });
});

describe('a first page that fails', () => {
  it('says why in place and is tried again by itself until the notifications are there', async () => {
    const t = setup({ grouped: mentionsPage(30, 5), failures: 2 }, [reader]);
    await t.settle();
    await t.settle();
    expect(t.rows()).toEqual([]);
    expect(t.metas.some((m) => m.error)).toBe(true);
    t.timers.advance(2_000);
    await t.settle();
    await t.settle();
    expect(t.rows()).toEqual([]);
    t.timers.advance(4_000);
    await t.settle();
    await t.settle();
    expect(t.rows().length).toBeGreaterThan(0);
    expect(t.metas.at(-1)?.error ?? null).toBeNull();
  });
});
