// The word at the caret that compose offers suggestions for, found as Mastodon finds it: a sign (`@`, `#`, `:`, and
// the full-width `＠` and `＃` a Japanese or Chinese keyboard types) at the start of the text or after a character
// that is not part of a word, then letters of any script; at least 3 characters with the sign (`@ad`). An account
// may be looked up by a two-word display name ("@Ada Love"), so a second word is taken, but only when both words are
// in Latin or Cyrillic letters: Japanese, Chinese and Korean sentences often follow a mention after one space, and
// they are not part of it. Plain data in and out, used by the tab (and its tests) with no DOM.

export type CaretTokenKind = 'account' | 'hashtag' | 'emoji';

export interface CaretToken {
  kind: CaretTokenKind;
  /** What to search for: the token without its sign (`ad`, `ada@social.example`, `ada love`, `typ`). */
  query: string;
  /** The token's place in the text, sign included: [start, end). Taking a suggestion replaces this range. */
  start: number;
  end: number;
}

/** Fewest characters, the sign included, before suggestions are asked for. */
export const MIN_TOKEN_LENGTH = 3;

// What each kind's token is made of. Accounts: a username with dots and dashes inside, and a domain after a
// second `@`. Hashtags: letters, marks, digits, `_` and the middle dot Mastodon allows. Emoji: shortcodes and
// Unicode names (`thumbs_up`, `+1`).
const WORD = '[\\p{L}\\p{M}\\p{N}_.\\-]';
const LATIN_OR_CYRILLIC = '[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{M}\\p{N}_.\\-]';
/** Before a sign: the start, or anything but a letter or digit (an e-mail address, `a#b`), `/`, `=` or `:` (URLs). */
const FREE = '(?:^|(?<=[^\\p{L}\\p{M}\\p{N}_/=:]))';

const BEFORE_CARET: readonly [CaretTokenKind, RegExp][] = [
  // `@Ada Lo|`: a second word, both Latin or Cyrillic.
  ['account', new RegExp(`${FREE}[@＠]${LATIN_OR_CYRILLIC}+ ${LATIN_OR_CYRILLIC}+$`, 'u')],
  ['account', new RegExp(`${FREE}[@＠]${WORD}*(?:@${WORD}*)?$`, 'u')],
  ['hashtag', new RegExp(`${FREE}[#＃][\\p{L}\\p{M}\\p{N}_·\\u200c]*$`, 'u')],
  ['emoji', new RegExp(`${FREE}:[\\p{L}\\p{N}_+\\-]*$`, 'u')],
];

/** The rest of the token after the caret, for each kind (the caret may be inside a word). */
const AFTER_CARET: Record<CaretTokenKind, RegExp> = {
  account: new RegExp(`^${WORD}*(?:@${WORD}*)?`, 'u'),
  hashtag: /^[\p{L}\p{M}\p{N}_·\u200c]*/u,
  emoji: /^[\p{L}\p{N}_+-]*/u,
};

const codePoints = (s: string) => [...s].length;

/** The token at `caret` in `text`, or null when the caret is not in one (or it is too short to ask for). */
export function tokenAtCaret(text: string, caret: number): CaretToken | null {
  if (!Number.isInteger(caret) || caret < 0 || caret > text.length) return null;
  const before = text.slice(0, caret);
  for (const [kind, re] of BEFORE_CARET) {
    const m = re.exec(before);
    if (!m) continue;
    const start = m.index;
    const rest = AFTER_CARET[kind].exec(text.slice(caret))?.[0] ?? '';
    // After the caret the word goes on to its end; an account takes one `@domain` at most.
    const hasDomain = kind === 'account' && m[0].includes('@', 1);
    let end = caret + (hasDomain ? (rest.split('@')[0] ?? '') : rest).length;
    // A sentence's full stop (or a dash) after a handle is not part of it: `Thanks @ada.`
    if (kind === 'account') while (end > start + 1 && /[.-]/.test(text[end - 1] ?? '')) end--;
    const raw = text.slice(start, end);
    if (codePoints(raw) < MIN_TOKEN_LENGTH) return null;
    // An emoji shortcode already closed (`:wave:`) is written out, not being typed.
    if (kind === 'emoji' && text[end] === ':') return null;
    const query = raw.slice(1);
    return { kind, query, start, end };
  }
  return null;
}
