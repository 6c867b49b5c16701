// The fast path keeps one tree builder for every post (its stacks are reused) and builds each element's children
// on one shared stack. Whatever one parse leaves (a post given up on half-way, an unclosed element), the next post's
// tree and text must be its own: checked on random sequences of posts against the reference parser, each post's
// context (mentions, tags, emoji) different from the one before.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomEmoji, Mention, Tag } from '../../../shared/wire/entities.ts';
import { parseFastWithText } from '../../../worker/content/fast-tokenizer.ts';
import { loadReferenceParser } from '../../../worker/content/reference-parser.ts';
import { parseSlowWithText, sanitizeHtmlWithText } from '../../../worker/content/sanitize.ts';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Elements of Mastodon's dialect (opening and closing tag), text, and pieces outside it. */
const ELEMENTS: [string, string][] = [
  ['<p>', '</p>'],
  ['<span>', '</span>'],
  ['<em>', '</em>'],
  ['<ul><li>', '</li></ul>'],
  ['<a href="https://x.test/@bob" class="u-url mention">', '</a>'],
  ['<a href="https://x.test/tags/cats" class="mention hashtag" rel="tag">', '</a>'],
  ['<a class="mention">', '</a>'],
  ['<a href="https://a.test/x">', '</a>'],
  ['<span class="invisible">', '</span>'],
  ['<span class="ellipsis">', '</span>'],
];
const TEXTS = ['&amp;', ':wave: ', ':cat:', '@', '#', 'word ', ' ', '<br>'];
const OUTSIDE = ['<script>', '&unknown;', '</p>', '<p>', '<em>', '</a>'];

/** Mostly well-formed nested HTML; now and then a piece the fast path gives up on, anywhere. No link is a direct
 *  child of a link: there the two paths differ on purpose (sanitize.test.ts: the fast path unwraps it, the
 *  reference parser closes the first link). */
function randomHtml(next: () => number, depth = 0, inLink = false): string {
  let html = '';
  const n = 1 + Math.floor(next() * 4);
  for (let i = 0; i < n; i++) {
    const r = next();
    if (r < 0.06) html += OUTSIDE[Math.floor(next() * OUTSIDE.length)];
    else if (r < 0.5 && depth < 4) {
      const [open, close] = ELEMENTS[Math.floor(next() * ELEMENTS.length)] as [string, string];
      const link = open.startsWith('<a');
      if (link && inLink) continue;
      html += open + randomHtml(next, depth + 1, link) + close;
    } else html += TEXTS[Math.floor(next() * TEXTS.length)];
  }
  return html;
}

const emoji = (shortcode: string): CustomEmoji => ({
  shortcode,
  url: `https://e.test/${shortcode}.png`,
  static_url: `https://e.test/${shortcode}-s.png`,
  visible_in_picker: true,
});
const BOB: Mention = { id: '9', username: 'bob', acct: 'bob@x.test', url: 'https://x.test/@bob' };
const CATS: Tag = { name: 'cats', url: 'https://x.test/tags/cats' };

describe('the fast path reused post after post', () => {
  beforeAll(async () => {
    await loadReferenceParser();
  });

  it('gives each post exactly the tree and text the reference parser gives it, whatever came before', () => {
    const next = rng(11);
    let fast = 0;
    let gaveUp = 0;
    for (let k = 0; k < 3000; k++) {
      const html = randomHtml(next);
      const ctx = {
        emojis: next() < 0.5 ? [emoji('wave')] : [emoji('cat'), emoji('wave')],
        mentions: next() < 0.5 ? [BOB] : [],
        tags: next() < 0.5 ? [CATS] : [],
      };
      const reference = parseSlowWithText(html, ctx);
      const f = parseFastWithText(html, ctx);
      if (f === null) gaveUp++;
      else {
        fast++;
        expect(f, html).toEqual(reference);
      }
      // What the timeline path calls: the fast path or, after it gave up, the reference parser.
      expect(sanitizeHtmlWithText(html, ctx), html).toEqual(reference);
    }
    expect(fast).toBeGreaterThan(300);
    expect(gaveUp).toBeGreaterThan(300);
  });

  it('keeps nothing of a post given up on half-way for the next one', () => {
    expect(parseFastWithText('<p>left <em>open <a href="https://a.test/">x', {})).toBeNull();
    expect(parseFastWithText('<p>next</p>', {})).toEqual({ nodes: [{ t: 'p', c: ['next'] }], text: 'next' });
  });
});
