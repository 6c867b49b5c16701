// The row highlight and the read marker are two values: the marker (ruling 4) moves, and is uploaded, as soon as
// a visible tab reads the list at the top; the highlight stays on what the reader has not had time to see.
import { describe, expect, it } from 'vitest';
import type { NotificationGroupRow } from '../../../shared/protocol/rows.ts';
import { SEEN_DWELL_MS } from '../../../worker/app/notification-seen.ts';
import { mentionsPage, notif } from '../notifications/harness.ts';
import { reader, setup } from './wiring-harness.ts';

const highlighted = (t: ReturnType<typeof setup>) =>
  t
    .rows()
    .filter((r): r is NotificationGroupRow => r.kind === 'notification-group' && r.unread)
    .map((r) => r.key);

const hidden = { ...reader, visible: false };

async function loaded(server: Parameters<typeof setup>[0], tabs = [hidden]) {
  const t = setup(server, tabs);
  for (let i = 0; i < 3; i++) await t.settle();
  return t;
}

describe('highlight apart from the marker', () => {
  it('notifications that arrived while the tab was hidden stay highlighted when the reader comes back', async () => {
    const t = await loaded({ grouped: mentionsPage(30, 4), marker: '28' });
    expect(highlighted(t)).toEqual(['ungrouped-30', 'ungrouped-29']);
    t.presence.tabs = [reader];
    t.wiring.onPresence();
    // The marker moved and was uploaded at once, the count is 0 …
    expect(t.savedNow).toEqual(['30']);
    expect(t.unread.at(-1)).toBe(0);
    // … but the reader has not seen the rows yet.
    expect(highlighted(t)).toEqual(['ungrouped-30', 'ungrouped-29']);
    t.timers.advance(SEEN_DWELL_MS);
    expect(highlighted(t)).toEqual([]);
  });

  it('leaving the list (the tab hidden again) clears what was read, not what came after', async () => {
    const t = await loaded({ grouped: mentionsPage(30, 4), marker: '28' });
    t.presence.tabs = [reader];
    t.wiring.onPresence();
    t.presence.tabs = [hidden];
    t.wiring.onPresence();
    expect(highlighted(t)).toEqual([]);
    t.wiring.onNotification(notif(31, 'mention', 'n'));
    expect(highlighted(t)).toEqual(['ungrouped-31']);
    expect(t.unread.at(-1)).toBe(1);
  });

  it('with no marker on the server (a new account) nothing is highlighted or unread', async () => {
    const t = await loaded({ grouped: mentionsPage(30, 4), marker: null });
    expect(highlighted(t)).toEqual([]);
    expect(t.unread.at(-1)).toBe(0);
  });
});

describe('markers uploaded at once', () => {
  it('"mark all as read" uploads the marker at once and clears the highlight', async () => {
    const t = await loaded({ grouped: mentionsPage(30, 4), marker: '28' });
    await t.wiring.markRead();
    expect(t.savedNow).toEqual(['30']);
    expect(t.unread.at(-1)).toBe(0);
    expect(highlighted(t)).toEqual([]);
  });
});

describe('notifications_merged away from the top', () => {
  it('counts what the merge brought as unread while the list waits for the reader', async () => {
    const server: Parameters<typeof setup>[0] = { grouped: mentionsPage(30, 4), marker: '30' };
    const t = await loaded(server);
    t.wiring.setTop(false);
    expect(t.unread.at(-1)).toBe(0);
    server.grouped = mentionsPage(33, 7);
    t.wiring.onMerged();
    for (let i = 0; i < 3; i++) await t.settle();
    expect(t.unread.at(-1)).toBe(3);
    // The list did not move under the reader.
    expect(t.rows().find((r) => r.kind === 'notification-group')?.key).toBe('ungrouped-30');
  });
});
