// The fast tokenizer for Mastodon's own HTML must give exactly what the reference parser gives, or give up.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeStatuses } from '../../../bench/timeline/payloads.ts';
import { parseFast, parseFastWithText } from '../../../worker/content/fast-tokenizer.ts';
import { parseSlow, parseSlowWithText, sanitizeHtmlWithText } from '../../../worker/content/sanitize.ts';
import { nodesToText } from '../../../worker/content/statusContent.ts';
import { RECORDINGS_DIR } from '../../reference.ts';

const REC = RECORDINGS_DIR;

function recordedContents(): { content: string; ctx: object }[] {
  const out: { content: string; ctx: object }[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.content === 'string') out.push({ content: o.content, ctx: o });
      for (const x of Object.values(o)) if (x && typeof x === 'object') visit(x);
    }
  };
  for (const dir of readdirSync(REC)) {
    if (dir === 'LICENSE') continue;
    for (const file of readdirSync(join(REC, dir)).filter((f) => f.endsWith('.yaml'))) {
      const text = readFileSync(join(REC, dir, file), 'utf8');
      for (const m of text.matchAll(/string: '(\{.*?\}|\[.*?\])'\n/gs)) {
        try {
          visit(JSON.parse((m[1] ?? '').replace(/''/g, "'").replace(/\n\s+/g, ' ')));
        } catch {
          // Not every recorded body is JSON.
        }
      }
    }
  }
  return out;
}

describe('fast path equals the reference parser', () => {
  it('on recorded server content', () => {
    const contents = recordedContents();
    expect(contents.length).toBeGreaterThan(20);
    let fast = 0;
    for (const { content, ctx } of contents) {
      const f = parseFast(content, ctx);
      if (f === null) continue;
      fast++;
      expect(f, content).toEqual(parseSlow(content, ctx));
    }
    expect(fast).toBeGreaterThan(contents.length / 2);
  });

  it('on the benchmark payloads (and never gives up on them)', () => {
    for (const s of makeStatuses(200, 1000n, 3)) {
      const f = parseFast(s.content, s);
      expect(f).not.toBeNull();
      expect(f).toEqual(parseSlow(s.content, s));
    }
  });

  it('gives up, or agrees, on tricky fragments', () => {
    const fragments = [
      '<p>a<p>b</p>',
      '<p>a<ul><li>x</li></ul></p>',
      '<li>a<li>b</li></li>',
      '<p>a</em></p>',
      '<span/>x',
      '<br/>',
      '<a href="https://a.test/?x=1&amp;y=2">q</a>',
      '<a href="https://a.test/?x=1&foo;">q</a>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="https://a.test" href="javascript:x">dup</a>',
      '<P>upper</P>',
      '<p>a &amp; b &lt;c&gt; &nbsp; &copy;</p>',
      '<p>1 < 2</p>',
      '<p><!-- c --></p>',
      '<script>x</script>',
      '<p>unclosed',
      '</p>',
      '<a class="mention" href="https://x.test/@a">@a</a>',
      '<span class="invisible">x</span><span class="ellipsis">y</span>',
    ];
    for (const html of fragments) {
      const f = parseFast(html, {});
      if (f !== null) expect(f, html).toEqual(parseSlow(html, {}));
    }
    expect(parseFast('<a href="https://a.test/?x=1&foo;">q</a>', {})).toBeNull();
    expect(parseFast('<p>a<p>b</p>', {})).toBeNull();
    expect(parseFast('<script>x</script>', {})).toBeNull();
  });

  it('agrees on random Mastodon-like fragments', () => {
    const parts = [
      '<p>',
      '</p>',
      '<br>',
      '<span>',
      '</span>',
      '<a href="https://a.test/x">',
      '</a>',
      '<em>',
      '</em>',
      'text ',
      '&amp;',
      ':wave: ',
      '<span class="invisible">',
      '<span class="ellipsis">',
      '<li>',
      '</li>',
      '<ul>',
      '</ul>',
    ];
    let seed = 3;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    let agreed = 0;
    for (let k = 0; k < 2000; k++) {
      let html = '';
      const n = 1 + (rnd() % 12);
      for (let i = 0; i < n; i++) html += parts[rnd() % parts.length];
      const f = parseFast(html, {});
      if (f === null) continue;
      agreed++;
      expect(f, html).toEqual(parseSlow(html, {}));
    }
    expect(agreed).toBeGreaterThan(50);
  });
});

