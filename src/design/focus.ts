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
