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

/** Elements nodesToText puts on lines of their own. */
const BLOCK = new Set<string>(['p', 'li', 'blockquote', 'pre', 'ul', 'ol']);

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
  return sanitizeHtmlWithText(html, ctx).nodes;
}

/** sanitizeHtml plus the plain text of the result (what nodesToText gives), from the same single pass. */
export function sanitizeHtmlWithText(html: string, ctx: ContentContext = {}): ParsedContent {
  try {
    const input = typeof html === 'string' ? html : '';
    if (input.length <= MAX_HTML_CHARS) return parseFastWithText(input, ctx) ?? parseSlowWithText(input, ctx);
    return parseSlowWithText(input.slice(0, MAX_HTML_CHARS), ctx, '…');
  } catch {
    return { nodes: [], text: '' };
  }
}

/** The reference path: htmlparser2, for any input. */
export function parseSlow(html: string, ctx: ContentContext): ContentNode[] {
  return parseSlowWithText(html, ctx).nodes;
}

/** `suffix` (the mark of a cut input) is appended as a last text node, after everything was closed. */
export function parseSlowWithText(html: string, ctx: ContentContext, suffix = ''): ParsedContent {
  const b = new Builder(ctx);
  const parser = new Parser(b, {
    decodeEntities: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
    recognizeSelfClosing: false,
  });
  parser.write(html);
  parser.end();
  const nodes = b.finish(suffix);
  return { nodes, text: b.text() };
}

/** Attribute values by name; the builder reads `href` and `class` and keeps nothing of it after the call. */
type Attribs = Readonly<Record<string, string | undefined>>;

