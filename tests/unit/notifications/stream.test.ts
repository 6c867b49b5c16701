import { describe, expect, it } from 'vitest';
import { harness, mentionsPage, notif, page, shape, status, wireGroup } from './harness.ts';

describe('streamed notifications at the top', () => {
  it('joins the group with the same key, moves it to the top, samples newest first', () => {
    const h = harness();
    h.engine.onStreamed(notif(1, 'favourite', 'a', 's1'));
    h.engine.onStreamed(notif(2, 'mention', 'b', 's2'));
    expect(h.keys()[0]).toBe('ungrouped-2');
    h.engine.onStreamed(notif(3, 'favourite', 'c', 's1'));
    const fav = h.keys()[0]!;
    expect(fav).toMatch(/^favourite-s1-/);
    expect(h.keys()).toEqual([fav, 'ungrouped-2']);
    const row = h.group(fav);
    expect(row.count).toBe(2);
    expect(row.sampleAccounts.map((a) => a.id)).toEqual(['c', 'a']);
    expect(row.mostRecentId).toBe('3');
    expect(row.status?.id).toBe('s1');
  });

  it('caps sample accounts at 8 but never caps the count', () => {
    const h = harness();
    for (let i = 1; i <= 12; i++) h.engine.onStreamed(notif(i, 'reblog', `acct${i}`, 's1'));
    const row = h.group(h.keys()[0]!);
    expect(row.count).toBe(12);
    expect(row.sampleAccounts.map((a) => a.id)).toEqual([
      'acct12',
      'acct11',
      'acct10',
      'acct9',
      'acct8',
      'acct7',
      'acct6',
      'acct5',
    ]);
  });

  it('ignores a repeat from an account already sampled: no count, no move, not unread', () => {
    const h = harness();
    h.engine.onStreamed(notif(1, 'favourite', 'a', 's1'));
    h.engine.onStreamed(notif(2, 'mention', 'b', 's2'));
    const unread = h.engine.unreadCount();
    expect(h.engine.onStreamed(notif(3, 'favourite', 'a', 's1'))).toBe('repeat');
    expect(h.keys()[0]).toBe('ungrouped-2');
    expect(h.group(h.keys()[1]!).count).toBe(1);
    expect(h.engine.unreadCount()).toBe(unread);
  });

  it('counts the same notification id once', () => {
    const h = harness();
    h.engine.onStreamed(notif(1, 'favourite', 'a', 's1'));
    expect(h.engine.onStreamed(notif(1, 'favourite', 'a', 's1'))).toBe('duplicate');
    h.engine.onStreamed(notif(2, 'mention', 'b', 's2'));
    expect(h.engine.onStreamed(notif(2, 'mention', 'b', 's2'))).toBe('duplicate');
    expect(h.keys()).toHaveLength(2);
    expect(h.engine.unreadCount()).toBe(2);
  });

  it('ignores a streamed notification that a loaded page already counted', () => {
    const h = harness();
    h.engine.reset(mentionsPage(10, 5));
    expect(h.engine.unreadCount()).toBe(5);
    expect(h.engine.onStreamed(notif(9, 'mention', '1', null))).toBe('duplicate');
    expect(h.keys()).toHaveLength(6); // five groups and the load-more gap
    expect(h.engine.unreadCount()).toBe(5);
  });

  it('gives types that are not grouped their own group, follows included unless configured', () => {
    const h = harness();
    h.engine.onStreamed({ ...notif(1, 'follow', 'a'), group_key: 'follow--495997' });
    h.engine.onStreamed({ ...notif(2, 'follow', 'b'), group_key: 'follow--495997' });
    expect(h.keys()).toEqual(['ungrouped-2', 'ungrouped-1']);
    const g = harness({ groupedTypes: ['favourite', 'reblog', 'follow'] });
    g.engine.onStreamed({ ...notif(1, 'follow', 'a'), group_key: 'follow--495997' });
    g.engine.onStreamed({ ...notif(2, 'follow', 'b'), group_key: 'follow--495997' });
    expect(g.keys()).toEqual(['follow--495997']);
    expect(g.group('follow--495997').count).toBe(2);
  });

  it('drops a notification whose status a hide filter matches in the notifications context', () => {
    const h = harness({
      filter: (s) => (s.content.includes('spoiler') ? 'hide' : s.content ? 'warn' : null),
    });
    expect(h.engine.onStreamed({ ...notif(1, 'mention', 'a'), status: status('s1', 'big spoiler') })).toBe(
      'filtered',
    );
    expect(h.engine.onStreamed({ ...notif(2, 'mention', 'a'), status: status('s2', 'mild') })).toBe(
      'applied',
    );
    expect(h.keys()).toEqual(['ungrouped-2']);
    expect(h.engine.unreadCount()).toBe(1);
  });

  it('trims to 50 groups at the top and keeps a load-more gap at the end', () => {
    const h = harness();
    for (let i = 1; i <= 60; i++) h.engine.onStreamed(notif(i, 'mention', 'a'));
    const s = shape(h.rows());
    expect(s).toHaveLength(51);
    expect(s[0]).toBe('ungrouped-60');
    expect(s[49]).toBe('ungrouped-11');
    expect(s[50]).toBe('gap(11,null)');
    expect(h.lastMeta().hasMore).toBe(true);
    h.check();
  });

  it('never trims while the reader is away from the top', () => {
    const h = harness();
    h.engine.reset(mentionsPage(100, 40));
    h.engine.applyPage(mentionsPage(60, 40), 'bottom');
    h.engine.setAtTop(false);
    expect(h.rows().filter((r) => r.kind === 'notification-group')).toHaveLength(80);
    for (let i = 101; i <= 110; i++) h.engine.onStreamed(notif(i, 'mention', 'a'));
    expect(h.rows().filter((r) => r.kind === 'notification-group')).toHaveLength(80);
  });
});

