// Announcements in the core against the demo instance (real HTTP): reactions added and removed at once in every
// tab's copy and rolled back when the server refuses (section 4), a streamed count kept through a rollback, dismiss
// marking read, streamed announcements and deletes, hostile HTML through the sanitizer, and a reaction of a custom
// emoji the server does not describe keeping its name.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import type { AnnouncementRow } from '../../../shared/protocol/announcements.ts';
import { applyOps, type ViewMeta } from '../../../shared/protocol/diff.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import { createTransport } from '../../../worker/api/transport.ts';
import { createAnnouncementWiring } from '../../../worker/app/announcements.ts';
import { createCustomEmojiSource } from '../../../worker/app/custom-emoji.ts';
import { shownAlert } from '../core-words.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});
afterEach(() => demo.faults.clear());

const request = (spec: Parameters<ReturnType<typeof createTransport>['request']>[0]) =>
  createTransport({
    baseUrl: demo.url,
    getToken: () => demo.demoToken,
    fetch: (input, init) => globalThis.fetch(input, init),
    now: Date.now,
  }).request(spec);

function tab(wiring: ReturnType<typeof createAnnouncementWiring>) {
  let rows: Row[] = [];
  let meta: ViewMeta | null = null;
  const live = wiring.openView('announcements', (ops, m) => {
    rows = applyOps(rows, ops);
    if (m) meta = { ...(meta as ViewMeta), ...m };
  });
  const snap = live.snapshot();
  rows = snap.rows;
  meta = snap.meta;
  return { rows: () => rows as AnnouncementRow[], meta: () => meta as ViewMeta };
}

const until = async (cond: () => boolean) => {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(cond()).toBe(true);
};

const setup = () =>
  createAnnouncementWiring({
    request,
    actionRequest: request,
    emoji: createCustomEmojiSource(request),
    log: () => {},
  });

const reaction = (row: AnnouncementRow | undefined, name: string) =>
  row?.reactions.find((r) => r.name === name);

describe('announcement reactions', () => {
  it('a reaction added and removed shows at once in every tab and reaches the server', async () => {
    const wiring = setup();
    const a = tab(wiring);
    const b = tab(wiring);
    await until(() => a.rows().length > 0);
    const first = a.rows()[0] as AnnouncementRow;
    const before = reaction(first, '👍')?.count ?? 0;
    const pending = wiring.intent({
      type: 'announcement.react',
      announcementId: first.announcementId,
      name: '👍',
      value: true,
    });
    expect(reaction(b.rows()[0], '👍')).toMatchObject({ count: before + 1, me: true });
    expect(await pending).toEqual({ ok: true });
    expect(
      demo.world.announcements.get(first.announcementId)?.reactions.get('👍')?.by.has(demo.demoAccountId),
    ).toBe(true);
    // Clicking again takes it away.
    await wiring.intent({
      type: 'announcement.react',
      announcementId: first.announcementId,
      name: '👍',
      value: false,
    });
    expect(reaction(a.rows()[0], '👍')).toMatchObject({ count: before, me: false });
    expect(b.rows()).toEqual(a.rows());
  });

  it('a refused reaction is rolled back in every tab with the alert; a count streamed meanwhile stays', async () => {
    const wiring = setup();
    const a = tab(wiring);
    const b = tab(wiring);
    await until(() => a.rows().length > 0);
    const id = (a.rows()[0] as AnnouncementRow).announcementId;
    demo.faults.setRoute('PUT /api/v1/announcements', { status: 500 });
    const pending = wiring.intent({
      type: 'announcement.react',
      announcementId: id,
      name: '🎉',
      value: true,
    });
    expect(reaction(b.rows()[0], '🎉')).toMatchObject({ count: 1, me: true });
    // Someone else's 🎉 arrives before the server answers.
    wiring.onEvent({
      event: 'announcement.reaction',
      stream: ['user'],
      payload: { name: '🎉', count: 2, announcement_id: id },
    });
    expect(reaction(a.rows()[0], '🎉')).toMatchObject({ count: 2, me: true });
    const r = await pending;
    expect(r.ok).toBe(false);
    expect(shownAlert(r.ok ? null : r.alert)).toEqual({ title: '500', message: expect.any(String) });
    expect(reaction(a.rows()[0], '🎉')).toMatchObject({ count: 1, me: false });
    expect(b.rows()).toEqual(a.rows());

    // A refused removal comes back too.
    demo.faults.clear();
    const blob = reaction(a.rows()[0], 'blobheart');
    expect(blob?.url).toMatch(/^http/);
    await wiring.intent({ type: 'announcement.react', announcementId: id, name: 'blobheart', value: true });
    demo.faults.setRoute('DELETE /api/v1/announcements', { status: 502 });
    const undo = await wiring.intent({
      type: 'announcement.react',
      announcementId: id,
      name: 'blobheart',
      value: false,
    });
    expect(undo.ok).toBe(false);
    expect(reaction(b.rows()[0], 'blobheart')).toMatchObject({ count: (blob?.count ?? 0) + 1, me: true });
  });

  it('dismiss marks read; streamed announcements, edits and deletes reach every tab', async () => {
    const wiring = setup();
    const a = tab(wiring);
    await until(() => a.rows().length > 0);
    const unread = a.rows().find((r) => !r.read) as AnnouncementRow;
    const count = a.meta().unread;
    expect(count).toBeGreaterThan(0);
    await wiring.intent({ type: 'announcement.dismiss', announcementId: unread.announcementId });
    expect(a.rows().find((r) => r.key === unread.key)?.read).toBe(true);
    expect(a.meta().unread).toBe(count - 1);
    expect(demo.world.announcements.get(unread.announcementId)?.readBy.has(demo.demoAccountId)).toBe(true);

    const fresh = {
      id: '9999',
      content:
        '<p>Hi <img src=x onerror="alert(1)"><script>alert(2)</script>:blobcat: <a href="javascript:alert(3)">x</a></p>',
      starts_at: null,
      ends_at: null,
      all_day: false,
      published_at: '2099-01-01T00:00:00.000Z',
      updated_at: '2099-01-01T00:00:00.000Z',
      mentions: [],
      statuses: [],
      tags: [],
      emojis: [
        {
          shortcode: 'blobcat',
          url: 'https://e.test/c.png',
          static_url: 'https://e.test/c.png',
          visible_in_picker: true,
        },
      ],
      reactions: [{ name: 'nosuchemoji', count: 3 }],
    };
    wiring.onEvent({ event: 'announcement', stream: ['user'], payload: fresh });
    const row = a.rows().at(-1) as AnnouncementRow;
    expect(row.announcementId).toBe('9999');
    expect(row.read).toBe(false);
    expect(a.meta().unread).toBe(count);
    const html = JSON.stringify(row.content);
    expect(html).not.toMatch(/script|onerror|javascript|img/);
    expect(row.content).toEqual([
      {
        t: 'p',
        c: [
          'Hi ',
          {
            t: 'emoji',
            shortcode: 'blobcat',
            url: 'https://e.test/c.png',
            staticUrl: 'https://e.test/c.png',
          },
          ' x',
        ],
      },
    ]);
    // An unknown custom emoji: no image, its name is what the row has to show.
    expect(reaction(row, 'nosuchemoji')).toEqual({
      name: 'nosuchemoji',
      count: 3,
      me: false,
      url: null,
      staticUrl: null,
    });

    wiring.onEvent({ event: 'announcement.delete', stream: ['user'], payload: '9999' });
    expect(a.rows().map((r) => r.announcementId)).not.toContain('9999');
  });
});
