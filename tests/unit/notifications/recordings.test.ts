// Real server bodies (recorded exchanges) replayed through page application: the numeric
// most_recent_notification_id, partial accounts, pagination by max_id and min_id.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { GroupedNotificationsResults } from '../../../shared/wire/entities.ts';
import { computeGroupKey } from '../../../worker/notifications/grouping.ts';
import { partialAccountChip } from '../../../worker/notifications/rows.ts';
import { RECORDINGS_DIR } from '../../reference.ts';
import { harness, shape } from './harness.ts';

const DIR = `${RECORDINGS_DIR}/notifications/`;

interface Exchange {
  request: { method: string; uri: string };
  response: { body: { string: string }; status: { code: number } };
}

function groupedBodies(file: string): { uri: string; body: GroupedNotificationsResults }[] {
  const doc = parse(readFileSync(DIR + file, 'utf8')) as { interactions: Exchange[] };
  return doc.interactions
    .filter((x) => x.request.method === 'GET' && /\/api\/v2\/notifications\?/.test(x.request.uri))
    .map((x) => ({
      uri: x.request.uri,
      body: JSON.parse(x.response.body.string) as GroupedNotificationsResults,
    }));
}

describe('recorded grouped notifications', () => {
  it('test_grouped_notifications: a favourite group of two, one account partial, then an empty list', () => {
    const [first, afterDismiss] = groupedBodies('test_grouped_notifications.yaml');
    const h = harness();
    h.engine.reset(first!.body, { hasMore: false });
    expect(shape(h.rows())).toEqual(['favourite-117020579695730951-495997']);
    const row = h.group('favourite-117020579695730951-495997');
    expect(row.mostRecentId).toBe('32'); // a number on the wire
    expect(row.count).toBe(2);
    expect(row.sampleAccounts.map((a) => a.id)).toEqual(['117020566092212359', '117020565693913441']);
    expect(row.status?.id).toBe('117020579695730951');
    expect(first!.body.partial_accounts?.map((p) => partialAccountChip(p).username)).toEqual(['admin']);
    h.engine.reset(afterDismiss!.body);
    expect(h.rows()).toEqual([]);
  });

  it('our group key for the recorded favourites matches the server key', () => {
    const [first] = groupedBodies('test_grouped_notifications.yaml');
    const g = first!.body.notification_groups[0]!;
    const key = computeGroupKey(
      {
        id: '32',
        type: 'favourite',
        created_at: g.latest_page_notification_at!,
        status: { id: g.status_id } as never,
      },
      new Set(['favourite', 'reblog']),
      new Map(),
    );
    expect(key).toBe(g.group_key);
  });

  it('test_grouped_notification_pagination: first page, older page by max_id, newer page by min_id', () => {
    const pages = groupedBodies('test_grouped_notification_pagination.yaml');
    const first = pages.find((p) => !/max_id|min_id/.test(p.uri))!;
    const older = pages.find((p) => /max_id=/.test(p.uri))!;
    const newer = pages.find((p) => /min_id=/.test(p.uri))!;
    const h = harness();
    h.engine.reset(first.body, { hasMore: true });
    const firstKeys = first.body.notification_groups.map((g) => g.group_key);
    expect(shape(h.rows())).toEqual([
      ...firstKeys,
      `gap(${firstKeys.at(-1)!.replace('ungrouped-', '')},null)`,
    ]);
    h.engine.applyPage(older.body, 'bottom', { hasMore: true });
    const olderKeys = older.body.notification_groups.map((g) => g.group_key);
    expect(shape(h.rows()).slice(firstKeys.length, -1)).toEqual(
      olderKeys.filter((k) => !firstKeys.includes(k)),
    );
    // The newer page overlaps what is loaded: nothing is duplicated, no gap appears.
    h.engine.applyPage(newer.body, 'top');
    const keys = shape(h.rows());
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((k) => k.startsWith('gap'))).toHaveLength(1);
    h.check();
  });

  it('test_entity_groupednotificationsresults: every group becomes a row with a string id', () => {
    const [only] = groupedBodies('test_entity_groupednotificationsresults.yaml');
    const h = harness();
    h.engine.reset(only!.body, { hasMore: true });
    const groups = h.rows().filter((r) => r.kind === 'notification-group');
    expect(groups).toHaveLength(only!.body.notification_groups.length);
    for (const r of groups) {
      expect(typeof r.mostRecentId).toBe('string');
      expect(r.mostRecentId).toMatch(/^\d+$/);
    }
    // newest first, as the server sent them
    expect(groups.map((r) => r.key)).toEqual(only!.body.notification_groups.map((g) => g.group_key));
    expect(h.engine.unreadCount()).toBe(
      only!.body.notification_groups.reduce((n, g) => n + g.notifications_count, 0),
    );
  });
});
