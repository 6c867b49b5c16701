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
    if (input.length <= MAX_HTML_CHARS) return parse(input, ctx);
    const nodes = parse(input.slice(0, MAX_HTML_CHARS), ctx);
    nodes.push('…');
    return nodes;
  } catch {
    return [];
  }
}

function parse(html: string, ctx: ContentContext): ContentNode[] {
  const root: ContentNode[] = [];
  const emojis: EmojiMap = emojiMap(ctx.emojis);
  const stack: Frame[] = [];
  let out = root;
  let depth = 0;
  let dropping = 0;
  let text = '';

  const flush = () => {
    if (text !== '') {
      pushText(out, text, emojis);
      text = '';
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (dropping > 0 || DROP.has(name)) {
          dropping++;
          stack.push({ kind: 'drop' });
          return;
        }
        flush();
        const cls = ` ${(attribs.class ?? '').toLowerCase()} `;
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
        if (name === 'a' && depth < MAX_DEPTH) {
          const link = classifyLink(attribs.href, cls, ctx);
          if (link.type !== 'text') {
            const children: ContentNode[] = [];
            stack.push({ kind: 'link', link, children, parentOut: out });
            out = children;
            depth++;
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
          if (frame.node.c.length === 0 && frame.node.t !== 'p')
            delete (frame.node as { c?: ContentNode[] }).c;
          return;
        }
        out.push(finishLink(frame.link, frame.children));
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false },
  );
  parser.write(html);
  parser.end();
  // Unclosed elements are closed by end(); whatever text is left belongs at the current level.
  flush();
  return root;
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
