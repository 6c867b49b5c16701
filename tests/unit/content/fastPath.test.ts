// The fast tokenizer for Mastodon's own HTML must give exactly what the reference parser gives, or give up.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeStatuses } from '../../../bench/timeline/payloads.ts';
import { parseFast, parseSlow } from '../../../worker/content/sanitize.ts';
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
