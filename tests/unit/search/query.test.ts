// Which queries are resolved (a URL or a handle opens that account or post) and which are searched for.
import { describe, expect, it } from 'vitest';
import { classifyQuery, isResolvable } from '../../../shared/search/query.ts';
import { resolvedPath, resolveRequest } from '../../../worker/search/resolve.ts';

describe('classifyQuery', () => {
  it('an empty or blank query is nothing to do', () => {
    expect(classifyQuery('')).toEqual({ kind: 'empty' });
    expect(classifyQuery('   \n')).toEqual({ kind: 'empty' });
  });

  it('handles with and without the leading @, with a port, are resolved', () => {
    for (const [q, username, domain] of [
      ['@ada@fedi.example', 'ada', 'fedi.example'],
      ['ada@fedi.example', 'ada', 'fedi.example'],
      ['  @Ada_L@social.example.org ', 'Ada_L', 'social.example.org'],
      ['ada@127.0.0.1:4173', 'ada', '127.0.0.1:4173'],
      ['ada@localhost:3000', 'ada', 'localhost:3000'],
    ] as const) {
      const k = classifyQuery(q);
      expect(k).toMatchObject({ kind: 'handle', username, domain });
      expect(isResolvable(k)).toBe(true);
    }
  });

  it('post and account URLs are told apart by their paths', () => {
    expect(classifyQuery('https://fedi.example/@ada/1234')).toMatchObject({ kind: 'url', target: 'status' });
    expect(classifyQuery('https://fedi.example/users/ada/statuses/1234')).toMatchObject({
      kind: 'url',
      target: 'status',
    });
    expect(classifyQuery('https://fedi.example/@ada')).toMatchObject({ kind: 'url', target: 'account' });
    expect(classifyQuery('https://fedi.example/users/ada')).toMatchObject({ kind: 'url', target: 'account' });
    expect(classifyQuery('http://fedi.example/about')).toMatchObject({ kind: 'url', target: 'unknown' });
  });

  it('words, tags, local names and half-typed addresses are searched for, not resolved', () => {
    for (const q of ['ada', '@ada', '#knit', 'coffee beans', 'mail a@b', 'https://', 'see https://x.example'])
      expect(isResolvable(classifyQuery(q)), q).toBe(false);
  });
});

describe('resolving', () => {
  const account = (id: string, acct: string) => ({
    id,
    acct,
    username: acct.split('@')[0],
    url: `https://x.example/@${acct}`,
    display_name: '',
    note: '',
    avatar: '',
    avatar_static: '',
    header: '',
    header_static: '',
    locked: false,
    bot: false,
    created_at: '2026-01-01T00:00:00.000Z',
    followers_count: 0,
    following_count: 0,
    statuses_count: 0,
    emojis: [],
    fields: [],
  });

  it('asks with resolve=true for the type the address names', () => {
    const post = classifyQuery('https://fedi.example/@ada/99');
    const handle = classifyQuery('@ada@fedi.example');
    if (!isResolvable(post) || !isResolvable(handle)) throw new Error('resolvable');
    expect(resolveRequest(post).query).toMatchObject({ resolve: 'true', type: 'statuses' });
    expect(resolveRequest(handle).query).toMatchObject({ resolve: 'true', type: 'accounts' });
  });

  it('leads to the account at its Woolly address, or says nothing was found', () => {
    const k = classifyQuery('@ada@fedi.example');
    if (!isResolvable(k)) throw new Error('resolvable');
    expect(
      resolvedPath(k, { accounts: [account('7', 'ada@fedi.example')], statuses: [], hashtags: [] }),
    ).toEqual({
      found: true,
      path: '/@ada@fedi.example',
    });
    // Someone else (a fuzzy match) is not the handle asked for.
    expect(
      resolvedPath(k, { accounts: [account('8', 'adam@fedi.example')], statuses: [], hashtags: [] }),
    ).toEqual({
      found: false,
    });
    expect(resolvedPath(k, { accounts: [], statuses: [], hashtags: [] })).toEqual({ found: false });
    expect(resolvedPath(k, 'garbage')).toEqual({ found: false });
  });
});
