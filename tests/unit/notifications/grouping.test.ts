import { describe, expect, it } from 'vitest';
import {
  computeGroupKey,
  excludeTypesFor,
  groupedRequestParams,
  groupedTypesFor,
  groupV1Notifications,
} from '../../../worker/notifications/grouping.ts';
import { compareIds } from '../../../worker/notifications/ids.ts';
import { harness, notif, shape } from './harness.ts';

const GROUPED = new Set(['favourite', 'reblog']);

describe('grouped request parameters', () => {
  it('always groups favourite and reblog, and follow only when configured', () => {
    expect(groupedTypesFor({})).toEqual(['favourite', 'reblog']);
    expect(groupedTypesFor({ group: { follow: false } })).toEqual(['favourite', 'reblog']);
    expect(groupedTypesFor({ group: { follow: true } })).toEqual(['favourite', 'reblog', 'follow']);
  });

  it('excludes hidden types, and every other type under a quick filter', () => {
    expect(excludeTypesFor({ shows: { poll: false, reblog: true, follow: false } })).toEqual([
      'follow',
      'poll',
    ]);
    const only = excludeTypesFor({ quickFilter: { active: 'mention' } });
    expect(only).not.toContain('mention');
    expect(only).toContain('favourite');
    expect(groupedRequestParams({ quickFilter: { active: 'all' } }).exclude_types).toEqual([]);
  });
});

describe('group keys like the server', () => {
  it('groups by type, status and hour bucket; others are ungrouped-<id>', () => {
    const mem = new Map();
    const a = computeGroupKey(notif(1, 'favourite', 'a', 's1', 0), GROUPED, mem);
    expect(a).toBe(`favourite-s1-${Math.floor(Date.parse('2026-08-01T12:00:00Z') / 3_600_000)}`);
    expect(computeGroupKey(notif(2, 'reblog', 'a', 's1', 1), GROUPED, mem)).toMatch(/^reblog-s1-/);
    expect(computeGroupKey(notif(3, 'mention', 'a', 's1', 2), GROUPED, mem)).toBe('ungrouped-3');
    expect(computeGroupKey(notif(4, 'follow', 'a', null, 2), GROUPED, mem)).toBe('ungrouped-4');
    expect(computeGroupKey(notif(5, 'follow', 'a', null, 2), new Set(['follow']), mem)).toMatch(
      /^follow--\d+$/,
    );
  });

  it('keeps a group open for 12 hours from the hour it started, then starts a new one', () => {
    const mem = new Map();
    const start = computeGroupKey(notif(1, 'favourite', 'a', 's1', 0), GROUPED, mem);
    expect(computeGroupKey(notif(2, 'favourite', 'b', 's1', 11 * 60 + 59), GROUPED, mem)).toBe(start);
    const later = computeGroupKey(notif(3, 'favourite', 'c', 's1', 12 * 60), GROUPED, mem);
    expect(later).not.toBe(start);
    expect(computeGroupKey(notif(4, 'favourite', 'd', 's2', 0), GROUPED, mem)).not.toBe(start);
  });

  it('v1 fallback: plain notifications grouped in the core', () => {
    const page = [
      notif(6, 'mention', 'x', 's9', 50),
      notif(5, 'favourite', 'b', 's1', 40),
      notif(4, 'favourite', 'a', 's1', 30),
      notif(3, 'favourite', 'a', 's1', 20),
      notif(2, 'reblog', 'c', 's1', 10),
      notif(1, 'favourite', 'd', 's1', -13 * 60), // 13 hours before: another window
    ];
    const grouped = groupV1Notifications(page, GROUPED);
    const byType = grouped.notification_groups.map((g) => [
      g.type,
      g.notifications_count,
      g.sample_account_ids,
    ]);
    expect(byType).toEqual([
      ['mention', 1, ['x']],
      ['favourite', 3, ['b', 'a']],
      ['reblog', 1, ['c']],
      ['favourite', 1, ['d']],
    ]);
    expect(grouped.notification_groups[1]).toMatchObject({
      most_recent_notification_id: '5',
      page_min_id: '3',
    });
    const h = harness();
    h.engine.reset(grouped, { hasMore: false });
    expect(shape(h.rows())).toHaveLength(4);
  });
});

describe('ids', () => {
  it('orders numeric ids by value, not as strings', () => {
    expect(compareIds('9', '10')).toBeLessThan(0);
    expect(compareIds('117020579695730951', '117020579695730950')).toBeGreaterThan(0);
    expect(compareIds('42', '42')).toBe(0);
  });
});

describe('quick filters map to types as in Mastodon web', () => {
  it('Mentions shows quotes too, and Updates shows edits of quoted posts', () => {
    const mentions = excludeTypesFor({ quickFilter: { active: 'mention' } });
    expect(mentions).not.toContain('mention');
    expect(mentions).not.toContain('quote');
    expect(mentions).toContain('favourite');
    const updates = excludeTypesFor({ quickFilter: { active: 'update' } });
    expect(updates).not.toContain('update');
    expect(updates).not.toContain('quoted_update');
    expect(updates).toContain('mention');
  });
});
