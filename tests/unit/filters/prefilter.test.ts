import { describe, expect, it } from 'vitest';
import type { Filter } from '../../../shared/wire/entities.ts';
import { type CompiledFilters, compileFilters } from '../../../worker/filters/compile.ts';
import { evaluateFilters, type FilterScope } from '../../../worker/filters/evaluate.ts';
import { compilePrefilter } from '../../../worker/filters/prefilter.ts';
import { filter, status } from '../timelines/fixtures.ts';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const home: FilterScope = { context: 'home', hideAsWarn: false, me: 'me', now: NOW };

/** The same filters judged by the exact patterns only, as before the quick test existed. */
function withoutQuick(f: CompiledFilters): CompiledFilters {
  const contexts: CompiledFilters['contexts'] = {};
  for (const [k, v] of Object.entries(f.contexts))
    contexts[k as keyof typeof contexts] = {
      ...v,
      quick: null,
      filters: v.filters.map((cf) => ({ ...cf, quick: null })),
    };
  return { ...f, contexts };
}

const FILTERS: Filter[] = [
  filter('1', { words: ['cat', 'Dog food'], wholeWord: true, filter_action: 'hide' }),
  filter('2', { words: ['spoil', 'c++', '#tag', 'a.b', 'sk'], wholeWord: false }),
  filter('3', { words: ['kiss', 'Ask'], wholeWord: true, filter_action: 'blur' }),
];

// Texts around the edges: boundaries next to ASCII and non-ASCII letters, case, symbols, and the two characters
// Unicode case folding maps onto ASCII letters (KELVIN SIGN for k, LONG S for s).
const TEXTS = [
  'nothing here',
  'a cat sat',
  'concatenate',
  'CAT!',
  'écat',
  'caté',
  'chat_cat',
  'dog food',
  'DOG FOOD please',
  'dogfood',
  'spoilers ahead',
  'SPOIL',
  'I like c++ a lot',
  'c+',
  '#TAG and more',
  'axb',
  'a.b',
  'kiſs',
  'KIſS',
  '\u212Aiss',
  'a\u212Aiss',
  'ask',
  'a\u212A',
  'as\u212A',
  'ſk',
  's\u212A',
  'a\u017Fk',
  'ıkiss',
  'İcat',
  'cat\u0301',
  '猫 cat 猫',
  'Кот cat',
  '',
];

describe('quick keyword test before the exact patterns', () => {
  it('gives the same verdict as the exact patterns alone on every text', () => {
    const fast = compileFilters(FILTERS, NOW);
    const exact = withoutQuick(fast);
    expect(fast.contexts.home?.quick).not.toBeNull();
    let matched = 0;
    for (const [i, text] of TEXTS.entries()) {
      for (const field of ['content', 'spoiler_text'] as const) {
        const s = status(
          String(i),
          field === 'content' ? { content: `<p>${text}</p>` } : { spoiler_text: text },
        );
        const want = evaluateFilters(exact, s, home);
        expect(evaluateFilters(fast, s, home), `${field}: ${JSON.stringify(text)}`).toEqual(want);
        if (want) matched += 1;
      }
    }
    // The list exercises both outcomes.
    expect(matched).toBeGreaterThan(10);
  });

  it('matches KELVIN SIGN and LONG S as the exact patterns do (they fold to k and s)', () => {
    const f = compileFilters([filter('1', { words: ['kiss'] })], NOW);
    expect(evaluateFilters(f, status('1', { content: '<p>\u212Aiſſ</p>' }), home)?.titles).toEqual([
      'Filter 1',
    ]);
    const g = compileFilters([filter('1', { words: ['spoil', 'sk'] })], NOW);
    expect(evaluateFilters(g, status('2', { content: '<p>ſk</p>' }), home)?.titles).toEqual(['Filter 1']);
  });

  it('is left out when a keyword is not ASCII, and the exact patterns still judge', () => {
    expect(compilePrefilter(['cat', 'café'])).toBeNull();
    const f = compileFilters([filter('1', { words: ['café'], wholeWord: true })], NOW);
    expect(f.contexts.home?.quick).toBeNull();
    expect(evaluateFilters(f, status('1', { content: '<p>Un CAFÉ noir</p>' }), home)?.titles).toEqual([
      'Filter 1',
    ]);
    expect(evaluateFilters(f, status('2', { content: '<p>cafés</p>' }), home)).toBeNull();
  });

  it('ignores blank keywords and gives no pattern when none is left', () => {
    expect(compilePrefilter(['  ', ''])).toBeNull();
    expect(compilePrefilter([' cat '])?.test('a CAT')).toBe(true);
    expect(compilePrefilter([' cat '])?.test('dog')).toBe(false);
  });
});
