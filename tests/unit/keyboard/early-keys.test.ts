// @vitest-environment happy-dom
// Shortcuts pressed before their listener's module is there (it is fetched after the first posts, or at the first
// key) still work once it is: src/app/keyboard/early-keys.ts keeps them, installHotkeys runs them in order.
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyKeys, takeEarlyKeys } from '../../../src/app/keyboard/early-keys.ts';
import { installHotkeys } from '../../../src/app/keyboard/hotkeys.ts';

/** A key press as the browser reports a user's (happy-dom marks dispatched events untrusted). */
function userKey(key: string, target: EventTarget = document.body) {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  Object.defineProperty(e, 'isTrusted', { value: true });
  target.dispatchEvent(e);
}

let uninstall: (() => void) | null = null;
afterEach(() => {
  uninstall?.();
  uninstall = null;
  takeEarlyKeys();
  document.body.innerHTML = '';
});

function install(early: readonly KeyboardEvent[]) {
  const went: string[] = [];
  uninstall = installHotkeys({
    doc: document,
    now: () => 0,
    navigate: (to) => went.push(to),
    acct: () => 'ada',
    openHelp: () => went.push('help'),
    early,
  });
  return went;
}

describe('keys pressed before the shortcuts are there', () => {
  it('"g" then "n" pressed before the listener arrived goes to notifications once it is installed', () => {
    keepEarlyKeys(document);
    userKey('g');
    userKey('n');
    const went = install(takeEarlyKeys());
    expect(went).toEqual(['/notifications']);
  });

  it('keys typed into a text field (the compose stand-in) are text, not shortcuts', () => {
    const field = document.createElement('textarea');
    document.body.appendChild(field);
    keepEarlyKeys(document);
    userKey('g', field);
    userKey('n', field);
    expect(install(takeEarlyKeys())).toEqual([]);
  });

  it('keeps nothing once taken, and nothing made by script', () => {
    keepEarlyKeys(document);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '?', bubbles: true }));
    expect(takeEarlyKeys()).toEqual([]);
    userKey('?');
    expect(takeEarlyKeys()).toEqual([]);
  });
});
