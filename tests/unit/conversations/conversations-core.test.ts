// Private conversations in the core against the demo instance (real HTTP): the first page newest first with the
// unread count, a streamed `conversation` moving one to the top and marking it unread in every tab's copy, read and
// delete applied at once everywhere and put back when the server refuses, paging by the Link header, and a blocked
// account's conversations leaving.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import { renderConversation } from '../../../demo/world/render.ts';
import type { ConversationRow } from '../../../shared/protocol/conversations.ts';
import { applyOps, type ViewMeta } from '../../../shared/protocol/diff.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import { createTransport } from '../../../worker/api/transport.ts';
import { createConversationWiring } from '../../../worker/app/conversations.ts';
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

/** A tab's copy of the view: the snapshot, then every diff applied. */
function tab(wiring: ReturnType<typeof createConversationWiring>) {
  let rows: Row[] = [];
  let meta: ViewMeta | null = null;
  const live = wiring.openView('conversations', (ops, m) => {
    rows = applyOps(rows, ops);
    if (m) meta = { ...(meta as ViewMeta), ...m };
  });
  const snap = live.snapshot();
  rows = snap.rows;
  meta = snap.meta;
  return {
    rows: () => rows as ConversationRow[],
    meta: () => meta as ViewMeta,
    names: () => (rows as ConversationRow[]).map((r) => r.accounts.map((a) => a.username).join(',')),
    dispose: live.dispose,
  };
}

const until = async (cond: () => boolean) => {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(cond()).toBe(true);
};

function setup() {
  const unread: number[] = [];
  const wiring = createConversationWiring({
    request,
    actionRequest: request,
    me: demo.demoAccountId,
    log: () => {},
    acquire: () => () => {},
    onUnread: (n) => unread.push(n),
  });
  wiring.start();
  return { wiring, unread };
}

const friend = (n: number) =>
  [...demo.world.accounts.values()].filter(
    (a) => a.id !== demo.demoAccountId && !a.domain && demo.world.isFollowing(demo.demoAccountId, a.id),
  )[n]!;

/** What the direct stream carries for the demo user when `author` sends them a direct post. */
function directFrom(authorId: string, text: string) {
  const s = demo.world.createStatus(authorId, { text: `@woolly ${text}`, visibility: 'direct' });
  const conv = [...demo.world.conversations.values()].find(
    (c) => c.ownerId === demo.demoAccountId && c.lastStatusId === s.id,
  )!;
  return {
    event: 'conversation' as const,
    stream: ['direct'],
    payload: renderConversation(demo.world, conv),
  };
}

