// The builder both tokenizers drive: parser events → the allow-listed ContentNode tree of shared/protocol/content.ts
// and its plain text. Attributes are never copied: only `href` (checked) and `class` (read to recognise mentions,
// hashtags and Mastodon's shortened-link spans) are looked at.
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

/** Elements nodesToText puts on lines of their own. */
const BLOCK = new Set<string>(['p', 'li', 'blockquote', 'pre', 'ul', 'ol']);

/** Deeper allowed elements are unwrapped, so hostile nesting cannot make a deep tree for the renderer. */
const MAX_DEPTH = 24;

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

/** Attribute values by name; the builder reads `href` and `class` and keeps nothing of it after the call. */
export type Attribs = Readonly<Record<string, string | undefined>>;

export interface Handler {
  onopentag(name: string, attribs: Attribs): void;
  ontext(data: string): void;
  onclosetag(): void;
}

const DROP_FRAME: Frame = { kind: 'drop' };
const UNWRAP_FRAME: Frame = { kind: 'unwrap', ellipsis: false };
const ELLIPSIS_FRAME: Frame = { kind: 'unwrap', ellipsis: true };

/** A finished child list in a backing store of its own length. Lists grow by push, and V8 gives a pushed-to empty
 *  array room for 17 elements; the tree is kept as long as its post, so the spare room (some 800 bytes a post over
 *  its half-dozen lists) would be held, and copied by every young-generation collection it survives, for nothing. */
function exactSize(list: ContentNode[]): ContentNode[] {
  return list.length === 0 ? list : list.slice();
}

/** Turns parser events into the allow-listed tree; shared by the fast and the reference tokenizer. A class, not
 *  closures: one object per parse instead of a closure per handler. */
export class Builder implements Handler {
  private readonly root: ContentNode[] = [];
  private readonly emojis: EmojiMap;
  private readonly stack: Frame[] = [];
  private out: ContentNode[];
  private depth = 0;
  private dropping = 0;
  private links = 0;
  private pendingText = '';
  // Plain text in the same pass: what nodesToText walks (text, an emoji's `:shortcode:` which is the very text it
  // replaced, br as a newline, block elements on lines of their own) arrives here in document order.
  private plain = '';
  // Whether plain is empty / ends with a newline, tracked so that no character of it is ever read (reading one
  // would flatten the string built by appends, again and again).
  private plainEmpty = true;
  private plainNl = false;
  private pendingNl = false;

  constructor(private readonly ctx: ContentContext) {
    this.emojis = emojiMap(ctx.emojis);
    this.out = this.root;
  }

  private newline(): void {
    if (!this.plainEmpty && !this.plainNl) {
      this.plain += '\n';
      this.plainNl = true;
    }
  }

  private flush(): void {
    const text = this.pendingText;
    if (text !== '') {
      pushText(this.out, text, this.emojis);
      this.plain += text;
      this.plainEmpty = false;
      this.plainNl = this.pendingNl;
      this.pendingText = '';
    }
  }

  onopentag(name: string, attribs: Attribs): void {
    if (this.dropping > 0 || DROP.has(name)) {
      this.dropping++;
      this.stack.push(DROP_FRAME);
      return;
    }
    this.flush();
    // Only links and spans carry classes that matter (mention, hashtag, invisible, ellipsis).
    const cls = name === 'a' || name === 'span' ? classList(attribs.class) : '';
    if (name === 'br') {
      this.out.push({ t: 'br' });
      this.plain += '\n';
      this.plainEmpty = false;
      this.plainNl = true;
      this.stack.push(UNWRAP_FRAME);
      return;
    }
    if (name === 'span' && hasClass(cls, 'invisible')) {
      this.dropping++;
      this.stack.push(DROP_FRAME);
      return;
    }
    // A link inside a link is unwrapped: nested anchors are invalid and would confuse the renderer.
    if (name === 'a' && this.depth < MAX_DEPTH && this.links === 0) {
      const link = classifyLink(attribs.href, cls, this.ctx);
      if (link.type !== 'text') {
        const children: ContentNode[] = [];
        this.stack.push({ kind: 'link', link, children, parentOut: this.out });
        this.out = children;
        this.depth++;
        this.links++;
        return;
      }
    }
    // Own keys only: a tag named like an Object.prototype member ("constructor") is not an allowed tag.
    const keep = Object.hasOwn(KEEP, name) ? KEEP[name] : undefined;
    if (keep && this.depth < MAX_DEPTH) {
      const node: SimpleElement & { c: ContentNode[] } = { t: keep, c: [] };
      if (BLOCK.has(keep)) this.newline();
      this.out.push(node);
      this.stack.push({ kind: 'keep', node, parentOut: this.out });
      this.out = node.c;
      this.depth++;
      return;
    }
    this.stack.push(name === 'span' && hasClass(cls, 'ellipsis') ? ELLIPSIS_FRAME : UNWRAP_FRAME);
  }

