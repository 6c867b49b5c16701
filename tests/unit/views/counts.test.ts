import { describe, expect, it } from 'vitest';
import { countedLabel, shortCount } from '../../../src/components/status/counts.ts';
import { newItemsAnnouncement } from '../../../src/components/virtual-list/feed-a11y.ts';

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
    expect(countedLabel('Boost', 0)).toBe('Boost');
    expect(countedLabel('Boost', 1234)).toBe('Boost 1.2K');
  });

  it('announces new items with the right noun and number', () => {
    expect(newItemsAnnouncement(0, 'timeline:timeline=home')).toBe('');
    expect(newItemsAnnouncement(1, 'timeline:timeline=home')).toBe('1 new post');
    expect(newItemsAnnouncement(3, 'timeline:timeline=home')).toBe('3 new posts');
    expect(newItemsAnnouncement(2, 'notifications')).toBe('2 new notifications');
  });
});
