// Compose's suggestions in the core (worker/compose/suggest.ts) and the tag history it keeps per account
// (worker/compose/tag-history-store.ts): the calls sent, recently used tags first, quiet failures.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../worker/api/errors.ts';
import type { RawResult, RequestSpec } from '../../../worker/api/transport.ts';
import { composeSuggestions } from '../../../worker/compose/suggest.ts';
import { createTagHistoryStore } from '../../../worker/compose/tag-history-store.ts';

const account = (id: string, acct: string) => ({
  id,
  username: acct,
  acct,
  display_name: acct.toUpperCase(),
  avatar: `https://example.com/${id}.png`,
  avatar_static: `https://example.com/${id}.png`,
  url: `https://example.com/@${acct}`,
  emojis: [],
  fields: [],
  locked: false,
  bot: false,
  created_at: '2024-01-01T00:00:00.000Z',
  note: '',
  followers_count: 0,
  following_count: 0,
  statuses_count: 0,
});

const answering =
  (body: unknown, sent: RequestSpec[]) =>
  async (spec: RequestSpec): Promise<RawResult> => {
    sent.push(spec);
    return { ok: true, answer: { status: 200, headers: {}, body } } as unknown as RawResult;
  };

describe('compose suggestions in the core', () => {
  it('accounts: GET v1/accounts/search with resolve=false and limit 4', async () => {
    const sent: RequestSpec[] = [];
    const s = await composeSuggestions(
      { request: answering([account('1', 'ada'), account('2', 'adam')], sent), tagHistory: async () => [] },
      { type: 'compose.suggest', kind: 'account', q: 'ad' },
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      path: '/api/v1/accounts/search',
      query: { q: 'ad', resolve: 'false', limit: '4' },
    });
    expect(s.accounts.map((a) => a.acct)).toEqual(['ada', 'adam']);
    expect(s.hashtags).toEqual([]);
  });

  it('hashtags: GET v2/search type=hashtags exclude_unreviewed, recently used ones first', async () => {
    const sent: RequestSpec[] = [];
    const s = await composeSuggestions(
      {
        request: answering(
          {
            accounts: [],
            statuses: [],
            hashtags: [{ name: 'typescript', url: 'https://x/tags/typescript', history: [] }],
          },
          sent,
        ),
        tagHistory: async () => ['typography', 'cats'],
      },
      { type: 'compose.suggest', kind: 'hashtag', q: 'typ' },
    );
    expect(sent[0]).toMatchObject({
      path: '/api/v2/search',
      query: { q: 'typ', type: 'hashtags', exclude_unreviewed: 'true', limit: '4' },
    });
    expect(s.hashtags.map((h) => [h.name, h.recent])).toEqual([
      ['typography', true],
      ['typescript', false],
    ]);
  });

  it('a 429, a network failure or a malformed answer suggests nothing (and never throws)', async () => {
    const limited = async (): Promise<RawResult> => ({
      ok: false,
      error: new ApiError({ kind: 'http', status: 429, call: 'accounts.search', method: 'GET', url: '/x' }),
    });
    const none = { request: limited, tagHistory: async () => [] };
    expect(await composeSuggestions(none, { type: 'compose.suggest', kind: 'account', q: 'ad' })).toEqual({
      accounts: [],
      hashtags: [],
    });
    const thrown = { request: () => Promise.reject(new Error('socket')), tagHistory: async () => [] };
    expect(
      (await composeSuggestions(thrown, { type: 'compose.suggest', kind: 'hashtag', q: 'ty' })).hashtags,
    ).toEqual([]);
    const junk = { request: answering('<html>', []), tagHistory: async () => [] };
    expect(
      (await composeSuggestions(junk, { type: 'compose.suggest', kind: 'account', q: 'ad' })).accounts,
    ).toEqual([]);
  });
});

describe('the tag history store', () => {
  it('records a post’s tags per account and keeps them for the next core', async () => {
    const disk = new Map<string, unknown>();
    const kv = {
      get: async <T>(k: string) => disk.get(k) as T,
      set: (k: string, v: unknown) => void disk.set(k, v),
    };
    let who = 'inst|1';
    const store = createTagHistoryStore({ kv, accountKey: () => who });
    await store.record(['typescript', 'cats']);
    await store.record(['music']);
    expect(await store.list()).toEqual(['music', 'typescript', 'cats']);
    who = 'inst|2';
    expect(await store.list()).toEqual([]);
    who = 'inst|1';
    const next = createTagHistoryStore({ kv, accountKey: () => who });
    expect(await next.list()).toEqual(['music', 'typescript', 'cats']);
  });
});
