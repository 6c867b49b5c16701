import { describe, expect, it } from 'vitest';
import { backTarget, isPushedScreen } from '../../../src/layouts/mobile/pushed-screen.ts';

describe('the phone’s back button', () => {
  it('is on pushed screens, not on the tab bar’s', () => {
    for (const p of ['/', '/home', '/notifications', '/public', '/public/local', '/home/'])
      expect(isPushedScreen(p)).toBe(false);
    for (const p of [
      '/@ada',
      '/@ada/1',
      '/lists/3',
      '/bookmarks',
      '/settings',
      '/tags/cats',
      '/notifications/requests',
    ])
      expect(isPushedScreen(p)).toBe(true);
  });

  it('goes back in the app’s history, or home when the screen was opened by address', () => {
    expect(backTarget({ fromApp: true })).toBe('history');
    expect(backTarget(null)).toBe('/home');
    expect(backTarget({})).toBe('/home');
  });
});
