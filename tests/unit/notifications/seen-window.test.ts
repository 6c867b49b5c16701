// The streamed-id window and the unread count rest on ids arriving in increasing order; these pin what happens when
// they do not (a late id, a replay long after the fact), so that the fast paths never count a notification twice.
import { describe, expect, it } from 'vitest';
import { NotificationsEngine } from '../../../worker/notifications/engine.ts';
import {
  emptySeenWindow,
  hasSeen,
  rememberSeen,
  seenSize,
} from '../../../worker/notifications/seenWindow.ts';
import { SEEN_IDS_CAP } from '../../../worker/notifications/stream.ts';
import {
  emptyUnread,
  markReadUpTo,
  noteUnreadGroup,
  noteUnreadId,
  unreadCount,
} from '../../../worker/notifications/unread.ts';
import { chip, notif, statusView } from './harness.ts';

describe('seen-id window', () => {
  it('remembers ids in and out of order, and forgets the oldest past its cap', () => {
    const w = emptySeenWindow(3);
    rememberSeen(w, '10');
    rememberSeen(w, '12');
    expect(hasSeen(w, '13')).toBe(false);
    expect(hasSeen(w, '11')).toBe(false); // a late id not yet seen
    rememberSeen(w, '11');
    expect(hasSeen(w, '11')).toBe(true);
    rememberSeen(w, '11');
    expect(seenSize(w)).toBe(3);
    rememberSeen(w, '100'); // longer id: numeric order, not string order
    expect(seenSize(w)).toBe(3);
    expect(hasSeen(w, '12')).toBe(true);
    expect(hasSeen(w, '99')).toBe(false);
    // 10 was forgotten; an id that old is taken as a replay of something handled long ago.
    expect(hasSeen(w, '10')).toBe(true);
    expect(hasSeen(w, '9')).toBe(true);
  });

  it('stays bounded over a long session', () => {
    const w = emptySeenWindow(100);
    for (let i = 1; i <= 1000; i++) rememberSeen(w, String(i));
    expect(seenSize(w)).toBe(100);
    expect(w.ids.length).toBeLessThanOrEqual(200);
    expect(hasSeen(w, '1000')).toBe(true);
    expect(hasSeen(w, '901')).toBe(true);
    expect(hasSeen(w, '1001')).toBe(false);
  });
});

describe('unread count fast paths', () => {
  it('counts a late (out-of-order) id once, and reading partway keeps the newer ones', () => {
    const u = emptyUnread('10');
    noteUnreadId(u, '11', 'a');
    noteUnreadId(u, '14', 'b');
    expect(noteUnreadId(u, '12', 'c')).toBe(true); // late
    expect(noteUnreadId(u, '12', 'c')).toBe(false);
    expect(noteUnreadId(u, '14', 'b')).toBe(false);
    expect(unreadCount(u)).toBe(3);
    markReadUpTo(u, '12');
    expect(unreadCount(u)).toBe(1);
    expect(noteUnreadId(u, '13', 'd')).toBe(true); // late, above the marker
    expect(noteUnreadId(u, '12', 'c')).toBe(false); // read
    expect(unreadCount(u)).toBe(2);
  });

  it('a replayed id after 20,000 others is not counted again', () => {
    const u = emptyUnread(null);
    noteUnreadId(u, '1000', 'first');
    for (let i = 1; i <= 20_000; i++) noteUnreadId(u, String(1000 + i), `ungrouped-${1000 + i}`);
    expect(unreadCount(u)).toBe(20_001);
    expect(noteUnreadId(u, '1000', 'first')).toBe(false);
    expect(unreadCount(u)).toBe(20_001);
  });

  it('a page about a group already streamed subtracts what was counted by id', () => {
    const u = emptyUnread('10');
    noteUnreadId(u, '11', 'fav');
    noteUnreadId(u, '12', 'other');
    noteUnreadId(u, '13', 'fav');
    noteUnreadGroup(u, 'fav', 4, '14', '11'); // 11..14 in the group: 11 and 13 already counted
    expect(unreadCount(u)).toBe(5);
    noteUnreadId(u, '14', 'fav'); // the page had counted it
    expect(unreadCount(u)).toBe(5);
    markReadUpTo(u, '12');
    // The page group now straddles the marker: only ids known above it count (13, 14).
    expect(unreadCount(u)).toBe(2);
    markReadUpTo(u, '14');
    expect(unreadCount(u)).toBe(0);
  });

  it('engine: a notification replayed after 20,000 others neither counts nor reappears', () => {
    let emits = 0;
    const engine = new NotificationsEngine({
      groupedTypes: ['favourite', 'reblog'],
      lastReadId: null,
      chip,
      statusView,
      filterVerdict: () => null,
      emit: () => {
        emits++;
      },
    });
    const first = notif(1, 'mention', 'a', 's1');
    expect(engine.onStreamed(first)).toBe('applied');
    for (let i = 2; i <= SEEN_IDS_CAP + 1; i++)
      engine.onStreamed(notif(i, 'mention', `acct${i % 7}`, `s${i}`));
    const count = engine.unreadCount();
    expect(count).toBe(SEEN_IDS_CAP + 1);
    const before = emits;
    expect(engine.onStreamed(first)).toBe('duplicate');
    expect(engine.unreadCount()).toBe(count);
    expect(emits).toBe(before);
    expect(engine.snapshot().rows.some((r) => r.key === 'ungrouped-1')).toBe(false);
  });
});

describe('unread count for ungrouped notifications', () => {
  it('a page about an ungrouped notification already streamed counts it once, and reading forgets it', () => {
    const u = emptyUnread('10');
    noteUnreadId(u, '11', 'ungrouped-11');
    noteUnreadId(u, '12', 'fav');
    noteUnreadGroup(u, 'ungrouped-11', 1, '11', '11');
    expect(unreadCount(u)).toBe(2);
    noteUnreadGroup(u, 'ungrouped-13', 1, '13', '13');
    expect(unreadCount(u)).toBe(3);
    markReadUpTo(u, '11');
    expect(unreadCount(u)).toBe(2);
  });
});
