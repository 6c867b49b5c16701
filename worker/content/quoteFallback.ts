// The "RE: <link>" line servers add to the text of a quote post for clients that cannot show quotes: Mastodon
// sends `<p class="quote-inline">RE: <a href="…">…</a></p>`, Misskey, Akkoma and Fedibird a
// `<span class="quote-inline">…</span>`. Where the quoted post is shown under the text the line only repeats it,
// so it is taken out of the HTML before the sanitizer reads it (as Mastodon's own web client hides it). Where the
// quote is not shown the link is the reader's way to the quoted post, and the line stays.
import type { Quote } from '../../shared/wire/entities.ts';

/** Whether the row will show the quoted post itself: an accepted quote that came with the post (rows/toQuoteView). */
export function quoteIsShown(status: { quote?: Quote | null }): boolean {
  const q = status.quote;
  return !!q && q.state === 'accepted' && !!q.quoted_status;
}

/** A `<p …>` or `<span …>` start tag with a class attribute (any quoting). */
const START_WITH_CLASS = /<(p|span)(?=[\s>/])[^>]*?\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))[^>]*>/gi;

const hasFallbackClass = (classes: string) => classes.toLowerCase().split(/\s+/).includes('quote-inline');

/** Where the element opened at `from` ends (after its end tag), or -1 when it is not closed. */
function elementEnd(html: string, tag: string, from: number): number {
  const tags = new RegExp(`<(/?)(${tag})(?=[\\s>/])[^>]*>`, 'gi');
  tags.lastIndex = from;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    if (m[1]) depth -= 1;
    // A paragraph cannot hold another: a second `<p` would close this one, so it is not a fallback we understand.
    else if (tag === 'p') return -1;
    else depth += 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return -1;
}

/** The HTML without its quote fallback elements; unchanged when it has none or one is not closed. */
export function withoutQuoteFallback(html: string): string {
  if (!/quote-inline/i.test(html)) return html;
  let out = '';
  let kept = 0;
  START_WITH_CLASS.lastIndex = 0;
  for (let m = START_WITH_CLASS.exec(html); m; m = START_WITH_CLASS.exec(html)) {
    if (!hasFallbackClass(m[2] ?? m[3] ?? m[4] ?? '')) continue;
    const end = elementEnd(html, (m[1] as string).toLowerCase(), m.index + m[0].length);
    if (end < 0) return html;
    out += html.slice(kept, m.index);
    kept = end;
    START_WITH_CLASS.lastIndex = end;
  }
  return out + html.slice(kept);
}
