// Remote HTML → the allow-listed ContentNode tree of shared/protocol/content.ts. Runs in the worker. Attributes
// are never copied: only `href` (checked) and `class` (read to recognise mentions, hashtags and Mastodon's
// shortened-link spans) are looked at. Never throws.
import { Parser } from 'htmlparser2';
import type { ContentNode } from '../../shared/protocol/content.ts';
import type { CustomEmoji, Mention, Tag } from '../../shared/wire/entities.ts';
import { type EmojiMap, emojiMap, pushText } from './emojify.ts';
import { safeHttpUrl } from './safeUrl.ts';

export interface ContentContext {
  mentions?: readonly Mention[] | null;
  tags?: readonly Tag[] | null;
  emojis?: readonly CustomEmoji[] | null;
}

type SimpleTag = 'p' | 'em' | 'strong' | 'del' | 'code' | 'pre' | 'blockquote' | 'ul' | 'ol' | 'li';
type SimpleElement = { t: SimpleTag; c?: ContentNode[] };

/** Tags kept as they are (or renamed to their allowed equivalent). */
const KEEP: Record<string, SimpleTag> = {
  p: 'p',
  em: 'em',
  i: 'em',
  strong: 'strong',
  b: 'strong',
  del: 'del',
  s: 'del',
  strike: 'del',
  code: 'code',
  tt: 'code',
  kbd: 'code',
  samp: 'code',
  pre: 'pre',
  blockquote: 'blockquote',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
};

/** Tags whose whole content is dropped, not only the tag. */
const DROP = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'applet',
  'form',
  'svg',
  'math',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'frameset',
  'frame',
  'textarea',
  'select',
  'option',
  'button',
  'title',
  'head',
  'audio',
  'video',
  'canvas',
  'picture',
  'map',
  'xmp',
  'plaintext',
]);

/** Deeper allowed elements are unwrapped, so hostile nesting cannot make a deep tree for the renderer. */
const MAX_DEPTH = 24;

/** The parser's cost grows with the square of the open-element depth (about 1.5 s for 100,000 nested tags), so
 *  input beyond this many characters is cut; real posts are a few kilobytes, so only hostile input is affected. */
export const MAX_HTML_CHARS = 100_000;

type Frame =
  | { kind: 'keep'; node: SimpleElement & { c: ContentNode[] }; parentOut: ContentNode[] }
  | { kind: 'link'; link: LinkInfo; children: ContentNode[]; parentOut: ContentNode[] }
  | { kind: 'unwrap'; ellipsis: boolean }
  | { kind: 'drop' };

type LinkInfo =
  | { type: 'a'; href: string }
  | { type: 'mention'; href: string; acct: string | null; accountId: string | null }
  | { type: 'hashtag'; href: string; tag: string | null }
  | { type: 'text' };

export function sanitizeHtml(html: string, ctx: ContentContext = {}): ContentNode[] {
  try {
    const input = typeof html === 'string' ? html : '';
    if (input.length <= MAX_HTML_CHARS) return parseFast(input, ctx) ?? parseSlow(input, ctx);
    const nodes = parseSlow(input.slice(0, MAX_HTML_CHARS), ctx);
    nodes.push('…');
    return nodes;
  } catch {
    return [];
  }
}

/** The reference path: htmlparser2, for any input. */
export function parseSlow(html: string, ctx: ContentContext): ContentNode[] {
  const b = createBuilder(ctx);
  const parser = new Parser(b.handler, {
    decodeEntities: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
    recognizeSelfClosing: false,
  });
  parser.write(html);
  parser.end();
  return b.finish();
}

interface Handler {
  onopentag(name: string, attribs: Record<string, string>): void;
  ontext(data: string): void;
  onclosetag(): void;
}

