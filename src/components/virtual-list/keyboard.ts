// The list's part of the keyboard shortcuts, as plain data: the next focused index for j/k (the key map itself is
// src/app/keyboard/keymap.ts).

/** The index j (by 1) or k (by -1) focuses: from no focused row, the first visible one; null in an empty list. */
export function moveIndex(
  by: 1 | -1,
  focused: number | null,
  firstVisible: number,
  count: number,
): number | null {
  if (count === 0) return null;
  if (focused === null) return Math.min(count - 1, firstVisible);
  return Math.min(count - 1, Math.max(0, focused + by));
}

/** Keys typed into a text field, or with a modifier, belong to the field or the browser. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  return Boolean(el.closest('input,textarea,select,[contenteditable=""],[contenteditable="true"]'));
}
