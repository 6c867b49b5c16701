// A status's content is parsed once: the same tree feeds the row (StatusView.content) and the filter text.
// Cached per status object; the store hands out a new object when a status changes.
import type { ContentNode } from '../../shared/protocol/content.ts';
import type { Status } from '../../shared/wire/entities.ts';
import { sanitizeHtml } from './sanitize.ts';

const nodesCache = new WeakMap<object, ContentNode[]>();
const textCache = new WeakMap<object, string>();

export function statusContent(status: Status): ContentNode[] {
  let nodes = nodesCache.get(status);
  if (!nodes) {
    nodes = sanitizeHtml(status.content ?? '', status);
    nodesCache.set(status, nodes);
  }
  return nodes;
}

export function statusContentText(status: Status): string {
  let text = textCache.get(status);
  if (text === undefined) {
    text = nodesToText(statusContent(status));
    textCache.set(status, text);
  }
  return text;
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
