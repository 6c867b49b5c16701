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
export function safeHref(href: unknown): string | null {
  return typeof href === 'string' && SAFE_HREF.test(href) ? href : null;
}

/** Tags that are made as they are named, with their children. */
const PLAIN = new Set(['em', 'strong', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'span']);

/** The nodes of a content tree, appended to `parent`. */
export function appendContent(parent: Node, nodes: readonly ContentNode[] | undefined): void {
  if (Array.isArray(nodes))
    for (const node of nodes) {
      const made = buildNode(node);
      if (made) parent.appendChild(made);
    }
}

/** An element with attributes from known names and values (never HTML). */
function element(tag: string, attrs?: Record<string, string>): HTMLElement {
  const el = document.createElement(tag);
  for (const name in attrs) el.setAttribute(name, attrs[name]!);
  return el;
}

/** An in-app link (mentions, hashtags): a plain left click on it navigates inside the app. */
const navLink = (href: string, className: string) => element('a', { href, class: className, 'data-nav': '' });

function buildNode(node: ContentNode): Node | null {
  if (typeof node === 'string') return document.createTextNode(node);
  if (!node || typeof node !== 'object') return null;
  const el = node as ContentElement;
  let made: HTMLElement;
  switch (el.t) {
    case 'br':
      return document.createElement('br');
    case 'p':
    case 'li':
      // Each paragraph takes its direction from its own text (as ContentTree.tsx does).
      made = element(el.t, { dir: 'auto' });
      break;
    case 'a': {
      const href = safeHref(el.href);
      made = href
        ? element('a', {
            href,
            target: '_blank',
            rel: 'noopener noreferrer nofollow',
            class: 'content-link',
          })
        : element('span');
      break;
    }
    case 'mention':
      made = navLink(`/@${encodeURIComponent(el.acct).replace(/%40/g, '@')}`, 'mention');
      break;
    case 'hashtag':
      made = navLink(`/tags/${encodeURIComponent(el.tag)}`, 'hashtag');
      break;
    case 'emoji': {
      const src = safeHref(el.staticUrl) ?? safeHref(el.url);
      const alt = `:${el.shortcode}:`;
      // The source last, as React sets it: the image is looked up once its other attributes are there.
      return src
        ? element('img', { class: 'custom-emoji', alt, title: alt, draggable: 'false', src })
        : document.createTextNode(alt);
    }
    default:
      // A known plain tag, or an unknown element from a newer core: its text is kept, the element dropped.
      made = element(PLAIN.has(el.t) ? el.t : 'span');
  }
  appendContent(made, (el as { c?: ContentNode[] }).c);
  return made;
}

/** The tree each filled element shows, as text: a row re-sent by the core brings an equal tree in new arrays, which
 *  leaves the element's nodes (and a selection in them) alone. */
const shown = new WeakMap<Element, string>();

/** Makes `el`'s children the content tree's nodes, unless it already shows an equal tree. */
export function fillContent(el: Element, nodes: readonly ContentNode[]): void {
  const text = JSON.stringify(nodes);
  if (shown.get(el) === text) return;
  shown.set(el, text);
  const fragment = document.createDocumentFragment();
  appendContent(fragment, nodes);
  el.replaceChildren(fragment);
}

/** A ref for the element that shows `nodes`: React leaves the element's children to it. */
export const contentRef =
  (nodes: readonly ContentNode[]) =>
  (el: HTMLElement | null): void => {
    if (el) fillContent(el, nodes);
  };
