// @vitest-environment happy-dom
// A hashtag in search results says its use in words and draws its daily uses as a sparkline, oldest day first, as
// Mastodon's results do (src/views/search/SearchRows.tsx).
import { afterEach, describe, expect, it } from 'vitest';
import type { HashtagRow } from '../../../shared/protocol/search.ts';
import { HashtagResult } from '../../../src/views/search/SearchRows.tsx';
import { type Rendered, render } from './harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

const tag = (history: number[]): HashtagRow => ({
  kind: 'hashtag',
  key: 'tag:knitting',
  name: 'knitting',
  people: 3,
  uses: history.reduce((a, b) => a + b, 0),
  history,
  following: null,
});

/** The line's points as [x, y], left to right. */
const line = () =>
  (r?.container.querySelector('.sparkline-line')?.getAttribute('points') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((p) => p.split(',').map(Number) as [number, number]);

describe('a hashtag in search results', () => {
  it('draws its week of uses, the busiest day highest, beside its use in words', () => {
    r = render(<HashtagResult row={tag([0, 1, 2, 8, 2, 1, 4])} />);
    expect(r.container.textContent).toContain('#knitting');
    expect(r.container.textContent).toContain('3 people');
    const points = line();
    expect(points).toHaveLength(7);
    const ys = points.map(([, y]) => y);
    // SVG's y grows downwards: the busiest day (8, the fourth) is the highest point, the quiet first day the lowest.
    expect(Math.min(...ys)).toBe(ys[3]);
    expect(Math.max(...ys)).toBe(ys[0]);
    expect(r.container.querySelector('svg.sparkline')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws none for a tag with less than two days of history', () => {
    r = render(<HashtagResult row={tag([5])} />);
    expect(r.container.textContent).toContain('#knitting');
    expect(r.container.querySelector('svg.sparkline')).toBeNull();
  });
});
