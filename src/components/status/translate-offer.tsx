// Whether a post offers "Translate" here: the interface's language, the server's pairs (published by the core,
// shared/protocol/translation.ts decides). Only then is the Translate bar's module fetched and drawn, so a post in
// the reader's own language costs one check and no element. The language and the server's pairs come from the
// list's row environment (row-env.tsx): the offer subscribes to nothing itself.
import type { StatusView } from '../../../shared/protocol/rows.ts';
import { canTranslate, type withTranslation } from '../../../shared/protocol/translation.ts';
import { deferred } from '../../lib/deferred.tsx';
import type { RowEnv } from '../virtual-list/row-env.tsx';
import type { RowUiState } from './ui-state.ts';

/** The post as translated, set once the bar's module is here: a translation is only ever shown through the bar, so
 *  the function is there whenever one is (and stays out of the startup bundle until then). */
let translated: typeof withTranslation | null = null;

const TranslateBar = deferred(() =>
  import('./TranslateBar.tsx').then((m) => {
    translated = m.withTranslation;
    return m.TranslateBar;
  }),
).Component;

/** The post as the reader chose to see it: translated (text, warning, poll options, media descriptions) or not. */
export function shownStatus(original: StatusView, translation: RowUiState['translation']): StatusView {
  return translation?.state === 'shown' && translated ? translated(original, translation.view) : original;
}

/** Called as a function by the post's body (it holds no state): a post in the reader's language adds nothing. */
export function TranslateOffer({
  status,
  env,
  translation,
  onChange,
}: {
  status: StatusView;
  env: Pick<RowEnv, 'locale' | 'translationLanguages'>;
  translation: RowUiState['translation'];
  onChange: (translation: RowUiState['translation']) => void;
}) {
  const { locale, translationLanguages: languages } = env;
  // Once translated, the way back stays even if the pairs or the language change meanwhile.
  if (translation === null && !canTranslate(status, locale, languages)) return null;
  return <TranslateBar status={status} locale={locale} translation={translation} onChange={onChange} />;
}
