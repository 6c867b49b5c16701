// The thread view's presentation rules: which row is the focused post, and what the focused post states: its full
// date, visibility, application, an edit date opening the history, and counts opening who boosted and favourited.
import { describe, expect, it } from 'vitest';
import { focusedFacts, threadPlace } from '../../../src/routes/lazy/thread-detail.ts';

describe('thread places', () => {
  it('places rows around the focused post', () => {
    expect([0, 1, 2, 3].map((i) => threadPlace(i, 2))).toEqual(['ancestor', 'ancestor', 'focused', 'reply']);
    // Before the focused post is loaded every row counts as a reply.
    expect(threadPlace(0, -1)).toBe('reply');
  });
});

describe('the focused post’s facts', () => {
  const base = {
    createdAt: '2026-03-01T10:00:00Z',
    editedAt: '2026-03-02T10:00:00Z',
    visibility: 'private' as const,
    application: { name: 'Tusky', website: 'https://tusky.app' },
    repliesCount: 1,
    reblogsCount: 1234,
    favouritesCount: 0,
  };

  it('states the dates, visibility and application, and where the history and the lists open', () => {
    const f = focusedFacts(base, '/@ada/9');
    expect(f.created?.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(f.edited?.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(f.visibility).toBe('private');
    expect(f.application).toEqual({ name: 'Tusky', website: 'https://tusky.app' });
    expect(f.historyPath).toBe('/@ada/9/history');
    expect(f.counts).toEqual([
      { kind: 'replies', count: 1, path: null },
      { kind: 'reblogs', count: 1234, path: '/@ada/9/reblogs' },
      { kind: 'favourites', count: 0, path: '/@ada/9/favourites' },
    ]);
  });

  it('counts quotes where the server counts them', () => {
    const f = focusedFacts({ ...base, quotesCount: 3 }, '/@ada/9');
    expect(f.counts.at(-1)).toEqual({ kind: 'quotes', count: 3, path: null });
  });

  it('leaves out dates it cannot read, and offers no history for a post never edited', () => {
    const f = focusedFacts({ ...base, createdAt: 'garbage', editedAt: null, application: null }, '/@ada/9');
    expect(f.created).toBeNull();
    expect(f.edited).toBeNull();
    expect(f.historyPath).toBeNull();
    expect(f.application).toBeNull();
  });
});
