// A column's regular expression is typed by the user: it runs on a linear-time engine (RE2), so no pattern can
// stall the core; what that engine cannot express is refused with a message naming the construct, and every
// message says what is wrong once.

import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { shownBySettings } from '../../../worker/filters/timelineSettings.ts';
import { compileUserRegex } from '../../../worker/filters/userRegex.ts';
import { words } from '../core-words.ts';
import { status } from '../timelines/fixtures.ts';

const countOf = (text: string, word: string) => text.split(word).length - 1;

describe('user regular expressions', () => {
  it('a catastrophic-backtracking pattern answers at once (no exponential search)', () => {
    const { regex, error } = compileUserRegex('^(a+)+$', RE2JS);
    expect(error).toBeNull();
    // 34 "a"s and "!" takes a backtracking engine some 2^34 steps; RE2 reads the text once.
    expect(regex?.test(`${'a'.repeat(34)}!`)).toBe(false);
    expect(regex?.test('a'.repeat(34))).toBe(true);
    const column = { timeline: 'public' as const };
    const post = status('1', { content: `<p>${'a'.repeat(34)}!</p>` });
    expect(shownBySettings(post, column, {}, regex, 'me')).toBe(true);
    const nested = compileUserRegex('(x+x+)+y', RE2JS).regex;
    expect(nested?.test('x'.repeat(5000))).toBe(false);
  });

  it('hides matching posts in the column case-insensitively, Unicode letters included', () => {
    const { regex } = compileUserRegex('crypto|nft|café', RE2JS);
    const spec = { timeline: 'public' as const };
    expect(shownBySettings(status('1', { content: '<p>buy NFT</p>' }), spec, {}, regex, 'me')).toBe(false);
    expect(shownBySettings(status('2', { content: '<p>CAFÉ au lait</p>' }), spec, {}, regex, 'me')).toBe(
      false,
    );
    expect(shownBySettings(status('3', { content: '<p>cats</p>' }), spec, {}, regex, 'me')).toBe(true);
  });

  it('JavaScript spellings the user may type keep working (\\u escapes, named groups)', () => {
    expect(compileUserRegex('caf\\u00e9', RE2JS).regex?.test('un café')).toBe(true);
    expect(compileUserRegex('(?<word>spoil)er', RE2JS).regex?.test('Spoiler')).toBe(true);
  });

  it.each([
    ['(a)\\1', /backreference/i],
    ['(?<w>a)\\k<w>', /backreference/i],
    ['foo(?=bar)', /lookahead/i],
    ['foo(?!bar)', /lookahead/i],
    ['(?<=foo)bar', /lookbehind/i],
    ['(?<!foo)bar', /lookbehind/i],
  ])('%s is refused, naming the construct that is not supported', (body, construct) => {
    const r = compileUserRegex(body, RE2JS);
    expect(r.regex).toBeNull();
    expect(words(r.error)).toMatch(construct);
    expect(words(r.error)).toMatch(/not supported/);
  });

  it('a construct inside a character class or escaped is literal, not refused', () => {
    expect(compileUserRegex('[(?=]x', RE2JS).error).toBeNull();
    expect(compileUserRegex('\\(\\?=x', RE2JS).error).toBeNull();
    expect(compileUserRegex('\\\\1', RE2JS).error).toBeNull();
  });

  it('an invalid pattern says so once, with what is wrong', () => {
    for (const body of ['(unclosed', '[abc', 'a{2,1}', 'a**']) {
      const { regex, error: said } = compileUserRegex(body, RE2JS);
      const error = said && words(said);
      expect(regex).toBeNull();
      expect(error, body).not.toBeNull();
      expect(countOf(error?.toLowerCase() ?? '', 'regular expression'), error ?? '').toBe(1);
      expect(countOf(error?.toLowerCase() ?? '', 'invalid'), error ?? '').toBeLessThanOrEqual(1);
      expect(error, body).not.toMatch(/\(\?i\)/);
    }
    expect(words(compileUserRegex('(unclosed', RE2JS).error)).toMatch(/missing closing \)/);
  });

  it('blank is no pattern and no error', () => {
    expect(compileUserRegex('', RE2JS)).toEqual({ regex: null, error: null });
    expect(compileUserRegex('   ', RE2JS)).toEqual({ regex: null, error: null });
  });
});
