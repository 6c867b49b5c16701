// The language setting in a tab: the chosen language wins over the browser's, the choice is mirrored where the next
// start reads it, and a change (in any tab, or of the browser's languages while following it) switches the tab in
// place; a catalogue that arrives after a newer choice is not applied.
import { describe, expect, it } from 'vitest';
import {
  effectiveLocale,
  followLocaleSetting,
  type LocaleSyncEnv,
} from '../../../src/i18n/locale-setting.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { chosenLocale, LOCALE_SETTING_KEY } from '../../../src/i18n/start.ts';

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    map: m,
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

/** A tab: the published setting, the browser's languages, and the language it shows (apply resolves on demand). */
function fakeTab(initial: { setting?: unknown; languages: string[]; shown: Locale }) {
  let setting = initial.setting;
  let languages = initial.languages;
  let shown = initial.shown;
  const settingListeners = new Set<() => void>();
  const languageListeners = new Set<() => void>();
  const storage = memoryStorage();
  const pending: { locale: Locale; resolve: () => void; reject: (e: Error) => void }[] = [];
  const env: LocaleSyncEnv = {
    setting: () => setting,
    onSetting: (cb) => {
      settingListeners.add(cb);
      return () => settingListeners.delete(cb);
    },
    languages: () => languages,
    onLanguageChange: (cb) => {
      languageListeners.add(cb);
      return () => languageListeners.delete(cb);
    },
    storage,
    current: () => shown,
    apply: (locale) =>
      new Promise<void>((resolve, reject) => {
        pending.push({
          locale,
          resolve: () => {
            shown = locale;
            resolve();
          },
          reject,
        });
      }),
    log: () => {},
  };
  return {
    env,
    storage,
    pending,
    shown: () => shown,
    publish(next: unknown) {
      setting = next;
      for (const l of settingListeners) l();
    },
    browser(next: string[]) {
      languages = next;
      for (const l of languageListeners) l();
    },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('language setting', () => {
  it('a chosen language wins over the browser; none chosen (or a value no catalogue has) follows the browser', () => {
    expect(effectiveLocale('ja', ['de-DE', 'en'])).toBe('ja');
    expect(effectiveLocale(null, ['de-DE', 'en'])).toBe('de');
    expect(effectiveLocale(undefined, ['pt-BR', 'fr'])).toBe('fr');
    expect(effectiveLocale('klingon', ['es'])).toBe('es');
    expect(effectiveLocale(42, [])).toBe('en');
  });

  it('a language chosen in another tab switches this one without a reload, and is kept for the next start', async () => {
    const tab = fakeTab({ languages: ['en-US'], shown: 'en' });
    followLocaleSetting(tab.env);
    expect(tab.pending).toEqual([]);
    tab.publish('ar');
    expect(tab.pending.map((p) => p.locale)).toEqual(['ar']);
    tab.pending[0]!.resolve();
    await flush();
    expect(tab.shown()).toBe('ar');
    // The next start reads it before the core answers.
    expect(chosenLocale(tab.storage, ['en-US'])).toBe('ar');
    // Back to following the browser: the mirror is cleared and the browser's language returns.
    tab.publish(null);
    expect(tab.storage.map.has(LOCALE_SETTING_KEY)).toBe(false);
    expect(tab.pending.at(-1)?.locale).toBe('en');
  });

  it("while following the browser, a change of the browser's languages switches the tab", () => {
    const tab = fakeTab({ setting: null, languages: ['en'], shown: 'en' });
    followLocaleSetting(tab.env);
    tab.browser(['de-AT', 'en']);
    expect(tab.pending.map((p) => p.locale)).toEqual(['de']);
  });

  it("a chosen language ignores the browser's changes", () => {
    const tab = fakeTab({ setting: 'fr', languages: ['en'], shown: 'fr' });
    followLocaleSetting(tab.env);
    tab.browser(['ja']);
    expect(tab.pending).toEqual([]);
  });

  it('a start whose mirror disagrees with the core takes the core’s choice', () => {
    const tab = fakeTab({ setting: 'es', languages: ['en'], shown: 'de' });
    tab.storage.setItem(LOCALE_SETTING_KEY, 'de');
    followLocaleSetting(tab.env);
    expect(tab.pending.map((p) => p.locale)).toEqual(['es']);
    expect(tab.storage.getItem(LOCALE_SETTING_KEY)).toBe('es');
  });

  it('a catalogue that fails to load keeps the current language, and choosing it again tries again', async () => {
    const tab = fakeTab({ languages: ['en'], shown: 'en' });
    followLocaleSetting(tab.env);
    tab.publish('ja');
    tab.pending[0]!.reject(new Error('offline'));
    await flush();
    expect(tab.shown()).toBe('en');
    tab.publish(null);
    tab.publish('ja');
    expect(tab.pending.map((p) => p.locale)).toEqual(['ja', 'ja']);
  });

  it('stops following when asked', () => {
    const tab = fakeTab({ languages: ['en'], shown: 'en' });
    const stop = followLocaleSetting(tab.env);
    stop();
    tab.publish('de');
    tab.browser(['fr']);
    expect(tab.pending).toEqual([]);
  });
});
