// @vitest-environment happy-dom
// A post's "More" menu: nothing but its button until opened; an item, Escape or a press outside closes it.
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { ActionBar } from '../../../src/components/status/ActionBar.tsx';
import { statusRow } from './fixtures.ts';
import { byText, click, render } from './harness.tsx';

describe('post menu', () => {
  it('opens on its button; an item, Escape and a press outside close it', () => {
    const sent: unknown[] = [];
    const r = render(
      <ActionBar status={statusRow('5').status} send={(i) => sent.push(i)} onReply={() => {}} />,
    );
    const more = r.container.querySelector<HTMLButtonElement>('button[aria-label="More"]')!;
    expect(r.container.querySelector('.menu')).toBeNull();
    click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    click(byText(r.container, 'button', 'Mute conversation'));
    expect(sent).toEqual([{ type: 'status.toggle', statusId: '5', action: 'mute', value: true }]);
    expect(r.container.querySelector('.menu')).toBeNull();

    click(more);
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(r.container.querySelector('.menu')).toBeNull();

    click(more);
    act(() => void document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(r.container.querySelector('.menu')).toBeNull();
    r.unmount();
  });
});
