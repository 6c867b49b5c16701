import { describe, expect, it } from 'vitest';
import { decideMarker, type TabPresence } from '../../../worker/notifications/marker.ts';
import {
  emptyUnread,
  markReadUpTo,
  noteUnreadGroup,
  noteUnreadId,
  unreadCount,
} from '../../../worker/notifications/unread.ts';
import { harness, mentionsPage, notif } from './harness.ts';

const tab = (visible: boolean, mounted: boolean, atTop: boolean): TabPresence => ({
  visible,
  mounted,
  atTop,
});

describe('read marker rule (ruling 4)', () => {
  const cases: [boolean, boolean, boolean, boolean, boolean][] = [];
  for (const visible of [false, true])
    for (const mounted of [false, true])
      for (const atTop of [false, true])
        for (const unloaded of [false, true])
          cases.push([visible, mounted, atTop, unloaded, visible && mounted && atTop && !unloaded]);

  it.each(cases)('visible=%s mounted=%s top=%s unloadedUnread=%s → advance=%s', (v, m, t, u, expected) => {
    const d = decideMarker({
      tabs: [tab(v, m, t)],
      lastReadId: '5',
      newestLoadedId: '9',
      unreadMayBeUnloaded: u,
    });
    expect(d.advance).toBe(expected);
    if (d.advance) expect(d.to).toBe('9');
  });

  it('needs one tab with all three, not three tabs with one each', () => {
    const tabs = [tab(true, false, false), tab(false, true, false), tab(false, false, true)];
    expect(
      decideMarker({ tabs, lastReadId: '5', newestLoadedId: '9', unreadMayBeUnloaded: false }).advance,
    ).toBe(false);
    tabs.push(tab(true, true, true));
    expect(decideMarker({ tabs, lastReadId: '5', newestLoadedId: '9', unreadMayBeUnloaded: false })).toEqual({
      advance: true,
      to: '9',
    });
  });

  it('never moves backwards or to the same id', () => {
    const base = { tabs: [tab(true, true, true)], unreadMayBeUnloaded: false };
    expect(decideMarker({ ...base, lastReadId: '10', newestLoadedId: '9' }).advance).toBe(false);
    expect(decideMarker({ ...base, lastReadId: '9', newestLoadedId: '9' }).advance).toBe(false);
    expect(decideMarker({ ...base, lastReadId: '9', newestLoadedId: '10' }).advance).toBe(true);
  });

  it('a load-more gap above the marker blocks; loading down to the marker unblocks', () => {
    const h = harness({ lastReadId: '90' });
    h.engine.reset(mentionsPage(100, 5), { hasMore: true }); // 100..96 loaded, gap below 96, marker at 90
    const reader = [tab(true, true, true)];
    expect(h.engine.markerDecision(reader)).toEqual({ advance: false, reason: 'unloaded-unread' });
    h.engine.applyPage(mentionsPage(95, 6), 'bottom'); // down to 90: gap(90,null) holds nothing unread
    expect(h.engine.markerDecision(reader)).toEqual({ advance: true, to: '100' });
    h.engine.onDisconnected(); // a top gap may hold unread notifications
    expect(h.engine.markerDecision(reader).advance).toBe(false);
  });
});

describe('one unread count, by notification id', () => {
  it('counts each id once and reading sets it to 0', () => {
    const u = emptyUnread('10');
    expect(noteUnreadId(u, '11', 'k')).toBe(true);
    expect(noteUnreadId(u, '11', 'k')).toBe(false);
    expect(noteUnreadId(u, '9', 'k')).toBe(false); // already read
    noteUnreadId(u, '12', 'j');
    expect(unreadCount(u)).toBe(2);
    markReadUpTo(u, '11');
    expect(unreadCount(u)).toBe(1);
    markReadUpTo(u, '12');
    expect(unreadCount(u)).toBe(0);
    markReadUpTo(u, '5'); // never backwards
    expect(u.lastReadId).toBe('12');
  });

  it('a page group and the same notifications streamed are not counted twice', () => {
    const u = emptyUnread('10');
    noteUnreadId(u, '11', 'fav');
    noteUnreadId(u, '12', 'fav');
    noteUnreadGroup(u, 'fav', 3, '13', '11'); // the page says three in the group, 11..13
    expect(unreadCount(u)).toBe(3);
    noteUnreadGroup(u, 'fav', 3, '13', '11'); // the same page again
    expect(unreadCount(u)).toBe(3);
    noteUnreadGroup(u, 'old', 5, '20', '3'); // straddles the marker: only its newest counts
    expect(unreadCount(u)).toBe(4);
  });

  it('engine: marking read drops the count for every tab; the rows keep their highlight until seen', () => {
    const h = harness({ lastReadId: '0' });
    h.engine.onStreamed(notif(1, 'mention', 'a'));
    h.engine.onStreamed(notif(2, 'mention', 'b'));
    expect(h.lastMeta().unread).toBe(2);
    expect(h.group('ungrouped-2').unread).toBe(true);
    h.engine.markRead();
    expect(h.lastMeta().unread).toBe(0);
    expect(h.group('ungrouped-2').unread).toBe(true);
    h.engine.markSeen();
    expect(h.group('ungrouped-2').unread).toBe(false);
    expect(h.group('ungrouped-1').unread).toBe(false);
    h.engine.onStreamed(notif(3, 'mention', 'c'));
    expect(h.lastMeta().unread).toBe(1);
    expect(h.group('ungrouped-3').unread).toBe(true);
  });

  it('engine: with no server marker (a new account) nothing in the first page is highlighted or unread', () => {
    const h = harness();
    h.engine.reset(mentionsPage(30, 3), { hasMore: false, lastReadId: null });
    expect(h.rows().filter((r) => r.kind === 'notification-group' && r.unread)).toEqual([]);
    expect(h.lastMeta().unread).toBe(0);
    h.engine.onStreamed(notif(31, 'mention', 'n'));
    expect(h.group('ungrouped-31').unread).toBe(true);
    expect(h.lastMeta().unread).toBe(1);
  });
});
