// Keyword → regular-expression source. Whole-word keywords get Unicode-aware boundaries: `\b` only knows ASCII
// letters, so "café" or "кот" would never match on word boundaries with it.

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const BEFORE = '(?<![\\p{L}\\p{N}_])';
const AFTER = '(?![\\p{L}\\p{N}_])';

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** The source of one keyword's pattern, to be compiled with the `iu` flags. Empty keywords give null. */
export function keywordSource(keyword: string, wholeWord: boolean): string | null {
  const kw = keyword.trim();
  if (kw === '') return null;
  const body = escapeRegExp(kw);
  if (!wholeWord) return body;
  // A boundary only makes sense next to a word character: "#tag" or "c++" keep their symbols literal.
  const start = WORD_CHAR.test(kw[0] ?? '') ? BEFORE : '';
  const end = WORD_CHAR.test(kw[kw.length - 1] ?? '') ? AFTER : '';
  return `${start}${body}${end}`;
}
