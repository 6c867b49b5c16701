// The content tree's element nodes as classes. A post's tree is kept as long as the post, and V8 allocates the
// objects an object literal makes directly in the old generation once it sees that most of them live long
// (allocation-site pretenuring): every streamed post then paid for fresh old-generation pages on its own path. An
// object made by a constructor is made young and promoted by the collector in bulk. Each class has one fixed shape
// and gives exactly the fields the plain object had (the tab receives structured clones: plain objects again).
import type { ContentNode } from '../../shared/protocol/content.ts';

/** The elements that are only a tag and children. */
type Tag = 'p' | 'br' | 'em' | 'strong' | 'del' | 'code' | 'pre' | 'blockquote' | 'ul' | 'ol' | 'li' | 'span';

/** An element without children: `{ t }`. */
export class LeafNode {
  t: Tag;
  constructor(t: Tag) {
    this.t = t;
  }
}

/** An element with its children: `{ t, c }`. */
export class ParentNode {
  t: Tag;
  c: ContentNode[];
  constructor(t: Tag, c: ContentNode[]) {
    this.t = t;
    this.c = c;
  }
}

/** `{ t: 'a', href, c }` */
export class LinkNode {
  t: 'a' = 'a';
  href: string;
  c: ContentNode[];
  constructor(href: string, c: ContentNode[]) {
    this.href = href;
    this.c = c;
  }
}

/** `{ t: 'mention', acct, accountId, href, c }` */
export class MentionNode {
  t: 'mention' = 'mention';
  acct: string;
  accountId: string | null;
  href: string;
  c: ContentNode[];
  constructor(acct: string, accountId: string | null, href: string, c: ContentNode[]) {
    this.acct = acct;
    this.accountId = accountId;
    this.href = href;
    this.c = c;
  }
}

/** `{ t: 'hashtag', tag, href, c }` */
export class HashtagNode {
  t: 'hashtag' = 'hashtag';
  tag: string;
  href: string;
  c: ContentNode[];
  constructor(tag: string, href: string, c: ContentNode[]) {
    this.tag = tag;
    this.href = href;
    this.c = c;
  }
}

/** `{ t: 'emoji', shortcode, url, staticUrl }` */
export class EmojiNode {
  t: 'emoji' = 'emoji';
  shortcode: string;
  url: string;
  staticUrl: string;
  constructor(shortcode: string, url: string, staticUrl: string) {
    this.shortcode = shortcode;
    this.url = url;
    this.staticUrl = staticUrl;
  }
}
