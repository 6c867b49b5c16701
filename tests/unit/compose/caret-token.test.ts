// The word at the caret compose suggests for (shared/compose/caret-token.ts), on the scripts people write in.
import { describe, expect, it } from 'vitest';
import { tokenAtCaret } from '../../../shared/compose/caret-token.ts';

/** The token with the caret at the end of `text` (or at `|` when the text has one). */
const at = (text: string) => {
  const caret = text.includes('|') ? text.indexOf('|') : text.length;
  return tokenAtCaret(text.replace('|', ''), caret);
};

describe('the word at the caret', () => {
  it('Latin: an account after "@" from 3 characters with the sign, a hashtag, an emoji shortcode', () => {
    expect(at('Hello @a')).toBeNull();
    expect(at('Hello @ad')).toEqual({ kind: 'account', query: 'ad', start: 6, end: 9 });
    expect(at('#typ')).toEqual({ kind: 'hashtag', query: 'typ', start: 0, end: 4 });
    expect(at('so happy :bl')).toEqual({ kind: 'emoji', query: 'bl', start: 9, end: 12 });
    expect(at('ping @ada@social.example')).toMatchObject({ kind: 'account', query: 'ada@social.example' });
  });

  it('the caret inside a word takes the whole word', () => {
    expect(at('Hi @ad|a there')).toEqual({ kind: 'account', query: 'ada', start: 3, end: 7 });
  });

  it('is not fooled by e-mail addresses, URLs, closed shortcodes or a finished word', () => {
    expect(at('mail me at ada@example')).toBeNull();
    expect(at('see https://example.com/#anchor')).toBeNull();
    expect(at('done :wave:|')).toBeNull();
    expect(at('Hello @ada ')).toBeNull();
    expect(at('plain words')).toBeNull();
  });

  it('a full stop after a handle is not part of it', () => {
    expect(at('Thanks @ada.')).toEqual({ kind: 'account', query: 'ada', start: 7, end: 11 });
  });

  it('Latin and Cyrillic: a second word is taken (a display name)', () => {
    expect(at('cc @Ada Lo')).toEqual({ kind: 'account', query: 'Ada Lo', start: 3, end: 10 });
    expect(at('привет @Анна Ка')).toEqual({ kind: 'account', query: 'Анна Ка', start: 7, end: 15 });
    expect(at('#Привет')).toMatchObject({ kind: 'hashtag', query: 'Привет' });
  });

  it('Japanese: letters of the script, and the sentence after a mention is not part of it', () => {
    expect(at('@あいう')).toMatchObject({ kind: 'account', query: 'あいう' });
    expect(at('@ada こんにちは')).toBeNull();
    expect(at('@ada こんにちは #日本')).toMatchObject({ kind: 'hashtag', query: '日本' });
  });

  it('Chinese: a hashtag of Han characters, and no second word after a mention', () => {
    expect(at('今天 #天气')).toEqual({ kind: 'hashtag', query: '天气', start: 3, end: 6 });
    expect(at('@ada 你好')).toBeNull();
  });

  it('Korean: Hangul letters, and no second word after a mention', () => {
    expect(at('#안녕하')).toMatchObject({ kind: 'hashtag', query: '안녕하' });
    expect(at('@ada 안녕')).toBeNull();
  });

  it('full-width signs start a token as the ASCII ones do', () => {
    expect(at('こんにちは、＠ad')).toEqual({ kind: 'account', query: 'ad', start: 6, end: 9 });
    expect(at('＃タグ')).toEqual({ kind: 'hashtag', query: 'タグ', start: 0, end: 3 });
  });

  it('a caret outside the text finds nothing', () => {
    expect(tokenAtCaret('@ada', 9)).toBeNull();
    expect(tokenAtCaret('@ada', -1)).toBeNull();
  });
});
