// Keyboard focus rules shared by the menu, the tabs and the dialog: plain functions over indexes, so they are tested
// without a DOM.

/** The index focus moves to from `current` among `count` items for a key, wrapping; null for other keys.
 *  Horizontally, "next" is the arrow that points along the line of text: right in English, left in Arabic. */
export function rovingIndex(
  key: string,
  current: number,
  count: number,
  orientation: 'vertical' | 'horizontal',
  direction: 'ltr' | 'rtl' = 'ltr',
) {
  if (count <= 0) return null;
  const [prev, next] =
    orientation === 'vertical'
      ? ['ArrowUp', 'ArrowDown']
      : direction === 'rtl'
        ? ['ArrowRight', 'ArrowLeft']
        : ['ArrowLeft', 'ArrowRight'];
  if (key === next) return current < 0 ? 0 : (current + 1) % count;
  if (key === prev) return current < 0 ? count - 1 : (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Tab inside a focus trap: from the last element forward goes to the first, from the first back to the last
 *  (and from outside the trap to its first or last). Null when the browser's own move stays inside. */
export function trappedTabIndex(current: number, count: number, shift: boolean): number | null {
  if (count === 0) return null;
  if (current < 0) return shift ? count - 1 : 0;
  if (!shift && current === count - 1) return 0;
  if (shift && current === 0) return count - 1;
  return null;
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** The elements inside `root` that Tab reaches, in order. */
export function focusableIn(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/** Where focus starts when a trap opens: the element marked `data-autofocus`, else the first one Tab reaches that
 *  `skip` does not pass over (a dialog's close button: the task comes first), else the root itself. */
export function initialFocusTarget(root: HTMLElement, skip: (el: HTMLElement) => boolean = () => false) {
  const marked = root.querySelector<HTMLElement>('[data-autofocus]');
  if (marked) return marked;
  return focusableIn(root).find((el) => !skip(el)) ?? root;
}

export interface FocusTrapOptions {
  /** Passed over when choosing the first focus (see initialFocusTarget). */
  skipInitial?: (el: HTMLElement) => boolean;
  /** Where focus goes on release when what had it before is gone from the page (a menu item that opened it). */
  returnTo?: () => HTMLElement | null;
  /** False: release leaves focus alone (the owner moves it, as a menu gives it back to its button). */
  restore?: boolean;
}

/** Traps keyboard focus in `root` until released: focus moves in, Tab and Shift+Tab wrap inside it, and release
 *  gives focus back to what had it when the trap was set (the control that opened it), or to `returnTo()` when that
 *  is no longer in the page. The one trap of the dialogs and menus (Dialog.tsx, MenuPanel.tsx). */
export function trapFocus(root: HTMLElement, options: FocusTrapOptions = {}): () => void {
  const doc = root.ownerDocument;
  const active = doc.activeElement as HTMLElement | null;
  const before = active && typeof active.focus === 'function' ? active : null;
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Tab') return;
    const all = focusableIn(root);
    const next = trappedTabIndex(all.indexOf(doc.activeElement as HTMLElement), all.length, e.shiftKey);
    if (next === null) return;
    e.preventDefault();
    all[next]?.focus();
  };
  root.addEventListener('keydown', onKey);
  initialFocusTarget(root, options.skipInitial).focus();
  return () => {
    root.removeEventListener('keydown', onKey);
    if (options.restore === false) return;
    const back = before?.isConnected && before !== doc.body ? before : (options.returnTo?.() ?? before);
    back?.focus?.();
  };
}
