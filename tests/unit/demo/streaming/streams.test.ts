import { describe, expect, it } from 'vitest';
import { resolveSubscription } from '../../../../demo/streaming/streams.ts';

const ctx = { accountId: '7' };

describe('resolveSubscription', () => {
  it('maps public and remote streams to their own bus keys', () => {
    for (const name of [
      'public',
      'public:media',
      'public:local:media',
      'public:remote',
      'public:remote:media',
    ]) {
      const r = resolveSubscription({ stream: name }, ctx);
      expect(r).toMatchObject({ ok: true, subscription: { key: name, frameStream: [name] } });
    }
  });

  it('lowercases tags for routing but echoes them as written, without a leading #', () => {
    expect(resolveSubscription({ stream: 'hashtag:local', tag: '#Cats' }, ctx)).toMatchObject({
      ok: true,
      subscription: { key: 'hashtag:local:cats', frameStream: ['hashtag:local', 'Cats'] },
    });
  });

  it('ties user, user:notification and direct to the account', () => {
    expect(resolveSubscription({ stream: 'direct' }, ctx)).toMatchObject({
      subscription: { key: 'direct:7' },
    });
    expect(resolveSubscription({ stream: 'user:notification' }, ctx)).toMatchObject({
      subscription: { key: 'user:notification:7', frameStream: ['user:notification'] },
    });
  });

  it('refuses unknown streams and missing parameters with 400', () => {
    expect(resolveSubscription({ stream: 'everything' }, ctx)).toEqual({
      ok: false,
      error: 'Unknown stream type',
      status: 400,
    });
    expect(resolveSubscription({ stream: 'list' }, ctx)).toMatchObject({ ok: false, status: 400 });
    expect(resolveSubscription({ stream: 'hashtag', tag: '  ' }, ctx)).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});
