// The core's search result view: sections with a few of each kind and whether more exist; the full list of one
// type paged 10 at a time (11 asked); posts kept in the shared store, so a favourite or a delete seen anywhere
// reaches them; a hide filter shows as a warning here (ruling 5); a blocked account leaves the results.
import { describe, expect, it } from 'vitest';
import { applyOps, type RowOp, type ViewMeta } from '../../../shared/protocol/diff.ts';
import type { Row, StatusRow } from '../../../shared/protocol/rows.ts';
import type { SearchType } from '../../../shared/protocol/search.ts';
import type { Tag } from '../../../shared/wire/entities.ts';
import { compileFilters } from '../../../worker/filters/compile.ts';
import { createSearchView, type SearchAnswer } from '../../../worker/search/results-view.ts';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import { account, filter, status } from '../timelines/fixtures.ts';

const tag = (name: string, people = 1): Tag => ({
  name,
  url: `https://social.test/tags/${name}`,
  history: [
    { day: '3', uses: '4', accounts: String(people) },
    { day: '2', uses: '2', accounts: '1' },
    { day: '1', uses: '1', accounts: '1' },
  ],
});
const answer = (a: Partial<SearchAnswer>): SearchAnswer => ({
  accounts: [],
  statuses: [],
  hashtags: [],
  ...a,
});
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => String(from + i));

function setup(type: SearchType | null, filters = compileFilters([], 0)) {
  const store = new EntityStore();
  let rows: Row[] = [];
  let meta: Partial<ViewMeta> = {};
  const view = createSearchView({
    type,
    store,
    me: 'me',
    now: () => 0,
    filters: () => filters,
    emit: (ops: RowOp[], m?: Partial<ViewMeta>) => {
      rows = applyOps(rows, ops);
      meta = { ...meta, ...m };
    },
  });
  return { store, view, rows: () => rows, meta: () => meta };
}

const keys = (rows: Row[]) => rows.map((r) => r.key);

describe('sectioned results', () => {
  it('show 4 of each kind under its title, saying when there is more', () => {
    const s = setup(null);
    s.view.load(
      answer({
        accounts: range(1, 6).map((id) => account(id)),
        hashtags: [tag('knit'), tag('knitting', 3)],
        statuses: range(100, 5).map((id) => status(id)),
      }),
    );
    expect(keys(s.rows())).toEqual([
      'section:accounts',
      ...range(1, 4).map((id) => `account:${id}`),
      'section:hashtags',
      'hashtag:knit',
      'hashtag:knitting',
      'section:statuses',
      ...range(100, 4).map((id) => `s:${id}`),
    ]);
    const sections = s.rows().filter((r) => r.kind === 'search-section');
    expect(sections.map((r) => r.kind === 'search-section' && [r.section, r.more])).toEqual([
      ['accounts', true],
      ['hashtags', false],
      ['statuses', true],
    ]);
    // A hashtag's use: people over the last two days, posts over its history.
    const knitting = s.rows().find((r) => r.key === 'hashtag:knitting');
    expect(knitting).toMatchObject({ people: 4, uses: 7, history: [1, 2, 4] });
    expect(s.meta()).toMatchObject({ isLoading: false, hasMore: false, error: null });
  });

  it('a kind with no results has no section', () => {
    const s = setup(null);
    s.view.load(answer({ hashtags: [tag('knitting')] }));
    expect(keys(s.rows())).toEqual(['section:hashtags', 'hashtag:knitting']);
  });
});

describe('the full list of one type', () => {
  it('shows 10 of the 11 asked, then the next page after them, never a result twice, until an answer ends it', () => {
    const s = setup('statuses');
    s.view.load(answer({ statuses: range(100, 11).map((id) => status(id)) }));
    expect(keys(s.rows())).toEqual(range(100, 10).map((id) => `s:${id}`));
    expect(s.meta().hasMore).toBe(true);
    expect(s.view.pages()).toBe(1);
    // The next page starts at offset 10; one already shown (the results moved) is not shown again, and the page's
    // 11th (119) comes with the next one.
    s.view.more(answer({ statuses: ['109', ...range(110, 10)].map((id) => status(id)) }));
    expect(keys(s.rows())).toEqual([...range(100, 10), ...range(110, 9)].map((id) => `s:${id}`));
    expect(s.meta().hasMore).toBe(true);
    expect(s.view.pages()).toBe(2);
    s.view.more(answer({ statuses: range(119, 3).map((id) => status(id)) }));
    expect(s.rows()).toHaveLength(22);
    expect(s.meta().hasMore).toBe(false);
    expect(s.view.snapshot().rows).toEqual(s.rows());
  });

  it('accounts and hashtags page the same way', () => {
    const a = setup('accounts');
    a.view.load(answer({ accounts: range(1, 11).map((id) => account(id)) }));
    expect(a.rows()).toHaveLength(10);
    a.view.more(answer({ accounts: range(11, 2).map((id) => account(id)) }));
    expect(keys(a.rows()).slice(-2)).toEqual(['account:11', 'account:12']);
    expect(a.meta().hasMore).toBe(false);
    const h = setup('hashtags');
    h.view.load(answer({ hashtags: [tag('a'), tag('b')] }));
    expect(keys(h.rows())).toEqual(['hashtag:a', 'hashtag:b']);
    expect(h.meta().hasMore).toBe(false);
  });
});

describe('posts in the results', () => {
  it('follow the shared store: a favourite made elsewhere shows, a deleted post leaves', () => {
    const s = setup('statuses');
    s.view.load(answer({ statuses: [status('1'), status('2')] }));
    s.store.patchStatus('1', { favourited: true, favourites_count: 1 });
    const first = s.rows()[0] as StatusRow;
    expect(first.status.favourited).toBe(true);
    expect(first.status.favouritesCount).toBe(1);
    s.store.deleteStatus('2');
    expect(keys(s.rows())).toEqual(['s:1']);
  });

  it('a hide filter shows as a warning, not a missing post', () => {
    const filters = compileFilters([filter('f', { words: ['coffee'], filter_action: 'hide' })], 0);
    const s = setup('statuses', filters);
    s.view.load(answer({ statuses: [status('1', { content: '<p>more coffee</p>' })] }));
    const row = s.rows()[0] as StatusRow;
    expect(row.filter).toEqual({ action: 'warn', titles: ['Filter f'] });
  });

  it('a blocked account leaves: its profile and its posts', () => {
    const s = setup(null);
    s.view.load(
      answer({
        accounts: [account('bad'), account('good')],
        statuses: [status('1', { accountId: 'bad' }), status('2')],
      }),
    );
    s.view.removeAccount('bad');
    expect(keys(s.rows())).toEqual(['section:accounts', 'account:good', 'section:statuses', 's:2']);
  });

  it('a failed load says why in the view', () => {
    const s = setup('statuses');
    s.view.fail('Rate limited by the server. Try again in a moment.');
    expect(s.meta()).toMatchObject({
      isLoading: false,
      error: 'Rate limited by the server. Try again in a moment.',
    });
  });
});
