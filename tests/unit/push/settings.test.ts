import { describe, expect, it } from 'vitest';
import {
  defaultNotificationSettings,
  notificationFetchTypes,
  readNotificationSettings,
  showsInColumn,
} from '../../../worker/desktop-notifications/settings.ts';

describe('notification settings', () => {
  it('defaults: everything shown, with sound and alerts; follows grouped; quick filter on "all"', () => {
    const s = readNotificationSettings({});
    expect(s).toEqual(defaultNotificationSettings());
    expect(s.shows.mention).toBe(true);
    expect(s.sounds.favourite).toBe(true);
    expect(s.alerts.follow).toBe(true);
    expect(s.group.follow).toBe(true);
    expect(s.quickFilter).toEqual({ active: 'all', show: true, advanced: false });
    expect(s.showUnread).toBe(true);
    expect(s.dismissPermissionBanner).toBe(false);
    expect(s.minimizeFilteredBanner).toBe(false);
  });

  it('keeps what the user set and replaces values of the wrong type with defaults', () => {
    const s = readNotificationSettings({
      notifications: {
        shows: { reblog: false, mention: 'no' },
        sounds: null,
        group: { follow: false },
        quickFilter: { active: 'mention', show: 1 },
        showUnread: false,
      },
    });
    expect(s.shows.reblog).toBe(false);
    expect(s.shows.mention).toBe(true);
    expect(s.sounds.reblog).toBe(true);
    expect(s.group.follow).toBe(false);
    expect(s.quickFilter).toEqual({ active: 'mention', show: true, advanced: false });
    expect(s.showUnread).toBe(false);
  });

  it('grouped types: always favourite and reblog, follow only when configured', () => {
    const on = notificationFetchTypes(readNotificationSettings({}));
    expect(on.grouped_types.sort()).toEqual(['favourite', 'follow', 'reblog']);
    const off = notificationFetchTypes(
      readNotificationSettings({ notifications: { group: { follow: false } } }),
    );
    expect(off.grouped_types.sort()).toEqual(['favourite', 'reblog']);
  });

  it('exclude types: the types hidden from the column', () => {
    const s = readNotificationSettings({ notifications: { shows: { reblog: false, poll: false } } });
    expect(notificationFetchTypes(s).exclude_types).toEqual(['poll', 'reblog']);
    expect(notificationFetchTypes(defaultNotificationSettings()).exclude_types).toEqual([]);
  });

  it('a quick filter on one type excludes every other type, even if shows hid the chosen one', () => {
    const s = readNotificationSettings({
      notifications: { shows: { mention: false }, quickFilter: { active: 'mention', show: true } },
    });
    const ex = notificationFetchTypes(s).exclude_types;
    expect(ex).not.toContain('mention');
    expect(ex).toContain('favourite');
    expect(ex).toContain('follow');
    expect(showsInColumn(s, 'mention')).toBe(true);
    expect(showsInColumn(s, 'favourite')).toBe(false);
  });

  it('a hidden quick filter bar filters nothing', () => {
    const s = readNotificationSettings({
      notifications: { quickFilter: { active: 'mention', show: false } },
    });
    expect(notificationFetchTypes(s).exclude_types).toEqual([]);
    expect(showsInColumn(s, 'favourite')).toBe(true);
  });
});
