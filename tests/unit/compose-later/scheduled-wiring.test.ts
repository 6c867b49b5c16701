// Scheduled posts in the core against the demo instance (issue 19 item 6): the list is paged by the Link header,
// a new time is sent with PUT (a time too soon answers the server's 422 as an alert), cancel deletes it, and
// opening one in compose deletes it on the server and keeps its params as a compose draft.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import type { ComposeDraft } from '../../../shared/compose/draft.ts';
import type { ScheduledItem, ScheduledPage } from '../../../shared/protocol/compose-later.ts';
import { createTransport } from '../../../worker/api/transport.ts';
import { createScheduledWiring } from '../../../worker/compose/scheduled.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});

const MIN = 60_000;
const setup = () => {
  const transport = createTransport({
    baseUrl: demo.url,
    getToken: () => demo.demoToken,
    fetch: (u, i) => fetch(u, i),
    now: Date.now,
  });
  const saved: [string, unknown][] = [];
  const wiring = createScheduledWiring({
    request: transport.request,
    settings: () => ({}),
    random: Math.random,
    saveDraft: async (id, d) => saved.push([id, d]),
  });
  return { wiring, saved };
};
const schedule = (text: string, ahead: number, extra: Record<string, unknown> = {}) =>
  fetch(`${demo.url}/api/v1/statuses`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${demo.demoToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      status: text,
      scheduled_at: new Date(Date.now() + ahead).toISOString(),
      ...extra,
    }),
  }).then((r) => r.json() as Promise<{ id: string }>);

describe('scheduled posts in the core', () => {
  it('pages the list by the Link header', async () => {
    const { wiring } = setup();
    for (let i = 0; i < 22; i++) await schedule(`page item ${i}`, (10 + i) * MIN);
    const first = await wiring.intent({ type: 'scheduled.list' });
    const page1 = (first as { value: ScheduledPage }).value;
    expect(page1.items).toHaveLength(20);
    expect(page1.next).not.toBeNull();
    const second = await wiring.intent({ type: 'scheduled.list', maxId: page1.next });
    const page2 = (second as { value: ScheduledPage }).value;
    expect(page2.items.length).toBeGreaterThanOrEqual(2);
    expect(new Set([...page1.items, ...page2.items].map((s) => s.id)).size).toBe(
      page1.items.length + page2.items.length,
    );
    for (const s of [...page1.items, ...page2.items])
      await wiring.intent({ type: 'scheduled.cancel', id: s.id });
    const empty = (await wiring.intent({ type: 'scheduled.list' })) as { value: ScheduledPage };
    expect(empty.value.items).toEqual([]);
  });

  it('moves one (PUT), and a time too soon is the server refusal as an alert', async () => {
    const { wiring } = setup();
    const { id } = await schedule('move me', 30 * MIN);
    const later = new Date(Date.now() + 90 * MIN).toISOString().replace(/\.\d+Z$/, '.000Z');
    const moved = await wiring.intent({ type: 'scheduled.reschedule', id, scheduledAt: later });
    expect((moved as { value: ScheduledItem }).value.scheduledAt).toBe(later);
    const soon = await wiring.intent({
      type: 'scheduled.reschedule',
      id,
      scheduledAt: new Date(Date.now() + MIN).toISOString(),
    });
    expect(soon.ok).toBe(false);
    expect(soon.ok ? null : soon.alert).not.toBeNull();
    await wiring.intent({ type: 'scheduled.cancel', id });
  });

  it('opens one in compose: deleted on the server, its params kept as the draft', async () => {
    const { wiring, saved } = setup();
    const parent = [...demo.world.statuses.values()].find((s) => !s.deleted && s.visibility === 'public');
    const { id } = await schedule('open me', 40 * MIN, {
      spoiler_text: 'cw',
      visibility: 'unlisted',
      in_reply_to_id: parent?.id,
    });
    const r = await wiring.intent({ type: 'scheduled.open', id, draftId: 'resume:sched@tab' });
    expect(r.ok).toBe(true);
    const draft = saved[0]?.[1] as ComposeDraft;
    expect(saved[0]?.[0]).toBe('resume:sched@tab');
    expect(draft).toMatchObject({
      text: 'open me',
      spoilerOn: true,
      spoilerText: 'cw',
      visibility: 'unlisted',
      inReplyToId: parent?.id,
    });
    expect(draft.scheduledAt).toBeTruthy();
    expect(demo.world.scheduled.recs.has(id)).toBe(false);
    // A second open of the same one: it is gone, and nothing is saved.
    expect((await wiring.intent({ type: 'scheduled.open', id, draftId: 'x' })).ok).toBe(false);
    expect(saved).toHaveLength(1);
  });
});
