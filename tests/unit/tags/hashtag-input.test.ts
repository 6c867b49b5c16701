// Hashtag input is normalised as people type it (issue 16): words join camel-cased, the full-width ＃ counts as #,
// what no hashtag can hold is dropped, and typing letter by letter never gets stuck on a space.
import { describe, expect, it } from 'vitest';
import { normalizeHashtag, normalizeTagListInput, tagNamesOf } from '../../../shared/tags/hashtag-input.ts';

/** Types `text` one character at a time, normalising after each, as the input does. */
const typeInto = (normalize: (s: string) => string, text: string) =>
  [...text].reduce((value, ch) => normalize(value + ch), '');

describe('normalizeHashtag', () => {
  it('joins words camel-cased', () => {
    expect(normalizeHashtag('#cats of mastodon')).toBe('#catsOfMastodon');
    expect(normalizeHashtag('cats of mastodon')).toBe('catsOfMastodon');
  });

  it('accepts the full-width ＃ and full-width letters', () => {
    expect(normalizeHashtag('＃ｃａｔｓ')).toBe('#cats');
    expect(normalizeHashtag('＃猫 好き')).toBe('#猫好き');
  });

  it('drops characters a hashtag cannot hold, keeps letters of every script, digits, _ and ·', () => {
    expect(normalizeHashtag('#c-a.t!s')).toBe('#cats');
    expect(normalizeHashtag('#über_2024·x')).toBe('#über_2024·x');
    expect(normalizeHashtag('#كتب جديدة')).toBe('#كتبجديدة');
    expect(normalizeHashtag('##')).toBe('#');
    expect(normalizeHashtag('   ')).toBe('');
  });

  it('works as it is typed, letter by letter', () => {
    expect(typeInto(normalizeHashtag, '#cats of mastodon')).toBe('#catsOfMastodon');
    expect(typeInto(normalizeHashtag, '＃big  news')).toBe('#bigNews');
    expect(normalizeHashtag('#cats ')).toBe('#cats ');
  });
});

describe('lists of hashtags', () => {
  it('normalises each tag of a comma-separated list as it is typed', () => {
    expect(typeInto(normalizeTagListInput, '#cats of mastodon, dogs,＃bird watch')).toBe(
      '#catsOfMastodon, dogs, #birdWatch',
    );
    expect(normalizeTagListInput('cats, ')).toBe('cats, ');
    expect(normalizeTagListInput('cats、dogs，birds')).toBe('cats, dogs, birds');
  });

  it('gives the names without #, each once', () => {
    expect(tagNamesOf('#cats of mastodon, Dogs, dogs, , #')).toEqual(['catsOfMastodon', 'Dogs']);
    expect(tagNamesOf('')).toEqual([]);
  });
});
