// A status's content is parsed once: the same tree feeds the row (StatusView.content) and the filter text.
// The tree is cached per status object (the store hands out a new object when a status changes); the text is not
// kept: it is wanted once per post and view when the post arrives (and again only when filters change), so the
// first caller gets the one the parse produced and a later one walks the cached tree (nodesToText gives the same
// text). Holding the text for the life of every post cost some 460 bytes a post, for nothing.
import type { ContentNode } from '../../shared/protocol/content.ts';
import type { Status } from '../../shared/wire/entities.ts';
import { quoteIsShown, withoutQuoteFallback } from './quoteFallback.ts';
import { sanitizeHtmlWithText } from './sanitize.ts';

const cache = new WeakMap<object, ContentNode[]>();

/** The post's HTML as it is shown: without the quote fallback line when the quoted post is shown below it. */
function parse(status: Status) {
  const html = status.content ?? '';
  return sanitizeHtmlWithText(quoteIsShown(status) ? withoutQuoteFallback(html) : html, status);
}

export function statusContent(status: Status): ContentNode[] {
  let hit = cache.get(status);
  if (!hit) {
    hit = parse(status).nodes;
    cache.set(status, hit);
  }
  return hit;
}

/** The plain text of statusContent (equal to nodesToText of it): from the parse itself when the post was not parsed
 *  yet, otherwise from the cached tree. */
export function statusContentText(status: Status): string {
  const hit = cache.get(status);
  if (hit) return nodesToText(hit);
  const parsed = parse(status);
  cache.set(status, parsed.nodes);
  return parsed.text;
}

const BLOCK = new Set(['p', 'li', 'blockquote', 'pre', 'ul', 'ol']);

/** Plain text of a content tree: what the reader sees, blocks and line breaks as newlines, emoji as :shortcode:. */
export function nodesToText(nodes: readonly ContentNode[]): string {
  let out = '';
  const walk = (list: readonly ContentNode[]) => {
    for (const n of list) {
      if (typeof n === 'string') out += n;
      else if (n.t === 'br') out += '\n';
      else if (n.t === 'emoji') out += `:${n.shortcode}:`;
      else {
        const block = BLOCK.has(n.t);
        if (block && out !== '' && !out.endsWith('\n')) out += '\n';
        if ('c' in n && n.c) walk(n.c);
        if (block && out !== '' && !out.endsWith('\n')) out += '\n';
      }
    }
  };
  walk(nodes);
  return out.trim();
}
