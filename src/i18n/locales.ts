// The interface's languages, which way each is written, and the choice of one from the browser's list.
// English is the source language: every message is written first in locales/en/, and the other catalogues must have
// the same keys (the type check) and the same arguments (tests/unit/i18n/catalogues.test.ts).

export const LOCALES = ['en', 'de', 'fr', 'es', 'ja', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Where a tab keeps the language chosen in settings, so that the next start knows it before anything loads. */
export const LOCALE_SETTING_KEY = 'woolly.locale';

/** Each language's name in itself, for the language setting. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ja: '日本語',
  ar: 'العربية',
};

/** Languages written right to left (the page turns with them). */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'fa', 'he', 'ur'];
const RTL = new Set<string>(RTL_LANGUAGES);

export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RTL.has(locale.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of the browser's languages (navigator.languages, best first) that Woolly speaks, by its primary
 *  subtag ("de-AT" → de); English when none is. */
export function negotiateLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return SOURCE_LOCALE;
}
