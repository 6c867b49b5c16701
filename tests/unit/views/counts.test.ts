import { afterEach, describe, expect, it } from 'vitest';
import { countedLabel, shortCount } from '../../../src/components/status/counts.ts';
import { newItemsAnnouncement } from '../../../src/components/virtual-list/feed-a11y.ts';
import { loadLocale } from '../../../src/i18n/index.ts';

describe('counts in short form', () => {
  it('shows small counts whole, thousands and millions short, and nothing for zero', () => {
    expect(shortCount(0)).toBe('');
    expect(shortCount(7)).toBe('7');
    expect(shortCount(999)).toBe('999');
    expect(shortCount(1000)).toBe('1K');
    expect(shortCount(1234)).toBe('1.2K');
    expect(shortCount(12_345)).toBe('12.3K');
    expect(shortCount(3_456_789)).toBe('3.5M');
    expect(shortCount(Number.NaN)).toBe('');
  });

  it('names a counted button with the count as shown, so its visible text is part of its name', () => {
    expect(countedLabel('boost', 0)).toBe('Boost');
    expect(countedLabel('boost', 1234)).toBe('Boost 1.2K');
  });

  describe('in another language', () => {
    afterEach(() => loadLocale('en'));
    it('writes counts and names as a German reader expects them', async () => {
      await loadLocale('de');
      expect(shortCount(999)).toBe('999');
      expect(shortCount(1234)).toBe('1234');
      expect(shortCount(12_345)).toBe('12.345');
      expect(shortCount(3_456_789)).toBe('3,5\u00a0Mio.');
      expect(countedLabel('boost', 0)).toBe('Teilen');
      expect(countedLabel('favourite', 12_345)).toBe('Favorisieren 12.345');
    });
  });

  it('announces new items with the right noun and number', () => {
    expect(newItemsAnnouncement(0, 'timeline:timeline=home')).toBe('');
    expect(newItemsAnnouncement(1, 'timeline:timeline=home')).toBe('1 new post');
    expect(newItemsAnnouncement(3, 'timeline:timeline=home')).toBe('3 new posts');
    expect(newItemsAnnouncement(2, 'notifications')).toBe('2 new notifications');
  });
});
