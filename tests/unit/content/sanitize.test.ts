import { describe, expect, it } from 'vitest';
import type { ContentNode } from '../../../shared/protocol/content.ts';
import { htmlToText } from '../../../worker/content/plainText.ts';
import { safeHttpUrl } from '../../../worker/content/safeUrl.ts';
import { sanitizeHtml } from '../../../worker/content/sanitize.ts';

const flat = (nodes: ContentNode[]): string =>
  nodes.map((n) => (typeof n === 'string' ? n : 'c' in n && n.c ? flat(n.c) : '')).join('');

function allNodes(nodes: ContentNode[], out: Exclude<ContentNode, string>[] = []) {
  for (const n of nodes) {
    if (typeof n === 'string') continue;
    out.push(n);
    if ('c' in n && n.c) allNodes(n.c, out);
  }
  return out;
}

const ALLOWED = new Set([
  'p',
  'br',
  'em',
  'strong',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'span',
  'a',
  'mention',
  'hashtag',
  'emoji',
]);

/** Every element in the tree is allow-listed and every link is http(s). */
function assertSafe(nodes: ContentNode[]) {
  for (const n of allNodes(nodes)) {
    expect(ALLOWED.has(n.t)).toBe(true);
    const keys = Object.keys(n).filter(
      (k) => !['t', 'c', 'href', 'acct', 'accountId', 'tag', 'shortcode', 'url', 'staticUrl'].includes(k),
    );
    expect(keys).toEqual([]);
    if ('href' in n && n.href !== '') expect(n.href).toMatch(/^https?:\/\//);
  }
}

describe('sanitizeHtml: hostile input', () => {
  it('drops script, style, iframe, form, svg, math, template and object with their contents', () => {
    const html =
      '<p>ok</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://e.test">frame</iframe>' +
      '<form action="https://e.test"><input name=a>formtext</form><svg><a href="https://e.test">svglink</a></svg>' +
      '<math><mi>x</mi></math><template><p>tpl</p></template><object data="x">obj</object>';
    const out = sanitizeHtml(html);
    assertSafe(out);
    expect(flat(out)).toBe('ok');
  });

  it('never copies attributes such as on* handlers or style', () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)" style="position:fixed" class="x" id="y">hi <img src=x onerror=alert(1)></p>',
    );
    expect(out).toEqual([{ t: 'p', c: ['hi '] }]);
  });

  it('drops javascript:, data:, vbscript:, relative and protocol-relative links but keeps their text', () => {
    const html =
      '<a href="javascript:alert(1)">a</a><a href="jav&#x61;script:alert(1)">b</a><a href=" java\tscript:x">c</a>' +
      '<a href="data:text/html,<script>x</script>">d</a><a href="vbscript:msgbox">e</a><a href="/relative">f</a>' +
      '<a href="//evil.test/x">g</a><a href="JaVaScRiPt:alert(1)">h</a>';
    const out = sanitizeHtml(html);
    assertSafe(out);
    expect(allNodes(out).filter((n) => n.t === 'a')).toEqual([]);
    expect(flat(out)).toBe('abcdefgh');
  });

  it('keeps http and https links', () => {
    const out = sanitizeHtml('<a href="https://ok.test/x">ok</a> <a href="HTTP://ok.test/">up</a>');
    expect(out).toEqual([
      { t: 'a', href: 'https://ok.test/x', c: ['ok'] },
      ' ',
      { t: 'a', href: 'http://ok.test/', c: ['up'] },
    ]);
  });

  it('turns nested tricks like <scr<script>ipt> into inert text', () => {
    const out = sanitizeHtml('<scr<script>ipt>alert(1)</script>ipt><<b>img src=x onerror=alert(1)>');
    assertSafe(out);
    for (const n of allNodes(out)) expect(n.t).not.toBe('script');
    expect(JSON.stringify(out)).not.toContain('"t":"script"');
  });

  it('closes unclosed tags and ignores stray closing tags', () => {
    expect(sanitizeHtml('<p>one <em>two <strong>three')).toEqual([
      { t: 'p', c: ['one ', { t: 'em', c: ['two ', { t: 'strong', c: ['three'] }] }] },
    ]);
    expect(flat(sanitizeHtml('a</em></div>b'))).toBe('ab');
  });

  it('caps deep nesting instead of building a deep tree', () => {
    const out = sanitizeHtml(`${'<blockquote>'.repeat(5000)}deep`);
    let depth = 0;
    let level: ContentNode[] = out;
    while (level.length > 0 && typeof level[0] !== 'string') {
      const n = level[0] as { c?: ContentNode[] };
      depth++;
      level = n.c ?? [];
    }
    expect(depth).toBeLessThanOrEqual(24);
    expect(flat(out)).toBe('deep');
  });

  it('handles a 1 MB input', () => {
    const html = `<p>${'word <em>x</em> '.repeat(70_000)}</p>`;
    expect(html.length).toBeGreaterThan(1_000_000);
    const out = sanitizeHtml(html);
    assertSafe(out);
    expect(flat(out).length).toBeGreaterThan(10_000);
  });

  it('never throws on odd input', () => {
    const inputs = [
      '',
      '<',
      '<<<>>>',
      '<a href>',
      '&#xFFFFFFFF;',
      '<p',
      '</',
      '<!-- x',
      '<![CDATA[x]]>',
      '\u0000<p>\u0000</p>',
    ];
    for (const i of inputs) expect(() => sanitizeHtml(i)).not.toThrow();
    expect(sanitizeHtml(null as unknown as string)).toEqual([]);
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const alphabet = '<>/="\' apbrscriptahref:&#;x';
    for (let k = 0; k < 300; k++) {
      let s = '';
      for (let i = 0; i < 60; i++) s += alphabet[rnd() % alphabet.length];
      assertSafe(sanitizeHtml(s));
    }
  });
});

