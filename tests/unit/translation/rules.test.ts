// When a post offers "Translate" (Mastodon's rule: public or unlisted, with text, in another language than the
// interface's, and a pair the server has), and how a translated post shows: text, content warning, poll options
// and media descriptions replaced, the rest untouched.
import { describe, expect, it } from 'vitest';
import { canTranslate, type TranslationView, withTranslation } from '../../../shared/protocol/translation.ts';
import { status } from '../views/fixtures.ts';

const PAIRS = { de: ['en', 'fr'], en: ['de'], ja: ['en'], und: ['en'] };

describe('Translate is offered', () => {
  it('for a post in another language that the server translates into the interface language', () => {
    expect(canTranslate(status('1', { language: 'de' }), 'en', PAIRS)).toBe(true);
    expect(canTranslate(status('1', { language: 'de-AT' }), 'en-GB', PAIRS)).toBe(true);
    expect(canTranslate(status('1', { language: 'de' }), 'fr', PAIRS)).toBe(true);
  });

  it('not for a post in the interface language, a pair the server lacks, or when nothing is known', () => {
    expect(canTranslate(status('1', { language: 'en' }), 'en', PAIRS)).toBe(false);
    expect(canTranslate(status('1', { language: 'ja' }), 'de', PAIRS)).toBe(false);
    expect(canTranslate(status('1', { language: 'ar' }), 'en', PAIRS)).toBe(false);
    expect(canTranslate(status('1', { language: 'de' }), 'en', null)).toBe(false);
    expect(canTranslate(status('1', { language: 'de' }), 'en', {})).toBe(false);
  });

  it('a post without a language is "und"; private and direct posts and empty ones are never offered', () => {
    expect(canTranslate(status('1', { language: null }), 'en', PAIRS)).toBe(true);
    expect(canTranslate(status('1', { language: 'de', visibility: 'private' }), 'en', PAIRS)).toBe(false);
    expect(canTranslate(status('1', { language: 'de', visibility: 'direct' }), 'en', PAIRS)).toBe(false);
    expect(canTranslate(status('1', { language: 'de', visibility: 'unlisted' }), 'en', PAIRS)).toBe(true);
    expect(canTranslate(status('1', { language: 'de', content: [] }), 'en', PAIRS)).toBe(false);
  });
});

describe('a translated post', () => {
  const original = status('9', {
    language: 'de',
    spoilerText: 'Achtung',
    content: [{ t: 'p', c: ['Guten Morgen'] }],
    media: [
      {
        id: 'm1',
        type: 'image',
        url: 'u',
        previewUrl: 'p',
        remoteUrl: null,
        description: 'Ein Hund',
        blurhash: null,
        width: 1,
        height: 1,
        focus: null,
      },
    ],
    poll: {
      id: 'p1',
      expiresAt: null,
      expired: false,
      multiple: false,
      votesCount: 3,
      votersCount: 3,
      voted: false,
      ownVotes: [],
      options: [
        { title: ['Ja'], votesCount: 2 },
        { title: ['Nein'], votesCount: 1 },
      ],
    },
  });
  const tr: TranslationView = {
    statusId: '9',
    content: [{ t: 'p', c: ['Good morning'] }],
    spoilerText: 'Caution',
    mediaDescriptions: { m1: 'A dog' },
    pollOptions: [['Yes'], ['No']],
    sourceLanguage: 'de',
    language: 'en',
    provider: 'Test',
  };

  it('shows the translated text, warning, options and descriptions, with the votes and everything else kept', () => {
    const shown = withTranslation(original, tr);
    expect(shown.content).toEqual([{ t: 'p', c: ['Good morning'] }]);
    expect(shown.spoilerText).toBe('Caution');
    expect(shown.language).toBe('en');
    expect(shown.media[0]?.description).toBe('A dog');
    expect(shown.poll?.options).toEqual([
      { title: ['Yes'], votesCount: 2 },
      { title: ['No'], votesCount: 1 },
    ]);
    expect(shown.id).toBe('9');
    expect(original.content).toEqual([{ t: 'p', c: ['Guten Morgen'] }]);
  });

  it('keeps the original options when the server left the poll out or answered a different number of them', () => {
    expect(withTranslation(original, { ...tr, pollOptions: null }).poll?.options[0]?.title).toEqual(['Ja']);
    expect(withTranslation(original, { ...tr, pollOptions: [['Yes']] }).poll?.options[0]?.title).toEqual([
      'Ja',
    ]);
    expect(withTranslation(original, { ...tr, mediaDescriptions: {} }).media[0]?.description).toBe(
      'Ein Hund',
    );
  });
});