/** Turns parser events into the allow-listed tree; shared by the fast and the reference tokenizer. */
function createBuilder(ctx: ContentContext): { handler: Handler; finish: () => ContentNode[] } {
  const root: ContentNode[] = [];
  const emojis: EmojiMap = emojiMap(ctx.emojis);
  const stack: Frame[] = [];
  let out = root;
  let depth = 0;
  let dropping = 0;
  let links = 0;
  let text = '';

  const flush = () => {
    if (text !== '') {
      pushText(out, text, emojis);
      text = '';
    }
  };

  const handler: Handler = {
    onopentag(name, attribs) {
      if (dropping > 0 || DROP.has(name)) {
        dropping++;
        stack.push({ kind: 'drop' });
        return;
      }
      flush();
      // Only links and spans carry classes that matter (mention, hashtag, invisible, ellipsis).
      const cls = name === 'a' || name === 'span' ? ` ${(attribs.class ?? '').toLowerCase()} ` : '';
      if (name === 'br') {
        out.push({ t: 'br' });
        stack.push({ kind: 'unwrap', ellipsis: false });
        return;
      }
      if (name === 'span' && cls.includes(' invisible ')) {
        dropping++;
        stack.push({ kind: 'drop' });
        return;
      }
      // A link inside a link is unwrapped: nested anchors are invalid and would confuse the renderer.
      if (name === 'a' && depth < MAX_DEPTH && links === 0) {
        const link = classifyLink(attribs.href, cls, ctx);
        if (link.type !== 'text') {
          const children: ContentNode[] = [];
          stack.push({ kind: 'link', link, children, parentOut: out });
          out = children;
          depth++;
          links++;
          return;
        }
      }
      const keep = KEEP[name];
      if (keep && depth < MAX_DEPTH) {
        const node: SimpleElement & { c: ContentNode[] } = { t: keep, c: [] };
        out.push(node);
        stack.push({ kind: 'keep', node, parentOut: out });
        out = node.c;
        depth++;
        return;
      }
      stack.push({ kind: 'unwrap', ellipsis: name === 'span' && cls.includes(' ellipsis ') });
    },
    ontext(data) {
      if (dropping === 0) text += data;
    },
    onclosetag() {
      const frame = stack.pop();
      if (!frame) return;
      if (frame.kind === 'drop') {
        dropping--;
        return;
      }
      if (frame.kind === 'unwrap') {
        if (frame.ellipsis) text += '…';
        return;
      }
      flush();
      depth--;
      out = frame.parentOut;
      if (frame.kind === 'keep') {
        if (frame.node.c.length === 0 && frame.node.t !== 'p') delete (frame.node as { c?: ContentNode[] }).c;
        return;
      }
      links--;
      out.push(finishLink(frame.link, frame.children));
    },
  };
  return {
    handler,
    finish() {
      // Unclosed elements were closed by the tokenizer; whatever text is left belongs at the current level.
      flush();
      return root;
    },
  };
}

// ---- the fast path
// Mastodon's own HTML is a narrow dialect: p, br, a, span and a few inline tags, lowercase, double-quoted
// attributes, the five basic entities. The fast tokenizer reads exactly that dialect and drives the same builder;
// at the first thing outside it (another tag, a comment, an unknown entity, a misnested or unclosed tag, an
// implied close) it gives up and the reference parser reads the whole input. So it can be wrong only by being
// unused. A differential test checks both paths agree.

const FAST_TAGS = new Set([
  'p',
  'br',
  'a',
  'span',
  'em',
  'strong',
  'b',
  'i',
  'del',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
]);
/** Opening these inside an open p makes HTML close the p implicitly: left to the reference parser. */
const CLOSES_P = new Set(['p', 'ul', 'ol', 'pre', 'blockquote']);
const TOKEN =
  /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z][a-z-]*="[^"<>]*")*)\s*(\/?)>|([^<&]+)|&(amp|lt|gt|quot|#39|apos|nbsp);/y;
const ATTR = /\s+([a-z][a-z-]*)="([^"<>]*)"/g;
const ENTITY: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: '\u00a0',
};

