// How long a post is, counted as Mastodon counts it (StatusLengthValidator), so the compose box's counter and the
// demo instance's validator agree: the content warning as it is written, then the text with every URL counted as
// characters_reserved_per_url (23) and a remote mention by its local part only, all in grapheme clusters, not
// code points: a family emoji (7 code points) or a flag (2) is one character, as the reader sees it.

export const URL_LENGTH = 23;

// A URL as the server's extractor finds one: a scheme, a host with a dot (or localhost), then anything up to a
// space; punctuation that ends a sentence or closes a bracket it did not open is not part of it.
const URL_RE = /https?:\/\/(?:localhost|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)(?::\d+)?(?:[/?#]\S*)?/giu;
const TRAILING_PUNCTUATION = /[.,!?:;'"’”»)\]}>*]$/u;
// A remote mention (Mastodon's MENTION_RE): not glued to a word, `/` or `=` before it; a username with dots or
// dashes inside; a domain of any script.
const REMOTE_MENTION_RE =
  /(?<![=/\p{L}\p{M}\p{N}_])@([a-z0-9_]+(?:[.-]+[a-z0-9_]+)*)@[\p{L}\p{M}\p{N}_]+(?:[.-]+[\p{L}\p{M}\p{N}_]+)*/giu;

/** A URL found in text, cut before the punctuation that follows it (a `)` only when the URL opened none). */
function urlEnd(found: string): string {
  let url = found;
  while (TRAILING_PUNCTUATION.test(url)) {
    // `https://en.wikipedia.org/wiki/Woolly_(band)` keeps the `)` it opened.
    if (url.endsWith(')') && count(url, '(') >= count(url, ')')) break;
    url = url.slice(0, -1);
  }
  return url;
}

const count = (s: string, c: string) => s.split(c).length - 1;

/** The text with URLs replaced by placeholders and remote mentions cut to their local part. */
export function countableText(text: string, urlLength = URL_LENGTH): string {
  return text
    .replace(URL_RE, (found) => {
      const url = urlEnd(found);
      return 'x'.repeat(urlLength) + found.slice(url.length);
    })
    .replace(REMOTE_MENTION_RE, '@$1');
}

// One segmenter for every count: building one costs far more than a count.
let segmenter: Intl.Segmenter | null | undefined;

/** Grapheme clusters in `s` (code points where the runtime has no Intl.Segmenter). */
export function graphemeCount(s: string): number {
  if (segmenter === undefined)
    segmenter =
      typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  if (!segmenter) return [...s].length;
  let n = 0;
  for (const _ of segmenter.segment(s)) n++;
  return n;
}

/** The length the server checks against max_characters: the content warning as written, then the text with its
 *  URLs and remote mentions counted as above. */
export function statusLength(text: string, spoilerText = '', urlLength = URL_LENGTH): number {
  return graphemeCount(spoilerText + countableText(text, urlLength));
}
