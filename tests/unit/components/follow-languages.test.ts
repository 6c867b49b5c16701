// The languages of a follow (src/components/modals/follow-languages.ts): what is offered and what is sent.
import { describe, expect, it } from 'vitest';
import {
  COMMON_LANGUAGES,
  languageChoices,
  languageName,
  withLanguage,
} from '../../../src/components/modals/follow-languages.ts';

describe('follow languages', () => {
  it('offers the common languages and keeps any the follow already has', () => {
    expect(languageChoices(null)).toEqual([...COMMON_LANGUAGES]);
    const withRare = languageChoices(['de', 'kw']);
    expect(withRare.at(-1)).toBe('kw');
    expect(withRare.filter((c) => c === 'de')).toHaveLength(1);
  });

  it('sends the chosen languages in the order shown, whatever the clicking order; none chosen is all', () => {
    const order = languageChoices(null);
    let chosen = withLanguage([], 'ja', true, order);
    chosen = withLanguage(chosen, 'en', true, order);
    expect(chosen).toEqual(['en', 'ja']);
    chosen = withLanguage(chosen, 'ja', false, order);
    chosen = withLanguage(chosen, 'en', false, order);
    expect(chosen).toEqual([]);
  });

  it('names a language in the reader’s language', () => {
    expect(languageName('de', 'en')).toBe('German');
    expect(languageName('de', 'de')).toBe('Deutsch');
  });
});
