// How long a post is, counted as Mastodon counts it (StatusLengthValidator), so the compose box's counter and the
// demo instance's validator agree: the content warning and the text together, every URL as
// characters_reserved_per_url (23), a remote mention by its local part only, and then grapheme clusters, not code
// points: a family emoji (7 code points) or a flag (2) is one character, as the reader sees it.

export const URL_LENGTH = 23;

const URL_RE = /https?:\/\/[^\s]+/g;
const REMOTE_MENTION_RE = /(^|[^\w])@(\w+)@[\w.-]+\w/g;

/** The text with URLs replaced by placeholders and remote mentions cut to their local part. */
export function countableText(text: string, urlLength = URL_LENGTH): string {
  return text.replace(URL_RE, 'x'.repeat(urlLength)).replace(REMOTE_MENTION_RE, '$1@$2');
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

/** The length the server checks against max_characters: content warning + text, counted as above. */
export function statusLength(text: string, spoilerText = '', urlLength = URL_LENGTH): number {
  return graphemeCount(countableText(spoilerText + text, urlLength));
}
