// Every language has every message, each parses, and a translation uses only the arguments the English one is given.
import { describe, expect, it } from 'vitest';
import { argumentNames, parseMessage } from '../../../src/i18n/icu.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';

const catalogues = import.meta.glob<{ default: Record<string, string> }>(
  '../../../src/i18n/locales/*/index.ts',
  {
    eager: true,
  },
);
const of = (locale: string) => catalogues[`../../../src/i18n/locales/${locale}/index.ts`]?.default ?? {};

describe('catalogues', () => {
  const en = of('en');
  it('English has messages', () => {
    expect(Object.keys(en).length).toBeGreaterThan(10);
  });
  for (const locale of LOCALES) {
    it(`${locale}: the same keys as English, each message well formed, no argument English lacks`, () => {
      const messages = of(locale);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      for (const [id, src] of Object.entries(messages)) {
        const nodes = parseMessage(src);
        const enArgs = argumentNames(parseMessage(en[id] ?? ''));
        for (const name of argumentNames(nodes))
          expect(enArgs, `${locale} ${id} uses {${name}}`).toContain(name);
        if (locale !== 'en') expect(src.trim(), `${locale} ${id} is empty`).not.toBe('');
      }
    });
  }
});
