// The tag history compose offers first (shared/compose/tag-history.ts; section 9: 1000 per user).
import { describe, expect, it } from 'vitest';
import { addTags, postedTags, readTagHistory, recentTagsFirst } from '../../../shared/compose/tag-history.ts';
import { TAG_HISTORY_CAP } from '../../../shared/constants.ts';

describe('tag history', () => {
  it('a post puts its tags first, once each whatever the case, the latest spelling kept', () => {
    const h = addTags(['cats', 'TypeScript', 'music'], ['typescript', 'knitting', 'Knitting']);
    expect(h).toEqual(['typescript', 'knitting', 'cats', 'music']);
  });

  it('is capped at 1000: the oldest goes', () => {
    const full = Array.from({ length: TAG_HISTORY_CAP }, (_, i) => `tag${i}`);
    const next = addTags(full, ['fresh']);
    expect(next).toHaveLength(1000);
    expect(next[0]).toBe('fresh');
    expect(next).not.toContain('tag999');
    expect(next).toContain('tag998');
  });

  it('reads back what was kept defensively', () => {
    expect(readTagHistory('nonsense')).toEqual([]);
    expect(readTagHistory(['a', 3, null, '#b', 'has space', 'A'])).toEqual(['a', 'b']);
    expect(readTagHistory(Array.from({ length: 1500 }, (_, i) => `t${i}`))).toHaveLength(1000);
  });

  it('takes the tags of the post the server answered', () => {
    expect(postedTags({ tags: [{ name: 'typescript' }, { name: '' }, 'x', { nope: 1 }] })).toEqual([
      'typescript',
    ]);
    expect(postedTags(null)).toEqual([]);
    expect(postedTags({ id: '1' })).toEqual([]);
  });

  it('offers the user’s own tags that fit first, then the server’s, at most 4, each once', () => {
    const offered = recentTagsFirst(
      ['typography', 'cats', 'TypeScript'],
      [
        { name: 'typescript', people: 12 },
        { name: 'types', people: 3 },
        { name: 'typing', people: 1 },
        { name: 'typewriter', people: 0 },
      ],
      'typ',
    );
    expect(offered).toEqual([
      { name: 'typography', people: null, recent: true },
      { name: 'TypeScript', people: 12, recent: true },
      { name: 'types', people: 3, recent: false },
      { name: 'typing', people: 1, recent: false },
    ]);
  });
});
