// The views the tab subscribes to right after the core's hello, before React has rendered the screen
// (src/app/first-views.ts): the core then asks for the home page while the page draws its shell.
import { describe, expect, it } from 'vitest';
import { firstScreenCompanions, firstScreenViews } from '../../../src/app/first-views.ts';
import { DEFAULT_COLUMNS } from '../../../src/app/layout-choice.ts';

const HOME = { kind: 'timeline', timeline: 'home' };

describe('first screen views', () => {
  it('home at / and /home in the single-column and mobile layouts, nothing elsewhere', () => {
    expect(firstScreenViews('/', 'single', DEFAULT_COLUMNS)).toEqual([HOME]);
    expect(firstScreenViews('/home', 'mobile', DEFAULT_COLUMNS)).toEqual([HOME]);
    expect(firstScreenViews('/notifications', 'mobile', DEFAULT_COLUMNS)).toEqual([]);
    expect(firstScreenViews('/@alice', 'single', DEFAULT_COLUMNS)).toEqual([]);
  });

  it("the deck's home column is on its first screen whatever the path; its public columns too, home first", () => {
    expect(firstScreenViews('/deck/@alice', 'multi', DEFAULT_COLUMNS)).toEqual([HOME]);
    expect(
      firstScreenViews('/deck', 'multi', [{ id: 'COMMUNITY' }, { id: 'HOME' }, { id: 'PUBLIC' }]),
    ).toEqual([
      HOME,
      { kind: 'timeline', timeline: 'public' },
      { kind: 'timeline', timeline: 'public', local: true },
    ]);
  });

  it('a deck without a home column opens home only when its path is home', () => {
    expect(firstScreenViews('/deck/home', 'multi', [{ id: 'COMPOSE' }])).toEqual([HOME]);
    expect(firstScreenViews('/deck/notifications', 'multi', [{ id: 'COMPOSE' }])).toEqual([]);
  });

  it("the deck's notifications column and its navigation's lists are asked for with them, before the deck is drawn", () => {
    expect(firstScreenCompanions('multi', DEFAULT_COLUMNS)).toEqual([
      { kind: 'notifications' },
      { kind: 'lists' },
    ]);
    expect(firstScreenCompanions('multi', [{ id: 'HOME' }])).toEqual([{ kind: 'lists' }]);
    // Elsewhere the first screen shows neither (the navigation is a menu there).
    expect(firstScreenCompanions('single', DEFAULT_COLUMNS)).toEqual([]);
    expect(firstScreenCompanions('mobile', DEFAULT_COLUMNS)).toEqual([]);
  });
});