function decodeAttr(v: string): string | null {
  if (v.indexOf('&') < 0) return v;
  let ok = true;
  const out = v.replace(/&([a-z0-9#]+);|&/g, (m, name: string | undefined) => {
    const d = name ? ENTITY[name] : undefined;
    if (d === undefined) ok = false;
    return d ?? m;
  });
  return ok ? out : null;
}

export function parseFast(html: string, ctx: ContentContext): ContentNode[] | null {
  const b = createBuilder(ctx);
  const open: string[] = [];
  let openP = 0;
  let pos = 0;
  TOKEN.lastIndex = 0;
  while (pos < html.length) {
    TOKEN.lastIndex = pos;
    const m = TOKEN.exec(html);
    if (!m) return null;
    pos = TOKEN.lastIndex;
    // Indexing, not destructuring: array destructuring goes through the iterator protocol, measurably slower here.
    const text = m[5];
    const entity = m[6];
    const slash = m[1];
    const name = m[2];
    const attrs = m[3];
    const selfClose = m[4];
    if (text !== undefined) {
      b.handler.ontext(text);
      continue;
    }
    if (entity !== undefined) {
      b.handler.ontext(ENTITY[entity] ?? '');
      continue;
    }
    if (!name || !FAST_TAGS.has(name)) return null;
    if (slash) {
      if (attrs || selfClose || open[open.length - 1] !== name) return null;
      open.pop();
      if (name === 'p') openP--;
      b.handler.onclosetag();
      continue;
    }
    if (selfClose && name !== 'br') return null;
    const attribs: Record<string, string> = {};
    if (attrs) {
      ATTR.lastIndex = 0;
      for (let a = ATTR.exec(attrs); a !== null; a = ATTR.exec(attrs)) {
        const key = a[1] as string;
        const value = decodeAttr(a[2] ?? '');
        if (value === null || key in attribs) return null;
        attribs[key] = value;
      }
    }
    if (name === 'br') {
      b.handler.onopentag(name, attribs);
      b.handler.onclosetag();
      continue;
    }
    if (openP > 0 && CLOSES_P.has(name)) return null;
    if (name === 'li' && open[open.length - 1] === 'li') return null;
    open.push(name);
    if (name === 'p') openP++;
    b.handler.onopentag(name, attribs);
  }
  if (open.length > 0) return null;
  return b.finish();
}

function classifyLink(rawHref: string | undefined, cls: string, ctx: ContentContext): LinkInfo {
  const href = safeHttpUrl(rawHref);
  const mention = rawHref ? ctx.mentions?.find((m) => m && (m.url === rawHref || m.url === href)) : undefined;
  if (mention) return { type: 'mention', href: href ?? '', acct: mention.acct, accountId: mention.id };
  const tag = rawHref
    ? ctx.tags?.find(
        (t) => t && typeof t.url === 'string' && t.url.toLowerCase() === (href ?? rawHref).toLowerCase(),
      )
    : undefined;
  if (tag) return { type: 'hashtag', href: href ?? '', tag: tag.name };
  if (cls.includes(' hashtag ')) return { type: 'hashtag', href: href ?? '', tag: null };
  if (cls.includes(' mention '))
    return { type: 'mention', href: href ?? '', acct: acctFromHref(href), accountId: null };
  return href ? { type: 'a', href } : { type: 'text' };
}

/** `https://host/@user` → `user@host`, for mentions the status did not list. */
function acctFromHref(href: string | null): string | null {
  if (!href) return null;
  try {
    const url = new URL(href);
    const m = /^\/@([^/]+)\/?$/.exec(url.pathname) ?? /^\/users\/([^/]+)\/?$/.exec(url.pathname);
    return m?.[1] ? `${decodeURIComponent(m[1])}@${url.hostname}` : null;
  } catch {
    return null;
  }
}

function textOf(nodes: ContentNode[]): string {
  let s = '';
  for (const n of nodes) {
    if (typeof n === 'string') s += n;
    else if ('c' in n && n.c) s += textOf(n.c);
  }
  return s;
}

function finishLink(link: LinkInfo, c: ContentNode[]): ContentNode {
  switch (link.type) {
    case 'a':
      return { t: 'a', href: link.href, c };
    case 'mention': {
      const acct = link.acct ?? textOf(c).replace(/^@/, '');
      return { t: 'mention', acct, accountId: link.accountId, href: link.href, c };
    }
    case 'hashtag': {
      const tag = link.tag ?? textOf(c).replace(/^#/, '');
      return { t: 'hashtag', tag, href: link.href, c };
    }
    default:
      return { t: 'span', c };
  }
}
