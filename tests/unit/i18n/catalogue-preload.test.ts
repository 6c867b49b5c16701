// The inline script of index.html picks the same language as the app's start (start.ts), sets <html lang dir> and
// preloads exactly that language's catalogue, before any module has loaded.
import { describe, expect, it } from 'vitest';
import { cataloguePreloadScript } from '../../../src/i18n/catalogue-preload.ts';
import { LOCALES, localeDirection } from '../../../src/i18n/locales.ts';
import { chosenLocale, LOCALE_SETTING_KEY } from '../../../src/i18n/start.ts';

const FILES = Object.fromEntries(LOCALES.map((l) => [l, `/assets/${l}-hash.js`]));

/** Runs the script against a fake page; answers what it set and preloaded. */
function runScript(saved: string | null | 'blocked', languages: readonly string[]) {
  const root = { lang: '', dir: '' };
  const links: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const storage = {
    getItem: (k: string) => {
      if (saved === 'blocked') throw new Error('SecurityError');
      return k === LOCALE_SETTING_KEY ? saved : null;
    },
  };
  const doc = {
    documentElement: root,
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (l: (typeof links)[number]) => links.push(l) },
  };
  new Function('localStorage', 'navigator', 'document', cataloguePreloadScript(FILES))(
    storage,
    { languages },
    doc,
  );
  return { root, links };
}

const CASES: [string | null | 'blocked', string[]][] = [
  [null, ['de-DE', 'en']],
  [null, ['pt-BR', 'ja']],
  [null, ['zh']],
  [null, []],
  ['ar', ['de']],
  ['fr', []],
  ['klingon', ['es-MX']],
  ['constructor', ['ja']],
  ['blocked', ['ar']],
];

describe('the catalogue preload of index.html', () => {
  for (const [saved, languages] of CASES) {
    it(`picks what the app picks: saved ${saved}, browser ${languages.join(',') || '(none)'}`, () => {
      const storage = saved === 'blocked' ? undefined : { getItem: () => saved };
      const expected = chosenLocale(storage, languages);
      const { root, links } = runScript(saved, languages);
      expect(root).toEqual({ lang: expected, dir: localeDirection(expected) });
      expect(links).toEqual([{ rel: 'modulepreload', href: FILES[expected], crossOrigin: '' }]);
    });
  }
});
