// bench/browser/fetched-js.ts: which scripts the browser asked for before a moment (the first paint, the first
// post), page and workers together, each built file once, other origins and non-scripts left out.
import { describe, expect, it } from 'vitest';
import { catalogueFiles, distFileOf, scriptsBefore } from '../../../bench/browser/fetched-js.ts';

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

describe('the language catalogues', () => {
  it('are the chunks of src/i18n/locales/<lang>/index.ts, found in the manifest by module path', () => {
    const files = catalogueFiles({
      'src/main.tsx': { file: 'assets/index-a.js', src: 'src/main.tsx', isEntry: true },
      'src/i18n/locales/en/index.ts': { file: 'assets/en-b.js', src: 'src/i18n/locales/en/index.ts' },
      'src/i18n/locales/ar/index.ts': { file: 'assets/ar-c.js', src: 'src/i18n/locales/ar/index.ts' },
      // A chunk merely named like a language is not a catalogue; nor is a feature file of one.
      'src/views/en.ts': { file: 'assets/en-d.js', src: 'src/views/en.ts' },
      'src/i18n/locales/en/nav.ts': { file: 'assets/nav-e.js', src: 'src/i18n/locales/en/nav.ts' },
    });
    expect([...files].sort()).toEqual(['assets/ar-c.js', 'assets/en-b.js']);
  });
});