describe('pending while away from the top', () => {
  it('collects new notifications as pending without touching the list, then merges them on request', () => {
    const h = harness();
    h.engine.reset(mentionsPage(10, 3));
    h.engine.onStreamed(notif(11, 'favourite', 'a', 's1'));
    h.engine.setAtTop(false);
    const before = shape(h.rows());
    h.engine.onStreamed(notif(12, 'mention', 'b'));
    h.engine.onStreamed(notif(13, 'favourite', 'c', 's1'));
    h.engine.onStreamed(notif(14, 'favourite', 'c', 's1')); // repeat from c while pending: ignored
    h.engine.onStreamed(notif(13, 'favourite', 'c', 's1')); // same id: ignored
    expect(shape(h.rows())).toEqual(before);
    expect(h.lastMeta().pending).toBe(2);
    expect(h.engine.unreadCount()).toBe(3 + 1 + 2);
    h.engine.applyPending();
    const s = shape(h.rows());
    expect(s.slice(0, 2)).toEqual([s[0], 'ungrouped-12']);
    expect(s[0]).toMatch(/^favourite-s1-/);
    expect(h.group(s[0]!).count).toBe(2);
    expect(h.group(s[0]!).sampleAccounts.map((a) => a.id)).toEqual(['c', 'a']);
    expect(s.slice(2)).toEqual(['ungrouped-10', 'ungrouped-9', 'ungrouped-8', 'gap(8,null)']);
    expect(h.lastMeta().pending).toBe(0);
    // one diff for the whole merge
    expect(h.emitted.at(-1)!.filter((op) => op.op === 'insert')).toHaveLength(1);
  });

  it('merges pending on return to the top, and trims there', () => {
    const h = harness();
    h.engine.setAtTop(false);
    for (let i = 1; i <= 70; i++) h.engine.onStreamed(notif(i, 'mention', 'a'));
    expect(h.rows()).toEqual([]);
    expect(h.lastMeta().pending).toBe(70);
    h.engine.setAtTop(true);
    const s = shape(h.rows());
    expect(s).toHaveLength(51);
    expect(s[0]).toBe('ungrouped-70');
    expect(s[50]).toBe('gap(21,null)');
    expect(h.lastMeta()).toMatchObject({ pending: 0, top: true });
  });
  it('a long absence touching 50+ groups keeps the 50 newest, with every pending notification of theirs counted', () => {
    const h = harness();
    h.engine.reset(
      page([
        wireGroup('ungrouped-5', 5),
        wireGroup('favourite-s1-1', 4, {
          type: 'favourite',
          count: 2,
          min: 3,
          accounts: ['x', 'y'],
          statusId: 's1',
        }),
      ]),
      { hasMore: false },
    );
    h.engine.setAtTop(false);
    const fav = { group_key: 'favourite-s1-1' };
    h.engine.onStreamed({ ...notif(10, 'favourite', 'a', 's1'), ...fav });
    for (let i = 11; i <= 70; i++) h.engine.onStreamed(notif(i, 'mention', 'm'));
    h.engine.onStreamed({ ...notif(71, 'favourite', 'b', 's1'), ...fav });
    expect(h.lastMeta().pending).toBe(62);
    h.engine.setAtTop(true);
    const s = shape(h.rows());
    expect(s).toHaveLength(51);
    expect(s[0]).toBe('favourite-s1-1');
    expect(s[1]).toBe('ungrouped-70');
    expect(s[49]).toBe('ungrouped-22');
    expect(s[50]).toBe('gap(22,null)');
    expect(s).not.toContain('ungrouped-5');
    const row = h.group('favourite-s1-1');
    expect(row.count).toBe(4);
    expect(row.sampleAccounts.map((a) => a.id)).toEqual(['b', 'a', 'x', 'y']);
    expect(h.emitted.at(-1)!.map((o) => o.op)).toEqual(['reset']);
  });
});

describe('notifications_merged', () => {
  it('sets the list to needs-reload: at once at the top, on return to the top otherwise', () => {
    const h = harness();
    h.engine.onMerged();
    expect(h.engine.state.needsReload).toBe(true);
    expect(h.reloads).toBe(1);
    h.engine.reset(mentionsPage(10, 2));
    expect(h.engine.state.needsReload).toBe(false);
    h.engine.setAtTop(false);
    h.engine.onMerged();
    expect(h.reloads).toBe(1);
    h.engine.setAtTop(true);
    expect(h.reloads).toBe(2);
  });
});