interface Handler {
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
class Builder implements Handler {
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
    const cls = name === 'a' || name === 'span' ? ` ${(attribs.class ?? '').toLowerCase()} ` : '';
    if (name === 'br') {
      this.out.push({ t: 'br' });
      this.plain += '\n';
      this.plainEmpty = false;
      this.plainNl = true;
      this.stack.push(UNWRAP_FRAME);
      return;
    }
    if (name === 'span' && cls.includes(' invisible ')) {
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
    this.stack.push(name === 'span' && cls.includes(' ellipsis ') ? ELLIPSIS_FRAME : UNWRAP_FRAME);
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

/** The fast tags by length: the name is recognised in place (no slice, no hashing of a new string) and the
 *  constant returned, so later comparisons and lookups use one interned string. */
const FAST_TAGS_BY_LENGTH: readonly (readonly string[])[] = (() => {
  const byLength: string[][] = [];
  for (const t of FAST_TAGS) {
    const list = byLength[t.length] ?? [];
    list.push(t);
    byLength[t.length] = list;
  }
  return byLength;
})();

function fastTagAt(html: string, start: number, length: number): string | null {
  const candidates = FAST_TAGS_BY_LENGTH[length];
  if (!candidates) return null;
  for (const t of candidates) if (html.startsWith(t, start)) return t;
  return null;
}
/** Opening these inside an open p makes HTML close the p implicitly: left to the reference parser. */
const CLOSES_P = new Set(['p', 'ul', 'ol', 'pre', 'blockquote']);
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
  return parseFastWithText(html, ctx)?.nodes ?? null;
}

/** Content tree and its plain text (see nodesToText) from one pass. */
export interface ParsedContent {
  nodes: ContentNode[];
  text: string;
}

const LT = 60; // <
const GT = 62; // >
const AMP = 38; // &
const SLASH = 47; // /
const QUOTE = 34; // "
const EQ = 61; // =

const isLower = (c: number) => c >= 97 && c <= 122;
const isDigit = (c: number) => c >= 48 && c <= 57;
const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13 || c === 12;

/** The fast tokenizer: a hand-written scanner (no regular expression, no match arrays) over the dialect above.
 *  It accepts a subset of what the reference parser reads the same way; anything else returns null. */
export function parseFastWithText(html: string, ctx: ContentContext): ParsedContent | null {
  const h = new Builder(ctx);
  const attribs: { href?: string | undefined; class?: string | undefined } = {};
  const open: string[] = [];
  let openP = 0;
  let pos = 0;
  const n = html.length;
  let nextLt = -1;
  let nextAmp = -1;
  while (pos < n) {
    const c = html.charCodeAt(pos);
    if (c === AMP) {
      const semi = html.indexOf(';', pos + 1);
      if (semi < 0 || semi - pos > 5) return null;
      const key = html.slice(pos + 1, semi);
      const decoded = Object.hasOwn(ENTITY, key) ? ENTITY[key] : undefined;
      if (decoded === undefined) return null;
      h.ontext(decoded);
      pos = semi + 1;
      continue;
    }
    if (c !== LT) {
      // Text runs to the next tag or entity; both positions are found with indexOf and kept until passed.
      if (nextLt < pos) {
        nextLt = html.indexOf('<', pos);
        if (nextLt < 0) nextLt = n;
      }
      if (nextAmp < pos) {
        nextAmp = html.indexOf('&', pos);
        if (nextAmp < 0) nextAmp = n;
      }
      const end = Math.min(nextLt, nextAmp);
      h.ontext(html.slice(pos, end));
      pos = end;
      continue;
    }
    // A tag: `<`, optional `/`, a lowercase name, double-quoted attributes after whitespace, optional `/`, `>`.
    let i = pos + 1;
    const closing = html.charCodeAt(i) === SLASH;
    if (closing) i++;
    const nameStart = i;
    if (!isLower(html.charCodeAt(i))) return null;
    i++;
    while (i < n) {
      const d = html.charCodeAt(i);
      if (!isLower(d) && !isDigit(d)) break;
      i++;
    }
    const name = fastTagAt(html, nameStart, i - nameStart);
    if (name === null) return null;
    let href: string | undefined;
    let cls: string | undefined;
    let selfClose = false;
    for (;;) {
      const ws = i;
      while (i < n && isSpace(html.charCodeAt(i))) i++;
      const d = html.charCodeAt(i);
      if (d === GT) break;
      if (d === SLASH && html.charCodeAt(i + 1) === GT) {
        selfClose = true;
        i++;
        break;
      }
      if (closing || i === ws || !isLower(d)) return null;
      // An attribute: name, `="`, a value without quotes or angle brackets, `"`.
      const keyStart = i;
      i++;
      while (i < n) {
        const e = html.charCodeAt(i);
        if (!isLower(e) && e !== 45) break;
        i++;
      }
      const keyEnd = i;
      if (html.charCodeAt(i) !== EQ || html.charCodeAt(i + 1) !== QUOTE) return null;
      const valueStart = i + 2;
      const valueEnd = html.indexOf('"', valueStart);
      if (valueEnd < 0) return null;
      for (let k = valueStart; k < valueEnd; k++) {
        const e = html.charCodeAt(k);
        if (e === LT || e === GT) return null;
      }
      i = valueEnd + 1;
      // Only href and class are read by the builder; a repeated one is left to the reference parser.
      const keyLen = keyEnd - keyStart;
      if (keyLen === 4 && html.startsWith('href', keyStart)) {
        if (href !== undefined) return null;
        const v = decodeAttr(html.slice(valueStart, valueEnd));
        if (v === null) return null;
        href = v;
      } else if (keyLen === 5 && html.startsWith('class', keyStart)) {
        if (cls !== undefined) return null;
        const v = decodeAttr(html.slice(valueStart, valueEnd));
        if (v === null) return null;
        cls = v;
      }
    }
    pos = i + 1;
    if (closing) {
      if (open[open.length - 1] !== name) return null;
      open.pop();
      if (name === 'p') openP--;
      h.onclosetag();
      continue;
    }
    if (selfClose && name !== 'br') return null;
    // One attributes object per parse, refilled per tag: the builder reads it only during the call.
    attribs.href = href;
    attribs.class = cls;
    if (name === 'br') {
      h.onopentag(name, attribs);
      h.onclosetag();
      continue;
    }
    if (openP > 0 && CLOSES_P.has(name)) return null;
    if (name === 'li' && open[open.length - 1] === 'li') return null;
    open.push(name);
    if (name === 'p') openP++;
    h.onopentag(name, attribs);
  }
  if (open.length > 0) return null;
  const nodes = h.finish();
  return { nodes, text: h.text() };
}

function classifyLink(rawHref: string | undefined, cls: string, ctx: ContentContext): LinkInfo {
  const href = safeHttpUrl(rawHref);
  const mention = rawHref ? ctx.mentions?.find((m) => m && (m.url === rawHref || m.url === href)) : undefined;
  if (mention) return { type: 'mention', href: href ?? '', acct: mention.acct, accountId: mention.id };
  const tag = rawHref ? findTag(ctx.tags, href ?? rawHref) : undefined;
  if (tag) return { type: 'hashtag', href: href ?? '', tag: tag.name };
  if (cls.includes(' hashtag ')) return { type: 'hashtag', href: href ?? '', tag: null };
  if (cls.includes(' mention '))
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
