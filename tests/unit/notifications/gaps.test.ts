// Gap bounds and merging (worker/notifications/gaps.ts): a gap a dropped socket left on top ends where newer
// notifications begin, so filling it asks for exactly what was missed; gaps that come to touch become one.
import { describe, expect, it } from 'vitest';
import { harness, notif, page, shape, wireGroup } from './harness.ts';

describe('a gap keeps exact bounds', () => {
  it('a notification streamed above the gap a dropped socket left becomes its upper bound', () => {
    const h = harness();
    h.engine.reset(page([wireGroup('ungrouped-10', 10), wireGroup('ungrouped-9', 9)]), { hasMore: false });
    h.engine.onDisconnected();
    h.engine.onStreamed(notif(12, 'mention', 'b'));
    expect(shape(h.rows())).toEqual(['ungrouped-12', 'gap(12,10)', 'ungrouped-10', 'ungrouped-9']);
    // Filling it with what the server has below 12 puts the missed one in its place, newest first.
    const gapKey = h.rows()[1]!.key;
    h.engine.applyPage(page([wireGroup('ungrouped-11', 11)]), { gapKey }, { hasMore: false });
    expect(shape(h.rows())).toEqual(['ungrouped-12', 'ungrouped-11', 'ungrouped-10', 'ungrouped-9']);
  });

  it('notifications that waited as "N new" before the socket dropped go below the gap, later ones above', () => {
    const h = harness();
    h.engine.reset(page([wireGroup('ungrouped-10', 10)]), { hasMore: false });
    h.engine.setAtTop(false);
    h.engine.onStreamed(notif(11, 'mention', 'b'));
    h.engine.onDisconnected();
    h.engine.onStreamed(notif(14, 'mention', 'c'));
    h.engine.setAtTop(true);
    expect(shape(h.rows())).toEqual(['ungrouped-14', 'gap(14,11)', 'ungrouped-11', 'ungrouped-10']);
  });

  it("a load-more gap left by the trim starts at the 50th group's newest notification", () => {
    const h = harness();
    const groups = [wireGroup('favourite-s1', 100, { type: 'favourite', statusId: 's1', min: 40 })];
    for (let i = 0; i < 55; i++) groups.push(wireGroup(`ungrouped-${99 - i}`, 99 - i));
    h.engine.reset(page(groups), { hasMore: false });
    // The 50th group is ungrouped-51; the groups below it were dropped, so loading more starts right there.
    expect(shape(h.rows()).at(-1)).toBe('gap(51,null)');
  });
});

describe('adjacent gaps are merged', () => {
  it('when the group between two gaps moves to the top', () => {
    const h = harness();
    h.engine.reset(page([wireGroup('ungrouped-10', 10)]), { hasMore: false });
    const fav = wireGroup('favourite-s1', 20, { type: 'favourite', statusId: 's1', accounts: ['a'] });
    h.engine.applyPage(page([fav]), 'top', { hasMore: true });
    h.engine.applyPage(page([wireGroup('ungrouped-40', 40)]), 'top', { hasMore: true });
    expect(shape(h.rows())).toEqual([
      'ungrouped-40',
      'gap(40,20)',
      'favourite-s1',
      'gap(20,10)',
      'ungrouped-10',
    ]);
    h.engine.onStreamed({ ...notif(41, 'favourite', 'b', 's1'), group_key: 'favourite-s1' });
    expect(shape(h.rows())).toEqual(['favourite-s1', 'ungrouped-40', 'gap(40,10)', 'ungrouped-10']);
  });
});
