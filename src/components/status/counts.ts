// Counts in short form (999, 1.2K, 12.3K, 3.5M; 1234 is "1234" in German, 12345 "12.345"), in the current language,
// and button names that contain the count shown (a speech-input user says what they see: "Boost 12").

import { numberFormat } from '../../i18n/icu.ts';
import { currentLocale, t } from '../../i18n/index.ts';

/** 0 → '' (no count shown); 999 → '999'; 1234 → '1.2K'; 12345 → '12.3K'; 3456789 → '3.5M' (the browser's compact
 *  notation in the current language, the same formatter as the messages' `{n, number, compact}`). */
export function shortCount(n: number): string {
  return Number.isFinite(n) && n > 0 ? numberFormat(currentLocale().locale, 'compact').format(n) : '';
}

/** The counted actions of a post. */
export type CountedAction = 'reply' | 'boost' | 'favourite';

/** The accessible name of a counted action: its verb, then the count exactly as shown (the verb alone at 0). */
export function countedLabel(action: CountedAction, n: number): string {
  return shortCount(n) ? t(`post.${action}Counted`, { count: n }) : t(`post.${action}`);
}
