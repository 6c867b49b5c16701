// "Translate" under a post's text (section 7), as Mastodon shows it: the core asks the server for the interface's
// language; the translation then shows in place with "Translated from {language} using {provider}" and "Show
// original" (which keeps the translation, so translating again costs no request). A failure leaves the original
// and the core shows the section-8 alert.
import type { StatusView } from '../../../shared/protocol/rows.ts';
import type { TranslationView } from '../../../shared/protocol/translation.ts';
import { useCore } from '../../app/core-context.tsx';
import { useT } from '../../i18n/index.ts';
import type { RowUiState } from './ui-state.ts';
import './translate.css';

// StatusBody shows a translated post through this (translate-offer.tsx), fetched with the bar.
export { withTranslation } from '../../../shared/protocol/translation.ts';

/** A language's name in the interface's language ("de" → "German", "Deutsch", "ドイツ語"); the code if unknown. */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function TranslateBar({
  status,
  locale,
  translation,
  onChange,
}: {
  status: StatusView;
  locale: string;
  translation: RowUiState['translation'];
  onChange: (translation: RowUiState['translation']) => void;
}) {
  const core = useCore();
  const t = useT();
  const translate = async () => {
    if (translation?.state === 'original') return onChange({ state: 'shown', view: translation.view });
    onChange({ state: 'loading' });
    const r = await core.intent({ type: 'status.translate', statusId: status.id, lang: locale });
    onChange(r.ok && r.value ? { state: 'shown', view: r.value as TranslationView } : null);
  };
  if (translation?.state === 'shown') {
    const { view } = translation;
    return (
      <div className="translate-bar translated">
        <span className="translate-provider">
          {t('translate.from', {
            language: languageName(view.sourceLanguage || status.language || 'und', locale),
            provider: view.provider,
          })}
        </span>
        <button type="button" className="link-button" onClick={() => onChange({ state: 'original', view })}>
          {t('translate.showOriginal')}
        </button>
      </div>
    );
  }
  const busy = translation?.state === 'loading';
  return (
    <div className="translate-bar">
      <button type="button" className="link-button" disabled={busy} onClick={() => void translate()}>
        {busy ? t('translate.busy') : t('translate.action')}
      </button>
    </div>
  );
}
