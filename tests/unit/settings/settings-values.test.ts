// The settings screen's values as the core's record holds them (shared/settings/appearance.ts) and the change of
// one nested value (shared/settings/settings-path.ts): defaults for anything missing, old or hostile.
import { describe, expect, it } from 'vitest';
import { readAppearance, readMediaSettings, rootAppearance } from '../../../shared/settings/appearance.ts';
import { isSettingsPath, patchAtPath, setAtPath } from '../../../shared/settings/settings-path.ts';

describe('appearance and media settings', () => {
  it('defaults: follow the system theme, normal text, motion as the system says, automatic layout', () => {
    expect(readAppearance({})).toEqual({
      theme: 'system',
      textSize: 'normal',
      reduceMotion: false,
      layout: 'auto',
    });
    expect(readMediaSettings(undefined)).toEqual({
      mediaDisplay: 'default',
      autoplayGifs: false,
      useBlurhash: true,
      altTextReminder: true,
    });
  });

  it('a wrong value of any kind takes the default; valid ones are kept', () => {
    const s = { theme: 'neon', textSize: 3, reduceMotion: 'yes', layout: 'multi', mediaDisplay: 'hide_all' };
    expect(readAppearance(s)).toEqual({
      theme: 'system',
      textSize: 'normal',
      reduceMotion: false,
      layout: 'multi',
    });
    expect(readMediaSettings({ ...s, useBlurhash: false, autoplayGifs: 1 })).toMatchObject({
      mediaDisplay: 'hide_all',
      useBlurhash: false,
      autoplayGifs: false,
    });
  });

  it('what the page root carries: a chosen theme, the text scale, reduced motion', () => {
    expect(rootAppearance(readAppearance({ theme: 'dark', textSize: 'large', reduceMotion: true }))).toEqual({
      theme: 'dark',
      fontSizePercent: 112.5,
      reduceMotion: true,
    });
    expect(rootAppearance(readAppearance({})).theme).toBe(null);
  });
});

describe('one nested value changed', () => {
  it('keeps the sibling values another tab set meanwhile', () => {
    // Tab A turned sounds off for follows; tab B, which never saw that, turns alerts off for mentions.
    const current = {
      notifications: { sounds: { follow: false }, alerts: { favourite: false } },
      theme: 'dark',
    };
    expect(patchAtPath(current, ['notifications', 'alerts', 'mention'], false)).toEqual({
      notifications: { sounds: { follow: false }, alerts: { favourite: false, mention: false } },
    });
    expect(setAtPath({ a: 'not a record' }, ['a', 'b'], 1)).toEqual({ a: { b: 1 } });
    expect(setAtPath({ a: 1, b: 2 }, ['a'], undefined)).toEqual({ b: 2 });
  });

  it('refuses paths that would reach a prototype, empty ones and non-strings', () => {
    for (const p of [[], ['__proto__', 'x'], ['a', 'constructor'], ['a', ''], [1], 'a.b'])
      expect(isSettingsPath(p)).toBe(false);
    expect(isSettingsPath(['notifications', 'alerts', 'follow'])).toBe(true);
  });
});
