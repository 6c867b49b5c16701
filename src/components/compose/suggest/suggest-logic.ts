// What taking a suggestion or an emoji does to the text, as plain functions: the token at the caret is replaced by
// `@acct `, `#tag `, `:shortcode: ` or the Unicode character and a space, and the caret lands after it; an emoji
// from the picker goes in at the caret (a custom one kept apart from the word before it, as the server needs to
// see it). The option list's keyboard moves are here too.
import type { CaretToken } from '../../../../shared/compose/caret-token.ts';
import type { TagSuggestion } from '../../../../shared/compose/tag-history.ts';
import type { AccountChip } from '../../../../shared/protocol/rows.ts';
import type { PickerEmoji } from '../../emoji-picker/emoji-data.ts';

export type SuggestOption =
  | { kind: 'account'; key: string; account: AccountChip }
  | { kind: 'hashtag'; key: string; tag: TagSuggestion }
  | { kind: 'emoji'; key: string; emoji: PickerEmoji; value: string };

export interface Edited {
  text: string;
  /** Where the caret goes: just after what was put in. */
  caret: number;
}

/** What an option writes in the text (before the space that follows). */
export function completionOf(o: SuggestOption): string {
  switch (o.kind) {
    case 'account':
      return `@${o.account.acct}`;
    case 'hashtag':
      return `#${o.tag.name}`;
    case 'emoji':
      return o.value;
  }
}

/** The text with the token replaced by `completion` and one space after it (the one already there is reused). */
export function replaceToken(
  text: string,
  token: Pick<CaretToken, 'start' | 'end'>,
  completion: string,
): Edited {
  const after = text.slice(token.end);
  const spaced = /^\s/.test(after) ? completion : `${completion} `;
  const caret = token.start + spaced.length + (spaced === completion ? 1 : 0);
  return { text: text.slice(0, token.start) + spaced + after, caret };
}

/** The text with `value` put in place of the selection. A custom emoji (`:code:`) gets a space before it when it
 *  would touch a word, and one after it; a Unicode one goes in as it is. */
export function insertAtSelection(text: string, start: number, end: number, value: string): Edited {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const custom = /^:[\w]+:$/.test(value);
  const before = text.slice(0, from);
  const after = text.slice(to);
  const lead = custom && before !== '' && !/\s$/.test(before) ? ' ' : '';
  const trail = custom && !/^\s/.test(after) ? ' ' : '';
  const put = lead + value + trail;
  return { text: before + put + after, caret: from + put.length };
}

/** The highlighted option after an arrow key (wrapping), or null for another key. */
export function moveActive(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return (active + 1) % count;
  if (key === 'ArrowUp') return (active - 1 + count) % count;
  return null;
}
