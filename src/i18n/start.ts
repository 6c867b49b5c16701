// The tab's first language: the one chosen in settings (kept in localStorage so it is known before anything else
// loads), else the browser's. Sets <html lang> and dir, then loads that catalogue.
import { loadLocale } from './catalogue.ts';
import { isLocale, LOCALE_SETTING_KEY, type Locale, localeDirection, negotiateLocale } from './locales.ts';

export { LOCALE_SETTING_KEY } from './locales.ts';

export function chosenLocale(
  storage: Pick<Storage, 'getItem'> | undefined,
  languages: readonly string[],
): Locale {
  let saved: string | null = null;
  try {
    saved = storage?.getItem(LOCALE_SETTING_KEY) ?? null;
  } catch {
    // storage can be blocked (privacy settings); the browser's language then decides
  }
  return isLocale(saved) ? saved : negotiateLocale(languages);
}

export function applyDocumentLocale(doc: Document, locale: Locale): void {
  doc.documentElement.lang = locale;
  doc.documentElement.dir = localeDirection(locale);
}

export async function startI18n(): Promise<void> {
  const locale = chosenLocale(globalThis.localStorage, globalThis.navigator?.languages ?? []);
  applyDocumentLocale(document, locale);
  await loadLocale(locale);
}
