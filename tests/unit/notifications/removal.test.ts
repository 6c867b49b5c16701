// Deleting a post, blocking or muting an account, blocking a domain: the notifications about them leave the list
// (worker/notifications/removal.ts), published as one diff that every tab applies.
import { describe, expect, it } from 'vitest';
import type { AccountChip } from '../../../shared/protocol/rows.ts';
import { NotificationsEngine } from '../../../worker/notifications/engine.ts';
import { chip, harness, notif, page, shape, statusView, wireGroup } from './harness.ts';

const favs = (accounts: string[], mostRecent = 20) =>
  wireGroup('favourite-s1', mostRecent, {
    type: 'favourite',
    statusId: 's1',
    count: accounts.length,
    min: mostRecent - accounts.length + 1,
    accounts,
  });

describe('removing notifications about a post or an account', () => {
  it('a deleted post takes the groups about it with it', () => {
    const h = harness();
    h.engine.reset(page([favs(['a', 'b']), wireGroup('ungrouped-10', 10, { statusId: 's2' })]), {
      hasMore: false,
    });
    h.engine.remove({ statusId: 's1' });
    expect(shape(h.rows())).toEqual(['ungrouped-10']);
  });

  it('a blocked account leaves a group sampled with others, which counts one less; alone, its group goes', () => {
    const h = harness();
    h.engine.reset(page([favs(['a', 'b']), wireGroup('ungrouped-10', 10, { accounts: ['a'] })]), {
      hasMore: false,
    });
    h.engine.remove({ accountIds: ['a'] });
    expect(shape(h.rows())).toEqual(['favourite-s1']);
    expect(h.group('favourite-s1').sampleAccounts.map((x) => x.id)).toEqual(['b']);
    expect(h.group('favourite-s1').count).toBe(1);
  });

  it('a blocked domain removes every account of that domain', () => {
    const remote = (id: string): AccountChip => ({
      ...chip(id),
      acct: id.startsWith('r') ? `${id}@bad.example` : id,
    });
    const rows: string[][] = [];
    const engine = new NotificationsEngine({
      groupedTypes: ['favourite', 'reblog'],
      chip: remote,
      statusView,
      filterVerdict: () => null,
      emit: () => rows.push(engine.snapshot().rows.map((r) => r.key)),
    });
    engine.reset(page([favs(['r1', 'b']), wireGroup('ungrouped-10', 10, { accounts: ['r2'] })]), {
      hasMore: false,
    });
    engine.remove({ domain: 'BAD.example' });
    expect(rows.at(-1)).toEqual(['favourite-s1']);
    const row = engine.snapshot().rows[0];
    expect(row?.kind === 'notification-group' && row.sampleAccounts.map((x) => x.id)).toEqual(['b']);
  });

  it('pending notifications from a muted account do not come back with "N new"; a removed group merges its gaps', () => {
    const h = harness();
    h.engine.reset(page([wireGroup('ungrouped-10', 10)]), { hasMore: false });
    h.engine.applyPage(page([wireGroup('ungrouped-20', 20, { accounts: ['m'] })]), 'top', { hasMore: true });
    h.engine.applyPage(page([wireGroup('ungrouped-40', 40)]), 'top', { hasMore: true });
    h.engine.setAtTop(false);
    h.engine.onStreamed(notif(41, 'mention', 'm'));
    h.engine.onStreamed(notif(42, 'mention', 'k'));
    h.engine.remove({ accountIds: ['m'] });
    expect(h.lastMeta().pending).toBe(1);
    h.engine.setAtTop(true);
    expect(shape(h.rows())).toEqual(['ungrouped-42', 'ungrouped-40', 'gap(40,10)', 'ungrouped-10']);
  });

  it('what left the list no longer counts as unread, shown or pending', () => {
    const h = harness({ lastReadId: '0' });
    h.engine.onStreamed(notif(1, 'mention', 'm', 's9'));
    h.engine.onStreamed(notif(2, 'mention', 'k'));
    h.engine.setAtTop(false);
    h.engine.onStreamed(notif(3, 'mention', 'm'));
    expect(h.lastMeta().unread).toBe(3);
    h.engine.remove({ accountIds: ['m'] });
    expect(h.lastMeta().unread).toBe(1);
    h.engine.remove({ statusId: 's9' });
    expect(h.lastMeta().unread).toBe(1);
  });

  it('a socket dropped among pending notifications that are all removed still leaves its gap', () => {
    const h = harness();
    h.engine.reset(page([wireGroup('ungrouped-10', 10)]), { hasMore: false });
    h.engine.setAtTop(false);
    h.engine.onStreamed(notif(11, 'mention', 'm'));
    h.engine.onDisconnected();
    h.engine.remove({ accountIds: ['m'] });
    h.engine.setAtTop(true);
    expect(shape(h.rows())).toEqual(['gap(null,11)', 'ungrouped-10']);
  });
});
