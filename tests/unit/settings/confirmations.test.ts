// The confirmation settings (shared/settings/confirmations.ts): on unless turned off, each its own top-level key, so
// turning one off in one tab and another in a second tab keeps both (settings.patch replaces top-level keys).
import { describe, expect, it } from 'vitest';
import { CONFIRMATIONS, confirmationPatch, shouldConfirm } from '../../../shared/settings/confirmations.ts';

describe('confirmation settings', () => {
  it('asks before delete, re-draft, unfollow and sign out when nothing was chosen, or the value is malformed', () => {
    for (const which of CONFIRMATIONS) {
      expect(shouldConfirm({}, which)).toBe(true);
      expect(shouldConfirm(null, which)).toBe(true);
      expect(shouldConfirm({ [Object.keys(confirmationPatch(which, true))[0] as string]: 'no' }, which)).toBe(
        true,
      );
    }
  });

  it('a confirmation turned off stops asking for that action only', () => {
    const settings = { ...confirmationPatch('delete', false) };
    expect(shouldConfirm(settings, 'delete')).toBe(false);
    expect(shouldConfirm(settings, 'redraft')).toBe(true);
    expect(shouldConfirm(settings, 'unfollow')).toBe(true);
    expect(shouldConfirm(settings, 'signOut')).toBe(true);
  });

  it('two tabs turning off two confirmations keep both (patches replace top-level keys only)', () => {
    let settings: Record<string, unknown> = { locale: 'de' };
    settings = { ...settings, ...confirmationPatch('signOut', false) };
    settings = { ...settings, ...confirmationPatch('unfollow', false) };
    expect(shouldConfirm(settings, 'signOut')).toBe(false);
    expect(shouldConfirm(settings, 'unfollow')).toBe(false);
    expect(settings.locale).toBe('de');
    settings = { ...settings, ...confirmationPatch('signOut', true) };
    expect(shouldConfirm(settings, 'signOut')).toBe(true);
  });
});
