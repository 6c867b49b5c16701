// Hashtags as people type them: `#cats of mastodon` becomes `#catsOfMastodon` (a hashtag cannot hold a space, so
// words are joined and each later word starts with a capital, as people write multi-word tags), the full-width
// `＃` and full-width letters become their plain forms (NFKC, as the server normalizes tags), and characters no
// hashtag can hold are dropped. Used on every keystroke, so a trailing space is kept until the next word begins.

/** What a hashtag may hold after its `#`: letters, combining marks, digits, `_`, the middle dot and ZWNJ (the
 *  characters of Mastodon's HASHTAG_NAME_RE). */
const NOT_IN_TAG = /[^\p{L}\p{M}\p{N}_\u00b7\u200c]/gu;

const capitalize = (word: string): string => {
  const first = String.fromCodePoint(word.codePointAt(0) ?? 0);
  return word ? first.toUpperCase() + word.slice(first.length) : '';
};

/**
 * One hashtag as typed → its normalized form. A leading `#` (or `＃`) is kept as `#`, never added; whitespace
 * between words joins them camel-cased; a trailing space is kept (one) so that the next word can be typed.
 */
export function normalizeHashtag(typed: string): string {
  const text = typed.normalize('NFKC');
  const hash = /^\s*#/.test(text);
  const trailing = /\s$/.test(text);
  const words = text
    .replace(/^\s*#+/, '')
    .split(/\s+/)
    .map((w) => w.replace(NOT_IN_TAG, ''))
    .filter((w) => w !== '');
  const name = words.map((w, i) => (i === 0 ? w : capitalize(w))).join('');
  if (name === '') return hash ? '#' : '';
  return `${hash ? '#' : ''}${name}${trailing ? ' ' : ''}`;
}

/** Separators of a list of tags: the comma, the full-width and ideographic commas (NFKC leaves `、`). */
const LIST_SEPARATOR = /[,、]/;

/** A comma-separated list of hashtags as typed → each one normalized, joined by ", " (the last one may be half
 *  typed and keeps its trailing space; an empty last part after a comma is kept so that typing can go on). */
export function normalizeTagListInput(typed: string): string {
  const parts = typed.normalize('NFKC').split(LIST_SEPARATOR);
  const last = parts.length - 1;
  const out = parts
    .map((p, i) => (i === last ? normalizeHashtag(p) : normalizeHashtag(p).trimEnd()))
    .filter((p, i) => i === last || (p !== '' && p !== '#'));
  return out.join(', ');
}

/** The tag names a list holds, without `#`, each once (compared without case), in the order typed. */
export function tagNamesOf(typed: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of typed.normalize('NFKC').split(LIST_SEPARATOR)) {
    const name = normalizeHashtag(part).trim().replace(/^#/, '');
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}
