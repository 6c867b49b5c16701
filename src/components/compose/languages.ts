// The language select's choices: a short list of widely used languages (native names), plus the user's default
// when it is not among them. Deliberately not the full ISO 639 table: compose stays small.
export const COMMON_LANGUAGES: readonly (readonly [code: string, name: string])[] = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['it', 'Italiano'],
  ['ja', '日本語'],
  ['ko', '한국어'],
  ['nl', 'Nederlands'],
  ['pl', 'Polski'],
  ['pt', 'Português'],
  ['ru', 'Русский'],
  ['sv', 'Svenska'],
  ['tr', 'Türkçe'],
  ['uk', 'Українська'],
  ['zh', '中文'],
  ['ar', 'العربية'],
  ['fa', 'فارسی'],
  ['hi', 'हिन्दी'],
  ['id', 'Bahasa Indonesia'],
  ['ca', 'Català'],
  ['cs', 'Čeština'],
  ['da', 'Dansk'],
  ['fi', 'Suomi'],
  ['el', 'Ελληνικά'],
  ['he', 'עברית'],
  ['eo', 'Esperanto'],
];

/** The same languages' codes: the choices offered wherever a language is picked (a follow's languages, the posting
 *  default), so every picker offers the same ones. */
export const COMMON_LANGUAGE_CODES: readonly string[] = COMMON_LANGUAGES.map(([code]) => code);

/** The choices, with the user's default and the draft's current language first when they are not listed. */
export function languageChoices(...extra: (string | null | undefined)[]): [string, string][] {
  const out: [string, string][] = [];
  const known = new Set(COMMON_LANGUAGES.map(([c]) => c));
  for (const code of extra) {
    if (code && !known.has(code) && !out.some(([c]) => c === code)) out.push([code, code]);
  }
  return [...out, ...COMMON_LANGUAGES.map(([c, n]): [string, string] => [c, n])];
}