  ontext(data: string): void {
    if (this.dropping === 0 && data !== '') {
      this.pendingText += data;
      this.pendingNl = data.charCodeAt(data.length - 1) === 10;
    }
  }

  onclosetag(): void {
    const frame = this.stack.pop();
    if (!frame) return;
    if (frame.kind === 'drop') {
      this.dropping--;
      return;
    }
    if (frame.kind === 'unwrap') {
      if (frame.ellipsis) {
        this.pendingText += '…';
        this.pendingNl = false;
      }
      return;
    }
    this.flush();
    this.depth--;
    this.out = frame.parentOut;
    if (frame.kind === 'keep') {
      if (BLOCK.has(frame.node.t)) this.newline();
      if (frame.node.c.length === 0 && frame.node.t !== 'p') delete (frame.node as { c?: ContentNode[] }).c;
      else frame.node.c = exactSize(frame.node.c);
      return;
    }
    this.links--;
    this.out.push(finishLink(frame.link, exactSize(frame.children)));
  }

  /** The tree; unclosed elements were closed by the tokenizer, whatever text is left belongs at the current level.
   *  `suffix` is appended as a last text node. */
  finish(suffix = ''): ContentNode[] {
    this.flush();
    if (suffix !== '') {
      this.root.push(suffix);
      this.plain += suffix;
      this.plainEmpty = false;
      this.plainNl = suffix.charCodeAt(suffix.length - 1) === 10;
    }
    return exactSize(this.root);
  }

  /** The plain text of the tree, as nodesToText would give it (call after finish). */
  text(): string {
    return this.plain.trim();
  }
}

/** Content tree and its plain text (see nodesToText) from one pass. */
export interface ParsedContent {
  nodes: ContentNode[];
  text: string;
}

/** The class attribute as a list to look names up in, lowercased (classes are matched ignoring case). Mastodon's
 *  own classes are lowercase ASCII already: those are used as they are, with no copy made. */
function classList(raw: string | undefined): string {
  if (raw === undefined) return '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if ((c >= 65 && c <= 90) || c > 127) return raw.toLowerCase();
  }
  return raw;
}

/** Whether the space-separated `list` holds `name`: what ` ${list} `.includes(` ${name} `) answers, without
 *  building either string. */
export function hasClass(list: string, name: string): boolean {
  for (let at = list.indexOf(name); at >= 0; at = list.indexOf(name, at + 1)) {
    const end = at + name.length;
    if ((at === 0 || list.charCodeAt(at - 1) === 32) && (end === list.length || list.charCodeAt(end) === 32))
      return true;
  }
  return false;
}

/** The status's mention whose URL is this link's (as written or as checked). */
function findMention(
  mentions: readonly Mention[] | null | undefined,
  rawHref: string,
  href: string | null,
): Mention | undefined {
  if (!mentions) return undefined;
  // The checked URL is the written one but for odd input: compared once then.
  const other = href !== rawHref ? href : undefined;
  for (const m of mentions)
    if (m && (m.url === rawHref || (other !== undefined && m.url === other))) return m;
  return undefined;
}

function classifyLink(rawHref: string | undefined, cls: string, ctx: ContentContext): LinkInfo {
  const href = safeHttpUrl(rawHref);
  const mention = rawHref ? findMention(ctx.mentions, rawHref, href) : undefined;
  if (mention) return { type: 'mention', href: href ?? '', acct: mention.acct, accountId: mention.id };
  const tag = rawHref ? findTag(ctx.tags, href ?? rawHref) : undefined;
  if (tag) return { type: 'hashtag', href: href ?? '', tag: tag.name };
  if (hasClass(cls, 'hashtag')) return { type: 'hashtag', href: href ?? '', tag: null };
  if (hasClass(cls, 'mention'))
    return { type: 'mention', href: href ?? '', acct: acctFromHref(href), accountId: null };
  return href ? { type: 'a', href } : { type: 'text' };
}

/** The tag whose URL is this link's, ignoring case; the exact match is tried first, the link lowercased once. */
function findTag(tags: readonly Tag[] | null | undefined, url: string): Tag | undefined {
  if (!tags) return undefined;
  let lower: string | null = null;
  for (const t of tags) {
    if (!t || typeof t.url !== 'string') continue;
    if (t.url === url) return t;
    // Lowercasing keeps the length of every character but U+0130 (İ → i̇): other lengths cannot match.
    if (t.url.length !== url.length && t.url.indexOf('\u0130') < 0 && url.indexOf('\u0130') < 0) continue;
    lower ??= url.toLowerCase();
    if (t.url.toLowerCase() === lower) return t;
  }
  return undefined;
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
