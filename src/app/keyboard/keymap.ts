// Mastodon's keyboard shortcuts as plain data, and the machine that turns key presses into commands: one key
// (j, f, n…), or the two-key chord "g then x" that goes to a screen. No DOM here: the document listener
// (hotkeys.ts) says whether the key was typed in a text field, and what time it is.

/** Where "g then x" goes. */
export type GoTarget =
  | 'home'
  | 'notifications'
  | 'local'
  | 'federated'
  | 'favourites'
  | 'bookmarks'
  | 'conversations'
  | 'settings'
  | 'profile'
  | 'pinned';

/** What a focused post does with its shortcut. */
export type RowShortcut =
  | 'reply'
  | 'mention'
  | 'favourite'
  | 'boost'
  | 'bookmark'
  | 'openMedia'
  | 'toggleMedia'
  | 'toggleCw'
  | 'open'
  | 'profile';

export type ShortcutCommand =
  | { kind: 'move'; by: 1 | -1 }
  | { kind: 'row'; action: RowShortcut }
  | { kind: 'newPost' }
  | { kind: 'search' }
  | { kind: 'help' }
  | { kind: 'showNew' }
  /** Escape: leave the text field (or the focused post). */
  | { kind: 'leave' }
  | { kind: 'go'; target: GoTarget }
  /** The deck's columns, as the screen shows them (right to left in Arabic is handled by the listener). */
  | { kind: 'column'; by: 1 | -1 };

/** The single keys, outside text fields. */
const SINGLE: Readonly<Record<string, ShortcutCommand>> = {
  j: { kind: 'move', by: 1 },
  ArrowDown: { kind: 'move', by: 1 },
  k: { kind: 'move', by: -1 },
  ArrowUp: { kind: 'move', by: -1 },
  n: { kind: 'newPost' },
  '/': { kind: 'search' },
  s: { kind: 'search' },
  r: { kind: 'row', action: 'reply' },
  m: { kind: 'row', action: 'mention' },
  f: { kind: 'row', action: 'favourite' },
  b: { kind: 'row', action: 'boost' },
  d: { kind: 'row', action: 'bookmark' },
  e: { kind: 'row', action: 'openMedia' },
  h: { kind: 'row', action: 'toggleMedia' },
  x: { kind: 'row', action: 'toggleCw' },
  o: { kind: 'row', action: 'open' },
  Enter: { kind: 'row', action: 'open' },
  p: { kind: 'row', action: 'profile' },
  '?': { kind: 'help' },
  '.': { kind: 'showNew' },
  Escape: { kind: 'leave' },
  ArrowLeft: { kind: 'column', by: -1 },
  ArrowRight: { kind: 'column', by: 1 },
};

/** The second key of "g then x". */
const GO: Readonly<Record<string, GoTarget>> = {
  h: 'home',
  n: 'notifications',
  l: 'local',
  t: 'federated',
  f: 'favourites',
  b: 'bookmarks',
  d: 'conversations',
  s: 'settings',
  u: 'profile',
  p: 'pinned',
};

/** How long "g" waits for its second key (Mastodon's hotkeys wait about as long). */
export const CHORD_TIMEOUT_MS = 1500;

export interface ChordState {
  /** When "g" was pressed, or null when no chord is under way. */
  gAt: number | null;
}

export const IDLE: ChordState = { gAt: null };

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The key was typed into an input, a text area, a select or an editable element. */
  inTextField: boolean;
  /** Focus is on a link or a button: Enter is theirs. */
  onControl: boolean;
  /** Focus is inside a list of posts: the up and down arrows move in it (elsewhere they scroll the page). */
  inList: boolean;
  /** The deck is shown: the left and right arrows move between its columns. */
  deck: boolean;
  now: number;
}

/** Keys that are shortcuts only where they do not already mean something to the page. */
function applies(key: string, input: KeyInput): boolean {
  if (key === 'ArrowDown' || key === 'ArrowUp') return input.inList;
  if (key === 'ArrowLeft' || key === 'ArrowRight') return input.deck;
  if (key === 'Enter') return !input.onControl;
  return true;
}

export interface KeyStep {
  state: ChordState;
  command: ShortcutCommand | null;
  /** The key was the app's (a command, or the first half of a chord): the browser should not act on it. */
  handled: boolean;
}

/** One key press through the machine. Keys with Ctrl, Alt or Meta belong to the browser and the system; keys typed
 *  in a text field belong to the field, except Escape, which leaves it. */
export function stepKey(state: ChordState, input: KeyInput): KeyStep {
  if (input.ctrlKey || input.metaKey || input.altKey) return { state: IDLE, command: null, handled: false };
  if (input.inTextField)
    return input.key === 'Escape'
      ? { state: IDLE, command: { kind: 'leave' }, handled: true }
      : { state: IDLE, command: null, handled: false };
  if (state.gAt !== null && input.now - state.gAt <= CHORD_TIMEOUT_MS) {
    const target = GO[input.key];
    // A second key that is no destination ends the chord and does nothing (as in Mastodon).
    return { state: IDLE, command: target ? { kind: 'go', target } : null, handled: target !== undefined };
  }
  if (input.key === 'g') return { state: { gAt: input.now }, command: null, handled: true };
  const command = applies(input.key, input) ? (SINGLE[input.key] ?? null) : null;
  return { state: IDLE, command, handled: command !== null };
}

/** The address of a "g then x" destination; null when it needs a signed-in account that is not known. */
export function goPath(target: GoTarget, acct: string | null): string | null {
  switch (target) {
    case 'home':
      return '/home';
    case 'notifications':
      return '/notifications';
    case 'local':
      return '/public/local';
    case 'federated':
      return '/public';
    case 'favourites':
      return '/favourites';
    case 'bookmarks':
      return '/bookmarks';
    case 'conversations':
      return '/conversations';
    case 'settings':
      return '/settings';
    case 'profile':
      return acct ? `/@${acct}` : null;
    case 'pinned':
      return '/pinned';
  }
}

/** The next column's index for a left/right arrow: columns are in reading order, so in a right-to-left page the
 *  left arrow goes forward. From no column, the first (or last) one. */
export function nextColumn(current: number | null, count: number, by: 1 | -1, rtl: boolean): number | null {
  if (count === 0) return null;
  const step = rtl ? -by : by;
  if (current === null) return step > 0 ? 0 : count - 1;
  return Math.min(count - 1, Math.max(0, current + step));
}
