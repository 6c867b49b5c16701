// What an `<a>` of a post is: an external link, a mention (of a listed account or by its class), a hashtag (of a
// listed tag or by its class), or nothing a link may be (its href is not http(s)): then its text stays, unlinked.
// The content tree builder (content-tree-builder.ts) asks this once per link and makes the link's node from it.
import type { ContentNode } from '../../shared/protocol/content.ts';
import type { Mention, Tag } from '../../shared/wire/entities.ts';
import { HashtagNode, LinkNode, MentionNode, ParentNode } from './nodes.ts';
import { safeHttpUrl } from './safeUrl.ts';

export const LINK_TEXT = 0;
export const LINK_A = 1;
export const LINK_MENTION = 2;
export const LINK_HASHTAG = 3;
export type LinkType = typeof LINK_TEXT | typeof LINK_A | typeof LINK_MENTION | typeof LINK_HASHTAG;

/** One link's kind and fields. The builder holds one of these and refills it per link (links do not nest), so
 *  classifying a link makes no object. `name` is the mention's acct or the hashtag's name (null: read from the
 *  link's text); `accountId` the mentioned account's id when the post lists it. */
export interface LinkSlot {
  type: LinkType;
  href: string;
  name: string | null;
  accountId: string | null;
}

export const newLinkSlot = (): LinkSlot => ({ type: LINK_TEXT, href: '', name: null, accountId: null });

/** The class attribute as a list to look names up in, lowercased (classes are matched ignoring case). Mastodon's
 *  own classes are lowercase ASCII already: those are used as they are, with no copy made. */
export function classList(raw: string | undefined): string {
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

/** Fills `slot` with what the link is: a listed mention or tag first, then the classes, then its href alone. */
export function classifyLink(
  slot: LinkSlot,
  rawHref: string | undefined,
  cls: string,
  mentions: readonly Mention[] | null | undefined,
  tags: readonly Tag[] | null | undefined,
): void {
  const href = safeHttpUrl(rawHref);
  slot.href = href ?? '';
  slot.name = null;
  slot.accountId = null;
  const mention = rawHref ? findMention(mentions, rawHref, href) : undefined;
  if (mention) {
    slot.type = LINK_MENTION;
    slot.name = mention.acct;
    slot.accountId = mention.id;
    return;
  }
  const tag = rawHref ? findTag(tags, href ?? rawHref) : undefined;
  if (tag) {
    slot.type = LINK_HASHTAG;
    slot.name = tag.name;
  } else if (hasClass(cls, 'hashtag')) slot.type = LINK_HASHTAG;
  else if (hasClass(cls, 'mention')) {
    slot.type = LINK_MENTION;
    slot.name = acctFromHref(href);
  } else slot.type = href ? LINK_A : LINK_TEXT;
}

function textOf(nodes: readonly ContentNode[]): string {
  let s = '';
  for (const n of nodes) {
    if (typeof n === 'string') s += n;
    else if ('c' in n && n.c) s += textOf(n.c);
  }
  return s;
}

/** The link's node, its children `c` given. */
export function linkNode(slot: LinkSlot, c: ContentNode[]): ContentNode {
  switch (slot.type) {
    case LINK_A:
      return new LinkNode(slot.href, c);
    case LINK_MENTION: {
      const acct = slot.name ?? textOf(c).replace(/^@/, '');
      return new MentionNode(acct, slot.accountId, slot.href, c);
    }
    case LINK_HASHTAG: {
      const tag = slot.name ?? textOf(c).replace(/^#/, '');
      return new HashtagNode(tag, slot.href, c);
    }
    default:
      return new ParentNode('span', c);
  }
}
