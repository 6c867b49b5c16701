// The tab's half of the language setting (locale-setting.ts holds the rules): reads the choice from the global state
// the core publishes, and switches this tab's catalogue and <html lang dir> when it changes.
import type { ReadonlySignal } from '@preact/signals-react';
import { currentLocale, fetchCatalogue, setCatalogue } from './catalogue.ts';
import { followLocaleSetting } from './locale-setting.ts';
import type { Locale } from './locales.ts';
import { applyDocumentLocale } from './start.ts';

export function followLocaleInTab(global: ReadonlySignal<{ settings: { locale?: unknown } }>): () => void {
  let latest: Locale | null = null;
  return followLocaleSetting({
    setting: () => global.peek().settings.locale,
    onSetting: (cb) => global.subscribe(() => cb()),
    languages: () => globalThis.navigator?.languages ?? [],
    onLanguageChange: (cb) => {
      globalThis.addEventListener?.('languagechange', cb);
      return () => globalThis.removeEventListener?.('languagechange', cb);
    },
    storage: storageOrNull(),
    current: () => currentLocale().locale,
    apply: async (locale) => {
      latest = locale;
      const messages = await fetchCatalogue(locale);
      if (latest !== locale) return;
      applyDocumentLocale(document, locale);
      setCatalogue(locale, messages);
    },
    log: (m) => console.warn(`[woolly] ${m}`),
  });
}

function storageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
