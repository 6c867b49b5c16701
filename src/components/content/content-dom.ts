// Builds the core's allow-listed content tree as DOM nodes, once per tree, for a post's text (issue 20, item 1): a
// streamed post's paragraphs, links, mentions, hashtags and emoji as React elements were one fiber each to create,
// complete and commit; here they are plain nodes made in one pass into the element React leaves empty.
// The same rules as ContentTree.tsx, which stays for the places that draw a tree among other React children (bios,
// cards, notifications; a post's names are built here too, keeping the React renderer out of the first posts' file): never HTML (text goes in as text nodes, attributes are set one by one from known values), only
// known tags, hrefs re-checked here as defence in depth against a core bug. Clicks need no handler of their own:
// mentions and hashtags are `a[data-nav]`, which the page's one listener turns into in-app navigation
// (app/in-app-links.tsx), and external links open in a new tab.
import type { ContentElement, ContentNode } from '../../../shared/protocol/content.ts';

const SAFE_HREF = /^https?:\/\//i;

/** Only http(s) links reach the DOM; anything else renders as its text. */
export function safeHref(href: string): string | null {
  return SAFE_HREF.test(href) ? href : null;
}

/** Tags that are made as they are named, with their children. */
const PLAIN = new Set(['em', 'strong', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'span']);

/** The nodes of a content tree, appended to `parent`. */
export function appendContent(parent: Node, nodes: readonly ContentNode[] | undefined, doc: Document): void {
  if (!Array.isArray(nodes)) return;
  for (const node of nodes) {
    const made = buildNode(node, doc);
    if (made) parent.appendChild(made);
  }
}

function element(
  doc: Document,
  tag: string,
  attrs: readonly (readonly [string, string])[] = [],
): HTMLElement {
  const el = doc.createElement(tag);
  for (const [name, value] of attrs) el.setAttribute(name, value);
  return el;
}

function buildNode(node: ContentNode, doc: Document): Node | null {
  if (typeof node === 'string') return doc.createTextNode(node);
  if (!node || typeof node !== 'object') return null;
  const el = node as ContentElement;
  const children = 'c' in el ? el.c : undefined;
  let made: HTMLElement;
  switch (el.t) {
    case 'br':
      return doc.createElement('br');
    case 'p':
    case 'li':
      // Each paragraph takes its direction from its own text (as ContentTree.tsx does).
      made = element(doc, el.t, [['dir', 'auto']]);
      break;
    case 'a': {
      const href = typeof el.href === 'string' ? safeHref(el.href) : null;
      made = href
        ? element(doc, 'a', [
            ['href', href],
            ['target', '_blank'],
            ['rel', 'noopener noreferrer nofollow'],
            ['class', 'content-link'],
          ])
        : element(doc, 'span');
      break;
    }
    case 'mention':
      made = element(doc, 'a', [
        ['href', `/@${encodeURIComponent(String(el.acct)).replace(/%40/g, '@')}`],
        ['class', 'mention'],
        ['data-nav', ''],
      ]);
      break;
    case 'hashtag':
      made = element(doc, 'a', [
        ['href', `/tags/${encodeURIComponent(String(el.tag))}`],
        ['class', 'hashtag'],
        ['data-nav', ''],
      ]);
      break;
    case 'emoji': {
      const src =
        (typeof el.staticUrl === 'string' ? safeHref(el.staticUrl) : null) ??
        (typeof el.url === 'string' ? safeHref(el.url) : null);
      const alt = `:${el.shortcode}:`;
      if (!src) return doc.createTextNode(alt);
      // The source last, as React sets it: the image is looked up once its other attributes are there.
      return element(doc, 'img', [
        ['class', 'custom-emoji'],
        ['alt', alt],
        ['title', alt],
        ['draggable', 'false'],
        ['src', src],
      ]);
    }
    default:
      // A known plain tag, or an unknown element from a newer core: its text is kept, the element dropped.
      made = element(doc, PLAIN.has(el.t) ? el.t : 'span');
  }
  appendContent(made, children, doc);
  return made;
}

/** Whether two content trees are the same (a row re-sent by the core brings an equal tree in a new array). */
export function sameContent(a: readonly ContentNode[], b: readonly ContentNode[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!sameNode(a[i]!, b[i]!)) return false;
  return true;
}

function sameNode(a: ContentNode, b: ContentNode): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return a === b;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    const va = (a as Record<string, unknown>)[k];
    const vb = (b as Record<string, unknown>)[k];
    if (k === 'c') {
      if (!Array.isArray(va) || !Array.isArray(vb) || !sameContent(va, vb)) return false;
    } else if (va !== vb) return false;
  }
  return true;
}

/** The tree each filled element shows, so that an equal tree sent again leaves its nodes (and a selection) alone. */
const shown = new WeakMap<Element, readonly ContentNode[]>();

/** Makes `el`'s children the content tree's nodes, unless it already shows an equal tree. */
export function fillContent(el: Element, nodes: readonly ContentNode[]): void {
  const before = shown.get(el);
  if (before && sameContent(before, nodes)) return;
  shown.set(el, nodes);
  const doc = el.ownerDocument;
  const fragment = doc.createDocumentFragment();
  appendContent(fragment, nodes, doc);
  el.replaceChildren(fragment);
}

const fillers = new WeakMap<readonly ContentNode[], (el: HTMLElement | null) => void>();

/** A ref for the element that shows `nodes` (the same function for the same tree, so a row drawn again with its
 *  tree unchanged gives React nothing to redo). */
export function contentRef(nodes: readonly ContentNode[]): (el: HTMLElement | null) => void {
  let fill = fillers.get(nodes);
  if (!fill) {
    fill = (el) => {
      if (el) fillContent(el, nodes);
    };
    fillers.set(nodes, fill);
  }
  return fill;
}
