// The languages a follow can be limited to (POST /api/v1/accounts/{id}/follow languages[]): plain rules over plain
// data. Mastodon offers every ISO 639-1 language; Woolly offers the widely written ones, named in the reader's
// language by Intl.DisplayNames, plus any the follow already has (so a choice made elsewhere is never dropped).

import { COMMON_LANGUAGE_CODES } from '../compose/languages.ts';

/** The languages offered, before those the follow already has: the ones every language picker offers. */
export const COMMON_LANGUAGES = COMMON_LANGUAGE_CODES;

/** The codes to show: the common ones, then the follow's own that are not among them. */
export function languageChoices(current: readonly string[] | null | undefined): string[] {
  const out: string[] = [...COMMON_LANGUAGES];
  for (const code of current ?? []) if (!out.includes(code)) out.push(code);
  return out;
}

/** The set after a checkbox changed, in the order shown (stable payloads, whatever the clicking order). */
export function withLanguage(chosen: readonly string[], code: string, on: boolean, order: readonly string[]) {
  const set = new Set(chosen);
  if (on) set.add(code);
  else set.delete(code);
  return order.filter((c) => set.has(c));
}

/** A language's name in the reader's language ("German", "Deutsch"…), its code when the browser has no name. */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
