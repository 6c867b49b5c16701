// What the column shows is one rule (worker/notifications/grouping.ts shownInColumn): the page request's
// exclude_types and the streamed notifications follow it alike, quick filter and per-type `shows` included.
import { describe, expect, it } from 'vitest';
import { mentionsPage, notif } from '../notifications/harness.ts';
import { setup } from './wiring-harness.ts';

const groupKeys = (t: ReturnType<typeof setup>) =>
  t
    .rows()
    .filter((r) => r.kind === 'notification-group')
    .map((r) => r.key);

async function opened(settings: Record<string, unknown>) {
  const t = setup({ grouped: mentionsPage(30, 2), marker: '30', settings });
  for (let i = 0; i < 3; i++) await t.settle();
  return t;
}

describe('streamed notifications obey the column rules of the page', () => {
  it('under the Mentions quick filter a streamed favourite does not appear, a mention and a quote do', async () => {
    const t = await opened({ notifications: { quickFilter: { active: 'mention', show: true } } });
    t.wiring.onNotification(notif(40, 'favourite', '5', '400'));
    t.wiring.onNotification(notif(41, 'mention', '6', '401'));
    t.wiring.onNotification(notif(42, 'quote', '7', '402'));
    expect(groupKeys(t).slice(0, 2)).toEqual(['ungrouped-42', 'ungrouped-41']);
    expect(groupKeys(t).some((k) => k.startsWith('favourite'))).toBe(false);
    expect(t.unread.at(-1)).toBe(2);
  });

  it('a type hidden by "show in column" does not appear live and is not counted by the caller', async () => {
    const t = await opened({ notifications: { shows: { reblog: false } } });
    const taken = t.wiring.onNotification(notif(40, 'reblog', '5', '400'));
    expect(taken).toBe(true);
    expect(groupKeys(t)).toEqual(['ungrouped-30', 'ungrouped-29']);
    expect(t.unread.at(-1)).toBe(0);
  });
});
