// The builder both tokenizers drive: parser events → the allow-listed ContentNode tree of shared/protocol/content.ts
// and its plain text. Attributes are never copied: only `href` (checked) and `class` (read to recognise mentions,
// hashtags and Mastodon's shortened-link spans) are looked at.
import type { ContentNode } from '../../shared/protocol/content.ts';
import type { CustomEmoji, Mention, Tag } from '../../shared/wire/entities.ts';
import { type EmojiMap, emojiMap, pushText } from './emojify.ts';
import {
  classifyLink,
  classList,
  hasClass,
  LINK_TEXT,
  type LinkSlot,
  linkNode,
  newLinkSlot,
} from './link-kind.ts';
import { LeafNode, ParentNode } from './nodes.ts';
export interface ContentContext {
  mentions?: readonly Mention[] | null;
  tags?: readonly Tag[] | null;
  emojis?: readonly CustomEmoji[] | null;
}

type SimpleTag = 'p' | 'em' | 'strong' | 'del' | 'code' | 'pre' | 'blockquote' | 'ul' | 'ol' | 'li';

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

// What each open tag is, kept on a stack of small integers (no object per tag): its content dropped, the tag
// dropped but its content kept (an ellipsis span adds "…" at its end), an allowed element, or a link.
const DROP_TAG = 0;
const UNWRAP_TAG = 1;
const ELLIPSIS_TAG = 2;
const KEEP_TAG = 3;
const LINK_TAG = 4;

/** Attribute values by name; the builder reads `href` and `class` and keeps nothing of it after the call. */
export type Attribs = Readonly<Record<string, string | undefined>>;

export interface Handler {
  onopentag(name: string, attribs: Attribs): void;
  ontext(data: string): void;
  onclosetag(): void;
}

/** Turns parser events into the allow-listed tree; shared by the fast and the reference tokenizer. A class, not
 *  closures: one object per parse instead of a closure per handler.
 *
 *  The children of every open element wait on one stack (`kids`); when an element closes, its children are cut
 *  from the top of that stack into a list of exactly their number, and the element's node takes their place. So a
 *  list is made once, at its final size (a pushed-to list gets room for 17 and the tree is kept as long as its
 *  post), and no frame object, link record or spare list is made per tag. */
export class Builder implements Handler {
  private emojis: EmojiMap;
  /** The children of the open elements, outermost first; the root's from 0. */
  private readonly kids: ContentNode[] = [];
  /** Per open tag, what it is (DROP_TAG…LINK_TAG). */
  private readonly kinds: number[] = [];
  /** Per open element or link: where its children start in `kids`, and (elements) its tag. */
  private readonly starts: number[] = [];
  private readonly tags: (SimpleTag | null)[] = [];
  /** Where the children of the innermost open element start: text merges only with a string from there on. */
  private from = 0;
  /** The open link (links never nest: one inside another is unwrapped). */
  private readonly link: LinkSlot = newLinkSlot();
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

  constructor(private ctx: ContentContext) {
    this.emojis = emojiMap(ctx.emojis);
  }

