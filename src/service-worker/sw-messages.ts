// The service worker's own few words, in the six languages of the interface. It is one self-contained script
// (dist/sw.js): it cannot fetch the app's catalogues, so it carries these. The language is the one the page told it
// (`woolly.locale`, the interface's language), else the push's `preferred_locale` (the user's language on the
// server), else the browser's.

import type { LocaleMessage } from './messages.ts';

const MESSAGES = {
  en: { genericTitle: 'New notification' },
  de: { genericTitle: 'Neue Benachrichtigung' },
  fr: { genericTitle: 'Nouvelle notification' },
  es: { genericTitle: 'Nueva notificación' },
  ja: { genericTitle: '新しい通知' },
  ar: { genericTitle: 'إشعار جديد' },
} as const;

export type SwLocale = keyof typeof MESSAGES;
export type SwMessageId = keyof (typeof MESSAGES)['en'];

/** The first of the tags (best first) whose primary language the worker speaks; English when none is. */
export function swLocale(...tags: (string | null | undefined)[]): SwLocale {
  for (const tag of tags) {
    const primary = tag?.split(/[-_]/)[0]?.toLowerCase();
    if (primary && primary in MESSAGES) return primary as SwLocale;
  }
  return 'en';
}

export function swMessage(id: SwMessageId, locale: SwLocale): string {
  return MESSAGES[locale][id];
}

/** A page's `woolly.locale` message (messages.ts). Here, not there: the worker's bundle imports no value from a
 *  module the page also loads, so it stays one self-contained script. */
export function isLocaleMessage(v: unknown): v is LocaleMessage {
  return (
    typeof v === 'object' &&
    v !== null &&
    (v as LocaleMessage).type === 'woolly.locale' &&
    typeof (v as LocaleMessage).locale === 'string'
  );
}
