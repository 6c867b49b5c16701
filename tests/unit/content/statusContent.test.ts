// The filter text of a post is the same whether it comes from the parse itself (first call) or from the cached tree
// (the tree is kept per post, the text is not).
import { describe, expect, it } from 'vitest';
import { makeStatuses } from '../../../bench/timeline/payloads.ts';
import type { Status } from '../../../shared/wire/entities.ts';
import { sanitizeHtmlWithText } from '../../../worker/content/sanitize.ts';
import { statusContent, statusContentText } from '../../../worker/content/statusContent.ts';

const tricky = [
  '<p>a<br>b</p><p>c :wave: d</p>',
  '<ul><li>one</li><li>two</li></ul><blockquote><p>q</p></blockquote>',
  '<p><a href="https://x.test/@u" class="u-url mention">@<span>u</span></a> hi &amp; bye</p>',
  'plain text, no tags\n',
  '<p></p><p>  spaced  </p>',
  `<p>${'word '.repeat(25_000)}</p>`,
];

function posts(): Status[] {
  const base = makeStatuses(40, 9000n, 5);
  return [...base, ...tricky.map((content, i) => ({ ...(base[i] as Status), content }))];
}

describe('statusContentText', () => {
  it('gives the parse text first and the same text again from the cached tree', () => {
    for (const s of posts()) {
      const want = sanitizeHtmlWithText(s.content, s).text;
      expect(statusContentText(s), s.content.slice(0, 80)).toBe(want);
      expect(statusContentText(s), s.content.slice(0, 80)).toBe(want);
    }
  });

  it('is the same text when the row asked for the tree first', () => {
    for (const s of posts()) {
      const copy = { ...s };
      const tree = statusContent(copy);
      expect(tree).toEqual(sanitizeHtmlWithText(s.content, s).nodes);
      expect(statusContentText(copy)).toBe(sanitizeHtmlWithText(s.content, s).text);
      // One parse per post object: the tree handed out is the cached one.
      expect(statusContent(copy)).toBe(tree);
    }
  });
});
