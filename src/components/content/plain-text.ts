// The text of a content tree, for excerpts and labels (custom emoji become their :shortcode:).
import type { ContentNode } from '../../../shared/protocol/content.ts';

export function plainText(nodes: readonly ContentNode[] | undefined): string {
  if (!nodes) return '';
  let out = '';
  for (const n of nodes) {
    if (typeof n === 'string') out += n;
    else if (n.t === 'emoji') out += `:${n.shortcode}:`;
    else if (n.t === 'br') out += '\n';
    else {
      if (n.t === 'p' && out.length > 0 && !out.endsWith('\n')) out += '\n';
      out += plainText(n.c);
    }
  }
  return out;
}

export function excerpt(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
