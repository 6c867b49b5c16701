// The demo's GET /api/v1/statuses/:id/context on a thread of 750 replies (issue 20 item 4): descendants depth first,
// sibling replies oldest first, as the real server orders them; a deleted reply leaves with the replies under it; an
// edit shows in the next answer; the ancestors come oldest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import { type LongThread, makeLongThread } from '../../../demo/world/long-thread.ts';

let demo: DemoServer;
let thread: LongThread;

beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
  thread = makeLongThread(demo.world, { replies: 750, ancestors: 3, topic: 'ctx' });
});
afterAll(async () => {
  await demo?.close();
});

interface WireStatus {
  id: string;
  in_reply_to_id: string | null;
  content: string;
  account: { id: string; username: string };
}

const contextOf = async (id: string) => {
  const res = await fetch(`${demo.url}/api/v1/statuses/${id}/context`, {
    headers: { Authorization: `Bearer ${demo.demoToken}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { ancestors: WireStatus[]; descendants: WireStatus[] };
};

/** The expected order, worked out from the replies as made: every third answers the focused post, the others the
 *  reply before them; each reply is followed by its own replies (depth first), siblings oldest first. */
function expectedOrder(t: LongThread, gone: ReadonlySet<string> = new Set()): string[] {
  const children = new Map<string, string[]>();
  t.replyIds.forEach((id, i) => {
    const parent = i % 3 === 0 ? t.focusedId : (t.replyIds[i - 1] as string);
    children.set(parent, [...(children.get(parent) ?? []), id]);
  });
  const out: string[] = [];
  const walk = (id: string) => {
    for (const c of children.get(id) ?? []) {
      if (gone.has(c)) continue;
      out.push(c);
      walk(c);
    }
  };
  walk(t.focusedId);
  return out;
}

describe("the demo's context of a thread of 750 replies", () => {
  it('lists every reply once, each right under the post it answers, siblings oldest first', async () => {
    const ctx = await contextOf(thread.focusedId);
    expect(ctx.ancestors.map((s) => s.id)).toEqual(thread.ancestorIds);
    const ids = ctx.descendants.map((s) => s.id);
    expect(ids).toHaveLength(750);
    expect(ids).toEqual(expectedOrder(thread));
    // Each reply's parent comes before it.
    const seen = new Set([thread.focusedId]);
    for (const s of ctx.descendants) {
      expect(seen.has(s.in_reply_to_id ?? '')).toBe(true);
      seen.add(s.id);
    }
  });

  it('renders each reply with its own author and text', async () => {
    const ctx = await contextOf(thread.focusedId);
    for (const s of ctx.descendants.slice(0, 50)) {
      const rec = demo.world.statuses.get(s.id);
      expect(s.account.id).toBe(rec?.accountId);
      expect(s.account.username).toBe(demo.world.account(rec?.accountId ?? '').username);
      expect(s.content).toContain(`ctx reply ${thread.replyIds.indexOf(s.id) + 1})`);
    }
  });

  it('leaves out a deleted reply with the replies under it, and shows an edit in the next answer', async () => {
    const w = demo.world;
    // Reply 2 (index 1) answers reply 1, and reply 3 answers reply 2: deleting reply 2 takes reply 3 with it.
    const deleted = thread.replyIds[1] as string;
    const under = thread.replyIds[2] as string;
    const edited = thread.replyIds[3] as string;
    await contextOf(thread.focusedId);
    w.deleteStatus(w.statuses.get(deleted)?.accountId ?? '', deleted);
    w.editStatus(w.statuses.get(edited)?.accountId ?? '', edited, { text: 'Changed my mind entirely.' });
    const ctx = await contextOf(thread.focusedId);
    const ids = ctx.descendants.map((s) => s.id);
    expect(ids).not.toContain(deleted);
    expect(ids).not.toContain(under);
    expect(ids).toEqual(expectedOrder(thread, new Set([deleted, under])));
    expect(ctx.descendants.find((s) => s.id === edited)?.content).toContain('Changed my mind entirely.');
  });

  it('answers for a reply deep in the thread with its ancestors oldest first', async () => {
    const deep = thread.replyIds[5] as string; // answers reply 5, which answers reply 4, which answers the post
    const ctx = await contextOf(deep);
    expect(ctx.ancestors.map((s) => s.id)).toEqual([
      ...thread.ancestorIds,
      thread.focusedId,
      thread.replyIds[3],
      thread.replyIds[4],
    ]);
    expect(ctx.descendants).toEqual([]);
  });
});
