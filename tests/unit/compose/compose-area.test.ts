import { afterEach, describe, expect, it } from 'vitest';
import {
  composeDestination,
  handToComposeArea,
  registerComposeArea,
} from '../../../src/components/compose/compose-area.ts';
import { composeTarget } from '../../../src/components/compose/open-compose.ts';

describe('where a compose action goes (section 2)', () => {
  it('to the compose area when one is mounted, to /publish only when none is', () => {
    expect(composeDestination('/publish', true)).toEqual({ kind: 'area', search: '' });
    expect(composeDestination('/publish?reply=5', true)).toEqual({ kind: 'area', search: '?reply=5' });
    expect(composeDestination('/statuses/new', true)).toEqual({ kind: 'area', search: '' });
    expect(composeDestination('/deck/publish?draft=edit%3A1', true)).toEqual({
      kind: 'area',
      search: '?draft=edit%3A1',
    });
    expect(composeDestination('/publish?reply=5', false)).toEqual({ kind: 'page' });
  });

  it('leaves every other address alone', () => {
    expect(composeDestination('/home', true)).toEqual({ kind: 'other' });
    expect(composeDestination('/publishers', true)).toEqual({ kind: 'other' });
    expect(composeDestination('/@ada/publish', true)).toEqual({ kind: 'other' });
  });

  let unregister: (() => void) | null = null;
  afterEach(() => unregister?.());

  it('hands the request to the mounted area, and stops once it unmounts', () => {
    const opened: string[] = [];
    unregister = registerComposeArea((search) => opened.push(search));
    expect(handToComposeArea('/publish?reply=9')).toBe(true);
    expect(handToComposeArea('/notifications')).toBe(false);
    expect(opened).toEqual(['?reply=9']);
    unregister();
    unregister = null;
    expect(handToComposeArea('/publish')).toBe(false);
  });
});

describe('what a compose address asks for', () => {
  it('a mention starts a new post with the handle, under its own draft', () => {
    expect(composeTarget('?mention=ada%40remote.example', 'side')).toMatchObject({
      draftId: 'mention:ada@remote.example',
      seedText: '@ada@remote.example ',
      leaveAfter: true,
      inReplyToId: null,
    });
  });

  it('a shared text starts a new post with it; the same text finds the same draft again', () => {
    const a = composeTarget('?text=Look%20at%20this', 'page');
    expect(a).toMatchObject({ seedText: 'Look at this', leaveAfter: true });
    expect(composeTarget('?text=Look%20at%20this', 'page').draftId).toBe(a.draftId);
    expect(composeTarget('?text=Something%20else', 'page').draftId).not.toBe(a.draftId);
  });

  it('a plain new post has no seed and stays', () => {
    expect(composeTarget('', 'side')).toMatchObject({ draftId: 'side', seedText: null, leaveAfter: false });
    expect(composeTarget('?text=%20%20', 'side')).toMatchObject({ draftId: 'side', seedText: null });
  });
});
