// Frequently used emoji and the skin tone (shared/compose/emoji-use.ts): settings the core keeps for the picker.
import { describe, expect, it } from 'vitest';
import {
  emojiUseOf,
  emojiUsePatch,
  FREQUENT_EMOJI_KEEP,
  mostUsedEmoji,
  skinToneOf,
} from '../../../shared/compose/emoji-use.ts';

describe('frequently used emoji', () => {
  it('a pick counts one more, and the most used come first', () => {
    let settings: Record<string, unknown> = {};
    for (const id of ['👍', ':blobcat:', '👍', '🎉', '👍', ':blobcat:'])
      settings = { ...settings, ...emojiUsePatch(settings, id) };
    expect(emojiUseOf(settings)).toEqual({ '👍': 3, ':blobcat:': 2, '🎉': 1 });
    expect(mostUsedEmoji(emojiUseOf(settings), 2)).toEqual(['👍', ':blobcat:']);
  });

  it('reads the setting defensively', () => {
    expect(emojiUseOf({ frequentlyUsedEmojis: 'x' })).toEqual({});
    expect(emojiUseOf({ frequentlyUsedEmojis: { a: 2, b: -1, c: 'x', '': 3 } })).toEqual({ a: 2 });
  });

  it('keeps at most 100, the one just picked always among them', () => {
    const many = Object.fromEntries(Array.from({ length: FREQUENT_EMOJI_KEEP }, (_, i) => [`e${i}`, 5]));
    const next = emojiUseOf(emojiUsePatch({ frequentlyUsedEmojis: many }, 'new'));
    expect(Object.keys(next)).toHaveLength(FREQUENT_EMOJI_KEEP);
    expect(next.new).toBe(1);
  });
});

describe('skin tone', () => {
  it('is remembered as 1 to 6, 1 (none) when unset or not one', () => {
    expect(skinToneOf({})).toBe(1);
    expect(skinToneOf({ skinTone: 4 })).toBe(4);
    expect(skinToneOf({ skinTone: 9 })).toBe(1);
  });
});
