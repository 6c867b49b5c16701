// @vitest-environment happy-dom
// The post text's DOM builder (src/components/content/content-dom.ts): the same nodes the React renderer makes for
// the same tree, over Mastodon-like and hostile HTML cleaned by the core's sanitizer, and never live markup from a
// tree that was tampered with after the core (a core bug, a forged message).
import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { ContentNode } from '../../../shared/protocol/content.ts';
import { ContentTree } from '../../../src/components/content/ContentTree.tsx';
import { appendContent, fillContent } from '../../../src/components/content/content-dom.ts';
import { sanitizeHtml } from '../../../worker/content/sanitize.ts';

const ctx = {
  mentions: [{ id: '42', username: 'bob', acct: 'bob@far.test', url: 'https://far.test/@bob' }],
  tags: [{ name: 'cats', url: 'https://social.test/tags/cats' }],
  emojis: [
    {
      shortcode: 'blobcat',
      url: 'https://social.test/e/blobcat.png',
      static_url: 'https://social.test/e/s.png',
      visible_in_picker: true,
    },
  ],
};

// Browsers reflect the `draggable` property to its attribute (the renderer sets it as a property); happy-dom keeps it
// apart, and the custom emoji would differ here and nowhere else.
Object.defineProperty(HTMLElement.prototype, 'draggable', {
  configurable: true,
  get(this: HTMLElement) {
    return this.getAttribute('draggable') === 'true';
  },
  set(this: HTMLElement, on: boolean) {
    this.setAttribute('draggable', on ? 'true' : 'false');
  },
});

/** Remote HTML as servers send it, and as attackers would. */
const FIXTURES = [
  '<p>Hello world</p>',
  '<p><span class="h-card"><a href="https://far.test/@bob" class="u-url mention">@<span>bob</span></a></span> hi</p>',
  '<a href="https://other.test/@ann" class="u-url mention">@ann</a>',
  '<a href="https://social.test/tags/cats" class="mention hashtag" rel="tag">#<span>Cats</span></a> <a href="https://x.test/tags/dogs" class="hashtag">#dogs</a>',
  '<p>hi :blobcat: and :unknown:</p>',
  '<a href="https://example.test/a/very/long/path" rel="nofollow noopener" target="_blank"><span class="invisible">https://</span><span class="ellipsis">example.test/a/very/lo</span><span class="invisible">ng/path</span></a>',
  '<p>a<br>b</p><ul><li>x</li></ul><ol><li>y</li></ol><pre><code>c</code></pre><blockquote>q</blockquote><div><h1>T</h1><u>u</u></div>',
  '<p><em>e</em> <strong>s</strong> <del>d</del></p><p dir="rtl">مرحبا بالعالم</p>',
  '<script>alert(1)</script><p onclick="alert(2)" style="color:red">x</p><img src=x onerror=alert(3)>',
  '<a href="javascript:alert(1)">click</a><a href="data:text/html,<b>x</b>">data</a><iframe src="https://e.test"></iframe>',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;</p>',
  '<svg><a href="https://e.test">svg</a></svg><math>m</math><template><p>t</p></template><style>p{}</style>',
];

/** The host's markup with each element's attributes in name order: the order attributes were set in is nobody's
 *  concern (the renderer sets a class after the other props, the builder in its own order). */
function markup(host: HTMLElement): string {
  for (const el of host.querySelectorAll('*')) {
    const attrs = [...el.attributes].map((a) => [a.name, a.value] as const);
    for (const [name] of attrs) el.removeAttribute(name);
    for (const [name, value] of attrs.sort(([a], [b]) => (a < b ? -1 : 1))) el.setAttribute(name, value);
  }
  return host.innerHTML;
}

function reactHtml(nodes: readonly ContentNode[]): string {
  const host = document.createElement('div');
  const root = createRoot(host);
  act(() => root.render(<ContentTree nodes={nodes} />));
  const html = markup(host);
  act(() => root.unmount());
  return html;
}

function builtHtml(nodes: readonly ContentNode[]): string {
  const host = document.createElement('div');
  appendContent(host, nodes);
  return markup(host);
}

describe('the content DOM builder', () => {
  it('makes what the React renderer makes, over the content fixtures', () => {
    for (const html of FIXTURES) {
      const tree = sanitizeHtml(html, ctx);
      expect(builtHtml(tree), html).toBe(reactHtml(tree));
    }
  });

  it('makes no live markup from a hostile tree: no script, no on* handler, no style, no javascript: link', () => {
    const hostile = [
      { t: 'script', c: ['alert(1)'] },
      { t: 'a', href: 'javascript:alert(2)', c: ['js link'] },
      { t: 'a', href: ' JAVASCRIPT:alert(3)', c: ['spaced'] },
      {
        t: 'p',
        c: ['x'],
        onclick: 'alert(4)',
        style: 'background:url(x)',
        dangerouslySetInnerHTML: { __html: '<b>b</b>' },
      },
      { t: 'iframe', src: 'https://evil.test' },
      {
        t: 'emoji',
        shortcode: 'x" onerror="alert(5)',
        url: 'javascript:alert(6)',
        staticUrl: 'data:image/svg+xml,<svg/onload=alert(7)>',
      },
      {
        t: 'mention',
        acct: '"><img src=x onerror=alert(8)>',
        accountId: null,
        href: 'javascript:x',
        c: ['@m'],
      },
      { t: 'hashtag', tag: '../../settings?x=<b>', href: 'https://x.test', c: ['#h'] },
      '<img src=x onerror=alert(9)>',
      42,
      null,
    ] as unknown as ContentNode[];
    const host = document.createElement('div');
    appendContent(host, hostile);
    expect(host.querySelector('script, iframe, b, img, style')).toBeNull();
    for (const el of host.querySelectorAll('*'))
      for (const attr of el.getAttributeNames())
        expect(attr).toMatch(/^(dir|href|target|rel|class|data-nav)$/);
    for (const a of host.querySelectorAll('a'))
      expect(a.getAttribute('href')).toMatch(/^(https:\/\/|\/@|\/tags\/)/);
    // The mention and the hashtag stay inside the app, their odd names encoded into the path.
    expect(host.querySelector('a.mention')?.getAttribute('href')).toBe(
      '/@%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(8)%3E',
    );
    expect(host.querySelector('a.hashtag')?.getAttribute('href')).toBe(
      '/tags/..%2F..%2Fsettings%3Fx%3D%3Cb%3E',
    );
    expect(host.textContent).toBe(
      'alert(1)js linkspacedx:x" onerror="alert(5):@m#h<img src=x onerror=alert(9)>',
    );
    expect(builtHtml(hostile)).toBe(reactHtml(hostile));
    // Children that are not a list (which the React renderer cannot draw) are dropped, the element kept.
    expect(builtHtml([{ t: 'em', c: 'not a list' }] as unknown as ContentNode[])).toBe('<em></em>');
  });

  it('leaves the nodes of a post alone when the same text comes again, and replaces them when it changed', () => {
    const el = document.createElement('div');
    const tree = sanitizeHtml('<p>first <a href="https://e.test/x">link</a></p>', ctx);
    fillContent(el, tree);
    const paragraph = el.firstChild;
    // A row re-sent by the core (a count changed) brings an equal tree in new arrays: a selection in the text stays.
    fillContent(el, structuredClone(tree));
    expect(el.firstChild).toBe(paragraph);
    const edited = sanitizeHtml('<p>edited</p>', ctx);
    fillContent(el, edited);
    expect(el.firstChild).not.toBe(paragraph);
    expect(el.innerHTML).toBe('<p dir="auto">edited</p>');
  });
});
