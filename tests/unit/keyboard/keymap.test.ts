import { describe, expect, it } from 'vitest';
import {
  CHORD_TIMEOUT_MS,
  type ChordState,
  goPath,
  IDLE,
  type KeyInput,
  nextColumn,
  type ShortcutCommand,
  stepKey,
} from '../../../src/app/keyboard/keymap.ts';

const base: KeyInput = {
  key: '',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  inTextField: false,
  onControl: false,
  inList: false,
  deck: false,
  now: 1000,
};

/** Presses keys one after another (each `at` ms after the first), answering the commands. */
function press(keys: readonly (string | Partial<KeyInput>)[], gapMs = 100): (ShortcutCommand | null)[] {
  let state: ChordState = IDLE;
  return keys.map((k, i) => {
    const input = { ...base, now: base.now + i * gapMs, ...(typeof k === 'string' ? { key: k } : k) };
    const step = stepKey(state, input);
    state = step.state;
    return step.command;
  });
}

describe('the key map', () => {
  it('gives Mastodon’s post shortcuts outside text fields', () => {
    expect(press(['j', 'k', 'f', 'b', 'd', 'r', 'm', 'e', 'h', 'x', 'o', 'p'])).toEqual([
      { kind: 'move', by: 1 },
      { kind: 'move', by: -1 },
      { kind: 'row', action: 'favourite' },
      { kind: 'row', action: 'boost' },
      { kind: 'row', action: 'bookmark' },
      { kind: 'row', action: 'reply' },
      { kind: 'row', action: 'mention' },
      { kind: 'row', action: 'openMedia' },
      { kind: 'row', action: 'toggleMedia' },
      { kind: 'row', action: 'toggleCw' },
      { kind: 'row', action: 'open' },
      { kind: 'row', action: 'profile' },
    ]);
    expect(press(['n', '/', '?', '.'])).toEqual([
      { kind: 'newPost' },
      { kind: 'search' },
      { kind: 'help' },
      { kind: 'showNew' },
    ]);
  });

  it('leaves keys typed in a text field to the field, except Escape, which leaves it', () => {
    expect(
      press([
        { key: 'j', inTextField: true },
        { key: 'n', inTextField: true },
      ]),
    ).toEqual([null, null]);
    expect(press([{ key: 'Escape', inTextField: true }])).toEqual([{ kind: 'leave' }]);
    const typed = stepKey(IDLE, { ...base, key: 'f', inTextField: true });
    expect(typed.handled).toBe(false);
  });

  it('leaves keys with Ctrl, Alt or Meta to the browser (Ctrl+F finds, Alt+N is the system’s)', () => {
    expect(
      press([
        { key: 'f', ctrlKey: true },
        { key: 'n', altKey: true },
        { key: 'j', metaKey: true },
      ]),
    ).toEqual([null, null, null]);
  });

  it('Enter opens the post unless focus is on a link or button; arrows only where they are not the page’s', () => {
    expect(press([{ key: 'Enter' }])).toEqual([{ kind: 'row', action: 'open' }]);
    expect(press([{ key: 'Enter', onControl: true }])).toEqual([null]);
    expect(press([{ key: 'ArrowDown' }, { key: 'ArrowDown', inList: true }])).toEqual([
      null,
      { kind: 'move', by: 1 },
    ]);
    expect(press([{ key: 'ArrowRight' }, { key: 'ArrowRight', deck: true }])).toEqual([
      null,
      { kind: 'column', by: 1 },
    ]);
  });
});

describe('the "g then x" chord', () => {
  it('goes to each screen of Mastodon’s list', () => {
    const targets = ['h', 'n', 'l', 't', 'f', 'b', 'd', 's', 'u', 'p'].map((k) => press(['g', k])[1]);
    expect(targets).toEqual(
      [
        'home',
        'notifications',
        'local',
        'federated',
        'favourites',
        'bookmarks',
        'conversations',
        'settings',
        'profile',
        'pinned',
      ].map((target) => ({ kind: 'go', target })),
    );
  });

  it('g alone does nothing and is the app’s; the key after it is not its single meaning (g f never favourites)', () => {
    const first = stepKey(IDLE, { ...base, key: 'g' });
    expect(first).toMatchObject({ command: null, handled: true });
    expect(press(['g', 'f'])[1]).toEqual({ kind: 'go', target: 'favourites' });
  });

  it('a second key that is no destination ends the chord, and the next key is itself again', () => {
    expect(press(['g', 'z', 'f'])).toEqual([null, null, { kind: 'row', action: 'favourite' }]);
  });

  it('waits a limited time for the second key', () => {
    expect(press(['g', 'n'], CHORD_TIMEOUT_MS + 1)).toEqual([null, { kind: 'newPost' }]);
  });

  it('is broken off by a text field or a modifier', () => {
    expect(press(['g', { key: 'n', inTextField: true }, 'n'])).toEqual([null, null, { kind: 'newPost' }]);
    expect(press(['g', { key: 'h', ctrlKey: true }, 'h'])).toEqual([
      null,
      null,
      { kind: 'row', action: 'toggleMedia' },
    ]);
  });
});

describe('destinations and columns', () => {
  it('has Mastodon’s addresses; your profile needs your handle', () => {
    expect(goPath('notifications', null)).toBe('/notifications');
    expect(goPath('local', null)).toBe('/public/local');
    expect(goPath('federated', null)).toBe('/public');
    expect(goPath('conversations', null)).toBe('/conversations');
    expect(goPath('pinned', null)).toBe('/pinned');
    expect(goPath('profile', 'ada')).toBe('/@ada');
    expect(goPath('profile', null)).toBeNull();
  });

  it('moves between columns in reading order, mirrored in a right-to-left page, and stops at the ends', () => {
    expect(nextColumn(null, 3, 1, false)).toBe(0);
    expect(nextColumn(0, 3, 1, false)).toBe(1);
    expect(nextColumn(2, 3, 1, false)).toBe(2);
    expect(nextColumn(1, 3, -1, false)).toBe(0);
    // Arabic: the left arrow goes to the next column (which is drawn to the left).
    expect(nextColumn(0, 3, -1, true)).toBe(1);
    expect(nextColumn(0, 0, 1, false)).toBeNull();
  });
});
