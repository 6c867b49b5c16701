// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { appNavigate } from '../../../src/app/app-location.ts';
import { deckPath, navigationState, stripDeck } from '../../../src/app/deck-path.ts';
import { chooseLayout } from '../../../src/app/layout-choice.ts';

afterEach(() => history.replaceState(null, '', '/'));

describe('deck path rule (section 2)', () => {
  it('prefixes every pushed path with /deck unless it already starts with it', () => {
    expect(deckPath('/home')).toBe('/deck/home');
    expect(deckPath('/@alice@x.example/123')).toBe('/deck/@alice@x.example/123');
    expect(deckPath('/deck/home')).toBe('/deck/home');
    expect(deckPath('/deck')).toBe('/deck');
    expect(deckPath('/deckhand')).toBe('/deck/deckhand');
    expect(deckPath('/')).toBe('/deck/');
  });

  it('routes match the path without the prefix', () => {
    expect(stripDeck('/deck/home')).toBe('/home');
    expect(stripDeck('/deck')).toBe('/');
    expect(stripDeck('/public')).toBe('/public');
  });

  it('marks pushes as coming from the app; a replace keeps the mark only if the current state has it', () => {
    expect(navigationState(null, false)).toEqual({ fromApp: true });
    expect(navigationState(null, true)).toEqual({});
    expect(navigationState({ fromApp: true }, true)).toEqual({ fromApp: true });
  });

  it('writes that to the History API', () => {
    appNavigate('/notifications', true);
    expect(location.pathname).toBe('/deck/notifications');
    expect(history.state).toEqual({ fromApp: true });
    appNavigate('/public', false);
    expect(location.pathname).toBe('/public');
    history.replaceState(null, '', '/x');
    appNavigate('/y', false, { replace: true });
    expect(history.state).toEqual({});
  });

  it('chooses the layout from the viewport width and the setting', () => {
    expect(chooseLayout(630, 'multi', '/deck')).toBe('mobile');
    expect(chooseLayout(631, 'single', '/deck')).toBe('single');
    expect(chooseLayout(900, 'auto', '/deck/home')).toBe('multi');
    expect(chooseLayout(900, undefined, '/home')).toBe('single');
    expect(chooseLayout(1400, undefined, '/home')).toBe('multi');
  });
});
