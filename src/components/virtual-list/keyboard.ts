// Keyboard shortcuts of a list, as plain data: which key does what, and the next focused index.

export type ListCommand =
  | { kind: 'move'; index: number }
  | { kind: 'showNew' }
  | { kind: 'blur' }
  | { kind: 'row'; action: 'favourite' | 'boost' | 'reply' | 'open' };

/** The command for a key press, or null when the list does not handle it (typing in a field never reaches here). */
export function listCommand(
  key: string,
  focused: number | null,
  firstVisible: number,
  count: number,
): ListCommand | null {
  switch (key) {
    case 'j':
    case 'ArrowDown': {
      if (count === 0) return null;
      const index = focused === null ? firstVisible : Math.min(count - 1, focused + 1);
      return { kind: 'move', index };
    }
    case 'k':
    case 'ArrowUp': {
      if (count === 0) return null;
      const index = focused === null ? firstVisible : Math.max(0, focused - 1);
      return { kind: 'move', index };
    }
    case '.':
      return { kind: 'showNew' };
    case 'Escape':
      return { kind: 'blur' };
    case 'f':
      return focused === null ? null : { kind: 'row', action: 'favourite' };
    case 'b':
      return focused === null ? null : { kind: 'row', action: 'boost' };
    case 'r':
      return focused === null ? null : { kind: 'row', action: 'reply' };
    case 'o':
    case 'Enter':
      return focused === null ? null : { kind: 'row', action: 'open' };
    default:
      return null;
  }
}

/** Keys typed into a text field, or with a modifier, belong to the field or the browser. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  return Boolean(el.closest('input,textarea,select,[contenteditable=""],[contenteditable="true"]'));
}
