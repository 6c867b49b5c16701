// The interface's messages. Components: `const t = useT(); t('nav.home')`, or <T> when a value is an element.
// Plain code (document titles, notification text): t() reads the current language. Messages are ICU MessageFormat
// (see icu.ts) in src/i18n/locales/<lang>/<feature>.ts; docs/i18n.md says how to add one.
export {
  type Catalogue,
  currentLocale,
  loadLocale,
  type MessageId,
  setCatalogue,
  subscribeLocale,
  t,
} from './catalogue.ts';
export type { MessageValues } from './icu.ts';
export { isLocale, LOCALE_NAMES, LOCALES, type Locale, localeDirection, negotiateLocale } from './locales.ts';
export { T, useLocale, useT } from './react.tsx';
