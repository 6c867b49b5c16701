// @vitest-environment happy-dom
// The design system's components, by what a keyboard or screen reader user notices.
import { act } from 'preact/test-utils';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../src/design/Dialog.tsx';
import { rovingIndex, trappedTabIndex } from '../../../src/design/focus.ts';
import { Menu } from '../../../src/design/Menu.tsx';
import { ErrorState, SkeletonRows } from '../../../src/design/States.tsx';
import { Tabs } from '../../../src/design/Tabs.tsx';
import { byText, click, type Rendered, render } from '../views/harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

const key = (el: Element | null, k: string, shiftKey = false) =>
  act(() => {
    el?.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true }));
  });

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="opener" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog title="Filter this post" onClose={() => setOpen(false)}>
          <input className="first" aria-label="Title" />
          <button type="button" className="last">
            Save
          </button>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('takes focus, keeps Tab inside, closes on Escape and gives focus back to its opener', () => {
    r = render(<DialogHarness />);
    const opener = r.container.querySelector<HTMLButtonElement>('.opener')!;
    opener.focus();
    click(opener);
    // Drawn into document.body, out of any list row's box.
    expect(r.container.querySelector('[role="dialog"]')).toBeNull();
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog!.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Filter this post',
    );
    expect(document.activeElement).toBe(document.querySelector('.first'));
    // From the last element, Tab wraps to the first one (the close button), not out of the dialog.
    document.querySelector<HTMLElement>('.last')!.focus();
    key(document.activeElement, 'Tab');
    expect(dialog?.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
    key(document.activeElement, 'Tab', true);
    expect(document.activeElement).toBe(document.querySelector('.last'));
    key(document.activeElement, 'Escape');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('Menu', () => {
  it('opens as one panel of menuitems with focus on the first; arrows move; Escape closes and refocuses', () => {
    const act1 = vi.fn();
    r = render(
      <Menu label="More" buttonClassName="more">
        <button type="button" onClick={act1}>
          Mute
        </button>
        <button type="button">Edit</button>
      </Menu>,
    );
    const button = r.container.querySelector<HTMLButtonElement>('button.more')!;
    click(button);
    const panels = r.container.querySelectorAll('[role="menu"]');
    expect(panels.length).toBe(1);
    const items = [...panels[0]!.querySelectorAll('[role="menuitem"]')].map((e) => e.textContent);
    expect(items).toEqual(['Mute', 'Edit']);
    expect(document.activeElement?.textContent).toBe('Mute');
    key(document.activeElement, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('Edit');
    key(document.activeElement, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('Mute');
    key(document.activeElement, 'Escape');
    expect(r.container.querySelector('[role="menu"]')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    click(button);
    click(byText(r.container, '[role="menuitem"]', 'Mute'));
    expect(act1).toHaveBeenCalledOnce();
    expect(r.container.querySelector('[role="menu"]')).toBeNull();
  });
});

describe('Tabs', () => {
  it('selects with arrows and marks the selected tab, which alone is in the Tab order', () => {
    function T() {
      const [sel, setSel] = useState('all');
      return (
        <Tabs
          label="Notifications"
          tabs={[
            { id: 'all', label: 'All' },
            { id: 'mentions', label: 'Mentions' },
          ]}
          selected={sel}
          onSelect={setSel}
        />
      );
    }
    r = render(<T />);
    const tabs = () => [...r!.container.querySelectorAll('[role="tab"]')];
    expect(tabs().map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    key(tabs()[0]!, 'ArrowRight');
    expect(tabs().map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(tabs().map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '0']);
  });
});

describe('states', () => {
  it('an error state says what failed and its Retry button retries', () => {
    const retry = vi.fn();
    r = render(
      <ErrorState title="Could not load requests" message="The server answered 500." onRetry={retry} />,
    );
    expect(r.container.querySelector('[role="alert"]')?.textContent).toContain('Could not load requests');
    click(byText(r.container, 'button', 'Retry'));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('skeleton rows are hidden from assistive technology, which hears one "Loading…"', () => {
    r = render(<SkeletonRows count={3} />);
    expect(r.container.querySelectorAll('.skeleton-row[aria-hidden="true"]').length).toBe(3);
    expect(r.container.querySelector('[role="status"]')?.textContent).toBe('Loading…');
  });
});

describe('focus rules', () => {
  it('roving focus wraps and knows Home/End; a trap wraps Tab at both ends only', () => {
    expect(rovingIndex('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(rovingIndex('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(rovingIndex('ArrowRight', 0, 3, 'vertical')).toBeNull();
    expect(rovingIndex('End', 0, 3, 'horizontal')).toBe(2);
    // Right to left (Arabic): the left arrow goes to the next tab, the right arrow to the previous.
    expect(rovingIndex('ArrowLeft', 0, 3, 'horizontal', 'rtl')).toBe(1);
    expect(rovingIndex('ArrowRight', 0, 3, 'horizontal', 'rtl')).toBe(2);
    expect(rovingIndex('ArrowRight', 0, 3, 'horizontal', 'ltr')).toBe(1);
    expect(trappedTabIndex(2, 3, false)).toBe(0);
    expect(trappedTabIndex(0, 3, true)).toBe(2);
    expect(trappedTabIndex(1, 3, false)).toBeNull();
    expect(trappedTabIndex(-1, 3, false)).toBe(0);
  });
});
