// The report dialog's rules (src/components/report/report-flow.ts): it goes on only with a category (and a rule for a
// violation) and a comment within the limit; the reported post starts ticked; forwarding is only for a remote account.
import { describe, expect, it } from 'vitest';
import { REPORT_COMMENT_MAX } from '../../../shared/protocol/report.ts';
import {
  canGoOn,
  newReportForm,
  nextStep,
  previousStep,
  toDraft,
} from '../../../src/components/report/report-flow.ts';

describe('report dialog flow', () => {
  it('starts with the reported post ticked and no category', () => {
    expect(newReportForm('70')).toMatchObject({ category: null, statusIds: ['70'], ruleIds: [] });
    expect(newReportForm(undefined).statusIds).toEqual([]);
  });

  it('needs a category, and a rule for a violation, before going on', () => {
    const form = newReportForm('70');
    expect(canGoOn('category', form)).toBe(false);
    expect(canGoOn('category', { ...form, category: 'spam' })).toBe(true);
    expect(canGoOn('category', { ...form, category: 'violation' })).toBe(false);
    expect(canGoOn('category', { ...form, category: 'violation', ruleIds: ['2'] })).toBe(true);
  });

  it('refuses to send a comment over the limit (counted in characters, not UTF-16 units)', () => {
    const form = { ...newReportForm('70'), category: 'other' as const };
    expect(canGoOn('comment', { ...form, comment: '😀'.repeat(REPORT_COMMENT_MAX) })).toBe(true);
    expect(canGoOn('comment', { ...form, comment: 'x'.repeat(REPORT_COMMENT_MAX + 1) })).toBe(false);
  });

  it('walks category → posts → comment → done and back', () => {
    expect(nextStep('category')).toBe('posts');
    expect(nextStep('posts')).toBe('comment');
    expect(nextStep('comment')).toBe('done');
    expect(previousStep('comment')).toBe('posts');
    expect(previousStep('category')).toBe(null);
  });

  it('forwards only for an account of another server, and sends rules only with a violation', () => {
    const form = { ...newReportForm('70'), category: 'spam' as const, ruleIds: ['1'], forward: true };
    expect(toDraft('7', '', form)).toMatchObject({ forward: false, ruleIds: [] });
    expect(toDraft('7', 'remote.example', form)).toMatchObject({ forward: true });
    expect(toDraft('7', '', { ...form, category: null })).toBe(null);
  });
});
