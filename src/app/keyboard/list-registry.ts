// The lists on screen that take the post shortcuts. Each mounted list registers how it handles a command; the
// document's key listener (hotkeys.ts) gives the command to the list that has focus, else to the one used last,
// else to the first on screen, so j/k work without focusing a list first.
import type { RowShortcut } from './keymap.ts';

export type ListKeyCommand =
  | { kind: 'move'; by: 1 | -1 }
  | { kind: 'showNew' }
  | { kind: 'leave' }
  | { kind: 'row'; action: RowShortcut };

export interface KeyboardList {
  /** The list's scrolling element. */
  element: HTMLElement;
  /** Answers whether the list did something (a row action needs a focused row). */
  handle(command: ListKeyCommand): boolean;
}

const lists = new Set<KeyboardList>();
let lastUsed: KeyboardList | null = null;

export function registerKeyboardList(list: KeyboardList): () => void {
  lists.add(list);
  return () => {
    lists.delete(list);
    if (lastUsed === list) lastUsed = null;
  };
}

/** The list a command goes to, given the focused element. */
export function activeKeyboardList(focused: Element | null): KeyboardList | null {
  const registered = [...lists].filter((l) => l.element.isConnected);
  const holding = focused ? registered.find((l) => l.element.contains(focused)) : undefined;
  if (holding) {
    lastUsed = holding;
    return holding;
  }
  if (lastUsed && registered.includes(lastUsed)) return lastUsed;
  // In document order: the main column's list in one column, the first column's in the deck.
  const first = registered.sort((a, b) =>
    a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[0];
  return first ?? null;
}
