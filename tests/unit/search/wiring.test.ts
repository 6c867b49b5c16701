// The core's search wiring over a fake server: result pages ask 11 at offsets 0, 10, 20…; typing-ahead asks limit 4
// of each and stays quiet on a 429 (no alert, no suggestions); resolving answers where to go, "not found" as an
// answer, and other failures as the section 8 alert.
import { describe, expect, it } from 'vitest';
import type { RowOp } from '../../../shared/protocol/diff.ts';
import { ApiError } from '../../../worker/api/errors.ts';
import type { RawResult, RequestSpec } from '../../../worker/api/transport.ts';
import { createSearchWiring } from '../../../worker/app/search.ts';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import { words } from '../core-words.ts';
import { account, status } from '../timelines/fixtures.ts';

const ok = (body: unknown): RawResult => ({
  ok: true,
  answer: { status: 200, headers: new Headers(), body },
});
const fail = (status: number): RawResult => ({
  ok: false,
  error: new ApiError({ kind: 'http', call: 'x', method: 'GET', url: '/api', status, statusText: 'Error' }),
});
const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => String(from + i));

function wiring(answer: (spec: RequestSpec) => RawResult) {
  const asked: RequestSpec[] = [];
  const w = createSearchWiring({
    request: async (spec) => {
      asked.push(spec);
      return answer(spec);
    },
    store: new EntityStore(),
    me: 'me',
    now: () => 0,
    log: () => {},
  });
  return { w, asked };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('search wiring', () => {
  it('pages the full list by offset, 11 asked each time, until an answer has no 11th', async () => {
    const { w, asked } = wiring((spec) => {
      const offset = Number((spec.query as Record<string, string>).offset ?? 0);
      const n = offset >= 20 ? 4 : 11;
      return ok({ accounts: [], hashtags: [], statuses: ids(100 + offset, n).map((id) => status(id)) });
    });
    const ops: RowOp[][] = [];
    const key = 'search:q=coffee:type=statuses';
    w.openView(key, { kind: 'search', q: 'coffee', type: 'statuses' }, (o) => ops.push(o));
    await settle();
    await w.loadMore(key);
    await w.loadMore(key);
    await w.loadMore(key);
    const queries = asked.map((a) => a.query as Record<string, string>);
    expect(queries.map((q) => [q.limit, q.offset ?? '0', q.type, q.resolve])).toEqual([
      ['11', '0', 'statuses', 'false'],
      ['11', '10', 'statuses', 'false'],
      ['11', '20', 'statuses', 'false'],
    ]);
  });

  it('a URL opened by address is searched with resolve=true', async () => {
    const { w, asked } = wiring(() => ok({ accounts: [], statuses: [], hashtags: [] }));
    w.openView('search:q=x', { kind: 'search', q: 'https://a.example/@ada/1' }, () => {});
    await settle();
    expect((asked[0]!.query as Record<string, string>).resolve).toBe('true');
  });

  it('typing-ahead asks 4 accounts and 4 hashtags, and a 429 is silent', async () => {
    const { w, asked } = wiring((spec) =>
      spec.path === '/api/v1/accounts/search' ? ok([account('1', { acct: 'ada' })]) : fail(429),
    );
    const r = await w.intent({ type: 'search.suggest', q: 'ada' });
    expect(r.ok).toBe(true);
    expect(r.ok && r.value).toMatchObject({ accounts: [{ acct: 'ada' }], hashtags: [] });
    expect(asked.map((a) => [a.path, (a.query as Record<string, string>).limit])).toEqual([
      ['/api/v1/accounts/search', '4'],
      ['/api/v2/search', '4'],
    ]);
    const all429 = wiring(() => fail(429));
    expect(await all429.w.intent({ type: 'search.suggest', q: 'ada' })).toEqual({
      ok: true,
      value: { accounts: [], hashtags: [] },
    });
  });

  it('resolving answers the Woolly address, or that nothing was found; a server failure is an alert', async () => {
    const post = status('42', { account: account('7', { acct: 'ada@fedi.example' }) });
    const found = wiring(() => ok({ accounts: [], statuses: [post], hashtags: [] }));
    expect(await found.w.intent({ type: 'search.resolve', q: 'https://fedi.example/@ada/42' })).toEqual({
      ok: true,
      value: { found: true, path: '/@ada@fedi.example/42' },
    });
    const none = wiring(() => ok({ accounts: [], statuses: [], hashtags: [] }));
    expect(await none.w.intent({ type: 'search.resolve', q: '@x@nowhere.example' })).toEqual({
      ok: true,
      value: { found: false },
    });
    const broken = wiring(() => fail(500));
    const r = await broken.w.intent({ type: 'search.resolve', q: '@x@nowhere.example' });
    expect(r.ok).toBe(false);
    expect(words(!r.ok && r.alert?.title)).toBe('500');
  });
});
