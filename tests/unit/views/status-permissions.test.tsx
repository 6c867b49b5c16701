// @vitest-environment happy-dom
// Boost and pin are offered only where the server allows them (issue 10 item 32), by the same rules as Mastodon's:
// no boost of a direct post (even one's own) nor of someone else's followers-only post; one's own followers-only
// post can be boosted; pin only one's own public, unlisted or followers-only posts.
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import type { StatusView } from '../../../shared/protocol/rows.ts';
import { canBoost, canPin, MAX_PINNED, pinDenial } from '../../../shared/status-permissions.ts';
import { ActionBar } from '../../../src/components/status/ActionBar.tsx';
import { status } from './fixtures.ts';
import { byText, click, render } from './harness.tsx';

const V = ['public', 'unlisted', 'private', 'direct'] as const;

describe('status permissions', () => {
  it.each([
    ['public', true, true, true],
    ['unlisted', true, true, true],
    ['private', true, true, true],
    ['private', false, false, false],
    ['direct', true, false, false],
    ['direct', false, false, false],
    ['public', false, true, false],
  ] as const)('%s post, own %s: boost %s, pin %s', (visibility, own, boost, pin) => {
    expect(canBoost({ visibility, own })).toBe(boost);
    expect(canPin({ visibility, own })).toBe(pin);
  });

  it('a boost is neither boosted nor pinned; pins stop at the limit', () => {
    for (const visibility of V) {
      expect(canBoost({ visibility, own: true, isReblog: true })).toBe(false);
      expect(pinDenial({ visibility, own: true, isReblog: true })).toBe('reblog');
    }
    expect(pinDenial({ visibility: 'public', own: true }, MAX_PINNED - 1)).toBeNull();
    expect(pinDenial({ visibility: 'public', own: true }, MAX_PINNED)).toBe('limit');
  });
});

function bar(patch: Partial<StatusView>) {
  const sent: unknown[] = [];
  const r = render(<ActionBar status={status('9', patch)} send={(i) => sent.push(i)} onReply={() => {}} />);
  const boost = r.container.querySelector<HTMLButtonElement>('button[aria-label="Boost"]')!;
  click(r.container.querySelector('button[aria-label="More"]'));
  const pin = byText(r.container, 'button', 'Pin on profile');
  return { r, sent, boost, pin };
}

describe('action bar by visibility', () => {
  it("one's own direct post: no boost, no pin", () => {
    const { r, boost, pin } = bar({ visibility: 'direct', own: true });
    expect(boost.disabled).toBe(true);
    expect(pin).toBeUndefined();
    r.unmount();
  });

  it("one's own followers-only post: boost and pin offered", () => {
    const { r, boost, pin, sent } = bar({ visibility: 'private', own: true });
    expect(boost.disabled).toBe(false);
    expect(pin).toBeDefined();
    // Shift+click boosts at once (a plain click opens the BOOST modal).
    act(() => {
      boost.dispatchEvent(new MouseEvent('click', { bubbles: true, shiftKey: true }));
    });
    expect(sent).toContainEqual({ type: 'status.toggle', statusId: '9', action: 'reblog', value: true });
    r.unmount();
  });

  it("someone else's followers-only post: no boost; never a pin on others' posts", () => {
    const { r, boost, pin } = bar({ visibility: 'private', own: false });
    expect(boost.disabled).toBe(true);
    expect(pin).toBeUndefined();
    r.unmount();
  });

  it('a pinned post can always be unpinned', () => {
    const { r } = bar({ visibility: 'direct', own: true, pinned: true });
    expect(byText(r.container, 'button', 'Unpin from profile')).toBeDefined();
    r.unmount();
  });
});