describe('sanitizeHtml: Mastodon content', () => {
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

  it('recognises mentions by the status mentions, with account id and acct', () => {
    const out = sanitizeHtml(
      '<p><span class="h-card"><a href="https://far.test/@bob" class="u-url mention">@<span>bob</span></a></span> hi</p>',
      ctx,
    );
    expect(out).toEqual([
      {
        t: 'p',
        c: [
          { t: 'mention', acct: 'bob@far.test', accountId: '42', href: 'https://far.test/@bob', c: ['@bob'] },
          ' hi',
        ],
      },
    ]);
  });

  it('recognises an unlisted mention by its class, deriving acct from the url', () => {
    const out = sanitizeHtml('<a href="https://other.test/@ann" class="u-url mention">@ann</a>', ctx);
    expect(out).toEqual([
      { t: 'mention', acct: 'ann@other.test', accountId: null, href: 'https://other.test/@ann', c: ['@ann'] },
    ]);
  });

  it('recognises hashtags by the status tags or by class', () => {
    const out = sanitizeHtml(
      '<a href="https://social.test/tags/cats" class="mention hashtag" rel="tag">#<span>Cats</span></a> <a href="https://x.test/tags/dogs" class="hashtag">#dogs</a>',
      ctx,
    );
    expect(out[0]).toEqual({
      t: 'hashtag',
      tag: 'cats',
      href: 'https://social.test/tags/cats',
      c: ['#Cats'],
    });
    expect(out[2]).toEqual({ t: 'hashtag', tag: 'dogs', href: 'https://x.test/tags/dogs', c: ['#dogs'] });
  });

  it('replaces custom emoji shortcodes known to the status and leaves others as text', () => {
    expect(sanitizeHtml('<p>hi :blobcat: and :unknown:</p>', ctx)).toEqual([
      {
        t: 'p',
        c: [
          'hi ',
          {
            t: 'emoji',
            shortcode: 'blobcat',
            url: 'https://social.test/e/blobcat.png',
            staticUrl: 'https://social.test/e/s.png',
          },
          ' and :unknown:',
        ],
      },
    ]);
  });

  it('shortens links as Mastodon does: invisible parts dropped, ellipsis added', () => {
    const out = sanitizeHtml(
      '<a href="https://example.test/a/very/long/path" rel="nofollow noopener" target="_blank"><span class="invisible">https://</span><span class="ellipsis">example.test/a/very/lo</span><span class="invisible">ng/path</span></a>',
    );
    expect(out).toEqual([
      { t: 'a', href: 'https://example.test/a/very/long/path', c: ['example.test/a/very/lo…'] },
    ]);
  });

  it('keeps paragraphs, line breaks, lists, code and quotes; unwraps the rest', () => {
    const out = sanitizeHtml(
      '<p>a<br>b</p><ul><li>x</li></ul><pre><code>c</code></pre><blockquote>q</blockquote><div><h1>T</h1><u>u</u></div>',
    );
    expect(out).toEqual([
      { t: 'p', c: ['a', { t: 'br' }, 'b'] },
      { t: 'ul', c: [{ t: 'li', c: ['x'] }] },
      { t: 'pre', c: [{ t: 'code', c: ['c'] }] },
      { t: 'blockquote', c: ['q'] },
      'Tu',
    ]);
  });
});

describe('htmlToText and safeHttpUrl', () => {
  it('strips tags and dropped contents, separating paragraphs', () => {
    expect(htmlToText('<p>Hello <b>world</b></p><p>again<br>more</p><script>bad()</script>')).toBe(
      'Hello world\nagain\nmore',
    );
    expect(htmlToText('a &amp; b')).toBe('a & b');
  });

  it('accepts only absolute http(s) urls', () => {
    expect(safeHttpUrl('https://a.test/x')).toBe('https://a.test/x');
    for (const bad of [
      'javascript:alert(1)',
      '/x',
      '//a.test',
      'ftp://a.test',
      'data:x',
      '',
      null,
      undefined,
    ]) {
      expect(safeHttpUrl(bad)).toBeNull();
    }
  });
});

describe('sanitizeHtml: links inside links', () => {
  it('unwraps a nested link', () => {
    expect(sanitizeHtml('<a href="https://a.test/">out <a href="https://b.test/">in</a></a>')).toEqual([
      { t: 'a', href: 'https://a.test/', c: ['out in'] },
    ]);
  });
});
