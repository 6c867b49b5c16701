// Hashtags in the core (issue 16): following or featuring a tag shows at once in every view of it, the server's
// answer confirms it, and a refusal puts it back with the alert. The followed-tags list takes a tag followed
// anywhere at its top, keeps a tag unfollowed from it in place, and pages by next links.

import { describe, expect, it } from 'vitest';
import type { RowOp } from '../../../shared/protocol/diff.ts';
import type { TagRow } from '../../../shared/protocol/discovery.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import { ApiError } from '../../../worker/api/errors.ts';
import type { RawResult, RequestSpec } from '../../../worker/api/transport.ts';
import { toTagUse } from '../../../worker/discovery/rows.ts';
import { createTagBook } from '../../../worker/discovery/tag-book.ts';
import { openFollowedTagsView, openTagView } from '../../../worker/discovery/tag-views.ts';
import { shownAlert, words } from '../core-words.ts';

const DAY = 86_400;
const tag = (name: string, following = false, featuring = false) => ({
  name,
  url: `https://x.example/tags/${name}`,
  history: [
    { day: String(3 * DAY), uses: '5', accounts: '3' },
    { day: String(2 * DAY), uses: '0', accounts: '0' },
    { day: String(DAY), uses: '2', accounts: '2' },
  ],
  following,
  featuring,
});

const answer = (body: unknown, link: string | null = null): RawResult => ({
  ok: true,
  answer: { status: 200, headers: new Headers(link ? { link } : {}), body },
});
const refused = (call: string, status = 500): RawResult => ({
  ok: false,
  error: new ApiError({ kind: 'http', call, method: 'POST', url: '/x', status, statusText: 'Server Error' }),
});

/** A fake server: answers by path; `hold` keeps POSTs waiting until released. */
function server(routes: Record<string, (spec: RequestSpec) => RawResult>) {
  const calls: RequestSpec[] = [];
  const held: (() => void)[] = [];
  let holding = false;
  const request = (spec: RequestSpec): Promise<RawResult> => {
    calls.push(spec);
    const path = spec.path.replace('{name}', spec.pathParams?.name ?? '');
    const route = routes[`${spec.method} ${path}`];
    const result = route ? route(spec) : refused(spec.call, 404);
    if (holding && spec.method === 'POST') return new Promise((r) => held.push(() => r(result)));
    return Promise.resolve(result);
  };
  return {
    calls,
    request,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const h of held.splice(0)) h();
    },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

/** A view's rows as a tab would hold them, from its snapshot and emits. */
function mirror() {
  let rows: Row[] = [];
  return {
    emit: (ops: RowOp[]) => {
      for (const op of ops) if (op.op === 'reset') rows = op.rows;
    },
    set: (r: Row[]) => {
      rows = r;
    },
    rows: () => rows as TagRow[],
  };
}

describe('a tag view', () => {
  it('shows the tag with its week of use, oldest day first', async () => {
    const s = server({ 'GET /api/v1/tags/cats': () => answer(tag('cats')) });
    const book = createTagBook(s.request);
    const m = mirror();
    openTagView(book, 'cats', m.emit);
    await tick();
    expect(m.rows()[0]).toMatchObject({ name: 'cats', following: false, use: { daily: [2, 0, 5], uses: 7 } });
  });

  it('follows at once in two views, and the server confirms', async () => {
    const s = server({
      'GET /api/v1/tags/cats': () => answer(tag('cats')),
      'POST /api/v1/tags/cats/follow': () => answer(tag('cats', true)),
    });
    const book = createTagBook(s.request);
    const [a, b] = [mirror(), mirror()];
    openTagView(book, 'cats', a.emit);
    openTagView(book, 'Cats', b.emit);
    await tick();
    s.hold();
    const done = book.act('cats', 'follow');
    // Before the server answers, both views already show it followed.
    expect(a.rows()[0]?.following).toBe(true);
    expect(b.rows()[0]?.following).toBe(true);
    s.release();
    expect(await done).toMatchObject({ ok: true });
    expect(a.rows()[0]?.following).toBe(true);
    expect(s.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/v1/tags/{name}/follow',
    ]);
  });

  it('puts a refused feature back and says why', async () => {
    const s = server({
      'GET /api/v1/tags/cats': () => answer(tag('cats', true, false)),
      'POST /api/v1/tags/cats/feature': () => refused('tags.feature', 422),
    });
    const book = createTagBook(s.request);
    const m = mirror();
    openTagView(book, 'cats', m.emit);
    await tick();
    s.hold();
    const done = book.act('cats', 'feature');
    expect(m.rows()[0]?.featuring).toBe(true);
    s.release();
    const r = await done;
    expect(r.ok).toBe(false);
    expect(shownAlert(r.ok ? null : r.alert)).toMatchObject({ title: '422' });
    expect(m.rows()[0]).toMatchObject({ featuring: false, following: true });
  });

  it('says so in place when the tag cannot be fetched', async () => {
    const s = server({});
    const book = createTagBook(s.request);
    let error: unknown;
    const view = openTagView(book, 'nope', (_ops, meta) => {
      error = meta?.error;
    });
    await tick();
    expect(words(error)).toBe('This hashtag does not exist.');
    expect(view.snapshot().rows).toEqual([]);
  });
});

describe('the followed tags view', () => {
  it('pages by next links, takes a tag followed elsewhere at its top, keeps one unfollowed in place', async () => {
    const s = server({
      'GET /api/v1/followed_tags': (spec) =>
        spec.query?.max_id
          ? answer([tag('dogs', true)])
          : answer(
              [tag('cats', true), tag('birds', true)],
              '<https://x.example/api/v1/followed_tags?max_id=7>; rel="next"',
            ),
      'GET /api/v1/tags/knitting': () => answer(tag('knitting')),
      'POST /api/v1/tags/knitting/follow': () => answer(tag('knitting', true)),
      'POST /api/v1/tags/cats/unfollow': () => answer(tag('cats', false)),
    });
    const book = createTagBook(s.request);
    const m = mirror();
    const list = openFollowedTagsView(book, s.request, m.emit);
    await tick();
    expect(m.rows().map((r) => r.name)).toEqual(['cats', 'birds']);
    expect(list.snapshot().meta.hasMore).toBe(true);
    await list.loadMore();
    expect(m.rows().map((r) => r.name)).toEqual(['cats', 'birds', 'dogs']);
    // Followed from a tag header (another tab): at the top of the list.
    openTagView(book, 'knitting', () => {});
    await tick();
    await book.act('knitting', 'follow');
    expect(m.rows().map((r) => r.name)).toEqual(['knitting', 'cats', 'birds', 'dogs']);
    await book.act('cats', 'unfollow');
    expect(m.rows().map((r) => [r.name, r.following])).toContainEqual(['cats', false]);
    expect(m.rows()).toHaveLength(4);
  });
});

describe('tag use', () => {
  it('reads a history whatever its order, and ignores what is not a number', () => {
    expect(
      toTagUse([
        { day: '200', uses: '1', accounts: '1' },
        { day: '100', uses: 'x', accounts: '-3' },
        { day: '300', uses: '4', accounts: '2' },
      ]),
    ).toEqual({ daily: [0, 1, 4], uses: 5, accounts: 3 });
    expect(toTagUse(undefined)).toEqual({ daily: [], uses: 0, accounts: 0 });
  });
});
