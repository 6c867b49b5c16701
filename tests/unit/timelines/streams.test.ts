import { describe, expect, it } from 'vitest';
import { requestFor } from '../../../worker/timelines/requests.ts';
import { acceptsStreamed, streamsFor } from '../../../worker/timelines/streams.ts';
import { boost, status } from './fixtures.ts';

const tagged = (...names: string[]) =>
  status('1', { tags: names.map((name) => ({ name, url: `https://s.test/tags/${name}` })) });
const media = [{ id: 'm', type: 'image', url: 'https://s.test/m.png', preview_url: null }];

describe('streamsFor', () => {
  it('maps every timeline to its streaming subscriptions', () => {
    expect(streamsFor({ timeline: 'home' })).toEqual([{ stream: 'user' }]);
    expect(streamsFor({ timeline: 'public' })).toEqual([{ stream: 'public' }]);
    expect(streamsFor({ timeline: 'public', onlyMedia: true })).toEqual([{ stream: 'public:media' }]);
    expect(streamsFor({ timeline: 'public', local: true, onlyMedia: true })).toEqual([
      { stream: 'public:local:media' },
    ]);
    expect(streamsFor({ timeline: 'public', remote: true })).toEqual([{ stream: 'public:remote' }]);
    expect(streamsFor({ timeline: 'list', listId: '7' })).toEqual([{ stream: 'list', list: '7' }]);
    expect(streamsFor({ timeline: 'tag', tag: 'Cats', any: ['dogs'] })).toEqual([
      { stream: 'hashtag', tag: 'cats' },
      { stream: 'hashtag', tag: 'dogs' },
    ]);
    expect(streamsFor({ timeline: 'tag', tag: 'cats', local: true })).toEqual([
      { stream: 'hashtag:local', tag: 'cats' },
    ]);
    for (const spec of [
      { timeline: 'bookmarks' },
      { timeline: 'favourites' },
      { timeline: 'link', url: 'https://a.test' },
      { timeline: 'account', accountId: '1' },
    ] as const) {
      expect(streamsFor(spec)).toEqual([]);
    }
  });
});

describe('acceptsStreamed', () => {
  it('routes by stream name and argument', () => {
    expect(acceptsStreamed({ timeline: 'home' }, status('1'), ['user'])).toBe(true);
    expect(acceptsStreamed({ timeline: 'home' }, status('1'), ['public'])).toBe(false);
    expect(acceptsStreamed({ timeline: 'list', listId: '7' }, status('1'), ['list', '7'])).toBe(true);
    expect(acceptsStreamed({ timeline: 'list', listId: '7' }, status('1'), ['list', '8'])).toBe(false);
    expect(acceptsStreamed({ timeline: 'public', local: true }, status('1'), 'public:local')).toBe(true);
    expect(acceptsStreamed({ timeline: 'public', local: true }, status('1'), 'public')).toBe(false);
  });

  it('applies only-media client-side, looking through boosts', () => {
    const spec = { timeline: 'public' as const, onlyMedia: true };
    expect(acceptsStreamed(spec, status('1'), ['public:media'])).toBe(false);
    expect(acceptsStreamed(spec, status('1', { media_attachments: media }), ['public:media'])).toBe(true);
    expect(
      acceptsStreamed(spec, boost('2', status('1', { media_attachments: media })), ['public:media']),
    ).toBe(true);
  });

  it('applies tag any / all / none client-side', () => {
    const spec = { timeline: 'tag' as const, tag: 'cats', any: ['dogs'], all: ['pets'], none: ['nsfw'] };
    expect(acceptsStreamed(spec, tagged('cats', 'pets'), ['hashtag', 'cats'])).toBe(true);
    expect(acceptsStreamed(spec, tagged('dogs', 'pets'), ['hashtag', 'dogs'])).toBe(true);
    expect(acceptsStreamed(spec, tagged('cats'), ['hashtag', 'cats'])).toBe(false);
    expect(acceptsStreamed(spec, tagged('cats', 'pets', 'nsfw'), ['hashtag', 'cats'])).toBe(false);
    expect(acceptsStreamed(spec, tagged('CATS', 'Pets'), ['hashtag', 'cats'])).toBe(true);
    expect(acceptsStreamed(spec, tagged('cats', 'pets'), ['hashtag', 'birds'])).toBe(false);
    expect(acceptsStreamed({ timeline: 'tag', tag: 'cats', local: true }, tagged('cats'), ['hashtag'])).toBe(
      false,
    );
    expect(
      acceptsStreamed({ timeline: 'tag', tag: 'cats', local: true }, tagged('cats'), [
        'hashtag:local',
        'cats',
      ]),
    ).toBe(true);
  });
});

describe('requestFor', () => {
  it('builds the section 7 requests', () => {
    expect(requestFor({ timeline: 'public', local: true, onlyMedia: true })).toEqual({
      path: '/api/v1/timelines/public',
      query: { local: 'true', only_media: 'true' },
    });
    expect(requestFor({ timeline: 'tag', tag: 'a b', any: ['x'], none: ['y'] })).toEqual({
      path: '/api/v1/timelines/tag/a%20b',
      query: { 'any[]': ['x'], 'none[]': ['y'] },
    });
    expect(requestFor({ timeline: 'account', accountId: '5', onlyMedia: true })).toEqual({
      path: '/api/v1/accounts/5/statuses',
      query: { exclude_replies: 'true', only_media: 'true', limit: '40' },
    });
    expect(requestFor({ timeline: 'account', accountId: '5', pinned: true }).query).toEqual({
      pinned: 'true',
    });
    expect(requestFor({ timeline: 'link', url: 'https://a.test/x' }).query).toEqual({
      url: 'https://a.test/x',
    });
  });
});
