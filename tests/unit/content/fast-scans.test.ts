// The streaming path's hand-written scans (no regular expression, no string built per tag) must answer exactly what
// the plain rules they replaced answer, on any input: checked here against those rules on random inputs.
import { describe, expect, it } from 'vitest';
import type { ContentNode } from '../../../shared/protocol/content.ts';
import type { CustomEmoji } from '../../../shared/wire/entities.ts';
import { hasClass } from '../../../worker/content/content-tree-builder.ts';
import { emojifyText } from '../../../worker/content/emojify.ts';
import { sanitizeHtml } from '../../../worker/content/sanitize.ts';

/** A small deterministic generator, so that a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function randomText(next: () => number, alphabet: readonly string[], max: number): string {
  let out = '';
  const n = Math.floor(next() * max);
  for (let i = 0; i < n; i++) out += alphabet[Math.floor(next() * alphabet.length)];
  return out;
}

describe('class names', () => {
  it('are found as the space-separated rule finds them', () => {
    const next = rng(7);
    const pieces = [
      'mention',
      'hashtag',
      'invisible',
      'ellipsis',
      ' ',
      ' ',
      'u-url',
      'x',
      '-',
      'mentions',
      '\t',
    ];
    for (let k = 0; k < 5_000; k++) {
      const list = randomText(next, pieces, 6);
      for (const name of ['mention', 'hashtag', 'invisible', 'ellipsis']) {
        expect(hasClass(list, name), `${JSON.stringify(list)} / ${name}`).toBe(
          ` ${list} `.includes(` ${name} `),
        );
      }
    }
  });

  it('are matched ignoring case, as before, so a shortened link written in capitals still hides its parts', () => {
    const html =
      '<p><a href="https://news.example/a/very/long/path"><span class="INVISIBLE">https://</span>' +
      '<span class="Ellipsis">news.example/a/</span><span class="invisible">very/long/path</span></a></p>';
    expect(sanitizeHtml(html)).toEqual([
      { t: 'p', c: [{ t: 'a', href: 'https://news.example/a/very/long/path', c: ['news.example/a/…'] }] },
    ]);
  });
});

/** The rule as it was written: a global pattern, the closing colon of an unknown shortcode starting the next try. */
function emojifyByPattern(text: string, emojis: readonly CustomEmoji[]): ContentNode[] {
  const byCode = new Map(emojis.map((e) => [e.shortcode, e]));
  const out: ContentNode[] = [];
  const push = (t: string) => {
    if (t === '') return;
    const prev = out[out.length - 1];
    if (typeof prev === 'string') out[out.length - 1] = prev + t;
    else out.push(t);
  };
  const re = /:([a-zA-Z0-9_]{2,}):/g;
  let last = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const e = byCode.get(m[1] ?? '');
    if (!e) {
      re.lastIndex = m.index + m[0].length - 1;
      continue;
    }
    push(text.slice(last, m.index));
    out.push({ t: 'emoji', shortcode: e.shortcode, url: e.url, staticUrl: e.static_url });
    last = m.index + m[0].length;
  }
  push(text.slice(last));
  return out;
}

describe('custom emoji shortcodes', () => {
  const emoji = (shortcode: string): CustomEmoji => ({
    shortcode,
    url: `https://files.example/${shortcode}.png`,
    static_url: `https://files.example/${shortcode}_s.png`,
    visible_in_picker: true,
  });
  const EMOJIS = [emoji('wave'), emoji('ab'), emoji('a_1'), emoji('B2')];

  it('are found in text as the pattern finds them', () => {
    const next = rng(11);
    const pieces = [':', ':', 'wave', 'ab', 'a', '_', '1', 'B2', 'x', ' ', 'é', '::', 'wav', '-'];
    for (let k = 0; k < 20_000; k++) {
      const text = randomText(next, pieces, 9);
      expect(emojifyText(text, EMOJIS), JSON.stringify(text)).toEqual(emojifyByPattern(text, EMOJIS));
    }
  });

  it('let an unknown shortcode give its closing colon to the next one', () => {
    expect(emojifyText('hi :nope:wave: there', EMOJIS)).toEqual([
      'hi :nope',
      { t: 'emoji', shortcode: 'wave', url: EMOJIS[0]?.url, staticUrl: EMOJIS[0]?.static_url },
      ' there',
    ]);
  });
});
