// Whether a post offers "Translate" here: the interface's language, the server's pairs (published by the core,
// shared/protocol/translation.ts decides). Only then is the Translate bar's module fetched and drawn, so a post in
// the reader's own language costs one check and no element.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { StatusView } from '../../../shared/protocol/rows.ts';
import { canTranslate } from '../../../shared/protocol/translation.ts';
import { useCore } from '../../app/core-context.tsx';
import { useLocale } from '../../i18n/index.ts';
import { deferred } from '../../lib/deferred.tsx';
import type { RowUiState } from './ui-state.ts';

const TranslateBar = deferred(() => import('./TranslateBar.tsx').then((m) => m.TranslateBar)).Component;

export function TranslateOffer({
  status,
  translation,
  onChange,
}: {
  status: StatusView;
  translation: RowUiState['translation'];
  onChange: (translation: RowUiState['translation']) => void;
}) {
  useSignals();
  const core = useCore();
  const { locale } = useLocale();
  const languages = useComputed(() => core.global.value.translationLanguages ?? null).value;
  // Once translated, the way back stays even if the pairs or the language change meanwhile.
  if (translation === null && !canTranslate(status, locale, languages)) return null;
  return <TranslateBar status={status} locale={locale} translation={translation} onChange={onChange} />;
}
