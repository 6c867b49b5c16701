// A global push is a structured clone: the unchanged parts keep their previous object, so readers of the settings
// or the drafts do not re-render because the home read marker moved.
import { describe, expect, it } from 'vitest';
import { shareUnchanged } from '../../../src/core-client/share-unchanged.ts';

describe('shareUnchanged', () => {
  const prev = { version: 1, settings: { a: 1 }, drafts: { side: { text: 'hi' } }, markers: { home: '5' } };

  it('keeps the previous object for each part whose content is equal, and takes the new changed ones', () => {
    const next = structuredClone({ ...prev, version: 2, markers: { home: '6' } });
    const out = shareUnchanged(prev, next);
    expect(out.settings).toBe(prev.settings);
    expect(out.drafts).toBe(prev.drafts);
    expect(out.markers).toEqual({ home: '6' });
    expect(out.version).toBe(2);
  });

  it('answers the previous state itself when nothing changed, and the new one on a first push', () => {
    expect(shareUnchanged(prev, structuredClone(prev))).toBe(prev);
    const first = structuredClone(prev);
    expect(shareUnchanged(null, first)).toBe(first);
  });

  it('a changed setting deep inside is seen as a change', () => {
    const next = structuredClone(prev);
    next.drafts.side.text = 'hi!';
    const out = shareUnchanged(prev, next);
    expect(out.drafts).not.toBe(prev.drafts);
    expect(out.drafts.side.text).toBe('hi!');
    expect(out.settings).toBe(prev.settings);
  });
});
