// The bench's budgets (bench/lib/targets.ts): a run that measures a budgeted figure over its budget fails, and says
// which; targets that are not budgets, and figures the run did not measure, never fail it.
import { describe, expect, it } from 'vitest';
import { lookup, passedBudgets, TARGETS } from '../../../bench/lib/targets.ts';

const fig = (value: number, unit = 'kB') => ({ value, unit, better: 'lower' as const });

describe('bench budgets', () => {
  it('the initial JavaScript over 100 kB fails the run, naming the figure and its budget', () => {
    const lines = passedBudgets({ 'bundle.initial_js_gzip': fig(104.5) });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('bundle.initial_js_gzip is 104.5 kB');
    expect(lines[0]).toContain('≤ 100 kB');
  });

  it('figures within their budgets, targets that are not budgets and unmeasured figures pass', () => {
    expect(
      passedBudgets({
        'bundle.initial_js_gzip': fig(88.9),
        'start.js_before_first_post_gzip': fig(150),
        'postCost.p95': fig(7.6, 'ms'),
      }),
    ).toEqual([]);
    expect(passedBudgets({})).toEqual([]);
  });

  it('the JavaScript before the first post is a budget too; the new figures of issue 20 have targets', () => {
    expect(passedBudgets({ 'start.js_before_first_post_gzip': fig(236) })).toHaveLength(1);
    const names = TARGETS.map((t) => t.figure);
    for (const f of ['start.first_post_vs_fcp', 'thread.open.750_vs_10', 'thread.scroll.fps'])
      expect(names).toContain(f);
  });

  it('a ratio target reads two figures', () => {
    expect(lookup({ a: fig(3), b: fig(2) }, 'a / b')).toEqual({ value: 1.5, unit: '×' });
    expect(lookup({ a: fig(3) }, 'a / b')).toBeUndefined();
  });
});
