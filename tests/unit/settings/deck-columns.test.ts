// The deck's column operations (shared/settings/deck-columns.ts): what a user sees when adding, removing, moving
// and sizing columns, and what a stored value from an older build or a hostile one becomes.
import { describe, expect, it } from 'vitest';
import {
  applyColumnOp,
  DEFAULT_COLUMNS,
  type DeckColumn,
  deckColumnsOf,
  MAX_COLUMNS,
  readColumnOp,
  readColumns,
} from '../../../shared/settings/deck-columns.ts';

const ids = (cs: readonly DeckColumn[] | null) =>
  cs?.map((c) => (c.params ? `${c.id}:${c.params.id}` : c.id));

describe('deck column operations', () => {
  it('adds a column at the end, once: a tag column per tag (case-insensitive, without #), a list per list', () => {
    const withTag = applyColumnOp(DEFAULT_COLUMNS, {
      op: 'add',
      column: { id: 'HASHTAG', params: { id: '#Cats' } },
    });
    expect(ids(withTag)).toEqual(['COMPOSE', 'HOME', 'NOTIFICATIONS', 'HASHTAG:Cats']);
    expect(
      applyColumnOp(withTag ?? [], { op: 'add', column: { id: 'HASHTAG', params: { id: 'cats' } } }),
    ).toBe(null);
    const withOther = applyColumnOp(withTag ?? [], {
      op: 'add',
      column: { id: 'HASHTAG', params: { id: 'dogs' } },
    });
    expect(ids(withOther)?.slice(-2)).toEqual(['HASHTAG:Cats', 'HASHTAG:dogs']);
    expect(applyColumnOp(DEFAULT_COLUMNS, { op: 'add', column: { id: 'HOME' } })).toBe(null);
    const list = applyColumnOp(DEFAULT_COLUMNS, { op: 'add', column: { id: 'LIST', params: { id: '7' } } });
    expect(ids(list)?.at(-1)).toBe('LIST:7');
  });

  it('refuses a column that cannot be one: unknown kind, a tag or list without its id', () => {
    for (const column of [
      { id: 'NOPE' },
      { id: 'HASHTAG' },
      { id: 'LIST', params: { id: '  ' } },
      { id: 'HASHTAG', params: { id: 'two words' } },
    ])
      expect(applyColumnOp(DEFAULT_COLUMNS, { op: 'add', column: column as DeckColumn })).toBe(null);
  });

  it('removes, and moves left or right by one, never past either end', () => {
    expect(ids(applyColumnOp(DEFAULT_COLUMNS, { op: 'remove', key: 'HOME' }))).toEqual([
      'COMPOSE',
      'NOTIFICATIONS',
    ]);
    expect(applyColumnOp(DEFAULT_COLUMNS, { op: 'remove', key: 'PUBLIC' })).toBe(null);
    expect(ids(applyColumnOp(DEFAULT_COLUMNS, { op: 'move', key: 'NOTIFICATIONS', by: -1 }))).toEqual([
      'COMPOSE',
      'NOTIFICATIONS',
      'HOME',
    ]);
    expect(ids(applyColumnOp(DEFAULT_COLUMNS, { op: 'move', key: 'HOME', by: 1 }))).toEqual([
      'COMPOSE',
      'NOTIFICATIONS',
      'HOME',
    ]);
    expect(applyColumnOp(DEFAULT_COLUMNS, { op: 'move', key: 'COMPOSE', by: -1 })).toBe(null);
    expect(applyColumnOp(DEFAULT_COLUMNS, { op: 'move', key: 'NOTIFICATIONS', by: 1 })).toBe(null);
  });

  it('sets a width; normal is the absence of one; the same width again changes nothing', () => {
    const wide = applyColumnOp(DEFAULT_COLUMNS, { op: 'width', key: 'HOME', width: 'wide' });
    expect(wide?.[1]).toEqual({ id: 'HOME', width: 'wide' });
    expect(applyColumnOp(wide ?? [], { op: 'width', key: 'HOME', width: 'wide' })).toBe(null);
    expect(applyColumnOp(wide ?? [], { op: 'width', key: 'HOME', width: 'normal' })?.[1]).toEqual({
      id: 'HOME',
    });
  });

  it('two tabs changing the deck at once: each change applies to the current deck, none is lost', () => {
    // Both tabs saw the default deck; one adds Local, the other removes Home. Applied in turn by the core:
    let deck: DeckColumn[] = [...DEFAULT_COLUMNS];
    deck = applyColumnOp(deck, { op: 'add', column: { id: 'COMMUNITY' } }) ?? deck;
    deck = applyColumnOp(deck, { op: 'remove', key: 'HOME' }) ?? deck;
    expect(ids(deck)).toEqual(['COMPOSE', 'NOTIFICATIONS', 'COMMUNITY']);
  });
});

describe('reading a stored deck', () => {
  it('keeps what a build of the lists era stored (id and params) and the default when nothing is stored', () => {
    expect(ids(readColumns([{ id: 'COMPOSE' }, { id: 'LIST', params: { id: '3' } }]))).toEqual([
      'COMPOSE',
      'LIST:3',
    ]);
    expect(ids(deckColumnsOf({}))).toEqual(['COMPOSE', 'HOME', 'NOTIFICATIONS']);
    expect(ids(deckColumnsOf({ columns: 'HOME' }))).toEqual(['COMPOSE', 'HOME', 'NOTIFICATIONS']);
    // A deck emptied on purpose stays empty.
    expect(deckColumnsOf({ columns: [] })).toEqual([]);
  });

  it('leaves out malformed, unknown and repeated columns, stray fields and bad widths; caps the length', () => {
    const hostile: unknown[] = [
      null,
      42,
      'HOME',
      { id: 'HOME', width: 'enormous', extra: '<script>' },
      { id: 'HOME' },
      { id: 'LIST', params: { id: 5 } },
      { id: 'HASHTAG', params: { id: 'x'.repeat(500) } },
      { id: 'HASHTAG', params: { id: 'cats', __proto__: { polluted: true } } },
      { id: 'PUBLIC', width: 'narrow' },
      { id: 'toString' },
    ];
    expect(readColumns(hostile)).toEqual([
      { id: 'HOME' },
      { id: 'HASHTAG', params: { id: 'cats' } },
      { id: 'PUBLIC', width: 'narrow' },
    ]);
    const many = Array.from({ length: 100 }, (_, i) => ({ id: 'HASHTAG', params: { id: `t${i}` } }));
    expect(readColumns(many)).toHaveLength(MAX_COLUMNS);
  });

  it('checks an operation that came from a tab', () => {
    expect(readColumnOp({ op: 'move', key: 'HOME', by: 5 })).toBe(null);
    expect(readColumnOp({ op: 'width', key: 'HOME', width: 'huge' })).toBe(null);
    expect(readColumnOp({ op: 'add', column: { id: 'EXPLORE', width: 'wide' } })).toEqual({
      op: 'add',
      column: { id: 'EXPLORE', width: 'wide' },
    });
    expect(readColumnOp('remove')).toBe(null);
  });
});