describe('conversations in the core', () => {
  it('a streamed conversation moves to the top, unread, in every tab, and the count follows', async () => {
    const { wiring, unread } = setup();
    const a = tab(wiring);
    const b = tab(wiring);
    await until(() => a.rows().length > 0 && !a.meta().isLoading);
    const before = a.rows().map((r) => r.conversationId);
    // The seed: the demo user answered the first friend last, so that conversation is read and on top.
    expect(a.rows()[0]?.unread).toBe(false);
    const startUnread = unread.at(-1) as number;
    expect(startUnread).toBe(a.rows().filter((r) => r.unread).length);

    // A friend whose conversation is further down writes again.
    const lower = a.rows().at(-1) as ConversationRow;
    const author = lower.accounts[0]!.id;
    demo.world.conversations.get(lower.conversationId)!.unread = false;
    wiring.onEvent(directFrom(author, 'one more thing'));
    for (const t of [a, b]) {
      expect(t.rows()[0]?.conversationId).toBe(lower.conversationId);
      expect(t.rows()[0]?.unread).toBe(true);
      expect(t.rows()[0]?.lastStatus?.content).toEqual([
        { t: 'p', c: [expect.anything(), ' one more thing'] },
      ]);
      expect(t.rows()).toHaveLength(before.length);
    }
    expect(b.rows()).toEqual(a.rows());
    expect(unread.at(-1)).toBe(a.rows().filter((r) => r.unread).length);

    // Someone new: a new conversation on top.
    const newcomer = friend(5);
    wiring.onEvent(directFrom(newcomer.id, 'hello there'));
    expect(a.rows()[0]?.accounts.map((x) => x.id)).toEqual([newcomer.id]);
    expect(a.rows()[1]?.conversationId).toBe(lower.conversationId);
    expect(b.rows()).toEqual(a.rows());
    wiring.dispose();
  });

  it('after a reconnect, a conversation written to while the socket was down comes to the top', async () => {
    const { wiring } = setup();
    const a = tab(wiring);
    await until(() => a.rows().length > 1 && !a.meta().isLoading);
    const lower = a.rows().at(-1) as ConversationRow;
    // Written while nothing streamed: the event is never given to the wiring.
    directFrom(lower.accounts[0]!.id, 'did you get my message?');
    wiring.onConnected();
    await until(() => a.rows()[0]?.conversationId === lower.conversationId);
    expect(a.rows()[0]?.unread).toBe(true);
    expect(new Set(a.rows().map((r) => r.key)).size).toBe(a.rows().length);
    wiring.dispose();
  });

  it('reading marks it read in every tab; a refused read puts the mark back with the alert', async () => {
    const { wiring, unread } = setup();
    const a = tab(wiring);
    const b = tab(wiring);
    await until(() => a.rows().some((r) => r.unread));
    const target = a.rows().find((r) => r.unread) as ConversationRow;
    const count = unread.at(-1) as number;

    demo.faults.setRoute('POST /api/v1/conversations', { status: 500 });
    const pending = wiring.intent({ type: 'conversation.read', conversationId: target.conversationId });
    // At once, before the server answers.
    expect(b.rows().find((r) => r.key === target.key)?.unread).toBe(false);
    expect(unread.at(-1)).toBe(count - 1);
    const failed = await pending;
    expect(failed.ok).toBe(false);
    expect(shownAlert(failed.ok ? null : failed.alert)).toEqual({
      title: '500',
      message: expect.any(String),
    });
    expect(a.rows().find((r) => r.key === target.key)?.unread).toBe(true);
    expect(b.rows().find((r) => r.key === target.key)?.unread).toBe(true);
    expect(unread.at(-1)).toBe(count);

    demo.faults.clear();
    expect(await wiring.intent({ type: 'conversation.read', conversationId: target.conversationId })).toEqual(
      {
        ok: true,
      },
    );
    expect(b.rows().find((r) => r.key === target.key)?.unread).toBe(false);
    expect(demo.world.conversations.get(target.conversationId)?.unread).toBe(false);
    wiring.dispose();
  });

  it('deleting removes it from every tab at once; a refused delete puts it back in its place', async () => {
    const { wiring } = setup();
    const a = tab(wiring);
    const b = tab(wiring);
    await until(() => a.rows().length > 2);
    const order = a.rows().map((r) => r.key);
    const target = a.rows()[1] as ConversationRow;

    demo.faults.setRoute('DELETE /api/v1/conversations', { status: 503 });
    const pending = wiring.intent({ type: 'conversation.remove', conversationId: target.conversationId });
    expect(b.rows().map((r) => r.key)).not.toContain(target.key);
    expect((await pending).ok).toBe(false);
    expect(a.rows().map((r) => r.key)).toEqual(order);
    expect(b.rows().map((r) => r.key)).toEqual(order);

    demo.faults.clear();
    expect(
      (await wiring.intent({ type: 'conversation.remove', conversationId: target.conversationId })).ok,
    ).toBe(true);
    expect(b.rows().map((r) => r.key)).toEqual(order.filter((k) => k !== target.key));
    expect(demo.world.conversations.has(target.conversationId)).toBe(false);
    wiring.dispose();
  });

  it('pages further by the Link header, each conversation once', async () => {
    for (let i = 0; i < 25; i++) directFrom(friend(i % 6).id, `note ${i}`);
    // Conversations with different participants: the demo user writes to pairs of friends.
    for (let i = 0; i < 22; i++) {
      const x = friend(i % 7);
      const y = friend((i + 1 + Math.floor(i / 7)) % 7);
      if (x.id !== y.id)
        demo.world.createStatus(demo.demoAccountId, {
          text: `@${x.username} @${y.username} group ${i}`,
          visibility: 'direct',
        });
    }
    const { wiring } = setup();
    const a = tab(wiring);
    await until(() => a.rows().length > 0 && !a.meta().isLoading);
    const first = a.rows().length;
    expect(a.meta().hasMore).toBe(true);
    for (let i = 0; i < 10 && a.meta().hasMore; i++) await wiring.loadMore();
    const all = [...demo.world.conversations.values()].filter((c) => c.ownerId === demo.demoAccountId);
    expect(a.rows().length).toBeGreaterThan(first);
    expect(a.rows()).toHaveLength(all.length);
    expect(new Set(a.rows().map((r) => r.key)).size).toBe(a.rows().length);
    wiring.dispose();
  });

  it('a malformed answer is an error in the view, not a crash; a retry loads', async () => {
    demo.faults.setRoute('GET /api/v1/conversations', { malformedJson: true, times: 1 });
    const { wiring } = setup();
    const a = tab(wiring);
    await until(() => a.meta().error !== null);
    expect(a.rows()).toEqual([]);
    await wiring.reload();
    expect(a.meta().error).toBeNull();
    expect(a.rows().length).toBeGreaterThan(0);
    wiring.dispose();
  });

  it('blocking an account removes the conversations with only them, also when they write again', async () => {
    // A conversation with one friend alone, and one with that friend and another.
    const who0 = friend(2);
    demo.world.createStatus(demo.demoAccountId, {
      text: `@${who0.username} @${friend(3).username} all of us`,
      visibility: 'direct',
    });
    directFrom(who0.id, 'just us');
    const { wiring } = setup();
    const a = tab(wiring);
    await until(() => a.rows().length > 0 && !a.meta().isLoading);
    const solo = a.rows().find((r) => r.accounts.length === 1) as ConversationRow;
    const who = solo.accounts[0]!.id;
    const withOthers = a.rows().filter((r) => r.accounts.length > 1 && r.accounts.some((x) => x.id === who));
    wiring.removeAccount(who);
    expect(a.rows().map((r) => r.key)).not.toContain(solo.key);
    expect(withOthers.length).toBeGreaterThan(0);
    for (const r of withOthers) expect(a.rows().map((x) => x.key)).toContain(r.key);
    wiring.onEvent(directFrom(who, 'are you there?'));
    expect(a.rows().some((r) => r.accounts.length === 1 && r.accounts[0]?.id === who)).toBe(false);
    wiring.dispose();
  });
});
