// The thread view's presentation rules: lines join ancestors to their replies; the focused post states its full date,
// visibility, edit and counts.
import { describe, expect, it } from 'vitest';
import { detailFacts, threadClasses, threadPlace } from '../../../src/routes/lazy/thread-detail.ts';

describe('thread lines', () => {
  it('places rows around the focused post and joins each ancestor to the reply under it', () => {
    // Rows: [root, reply-to-root, focused (a reply), a reply to the focused post]
    const places = [0, 1, 2, 3].map((i) => threadPlace(i, 2));
    expect(places).toEqual(['ancestor', 'ancestor', 'focused', 'reply']);
    expect(threadClasses('ancestor', false)).toBe('thread-ancestor');
    expect(threadClasses('ancestor', true)).toBe('thread-ancestor thread-child');
    expect(threadClasses('focused', true)).toBe('detailed-status thread-child');
    expect(threadClasses('focused', false)).toBe('detailed-status');
    expect(threadClasses('reply', true)).toBe('thread-reply');
    // Before the focused post is loaded every row counts as a reply: no line drawn to nowhere.
    expect(threadPlace(0, -1)).toBe('reply');
  });
});

describe('the focused post’s facts', () => {
  const fmt = (d: Date) => d.toISOString().slice(0, 10);
  it('states the full date, visibility, edit date and counts', () => {
    expect(
      detailFacts(
        {
          createdAt: '2026-03-01T10:00:00Z',
          editedAt: '2026-03-02T10:00:00Z',
          visibility: 'private',
          repliesCount: 1,
          reblogsCount: 1234,
          favouritesCount: 0,
        },
        fmt,
      ),
    ).toEqual([
      '2026-03-01',
      'Followers only',
      'Edited 2026-03-02',
      '1 reply',
      '1,234 boosts',
      '0 favourites',
    ]);
  });

  it('leaves out a date it cannot read instead of showing "Invalid Date"', () => {
    const facts = detailFacts(
      {
        createdAt: 'garbage',
        editedAt: null,
        visibility: 'public',
        repliesCount: 0,
        reblogsCount: 2,
        favouritesCount: 1,
      },
      fmt,
    );
    expect(facts).toEqual(['Public', '0 replies', '2 boosts', '1 favourite']);
  });
});
