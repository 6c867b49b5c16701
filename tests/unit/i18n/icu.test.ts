import { describe, expect, it } from 'vitest';
import { formatNodes, MessageSyntaxError, parseMessage } from '../../../src/i18n/icu.ts';

const fmt = (src: string, values: Record<string, string | number | Date> = {}, locale = 'en') =>
  formatNodes(parseMessage(src), values, locale).join('');

describe('ICU messages', () => {
  it('interpolates, and keeps quoted braces literal', () => {
    expect(fmt('Hello {name}!', { name: 'Ada' })).toBe('Hello Ada!');
    expect(fmt("'{'braces'}' and it''s", {})).toBe("{braces} and it's");
  });
  it('chooses plural forms by the locale’s rules, with exact matches and #', () => {
    const m = '{n, plural, =0 {no posts} one {# post} other {# posts}}';
    expect(fmt(m, { n: 0 })).toBe('no posts');
    expect(fmt(m, { n: 1 })).toBe('1 post');
    expect(fmt(m, { n: 1200 })).toBe('1,200 posts');
    expect(fmt('{n, plural, one {# Beitrag} other {# Beiträge}}', { n: 1200 }, 'de')).toBe('1.200 Beiträge');
    const ar = '{n, plural, zero {z} one {o} two {t} few {f} many {m} other {x}}';
    expect([0, 1, 2, 3, 11, 100].map((n) => fmt(ar, { n }, 'ar'))).toEqual(['z', 'o', 't', 'f', 'm', 'x']);
  });
  it('selects, nests, and formats numbers and dates', () => {
    const m = '{who, select, me {You} other {{name}}} boosted {n, plural, one {a post} other {# posts}}';
    expect(fmt(m, { who: 'me', n: 2 })).toBe('You boosted 2 posts');
    expect(fmt(m, { who: 'x', name: 'Ada', n: 1 })).toBe('Ada boosted a post');
    expect(fmt('{n, number, compact}', { n: 1234 })).toBe('1.2K');
    expect(fmt('{d, date, long}', { d: new Date(Date.UTC(2024, 0, 15, 12)) })).toContain('2024');
  });
  it('passes values that are not text through as parts', () => {
    const el = { type: 'b' };
    expect(formatNodes(parseMessage('Followed by {names}'), { names: el }, 'en')).toEqual([
      'Followed by ',
      el,
    ]);
  });
  it('refuses malformed messages', () => {
    for (const bad of ['{', '{n, plural, one {x}}', '{n, bogus}', 'a } b'])
      expect(() => parseMessage(bad)).toThrow(MessageSyntaxError);
  });
});