  /** Ready for another parse, as if new: the fast path keeps one builder and its stacks for every post. */
  reset(ctx: ContentContext): void {
    this.ctx = ctx;
    this.emojis = emojiMap(ctx.emojis);
    // Empty after a whole parse; only one given up on leaves something (setting a length is a call into V8).
    if (this.kinds.length > 0 || this.kids.length > 0) {
      this.kids.length = 0;
      this.kinds.length = 0;
      this.starts.length = 0;
      this.tags.length = 0;
    }
    this.from = 0;
    this.depth = 0;
    this.dropping = 0;
    this.links = 0;
    this.pendingText = '';
    this.plain = '';
    this.plainEmpty = true;
    this.plainNl = false;
    this.pendingNl = false;
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
      pushText(this.kids, text, this.emojis, this.from);
      this.plain += text;
      this.plainEmpty = false;
      this.plainNl = this.pendingNl;
      this.pendingText = '';
    }
  }

  /** The children of the element opened at `start`, taken off the stack into a list of their exact number. */
  private take(start: number): ContentNode[] {
    return this.kids.splice(start);
  }

  onopentag(name: string, attribs: Attribs): void {
    if (this.dropping > 0 || DROP.has(name)) {
      this.dropping++;
      this.kinds.push(DROP_TAG);
      return;
    }
    this.flush();
    // Only links and spans carry classes that matter (mention, hashtag, invisible, ellipsis).
    const cls = name === 'a' || name === 'span' ? classList(attribs.class) : '';
    if (name === 'br') {
      this.kids.push(new LeafNode('br'));
      this.plain += '\n';
      this.plainEmpty = false;
      this.plainNl = true;
      this.kinds.push(UNWRAP_TAG);
      return;
    }
    if (name === 'span' && hasClass(cls, 'invisible')) {
      this.dropping++;
      this.kinds.push(DROP_TAG);
      return;
    }
    // A link inside a link is unwrapped: nested anchors are invalid and would confuse the renderer.
    if (name === 'a' && this.depth < MAX_DEPTH && this.links === 0) {
      classifyLink(this.link, attribs.href, cls, this.ctx.mentions, this.ctx.tags);
      if (this.link.type !== LINK_TEXT) {
        this.open(LINK_TAG, null);
        this.links++;
        return;
      }
    }
    // Own keys only: a tag named like an Object.prototype member ("constructor") is not an allowed tag.
    const keep = Object.hasOwn(KEEP, name) ? KEEP[name] : undefined;
    if (keep && this.depth < MAX_DEPTH) {
      if (BLOCK.has(keep)) this.newline();
      this.open(KEEP_TAG, keep);
      return;
    }
    this.kinds.push(name === 'span' && hasClass(cls, 'ellipsis') ? ELLIPSIS_TAG : UNWRAP_TAG);
  }

  private open(kind: number, tag: SimpleTag | null): void {
    this.kinds.push(kind);
    this.starts.push(this.from);
    this.tags.push(tag);
    this.from = this.kids.length;
    this.depth++;
  }

  ontext(data: string): void {
    if (this.dropping === 0 && data !== '') {
      this.pendingText += data;
      this.pendingNl = data.charCodeAt(data.length - 1) === 10;
    }
  }

  onclosetag(): void {
    if (this.kinds.length === 0) return;
    const kind = this.kinds.pop() as number;
    if (kind === DROP_TAG) {
      this.dropping--;
      return;
    }
    if (kind === UNWRAP_TAG) return;
    if (kind === ELLIPSIS_TAG) {
      this.pendingText += '…';
      this.pendingNl = false;
      return;
    }
    this.flush();
    this.depth--;
    const start = this.from;
    this.from = this.starts.pop() as number;
    const tag = this.tags.pop();
    const c = this.take(start);
    if (kind === KEEP_TAG && tag) {
      if (BLOCK.has(tag)) this.newline();
      this.kids.push(c.length === 0 && tag !== 'p' ? new LeafNode(tag) : new ParentNode(tag, c));
      return;
    }
    this.links--;
    this.kids.push(linkNode(this.link, c));
  }

  /** The tree; elements left open are closed here (the reference parser closes them all at its end, the fast
   *  tokenizer gives up on them), and whatever text is left belongs at the current level. `suffix` is appended
   *  as a last text node. */
  finish(suffix = ''): ContentNode[] {
    while (this.kinds.length > 0) this.onclosetag();
    this.flush();
    if (suffix !== '') {
      this.kids.push(suffix);
      this.plain += suffix;
      this.plainEmpty = false;
      this.plainNl = suffix.charCodeAt(suffix.length - 1) === 10;
    }
    return this.take(0);
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

export { hasClass } from './link-kind.ts';