describe('the plain text built in the same pass', () => {
  const fragments = [
    '<p>a</p><p>b<br>c</p>',
    '<p>x :wave: y</p><ul><li>one</li><li>two</li></ul>',
    '<p><span class="invisible">https://</span><span class="ellipsis">a.test/long</span></p>',
    '<p >a</p ><br /><em>b</em>',
    '<blockquote><p>q</p></blockquote>tail',
    '<pre><code>x\n y</code></pre>',
    '<p></p><p>  </p>',
    '<script>x</script><p>a &amp; b &copy;</p>',
    '<p>a<p>b</p>',
    '',
  ];
  const ctx = {
    emojis: [{ shortcode: 'wave', url: 'https://e.test/w.png', static_url: 'https://e.test/w.png' }],
  };

  it('equals nodesToText of the tree, on both paths and on recorded, benchmark and tricky content', () => {
    const inputs: { content: string; ctx: object }[] = [
      ...recordedContents(),
      ...makeStatuses(100, 5000n, 9).map((s) => ({ content: s.content, ctx: s })),
      ...fragments.map((content) => ({ content, ctx })),
    ];
    for (const { content, ctx: c } of inputs) {
      const slow = parseSlowWithText(content, c);
      expect(slow.text, content).toBe(nodesToText(slow.nodes));
      const fast = parseFastWithText(content, c);
      if (fast) {
        expect(fast.nodes, content).toEqual(slow.nodes);
        expect(fast.text, content).toBe(slow.text);
      }
      const both = sanitizeHtmlWithText(content, c);
      expect(both.text, content).toBe(nodesToText(both.nodes));
    }
  });

  it('cut input keeps the ellipsis in the text too', () => {
    const long = `<p>${'word '.repeat(25_000)}</p>`;
    const r = sanitizeHtmlWithText(long, {});
    expect(r.text.endsWith('…')).toBe(true);
    expect(r.text).toBe(nodesToText(r.nodes));
  });

  it('the scanner accepts whitespace before > and a self-closing br like the reference parser', () => {
    for (const html of ['<p >a</p >', '<br />x', '<a  href="https://a.test/"  class="u-url">l</a>']) {
      const f = parseFast(html, {});
      expect(f, html).not.toBeNull();
      expect(f, html).toEqual(parseSlow(html, {}));
    }
    for (const html of ['<a href="x"class="y">z</a>', '<a href=x>y</a>', '<p/>', '&constructor;', '&#x41;']) {
      const f = parseFast(html, {});
      if (f !== null) expect(f, html).toEqual(parseSlow(html, {}));
    }
  });
});

describe('hashtag links find their tag ignoring case', () => {
  const tagOf = (html: string, url: string) => {
    const nodes = parseSlow(html, { tags: [{ name: 'Cats', url }] });
    const p = nodes[0];
    const link = typeof p === 'object' && 'c' in p ? p.c?.[0] : undefined;
    return typeof link === 'object' ? link.t : null;
  };

  it('matches the same URL in another case, and not a different one', () => {
    expect(tagOf('<p><a href="https://x.test/tags/cats">#cats</a></p>', 'https://X.test/tags/Cats')).toBe(
      'hashtag',
    );
    expect(tagOf('<p><a href="https://x.test/tags/dogs">#dogs</a></p>', 'https://x.test/tags/cats')).toBe(
      'a',
    );
  });

  it('compares as lowercase does, even where lowercasing changes the length (İ)', () => {
    // 'İ'.toLowerCase() is two characters: the link is one character longer than the tag URL, yet they match.
    // (A relative link, compared as written: an absolute one is percent-encoded first.)
    const tagUrl = '/tags/\u0130stanbul';
    const href = tagUrl.toLowerCase();
    expect(href.length).toBe(tagUrl.length + 1);
    expect(tagOf(`<p><a href="${href}">#x</a></p>`, tagUrl)).toBe('hashtag');
  });
});

describe('custom emoji lookup', () => {
  const emoji = (shortcode: string, n: number) => ({
    shortcode,
    url: `https://e.test/${shortcode}${n}.png`,
    static_url: `https://e.test/${shortcode}${n}.png`,
    visible_in_picker: true,
  });

  it('gives the same nodes for a few emoji (scanned) as for many (mapped), the last of a repeated code winning', () => {
    const few = [emoji('aa', 1), emoji('bb', 1), emoji('aa', 2)];
    const many = [...few, ...Array.from({ length: 10 }, (_, i) => emoji(`z${i}`, 0))];
    const html = '<p>x :aa: y :bb::cc: :aa:</p>';
    const withFew = parseSlow(html, { emojis: few });
    expect(JSON.stringify(withFew)).toContain('aa2.png');
    expect(JSON.stringify(withFew)).not.toContain('aa1.png');
    expect(withFew).toEqual(parseSlow(html, { emojis: many }));
    expect(parseSlow('<p>:z1:</p>', { emojis: many })).toEqual([
      {
        t: 'p',
        c: [
          { t: 'emoji', shortcode: 'z1', url: 'https://e.test/z10.png', staticUrl: 'https://e.test/z10.png' },
        ],
      },
    ]);
  });
});
