// The core's drafts (issue 12 item 3): one per compose session, the newest kept, a bounded number in all.
import { describe, expect, it } from 'vitest';
import { withDraft } from '../../../worker/compose/draft-store.ts';

describe("the core's drafts", () => {
  it('two tabs keep two drafts; saving again moves a draft to the newest place; null deletes', () => {
    let d = withDraft({}, 'side@a', { text: 'from a' });
    d = withDraft(d, 'side@b', { text: 'from b' });
    expect(d).toEqual({ 'side@a': { text: 'from a' }, 'side@b': { text: 'from b' } });
    d = withDraft(d, 'side@a', { text: 'from a, more' });
    expect(Object.keys(d)).toEqual(['side@b', 'side@a']);
    expect(withDraft(d, 'side@b', null)).toEqual({ 'side@a': { text: 'from a, more' } });
  });

  it('closed tabs leave drafts behind: past the bound the oldest go, never the one just written', () => {
    let d: Record<string, unknown> = {};
    for (let i = 0; i < 5; i++) d = withDraft(d, `side@t${i}`, { text: String(i) }, 3);
    expect(Object.keys(d)).toEqual(['side@t2', 'side@t3', 'side@t4']);
    d = withDraft(d, 'side@t2', { text: 'still typing' }, 3);
    d = withDraft(d, 'side@t9', { text: 'new tab' }, 3);
    expect(Object.keys(d)).toEqual(['side@t4', 'side@t2', 'side@t9']);
  });
});
