// The document's one key listener for Mastodon's shortcuts: it reads the key and where focus is, runs the key map
// (keymap.ts) and does what the command says: a post command goes to the list in use (list-registry.ts), the rest
// are navigation, compose, search, the help, and the deck's columns. Installed once per tab (Hotkeys.tsx).
import { isTypingTarget } from '../../components/virtual-list/keyboard.ts';
import { type ChordState, goPath, IDLE, nextColumn, type ShortcutCommand, stepKey } from './keymap.ts';
import { activeKeyboardList } from './list-registry.ts';

export interface HotkeyDeps {
  doc: Document;
  now: () => number;
  navigate: (to: string) => void;
  /** The signed-in account's handle, for "g u" (your profile). */
  acct: () => string | null;
  openHelp: () => void;
  /** Keys pressed before this listener was installed (early-keys.ts): run first, in order. */
  early?: readonly KeyboardEvent[];
}

const CONTROL = 'a[href],button,summary,[role="button"],[role="menuitem"],[role="tab"],[role="option"]';

/** Focus a deck column: its list, else its first focusable element. */
function focusColumn(column: HTMLElement) {
  const target =
    column.querySelector<HTMLElement>('.virtual-scroll') ??
    column.querySelector<HTMLElement>('a[href],button,input,textarea,[tabindex]:not([tabindex="-1"])');
  target?.focus();
}

export function installHotkeys(deps: HotkeyDeps): () => void {
  const { doc } = deps;
  let state: ChordState = IDLE;

  const run = (command: ShortcutCommand, target: Element | null, inTextField: boolean): boolean => {
    switch (command.kind) {
      case 'move':
      case 'showNew':
      case 'row':
        return activeKeyboardList(doc.activeElement)?.handle(command) ?? false;
      case 'leave': {
        if (inTextField) {
          (target as HTMLElement).blur();
          return true;
        }
        const list = activeKeyboardList(doc.activeElement);
        return list?.element.contains(doc.activeElement) ? list.handle(command) : false;
      }
      case 'newPost':
        deps.navigate('/publish');
        return true;
      case 'search': {
        const field = doc.querySelector<HTMLInputElement>('.search-field input');
        if (field) field.focus();
        else deps.navigate('/search');
        return true;
      }
      case 'help':
        deps.openHelp();
        return true;
      case 'go': {
        const path = goPath(command.target, deps.acct());
        if (path) deps.navigate(path);
        return path !== null;
      }
      case 'column': {
        const columns = [...doc.querySelectorAll<HTMLElement>('.layout-deck > .column')];
        const at = columns.findIndex((c) => c.contains(doc.activeElement));
        const next = nextColumn(at < 0 ? null : at, columns.length, command.by, doc.dir === 'rtl');
        const column = next === null ? undefined : columns[next];
        if (!column || next === at) return false;
        focusColumn(column);
        return true;
      }
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.defaultPrevented || e.isComposing) return;
    const target = e.target instanceof Element ? e.target : null;
    // A dialog or a menu keeps its keys (Escape closes it, arrows move in it).
    if (target?.closest('[aria-modal="true"],[role="menu"]')) return;
    const inTextField = isTypingTarget(target);
    const step = stepKey(state, {
      key: e.key,
      ctrlKey: e.ctrlKey,
      metaKey: e.metaKey,
      altKey: e.altKey,
      inTextField,
      onControl: Boolean(target?.closest(CONTROL)),
      inList: Boolean(target?.closest('.virtual-scroll')),
      deck: doc.querySelector('.layout-deck') !== null,
      now: deps.now(),
    });
    state = step.state;
    if (!step.handled) return;
    if (step.command === null || run(step.command, target, inTextField)) e.preventDefault();
  };
  doc.addEventListener('keydown', onKeyDown);
  // A key another handler took (typed into a field, a menu's) is marked so; the others run now.
  for (const e of deps.early ?? []) onKeyDown(e);
  return () => doc.removeEventListener('keydown', onKeyDown);
}
