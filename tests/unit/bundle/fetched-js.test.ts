// bench/browser/fetched-js.ts: which scripts the browser asked for before a moment (the first paint, the first
// post), page and workers together, each built file once, other origins and non-scripts left out.
import { describe, expect, it } from 'vitest';
import { distFileOf, scriptsBefore } from '../../../bench/browser/fetched-js.ts';

const O = 'http://127.0.0.1:4173';

describe('scripts fetched before a moment', () => {
  it('counts the page’s and the workers’ scripts asked for before it, each file once, in order', () => {
    const files = scriptsBefore(
      [
        { url: `${O}/assets/ComposeBox-a.js`, startMs: 140, by: 'page' },
        { url: `${O}/assets/index-a.js`, startMs: 5, by: 'page' },
        { url: `${O}/assets/entry-shared-a.js`, startMs: 60, by: 'shared-worker' },
        { url: `${O}/assets/app-core-a.js`, startMs: 6, by: 'page' },
        { url: `${O}/assets/draft-a.js`, startMs: 70, by: 'shared-worker' },
        { url: `${O}/assets/draft-a.js`, startMs: 90, by: 'page' },
        { url: `${O}/assets/index-a.css`, startMs: 5, by: 'page' },
        { url: 'https://elsewhere.example/x.js', startMs: 7, by: 'page' },
        { url: `${O}/api/v1/timelines/home`, startMs: 80, by: 'shared-worker' },
      ],
      O,
      100,
    );
    expect(files).toEqual([
      'assets/index-a.js',
      'assets/app-core-a.js',
      'assets/entry-shared-a.js',
      'assets/draft-a.js',
    ]);
  });

  it('names the built file of a script URL, and nothing for a malformed one', () => {
    expect(distFileOf(`${O}/sw.js?v=1`, O)).toBe('sw.js');
    expect(distFileOf('not a url', O)).toBeNull();
  });
});
