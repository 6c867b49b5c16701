import { describe, expect, it } from 'vitest';
import { IDLE, type KeyInput, stepKey } from '../../../src/app/keyboard/keymap.ts';
import { SHORTCUT_GROUPS } from '../../../src/views/keyboard/help-list.ts';

const SHOWN: Record<string, string> = {
  '↓': 'ArrowDown',
  '↑': 'ArrowUp',
  '←': 'ArrowLeft',
  '→': 'ArrowRight',
  Esc: 'Escape',
};
const input = (key: string, now: number): KeyInput => ({
  key: SHOWN[key] ?? key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  inTextField: key === 'Esc',
  onControl: false,
  inList: true,
  deck: true,
  now,
});

describe('the shortcut help', () => {
  it('lists only keys that do something, every one of them a shortcut of the key map', () => {
    for (const group of SHORTCUT_GROUPS)
      for (const item of group.items) {
        if (item.chord) {
          const first = stepKey(IDLE, input(item.keys[0]!, 0));
          expect(stepKey(first.state, input(item.keys[1]!, 10)).command, item.label).not.toBeNull();
        } else
          for (const key of item.keys)
            expect(stepKey(IDLE, input(key, 0)).command, `${item.label} ${key}`).not.toBeNull();
      }
  });
});
