// Which filters may act on a post, and what the verdict carries: a server-supplied `filtered` result acts only
// through a filter of the current list (active, in context), on a boost as on its post, and a warned post whose
// media a blur filter also matches keeps both.
import { describe, expect, it } from 'vitest';
import { compileFilters, noFilters } from '../../../worker/filters/compile.ts';
import { evaluateFilters, type FilterScope, rowVerdict } from '../../../worker/filters/evaluate.ts';
import { sameVerdict } from '../../../worker/timelines/reevaluate.ts';
import { boost, filter, status } from '../timelines/fixtures.ts';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const home: FilterScope = { context: 'home', hideAsWarn: false, me: 'me', now: NOW };
const serverHide = filter('9', { title: 'Server', filter_action: 'hide', context: ['home'] });
const markedBy = (f = serverHide) => [{ filter: f, keyword_matches: ['x'] }];

describe('server-supplied filtered results', () => {
  it('act while their filter is in the current list, active and in context', () => {
    const list = compileFilters([serverHide], NOW);
    const s = status('1', { filtered: markedBy() });
    expect(evaluateFilters(list, s, home)).toEqual({ action: 'hide', titles: ['Server'] });
    expect(evaluateFilters(list, s, { ...home, context: 'public' })).toBeNull();
  });

  it('a post marked by a filter that was deleted is shown', () => {
    const list = compileFilters([filter('1', { words: ['other'] })], NOW);
    expect(evaluateFilters(list, status('1', { filtered: markedBy() }), home)).toBeNull();
    expect(evaluateFilters(compileFilters([], NOW), status('2', { filtered: markedBy() }), home)).toBeNull();
  });

  it('a post marked by a filter that has expired since is shown, whatever its copy in the post says', () => {
    const expired = { ...serverHide, expires_at: '2026-05-01T00:00:00Z' };
    const list = compileFilters([expired], NOW);
    expect(evaluateFilters(list, status('1', { filtered: markedBy(serverHide) }), home)).toBeNull();
  });

  it('the current version of the filter decides (an edit to warn or to another context)', () => {
    const nowWarn = compileFilters([{ ...serverHide, filter_action: 'warn' }], NOW);
    expect(evaluateFilters(nowWarn, status('1', { filtered: markedBy() }), home)).toEqual({
      action: 'warn',
      titles: ['Server'],
    });
    const nowPublic = compileFilters([{ ...serverHide, context: ['public'] }], NOW);
    expect(evaluateFilters(nowPublic, status('2', { filtered: markedBy() }), home)).toBeNull();
  });

  it('before the list is known, the server result stands on its own (context and expiry checked)', () => {
    const s = status('1', { filtered: markedBy() });
    expect(evaluateFilters(noFilters(), s, home)).toEqual({ action: 'hide', titles: ['Server'] });
    expect(evaluateFilters(noFilters(), s, { ...home, context: 'public' })).toBeNull();
    const old = status('2', { filtered: markedBy({ ...serverHide, expires_at: '2020-01-01T00:00:00Z' }) });
    expect(evaluateFilters(noFilters(), old, home)).toBeNull();
  });

  it('a boost whose wrapper carries the result is filtered like its post', () => {
    const list = compileFilters([serverHide], NOW);
    const wrapped = { ...boost('2', status('3')), filtered: markedBy() };
    expect(wrapped.reblog?.filtered).toBeUndefined();
    expect(evaluateFilters(list, wrapped, home)).toEqual({ action: 'hide', titles: ['Server'] });
    const inner = boost('4', status('5', { filtered: markedBy() }));
    expect(evaluateFilters(list, inner, home)).toEqual({ action: 'hide', titles: ['Server'] });
  });
});

describe('warn and blur together', () => {
  const both = compileFilters(
    [
      filter('w', { title: 'Politics', words: ['vote'], filter_action: 'warn' }),
      filter('b', { title: 'Gore', words: ['vote'], filter_action: 'blur' }),
    ],
    NOW,
  );

  it('the verdict warns and keeps the blur for once the warning is passed', () => {
    const v = evaluateFilters(both, status('1', { content: 'go vote' }), home);
    expect(v).toEqual({ action: 'warn', titles: ['Politics'], blurTitles: ['Gore'] });
    expect(rowVerdict(v)).toEqual({ action: 'warn', titles: ['Politics'], blurTitles: ['Gore'] });
  });

  it('hide shown as warn keeps the blur too', () => {
    const hidden = compileFilters(
      [
        filter('h', { title: 'Elections', words: ['vote'], filter_action: 'hide' }),
        filter('b', { title: 'Gore', words: ['vote'], filter_action: 'blur' }),
      ],
      NOW,
    );
    const s = status('1', { content: 'go vote' });
    expect(evaluateFilters(hidden, s, home)).toEqual({ action: 'hide', titles: ['Elections'] });
    expect(rowVerdict(evaluateFilters(hidden, s, home))).toBeNull();
    expect(evaluateFilters(hidden, s, { ...home, hideAsWarn: true })).toEqual({
      action: 'warn',
      titles: ['Elections'],
      blurTitles: ['Gore'],
    });
  });

  it('a blur alone, or a warn alone, carries no second part', () => {
    const blurOnly = compileFilters(
      [filter('b', { title: 'Gore', words: ['vote'], filter_action: 'blur' })],
      NOW,
    );
    expect(evaluateFilters(blurOnly, status('1', { content: 'vote' }), home)).toEqual({
      action: 'blur',
      titles: ['Gore'],
    });
    const warnOnly = compileFilters([filter('w', { words: ['vote'] })], NOW);
    expect(evaluateFilters(warnOnly, status('1', { content: 'vote' }), home)).toEqual({
      action: 'warn',
      titles: ['Filter w'],
    });
  });

  it('a blur filter added to a warned post changes its row (the open views update it)', () => {
    const warned = { action: 'warn' as const, titles: ['Politics'] };
    expect(sameVerdict(warned, { ...warned, blurTitles: ['Gore'] })).toBe(false);
    expect(sameVerdict({ ...warned, blurTitles: ['Gore'] }, { ...warned, blurTitles: ['Gore'] })).toBe(true);
  });
});
