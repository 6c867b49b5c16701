// The language setting in a tab. The core owns the choice (settings.locale: a language, or absent/null to follow the
// browser) and publishes it to every tab; each tab mirrors it into localStorage, so that its next start knows the
// language before the core answers (start.ts), and switches its catalogue and <html lang dir> in place when the
// choice changes, with no reload: React re-renders the components that use useT(), and nothing else is lost.
// "Follow the browser" also follows the browser's own `languagechange` event.

import { isLocale, type Locale, negotiateLocale } from './locales.ts';
import { LOCALE_SETTING_KEY } from './start.ts';

/** The language a tab shows: the one chosen in settings, else the first of the browser's that Woolly speaks. */
export function effectiveLocale(setting: unknown, languages: readonly string[]): Locale {
  return isLocale(setting) ? setting : negotiateLocale(languages);
}

/** Keeps the choice where the next start reads it first; "follow the browser" leaves nothing there. */
export function mirrorLocaleSetting(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null,
  setting: unknown,
) {
  try {
    if (isLocale(setting)) storage?.setItem(LOCALE_SETTING_KEY, setting);
    else storage?.removeItem(LOCALE_SETTING_KEY);
  } catch {
    // storage can be blocked (privacy settings): the core still has the choice and publishes it at start
  }
}

export interface LocaleSyncEnv {
  /** The current value of settings.locale, as the core published it. */
  setting(): unknown;
  /** Calls back whenever the published settings may have changed. */
  onSetting(cb: () => void): () => void;
  /** navigator.languages, best first. */
  languages(): readonly string[];
  /** The browser's `languagechange` event. */
  onLanguageChange(cb: () => void): () => void;
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null;
  /** The language the tab shows now. */
  current(): Locale;
  /** Fetches a catalogue and makes it the tab's language (html lang and dir included). */
  apply(locale: Locale): Promise<void>;
  log(message: string): void;
}

/** Follows the setting (and, while it says so, the browser) until the returned function is called. */
export function followLocaleSetting(env: LocaleSyncEnv): () => void {
  let wanted: Locale = env.current();
  let mirrored: unknown = Symbol('unset');
  const check = () => {
    const setting = env.setting();
    if (setting !== mirrored) {
      mirrored = setting;
      mirrorLocaleSetting(env.storage, setting);
    }
    const next = effectiveLocale(setting, env.languages());
    if (next === wanted) return;
    wanted = next;
    // The newest wish wins: a catalogue that arrives after the user picked yet another language is not applied.
    env.apply(next).catch((e) => {
      env.log(`language ${next} could not be loaded: ${String(e)}`);
      if (wanted === next) wanted = env.current();
    });
  };
  const offSetting = env.onSetting(check);
  const offLanguage = env.onLanguageChange(check);
  check();
  return () => {
    offSetting();
    offLanguage();
  };
}
