// A keyword is any text: compiling never throws, a keyword that cannot be matched is reported (and left out)
// without disabling any other keyword or filter, and every keyword matches its own literal text.

import { describe, expect, it } from 'vitest';
import { compileFilters } from '../../../worker/filters/compile.ts';
import { evaluateFilters, type FilterScope } from '../../../worker/filters/evaluate.ts';
import { words } from '../core-words.ts';
import { filter, status } from '../timelines/fixtures.ts';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const home: FilterScope = { context: 'home', hideAsWarn: false, me: 'me', now: NOW };
const post = (text: string) => status('p', { content: `<p>${escapeHtml(text)}</p>` });

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A small deterministic generator (mulberry32), so a failure names a reproducible keyword. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Regex syntax, dashes, slashes, escapes, letters of several scripts, digits, emoji, spaces. */
const ALPHABET = [...'-/\\^$.*+?()[]{}|,:=!<>#@&%~`\'"_ aZé9ßкот日本🐈‍⬛İıſK\u212A\t'];

function keywordFrom(next: () => number): string {
  const len = 1 + Math.floor(next() * 12);
  let s = '';
  for (let i = 0; i < len; i++) s += ALPHABET[Math.floor(next() * ALPHABET.length)];
  return s;
}

describe('keywords are any text', () => {
  it.each(['e-mail', 'season-finale', 'a/b', 'c++', '[x]', '(y)', '{z}', 'a|b', '^$', 'back\\slash', '-'])(
    '%s compiles and matches its own text, and leaves other filters working',
    (kw) => {
      const f = compileFilters(
        [filter('1', { words: [kw], filter_action: 'hide' }), filter('2', { words: ['sentinel'] })],
        NOW,
      );
      expect(f.problems).toEqual([]);
      expect(evaluateFilters(f, post(`about ${kw} today`), home)?.action).toBe('hide');
      expect(evaluateFilters(f, post('a sentinel here'), home)).toEqual({
        action: 'warn',
        titles: ['Filter 2'],
      });
      expect(evaluateFilters(f, post('nothing to see'), home)).toBeNull();
    },
  );

  it('a whole-word keyword with a dash matches on word boundaries only where it has word characters', () => {
    const f = compileFilters([filter('1', { words: ['e-mail'], wholeWord: true })], NOW);
    const hit = (text: string) => evaluateFilters(f, post(text), home) !== null;
    expect(hit('send an e-mail.')).toBe(true);
    expect(hit('E-MAIL me')).toBe(true);
    expect(hit('e-mails')).toBe(false);
    expect(hit('fe-mail')).toBe(false);
    expect(hit('email')).toBe(false);
  });

  it('fuzz: arbitrary keyword strings never throw and never disable other filters', () => {
    const next = rng(20261124);
    for (let round = 0; round < 400; round++) {
      const kw = keywordFrom(next);
      const wholeWord = next() < 0.5;
      const filters = [
        filter('fuzz', { words: [kw], wholeWord, filter_action: 'hide' }),
        filter('other', { words: ['sentinel'], wholeWord: true }),
      ];
      let f: ReturnType<typeof compileFilters> | undefined;
      expect(() => {
        f = compileFilters(filters, NOW);
      }, JSON.stringify(kw)).not.toThrow();
      if (!f) continue;
      expect(f.problems, JSON.stringify(kw)).toEqual([]);
      const other = evaluateFilters(f, post('one sentinel only'), home);
      // The fuzz keyword may itself be in "one sentinel only" (a single letter): then hide wins, as it should.
      expect(other?.titles ?? [], JSON.stringify(kw)).toContain('Filter other');
      if (kw.trim() !== '') {
        const own = evaluateFilters(f, post(` ${kw.trim()} `), home);
        expect(own?.action, JSON.stringify(kw)).toBe('hide');
      }
    }
  });

  it('a keyword the engine cannot match is reported with its filter, and the rest keep working', () => {
    // A keyword so long that the regular-expression compiler gives up on it (V8: stack overflow or too large).
    const huge = 'a'.repeat(200_000);
    const f = compileFilters(
      [
        filter('1', { title: 'Long', words: [huge, 'spoiler'], filter_action: 'hide' }),
        filter('2', { title: 'Other', words: ['sentinel'] }),
      ],
      NOW,
    );
    expect(f.problems.map((p) => ({ ...p, message: words(p.message) }))).toEqual([
      { filterId: '1', title: 'Long', message: expect.stringMatching(/aaaa…/) },
    ]);
    expect(words(f.problems[0]?.message).length).toBeLessThan(200);
    expect(() => evaluateFilters(f, post('a'.repeat(1000)), home)).not.toThrow();
    expect(evaluateFilters(f, post('a spoiler'), home)).toEqual({ action: 'hide', titles: ['Long'] });
    expect(evaluateFilters(f, post('a sentinel'), home)).toEqual({ action: 'warn', titles: ['Other'] });
  });
});
