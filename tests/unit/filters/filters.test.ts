import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import type { ViewSpec } from '../../../shared/protocol/views.ts';
import { compileFilters } from '../../../worker/filters/compile.ts';
import { evaluateFilters, type FilterScope } from '../../../worker/filters/evaluate.ts';
import { filterContextFor, hideShowsAsWarn } from '../../../worker/filters/scope.ts';
import { searchTextOf } from '../../../worker/filters/searchText.ts';
import { shownBySettings } from '../../../worker/filters/timelineSettings.ts';
import { compileUserRegex } from '../../../worker/filters/userRegex.ts';
import { words } from '../core-words.ts';
import { boost, filter, status } from '../timelines/fixtures.ts';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const home: FilterScope = { context: 'home', hideAsWarn: false, me: 'me', now: NOW };

describe('filter context mapping (section 5)', () => {
  const cases: [ViewSpec | { kind: 'search' }, string, boolean][] = [
    [{ kind: 'thread', statusId: '1' }, 'thread', true],
    [{ kind: 'timeline', timeline: 'bookmarks' }, 'home', true],
    [{ kind: 'timeline', timeline: 'favourites' }, 'home', true],
    [{ kind: 'timeline', timeline: 'list', listId: '7' }, 'home', false],
    [{ kind: 'timeline', timeline: 'home' }, 'home', false],
    [{ kind: 'timeline', timeline: 'tag', tag: 'x' }, 'public', false],
    [{ kind: 'timeline', timeline: 'link', url: 'https://a.test' }, 'public', false],
    [{ kind: 'timeline', timeline: 'account', accountId: '1' }, 'account', false],
    [{ kind: 'notifications' }, 'notifications', false],
    [{ kind: 'search' }, 'public', true],
  ];
  it.each(cases)('%j → %s (hide as warn: %s)', (spec, ctx, asWarn) => {
    expect(filterContextFor(spec)).toBe(ctx);
    expect(hideShowsAsWarn(spec)).toBe(asWarn);
  });
});

describe('keyword filters', () => {
  it('matches content text with HTML stripped, case-insensitively', () => {
    const f = compileFilters([filter('1', { words: ['Spoilers'] })], NOW);
    expect(evaluateFilters(f, status('1', { content: '<p>big <b>spoilers</b> ahead</p>' }), home)).toEqual({
      action: 'warn',
      titles: ['Filter 1'],
    });
    expect(evaluateFilters(f, status('2', { content: '<p class="spoilers">nothing</p>' }), home)).toBeNull();
  });

  it('matches spoiler text, poll options and media descriptions', () => {
    const f = compileFilters([filter('1', { words: ['election'] })], NOW);
    expect(evaluateFilters(f, status('1', { spoiler_text: 'Election talk' }), home)).not.toBeNull();
    const poll = {
      id: 'p',
      expires_at: null,
      expired: false,
      multiple: false,
      votes_count: 0,
      emojis: [],
      options: [{ title: 'election yes', votes_count: 0 }],
    };
    expect(evaluateFilters(f, status('2', { poll }), home)).not.toBeNull();
    const media = [
      {
        id: 'm',
        type: 'image',
        url: 'https://a.test/m.png',
        preview_url: null,
        description: 'an election poster',
      },
    ];
    expect(evaluateFilters(f, status('3', { media_attachments: media }), home)).not.toBeNull();
  });

  it('whole-word keywords match on word boundaries, including non-ASCII text', () => {
    const f = compileFilters([filter('1', { words: ['cat', 'кот', 'café', 'über'], wholeWord: true })], NOW);
    const hit = (content: string) => evaluateFilters(f, status('x', { content }), home) !== null;
    expect(hit('a cat!')).toBe(true);
    expect(hit('concatenate')).toBe(false);
    expect(hit('cats')).toBe(false);
    expect(hit('мой кот спит')).toBe(true);
    expect(hit('котлета')).toBe(false);
    expect(hit('au café.')).toBe(true);
    expect(hit('cafés')).toBe(false);
    expect(hit('Über alles')).toBe(true);
    expect(hit('drüber')).toBe(false);
  });

  it('non-whole-word keywords match inside words; special characters are literal', () => {
    const f = compileFilters([filter('1', { words: ['cat', 'c++', 'a.b'] })], NOW);
    const hit = (content: string) => evaluateFilters(f, status('x', { content }), home) !== null;
    expect(hit('concatenate')).toBe(true);
    expect(hit('I like c++')).toBe(true);
    expect(hit('axb')).toBe(false);
  });

  it('ignores expired filters and honours unexpired ones', () => {
    const f = compileFilters(
      [
        filter('old', { words: ['x'], expires_at: '2026-05-01T00:00:00Z' }),
        filter('new', { words: ['y'], expires_at: '2026-07-01T00:00:00Z' }),
      ],
      NOW,
    );
    expect(evaluateFilters(f, status('1', { content: 'x' }), home)).toBeNull();
    expect(evaluateFilters(f, status('2', { content: 'y' }), home)?.titles).toEqual(['Filter new']);
  });

  it('applies only in the filter contexts', () => {
    const f = compileFilters([filter('1', { words: ['x'], context: ['public'] })], NOW);
    expect(evaluateFilters(f, status('1', { content: 'x' }), home)).toBeNull();
    expect(evaluateFilters(f, status('1', { content: 'x' }), { ...home, context: 'public' })).not.toBeNull();
  });

  it('never filters the user own posts, nor their boosts', () => {
    const f = compileFilters([filter('1', { words: ['x'], filter_action: 'hide' })], NOW);
    expect(evaluateFilters(f, status('1', { content: 'x', accountId: 'me' }), home)).toBeNull();
    expect(evaluateFilters(f, boost('2', status('3', { content: 'x' }), 'me'), home)).toBeNull();
  });

  it('matches a boost by the boosted post text', () => {
    const f = compileFilters([filter('1', { words: ['secret'] })], NOW);
    expect(evaluateFilters(f, boost('2', status('3', { content: 'a secret' })), home)).not.toBeNull();
  });

  it('hide shows as warn where ruling 5 says (bookmarks, favourites, detailed view, search)', () => {
    const f = compileFilters([filter('1', { words: ['x'], filter_action: 'hide' })], NOW);
    const s = status('1', { content: 'x' });
    expect(evaluateFilters(f, s, home)).toEqual({ action: 'hide', titles: ['Filter 1'] });
    expect(evaluateFilters(f, s, { ...home, hideAsWarn: true })).toEqual({
      action: 'warn',
      titles: ['Filter 1'],
    });
  });

  it('hide beats warn beats blur', () => {
    const f = compileFilters(
      [
        filter('b', { words: ['x'], filter_action: 'blur' }),
        filter('w', { words: ['x'], filter_action: 'warn' }),
      ],
      NOW,
    );
    expect(evaluateFilters(f, status('1', { content: 'x' }), home)?.action).toBe('warn');
    const blurOnly = compileFilters([filter('b', { words: ['x'], filter_action: 'blur' })], NOW);
    expect(evaluateFilters(blurOnly, status('1', { content: 'x' }), home)).toEqual({
      action: 'blur',
      titles: ['Filter b'],
    });
  });

  it('honours server-supplied filtered results of filters in the list (context checked)', () => {
    const srv = filter('9', { title: 'Server', filter_action: 'hide', context: ['home'] });
    const list = compileFilters([srv], NOW);
    const s = status('1', { filtered: [{ filter: srv, keyword_matches: ['x'] }] });
    expect(evaluateFilters(list, s, home)).toEqual({ action: 'hide', titles: ['Server'] });
    expect(evaluateFilters(list, s, { ...home, context: 'public' })).toBeNull();
  });

  it('status filters match by id', () => {
    const f = compileFilters([filter('1', { statuses: [{ id: 's', status_id: '55' }] })], NOW);
    expect(evaluateFilters(f, status('55'), home)?.titles).toEqual(['Filter 1']);
    expect(evaluateFilters(f, status('56'), home)).toBeNull();
  });
});

