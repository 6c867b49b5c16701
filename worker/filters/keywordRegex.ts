// Keyword → regular-expression source. A keyword is any text the user typed: every character is literal, so only
// the characters that are syntax in a `u` pattern are escaped (the `u` flag refuses escapes of anything else, so
// escaping `-` made "e-mail" a syntax error). Whole-word keywords get Unicode-aware boundaries: `\b` only knows
// ASCII letters, so "café" or "кот" would never match on word boundaries with it.
//
// These patterns run on the native engine, which backtracks; that is safe here because they are built only from
// escaped literals joined by `|`, with single-character lookarounds at the ends: no quantifier, no nesting, so a
// match attempt costs at most the length of the longest keyword at each position (linear in the text). User-typed
// regular expressions go through userRegex.ts (RE2) instead.

const WORD_CHAR = /^[\p{L}\p{N}_]$/u;
const BEFORE = '(?<![\\p{L}\\p{N}_])';
const AFTER = '(?![\\p{L}\\p{N}_])';

/** Escapes the characters that are syntax in a pattern (the `u` flag's SyntaxCharacter set and `/`), no others. */
export function escapeRegExp(s: string): string {
  return s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

/** The source of one keyword's pattern, to be compiled with the `iu` flags. Empty keywords give null. */
export function keywordSource(keyword: string, wholeWord: boolean): string | null {
  const kw = keyword.trim();
  if (kw === '') return null;
  const body = escapeRegExp(kw);
  if (!wholeWord) return body;
  // A boundary only makes sense next to a word character: "#tag" or "c++" keep their symbols literal. Code points,
  // not UTF-16 units: a letter outside the BMP is two units, neither of them a letter alone.
  const chars = [...kw];
  const start = WORD_CHAR.test(chars[0] ?? '') ? BEFORE : '';
  const end = WORD_CHAR.test(chars[chars.length - 1] ?? '') ? AFTER : '';
  return `${start}${body}${end}`;
}
