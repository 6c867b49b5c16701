import { describe, expect, it } from 'vitest';
import { decideDelivery, soundVolume } from '../../../worker/desktop-notifications/decide.ts';
import { readNotificationSettings } from '../../../worker/desktop-notifications/settings.ts';

const ctx = { permission: 'granted' as const, filtered: false, focusedTabExists: false };

describe('alert and sound decisions', () => {
  it('alerts and plays a sound by default once permission is granted', () => {
    expect(decideDelivery(readNotificationSettings({}), 'mention', ctx)).toEqual({
      alert: true,
      sound: true,
      reason: 'alert',
    });
  });

  it('no alert without permission, but the sound still plays', () => {
    const d = decideDelivery(readNotificationSettings({}), 'mention', { ...ctx, permission: 'default' });
    expect(d).toMatchObject({ alert: false, sound: true, reason: 'no-permission' });
  });

  it('per-type alerts and sounds settings are honoured separately', () => {
    const s = readNotificationSettings({
      notifications: { alerts: { favourite: false }, sounds: { reblog: false } },
    });
    expect(decideDelivery(s, 'favourite', ctx)).toMatchObject({ alert: false, sound: true });
    expect(decideDelivery(s, 'reblog', ctx)).toMatchObject({ alert: true, sound: false });
  });

  it('a filtered notification makes no noise at all', () => {
    expect(decideDelivery(readNotificationSettings({}), 'mention', { ...ctx, filtered: true })).toMatchObject(
      {
        alert: false,
        sound: false,
      },
    );
  });

  it('no desktop popup while the user looks at the app; the sound still plays', () => {
    const d = decideDelivery(readNotificationSettings({}), 'mention', { ...ctx, focusedTabExists: true });
    expect(d).toMatchObject({ alert: false, sound: true, reason: 'in-app' });
  });

  it('no sound for a type the column does not show', () => {
    const s = readNotificationSettings({ notifications: { shows: { reblog: false } } });
    expect(decideDelivery(s, 'reblog', ctx).sound).toBe(false);
  });

  it('sound volume is clamped to 0.5–1', () => {
    expect(soundVolume(0.1)).toBe(0.5);
    expect(soundVolume(2)).toBe(1);
    expect(soundVolume(0.7)).toBe(0.7);
    expect(soundVolume(undefined)).toBe(1);
  });
});
