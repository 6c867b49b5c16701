// The drafts put aside (issue 19 item 7): newest change first, capped at 100 with the oldest change dropped, a
// draft put aside again replaces itself, and a damaged stored list reads back without its broken entries.
import { describe, expect, it } from 'vitest';
import {
  excerptOf,
  MAX_SAVED_DRAFTS,
  readSavedDrafts,
  type SavedDraft,
  withoutSavedDraft,
  withSavedDraft,
} from '../../../shared/compose/saved-drafts.ts';

const entry = (id: string, updatedAt: number, text = id): SavedDraft => ({
  id,
  draft: { text },
  updatedAt,
  parent: null,
});

describe('saved drafts list', () => {
  it('keeps the newest change first', () => {
    let list: SavedDraft[] = [];
    list = withSavedDraft(list, entry('a', 1));
    list = withSavedDraft(list, entry('b', 3));
    list = withSavedDraft(list, entry('c', 2));
    expect(list.map((d) => d.id)).toEqual(['b', 'c', 'a']);
    // Changing "a" moves it to the top and replaces it.
    list = withSavedDraft(list, entry('a', 4, 'changed'));
    expect(list.map((d) => d.id)).toEqual(['a', 'b', 'c']);
    expect(list[0]?.draft.text).toBe('changed');
  });
  it(`is capped at ${MAX_SAVED_DRAFTS}, the oldest change dropped`, () => {
    let list: SavedDraft[] = [];
    for (let i = 0; i < MAX_SAVED_DRAFTS + 5; i++) list = withSavedDraft(list, entry(`d${i}`, 1000 + i));
    expect(list).toHaveLength(MAX_SAVED_DRAFTS);
    expect(list[0]?.id).toBe(`d${MAX_SAVED_DRAFTS + 4}`);
    expect(list.some((d) => d.id === 'd4')).toBe(false);
    expect(list.some((d) => d.id === 'd5')).toBe(true);
  });
  it('removes one', () => {
    const list = [entry('a', 2), entry('b', 1)];
    expect(withoutSavedDraft(list, 'a').map((d) => d.id)).toEqual(['b']);
  });
  it('reads a stored list back: broken entries left out, order and cap restored', () => {
    const raw = [
      entry('old', 1),
      null,
      { id: 'nodraft', updatedAt: 5 },
      { id: 'p', draft: { text: 'reply' }, updatedAt: 9, parent: { id: '7', acct: 'ada', excerpt: 'hi' } },
      entry('old', 3),
    ];
    const list = readSavedDrafts(raw);
    expect(list.map((d) => d.id)).toEqual(['p', 'old']);
    expect(list[0]?.parent).toEqual({ id: '7', relation: 'reply', acct: 'ada', excerpt: 'hi' });
    expect(readSavedDrafts('garbage')).toEqual([]);
  });
  it('excerpts a parent on a word, folding whitespace', () => {
    expect(excerptOf('short  text\nhere')).toBe('short text here');
    const long = 'word '.repeat(40);
    const ex = excerptOf(long, 22);
    expect(ex.endsWith('…')).toBe(true);
    expect(ex.length).toBeLessThanOrEqual(23);
  });
});
