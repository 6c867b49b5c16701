// Skin tones (the picker's remembered choice, settings `skinTone` 1 to 6): the Fitzpatrick modifier goes after the
// person in an emoji that takes one (`👋` → `👋🏽`), after each person of a handshake pair, and a variation
// selector that the modifier replaces is dropped.
import type { SkinTone } from '../../../shared/compose/emoji-use.ts';
import type { PickerEmoji } from './emoji-data.ts';

/** The modifiers for tones 2 to 6 (1 is none). */
const MODIFIERS = ['', '\u{1F3FB}', '\u{1F3FC}', '\u{1F3FD}', '\u{1F3FE}', '\u{1F3FF}'];
const ZWJ = '\u200D';
const HANDSHAKE = '\u{1F91D}';

/** `emoji` in `tone` (unchanged for tone 1). */
export function withSkinTone(emoji: string, tone: SkinTone): string {
  const modifier = MODIFIERS[tone - 1] ?? '';
  if (modifier === '') return emoji;
  const parts = emoji.split(ZWJ);
  const toned = (part: string) => {
    const [first = '', ...rest] = [...part];
    const tail = rest.join('').replace(/^\uFE0F/, '');
    return first + modifier + tail;
  };
  const holding = parts.includes(HANDSHAKE);
  return parts
    .map((part, i) => (i === 0 || (holding && i === parts.length - 1) ? toned(part) : part))
    .join(ZWJ);
}

/** What picking `e` writes in a post: the character in the chosen tone, or the custom emoji's `:shortcode:`. */
export function composedEmoji(e: PickerEmoji, tone: SkinTone): string {
  if (e.kind === 'custom') return `:${e.shortcode}:`;
  return e.tones ? withSkinTone(e.emoji, tone) : e.emoji;
}

/** What picking `e` sends as a reaction's name: the character in the chosen tone, or the bare shortcode. */
export function reactionName(e: PickerEmoji, tone: SkinTone): string {
  return e.kind === 'custom' ? e.shortcode : e.tones ? withSkinTone(e.emoji, tone) : e.emoji;
}