describe('timeline settings', () => {
  it('reports an invalid user regex instead of throwing', () => {
    const r = compileUserRegex('(unclosed', RE2JS);
    expect(r.regex).toBeNull();
    expect(words(r.error)).toMatch(
      /^The column's regular expression is not valid: missing closing \) in “\(unclosed”\.$/,
    );
    expect(compileUserRegex('', RE2JS)).toEqual({ regex: null, error: null });
  });

  it('a valid user regex hides matching posts, never own posts', () => {
    const { regex } = compileUserRegex('crypto|nft', RE2JS);
    const spec = { timeline: 'public' as const };
    expect(shownBySettings(status('1', { content: 'buy NFT' }), spec, {}, regex, 'me')).toBe(false);
    expect(shownBySettings(status('2', { content: 'cats' }), spec, {}, regex, 'me')).toBe(true);
    expect(shownBySettings(status('3', { content: 'nft', accountId: 'me' }), spec, {}, regex, 'me')).toBe(
      true,
    );
  });

  it('home.shows hides boosts, replies (not those to me) and quotes in home only', () => {
    const settings = { homeShows: { reblog: false, reply: false, quote: false } };
    const home = { timeline: 'home' as const };
    expect(shownBySettings(boost('1', status('2')), home, settings, null, 'me')).toBe(false);
    expect(shownBySettings(boost('1', status('2')), { timeline: 'public' }, settings, null, 'me')).toBe(true);
    expect(
      shownBySettings(
        status('3', { in_reply_to_id: '9', in_reply_to_account_id: '5' }),
        home,
        settings,
        null,
        'me',
      ),
    ).toBe(false);
    expect(
      shownBySettings(
        status('4', { in_reply_to_id: '9', in_reply_to_account_id: 'me' }),
        home,
        settings,
        null,
        'me',
      ),
    ).toBe(true);
    expect(
      shownBySettings(
        status('5', { quote: { state: 'accepted', quoted_status: status('6') } }),
        home,
        settings,
        null,
        'me',
      ),
    ).toBe(false);
    expect(shownBySettings(status('7'), home, settings, null, 'me')).toBe(true);
  });
});

describe('searchTextOf', () => {
  it('is the content text for a plain post, and spoiler, content, poll options and descriptions on lines otherwise', () => {
    expect(searchTextOf(status('1', { content: '<p>a <b>b</b></p><p>c</p>' }))).toBe('a b\nc');
    const rich = status('2', {
      content: '<p>body</p>',
      spoiler_text: 'cw',
      media_attachments: [
        {
          id: 'm',
          type: 'image',
          url: 'https://x.test/m.png',
          preview_url: 'https://x.test/m.png',
          remote_url: null,
          description: 'a photo',
          blurhash: null,
          meta: null,
        },
      ],
    });
    expect(searchTextOf(rich)).toBe('cw\nbody\na photo');
  });
});
