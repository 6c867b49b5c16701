// The language setting: "Follow the browser" or one of the interface's languages, each written in itself (and
// marked with its own lang, so a screen reader says it right). The choice goes to the core, which keeps it and
// publishes it to every tab; each tab then switches in place (src/i18n/locale-tab.ts).
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useCore } from '../../app/core-context.tsx';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale, negotiateLocale, useT } from '../../i18n/index.ts';

const subscribeLanguages = (cb: () => void) => {
  window.addEventListener('languagechange', cb);
  return () => window.removeEventListener('languagechange', cb);
};
const browserLocale = () => negotiateLocale(navigator.languages ?? []);

export function LanguageSection({ headingId }: { headingId: string }) {
  useSignals();
  const core = useCore();
  const t = useT();
  const setting = useComputed(() => core.global.value.settings.locale).value;
  const kept: Locale | 'browser' = isLocale(setting) ? setting : 'browser';
  // The radio follows the click at once; the core's answer (the same choice, published to every tab) replaces it.
  const [picked, setPicked] = useState<Locale | 'browser' | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new published choice ends the local one
  useEffect(() => setPicked(null), [kept]);
  const chosen = picked ?? kept;
  const fromBrowser = useSyncExternalStore(subscribeLanguages, browserLocale, () => 'en' as Locale);
  const choose = (value: Locale | 'browser') => {
    setPicked(value);
    void core.intent({ type: 'settings.patch', patch: { locale: value === 'browser' ? null : value } });
  };
  const hintId = `${headingId}-hint`;
  return (
    <fieldset className="settings-choices" aria-labelledby={headingId} aria-describedby={hintId}>
      <p className="settings-hint" id={hintId}>
        {t('settings.languageHint')}
      </p>
      <label className="settings-choice">
        <input
          type="radio"
          name="locale"
          value="browser"
          checked={chosen === 'browser'}
          onChange={() => choose('browser')}
        />
        <span className="settings-choice-text">
          {t('settings.followBrowser')}
          <span className="settings-choice-note">
            {t('settings.followBrowserNow', { language: LOCALE_NAMES[fromBrowser] })}
          </span>
        </span>
      </label>
      {LOCALES.map((locale) => (
        <label className="settings-choice" key={locale}>
          <input
            type="radio"
            name="locale"
            value={locale}
            checked={chosen === locale}
            onChange={() => choose(locale)}
          />
          <span className="settings-choice-text" lang={locale} dir="auto">
            {LOCALE_NAMES[locale]}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
