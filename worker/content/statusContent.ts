// A status's content is parsed once: the same tree feeds the row (StatusView.content) and the filter text.
// Cached per status object; the store hands out a new object when a status changes.
import type { ContentNode } from '../../shared/protocol/content.ts';
import type { Status } from '../../shared/wire/entities.ts';
import { type ParsedContent, sanitizeHtmlWithText } from './sanitize.ts';

// One entry per status object: the tree and its text come from the same single pass.
const cache = new WeakMap<object, ParsedContent>();

function parsed(status: Status): ParsedContent {
  let hit = cache.get(status);
  if (!hit) {
    hit = sanitizeHtmlWithText(status.content ?? '', status);
    cache.set(status, hit);
  }
  return hit;
}

export function statusContent(status: Status): ContentNode[] {
  return parsed(status).nodes;
}

/** The plain text of statusContent (equal to nodesToText of it), without a second walk. */
export function statusContentText(status: Status): string {
  return parsed(status).text;
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
