// @vitest-environment happy-dom
// The one focus trap of the dialogs and menus (src/design/focus.ts trapFocus): what a keyboard user notices —
// focus moves into the modal where the task starts, Tab and Shift+Tab never leave it, and closing gives focus back
// to what opened it (or to a chosen place when that is gone, as a menu item is once its menu closes).
import { afterEach, describe, expect, it } from 'vitest';
import { initialFocusTarget, trapFocus } from '../../../src/design/focus.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function setup(inner: string) {
  document.body.innerHTML = `<button id="opener">Open</button><div id="modal">${inner}</div><button id="after">After</button>`;
  const opener = document.getElementById('opener') as HTMLButtonElement;
  opener.focus();
  return { opener, modal: document.getElementById('modal') as HTMLElement };
}

/** A Tab key press as the browser delivers it: the trap may take it over (preventDefault) or let it through. */
function tab(shift = false) {
  const target = (document.activeElement as HTMLElement) ?? document.body;
  const e = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: shift, bubbles: true, cancelable: true });
  target.dispatchEvent(e);
  return e.defaultPrevented;
}

const focusedId = () => (document.activeElement as HTMLElement | null)?.id;

describe('trapFocus', () => {
  it('moves focus to the first control, passing over the close button', () => {
    const { modal } = setup(
      '<button id="x" class="dialog-close">×</button><input id="name"><button id="ok">OK</button>',
    );
    trapFocus(modal, { skipInitial: (el) => el.classList.contains('dialog-close') });
    expect(focusedId()).toBe('name');
  });

  it('starts on the control marked data-autofocus (the confirming button of a confirmation)', () => {
    const { modal } = setup(
      '<button id="cancel">Cancel</button><button id="del" data-autofocus>Delete</button>',
    );
    trapFocus(modal);
    expect(focusedId()).toBe('del');
    expect(initialFocusTarget(modal)).toBe(document.getElementById('del'));
  });

  it('Tab from the last control wraps to the first, Shift+Tab from the first to the last', () => {
    const { modal } = setup('<button id="a">A</button><button id="b">B</button><button id="c">C</button>');
    trapFocus(modal);
    expect(focusedId()).toBe('a');
    (document.getElementById('c') as HTMLElement).focus();
    expect(tab()).toBe(true);
    expect(focusedId()).toBe('a');
    expect(tab(true)).toBe(true);
    expect(focusedId()).toBe('c');
    // In the middle the browser's own move stays inside: the trap lets it be.
    (document.getElementById('b') as HTMLElement).focus();
    expect(tab()).toBe(false);
  });

  it('gives focus back to the control that opened it on release, and Tab is free again', () => {
    const { opener, modal } = setup('<button id="a">A</button>');
    const release = trapFocus(modal);
    expect(focusedId()).toBe('a');
    release();
    expect(document.activeElement).toBe(opener);
    (document.getElementById('a') as HTMLElement).focus();
    expect(tab()).toBe(false);
  });

  it('when the opener is gone (a menu item), focus goes where returnTo says', () => {
    document.body.innerHTML =
      '<button id="more">More</button><div id="menu"><button id="item">Block…</button></div><div id="modal"><button id="ok">OK</button></div>';
    const item = document.getElementById('item') as HTMLElement;
    item.focus();
    const more = document.getElementById('more') as HTMLElement;
    const release = trapFocus(document.getElementById('modal') as HTMLElement, { returnTo: () => more });
    document.getElementById('menu')?.remove();
    release();
    expect(document.activeElement).toBe(more);
  });

  it('restore: false leaves focus to its owner (a menu gives it to its button itself)', () => {
    const { modal } = setup('<button id="a">A</button>');
    const release = trapFocus(modal, { restore: false });
    release();
    expect(focusedId()).toBe('a');
  });

  it('a modal with nothing focusable yet holds focus on itself', () => {
    const { modal } = setup('<p>Loading</p>');
    modal.tabIndex = -1;
    trapFocus(modal);
    expect(document.activeElement).toBe(modal);
  });
});
