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

type EmojiNode = Extract<ContentNode, { t: 'emoji' }>;

function collectInline(nodes: readonly ContentNode[] | undefined, out: (string | EmojiNode)[]): void {
  if (!nodes) return;
  for (const n of nodes) {
    if (typeof n === 'string') out.push(n);
    else if (n.t === 'emoji') out.push(n);
    else if (n.t === 'br') out.push('\n');
    else {
      if (n.t === 'p') out.push('\n');
      collectInline(n.c, out);
    }
  }
}

/**
 * An excerpt of a content tree that keeps its custom emoji as emoji (drawn as images, as in the post): text and
 * emoji only, whitespace collapsed, cut at `max` characters (an emoji counts as one) with an ellipsis, like
 * `excerpt` for plain text.
 */
export function excerptNodes(nodes: readonly ContentNode[] | undefined, max = 200): ContentNode[] {
  const pieces: (string | EmojiNode)[] = [];
  collectInline(nodes, pieces);
  // Adjacent texts joined, whitespace collapsed, the ends trimmed.
  const merged: (string | EmojiNode)[] = [];
  for (const p of pieces) {
    const last = merged[merged.length - 1];
    if (typeof p === 'string' && typeof last === 'string') merged[merged.length - 1] = last + p;
    else merged.push(p);
  }
  const flat = merged
    .map((p) => (typeof p === 'string' ? p.replace(/\s+/g, ' ') : p))
    .map((p, i, all) => {
      if (typeof p !== 'string') return p;
      const start = i === 0 ? p.trimStart() : p;
      return i === all.length - 1 ? start.trimEnd() : start;
    })
    .filter((p) => p !== '');
  const length = flat.reduce((n, p) => n + (typeof p === 'string' ? p.length : 1), 0);
  if (length <= max) return flat;
  const out: ContentNode[] = [];
  let budget = max - 1;
  for (const p of flat) {
    if (budget <= 0) break;
    if (typeof p !== 'string') {
      out.push(p);
      budget -= 1;
    } else {
      out.push(p.slice(0, budget));
      budget -= p.length;
    }
  }
  const last = out[out.length - 1];
  if (typeof last === 'string') {
    const trimmed = last.trimEnd();
    if (trimmed === '') out.pop();
    else out[out.length - 1] = trimmed;
  }
  out.push('…');
  return out;
}
