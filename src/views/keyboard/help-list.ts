// What the shortcut help lists, in groups: the keys as the reader presses them, and what they do. The key map itself
// is src/app/keyboard/keymap.ts; the help test checks that every key listed here does what it says there.
import type { MessageId } from '../../i18n/index.ts';

export interface ShortcutHelp {
  /** Keys pressed one after another ("g", "h"), or alternatives (["j", "↓"] as alt). */
  keys: readonly string[];
  /** Pressed in sequence (g then h) rather than as alternatives. */
  chord?: boolean;
  label: MessageId;
}

export interface ShortcutGroup {
  title: MessageId;
  items: readonly ShortcutHelp[];
}

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    title: 'keyboard.groupPosts',
    items: [
      { keys: ['j', '↓'], label: 'keyboard.next' },
      { keys: ['k', '↑'], label: 'keyboard.previous' },
      { keys: ['o', 'Enter'], label: 'keyboard.open' },
      { keys: ['r'], label: 'keyboard.reply' },
      { keys: ['m'], label: 'keyboard.mention' },
      { keys: ['f'], label: 'keyboard.favourite' },
      { keys: ['b'], label: 'keyboard.boost' },
      { keys: ['d'], label: 'keyboard.bookmark' },
      { keys: ['e'], label: 'keyboard.openMedia' },
      { keys: ['h'], label: 'keyboard.toggleMedia' },
      { keys: ['x'], label: 'keyboard.toggleCw' },
      { keys: ['p'], label: 'keyboard.profile' },
      { keys: ['.'], label: 'keyboard.showNew' },
    ],
  },
  {
    title: 'keyboard.groupApp',
    items: [
      { keys: ['n'], label: 'keyboard.newPost' },
      { keys: ['/', 's'], label: 'keyboard.search' },
      { keys: ['Esc'], label: 'keyboard.leave' },
      { keys: ['←', '→'], label: 'keyboard.columns' },
      { keys: ['?'], label: 'keyboard.help' },
    ],
  },
  {
    title: 'keyboard.groupGo',
    items: [
      { keys: ['g', 'h'], chord: true, label: 'keyboard.goHome' },
      { keys: ['g', 'n'], chord: true, label: 'keyboard.goNotifications' },
      { keys: ['g', 'l'], chord: true, label: 'keyboard.goLocal' },
      { keys: ['g', 't'], chord: true, label: 'keyboard.goFederated' },
      { keys: ['g', 'f'], chord: true, label: 'keyboard.goFavourites' },
      { keys: ['g', 'b'], chord: true, label: 'keyboard.goBookmarks' },
      { keys: ['g', 'd'], chord: true, label: 'keyboard.goConversations' },
      { keys: ['g', 's'], chord: true, label: 'keyboard.goSettings' },
      { keys: ['g', 'u'], chord: true, label: 'keyboard.goProfile' },
      { keys: ['g', 'p'], chord: true, label: 'keyboard.goPinned' },
    ],
  },
];

/** The keys shown as they are (letters, arrows, signs): what the screen writes that is no message. */
export const KEY_CAPS: readonly string[] = [
  ...new Set(SHORTCUT_GROUPS.flatMap((g) => g.items.flatMap((i) => i.keys)).filter((k) => k.length === 1)),
];
