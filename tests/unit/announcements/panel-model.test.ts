// The announcements panel's rules: it opens on the first unread one (else the newest), previous / next wrap, and a
// reaction shows as its emoji, its custom image, or, for a custom emoji the server did not describe, its name.
import { describe, expect, it } from 'vitest';
import type { AnnouncementRow } from '../../../shared/protocol/announcements.ts';
import {
  clampIndex,
  firstShown,
  reactionLook,
  step,
} from '../../../src/views/announcements/announcement-model.ts';

const row = (id: string, read: boolean): AnnouncementRow => ({
  kind: 'announcement',
  key: `a:${id}`,
  announcementId: id,
  content: [],
  startsAt: null,
  endsAt: null,
  allDay: false,
  publishedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  read,
  reactions: [],
});

describe('announcements panel', () => {
  it('starts on the first unread announcement, else the newest', () => {
    expect(firstShown([row('1', true), row('2', false), row('3', false)])).toBe(1);
    expect(firstShown([row('1', true), row('2', true)])).toBe(1);
    expect(firstShown([])).toBe(0);
  });

  it('wraps around with previous and next, and keeps the index inside a shrinking list', () => {
    expect(step(0, 3, -1)).toBe(2);
    expect(step(2, 3, 1)).toBe(0);
    expect(clampIndex(4, 2)).toBe(1);
  });

  it('draws a reaction as its emoji, its image, or the name of an unknown custom emoji', () => {
    const base = { count: 2, me: false, url: null, staticUrl: null };
    expect(reactionLook({ ...base, name: '👍' }, false)).toEqual({ kind: 'unicode', text: '👍' });
    expect(reactionLook({ ...base, name: 'ghost_emoji' }, false)).toEqual({
      kind: 'name',
      text: ':ghost_emoji:',
    });
    expect(
      reactionLook(
        { ...base, name: 'blob', url: 'https://e.test/b.gif', staticUrl: 'https://e.test/b.png' },
        false,
      ),
    ).toEqual({ kind: 'image', url: 'https://e.test/b.png', alt: ':blob:' });
  });
});
