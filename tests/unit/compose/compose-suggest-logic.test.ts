// Taking a suggestion and putting an emoji in (suggest-logic.ts), the debounce that asks once typing pauses
// (debounced-query.ts) and skin tones (skin-tone.ts).
import { describe, expect, it } from 'vitest';
import { tokenAtCaret } from '../../../shared/compose/caret-token.ts';
import { createDebouncedQuery } from '../../../src/components/compose/suggest/debounced-query.ts';
import {
  completionOf,
  insertAtSelection,
  moveActive,
  replaceToken,
  type SuggestOption,
} from '../../../src/components/compose/suggest/suggest-logic.ts';
import { composedEmoji, withSkinTone } from '../../../src/components/emoji-picker/skin-tone.ts';

const ada = { kind: 'account', key: '1', account: { acct: 'ada' } } as SuggestOption;

describe('taking a suggestion', () => {
  it('replaces the token with "@acct " and leaves the caret after the space', () => {
    const text = 'Hello @ad';
    const token = tokenAtCaret(text, text.length)!;
    expect(replaceToken(text, token, completionOf(ada))).toEqual({ text: 'Hello @ada ', caret: 11 });
  });

  it('inside a sentence it reuses the space already there', () => {
    const text = 'Hi @ad there';
    const token = tokenAtCaret(text, 5)!;
    expect(replaceToken(text, token, '@ada')).toEqual({ text: 'Hi @ada there', caret: 8 });
  });

  it('writes #tag, :shortcode: or the character', () => {
    expect(
      completionOf({ kind: 'hashtag', key: 't', tag: { name: 'typescript', people: 3, recent: false } }),
    ).toBe('#typescript');
    const blob = {
      kind: 'custom',
      id: ':blobcat:',
      shortcode: 'blobcat',
      url: '',
      staticUrl: '',
      name: '',
    } as const;
    expect(completionOf({ kind: 'emoji', key: 'b', emoji: blob, value: ':blobcat:' })).toBe(':blobcat:');
  });
});

describe('an emoji from the picker', () => {
  it('goes in at the caret, a custom one apart from the word before it', () => {
    expect(insertAtSelection('hi there', 2, 2, ':blobcat:')).toEqual({
      text: 'hi :blobcat: there',
      caret: 12,
    });
    expect(insertAtSelection('hi ', 3, 3, ':blobcat:')).toEqual({ text: 'hi :blobcat: ', caret: 13 });
    expect(insertAtSelection('hi', 2, 2, '🎉')).toEqual({ text: 'hi🎉', caret: 4 });
    expect(insertAtSelection('replace me', 0, 7, '👋')).toEqual({ text: '👋 me', caret: 2 });
  });

  it('takes the skin tone chosen, where the emoji has one', () => {
    expect(withSkinTone('👋', 4)).toBe('👋🏽');
    expect(withSkinTone('👋', 1)).toBe('👋');
    expect(withSkinTone('👩‍💻', 6)).toBe('👩🏿‍💻');
    expect(composedEmoji({ kind: 'unicode', id: '🎉', emoji: '🎉', name: 'party popper' }, 4)).toBe('🎉');
  });
});

describe('the list keys', () => {
  it('arrows move and wrap', () => {
    expect(moveActive('ArrowDown', 3, 4)).toBe(0);
    expect(moveActive('ArrowUp', 0, 4)).toBe(3);
    expect(moveActive('x', 0, 4)).toBeNull();
  });
});

describe('asking once typing pauses', () => {
  it('asks only for the latest token after the delay, drops a late answer, clears at once', async () => {
    const timers: (() => void)[] = [];
    const asked: string[] = [];
    const shown: (string | null)[] = [];
    const answers = new Map<string, (a: string) => void>();
    const q = createDebouncedQuery<string, string>({
      ask: (s) => {
        asked.push(s);
        return new Promise((resolve) => answers.set(s, resolve));
      },
      show: (s, a) => shown.push(s === null ? null : `${s}=${a}`),
      same: (a, b) => a === b,
      setTimeout: (fn) => timers.push(fn),
      clearTimeout: () => timers.pop(),
    });
    q.input('ad');
    q.input('ada');
    expect(timers).toHaveLength(1);
    timers.shift()?.();
    expect(asked).toEqual(['ada']);
    q.input('adam');
    timers.shift()?.();
    answers.get('ada')?.('late');
    answers.get('adam')?.('ok');
    await Promise.resolve();
    await Promise.resolve();
    expect(shown).toEqual(['adam=ok']);
    q.input(null);
    expect(shown.at(-1)).toBeNull();
  });
});
