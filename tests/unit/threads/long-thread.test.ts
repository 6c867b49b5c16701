// Issue 20 item 4: a thread of 750 replies shows its focused post and first replies as soon as one of 10 does. The
// core publishes the ancestors, the post and its first replies at once, and the rest in later steps, appended in
// reply order; nothing is lost on the way (a reply streamed meanwhile, a post deleted before its turn).
import { describe, expect, it } from 'vitest';
import { applyOps, type RowOp, type ViewMeta } from '../../../shared/protocol/diff.ts';
import type { Row, StatusRow } from '../../../shared/protocol/rows.ts';
import type { Status } from '../../../shared/wire/entities.ts';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import { threadOrder } from '../../../worker/threads/order.ts';
import { createThreadView, FIRST_REPLIES } from '../../../worker/threads/thread-view.ts';
import { status } from '../timelines/fixtures.ts';

/** Three ancestors, the focused post F, and `n` replies: every third answers F, the others the reply before. */
function longThread(n: number) {
  const ancestors = [
    status('A1'),
    status('A2', { in_reply_to_id: 'A1' }),
    status('A3', { in_reply_to_id: 'A2' }),
  ];
  const focused = status('F', { in_reply_to_id: 'A3' });
  const descendants: Status[] = [];
  for (let i = 0; i < n; i++) {
    const parent = i % 3 === 0 ? 'F' : `R${i - 1}`;
    descendants.push(status(`R${i}`, { in_reply_to_id: parent, accountId: String(i % 7) }));
  }
  return { ancestors, focused, descendants };
}

function open() {
  const store = new EntityStore();
  let rows: Row[] = [];
  const emits: { rows: number; meta: Partial<ViewMeta> | undefined }[] = [];
  const later: (() => void)[] = [];
  const view = createThreadView({
    statusId: 'F',
    store,
    me: 'me',
    now: () => 0,
    defer: (fn) => later.push(fn),
    emit: (ops: RowOp[], meta) => {
      rows = applyOps(rows, ops);
      emits.push({ rows: rows.length, meta });
    },
  });
  const runLater = () => {
    while (later.length > 0) later.shift()?.();
  };
  const ids = () => rows.map((r) => (r as StatusRow).status.id);
  return { store, view, emits, runLater, ids, pendingSteps: () => later.length };
}

describe('a thread of 750 replies', () => {
  it('publishes the ancestors, the focused post and its first replies first, still loading; the rest after, in order', () => {
    const t = longThread(750);
    const o = open();
    o.view.load(t.focused, t);
    const all = threadOrder('F', t.ancestors, t.descendants);
    // The first publication: a screenful, not 754 rows.
    expect(o.emits[0]?.rows).toBe(3 + 1 + FIRST_REPLIES);
    expect(o.emits[0]?.meta?.isLoading).toBe(true);
    expect(o.ids()).toEqual(all.slice(0, 3 + 1 + FIRST_REPLIES));
    expect(o.pendingSteps()).toBe(1);
    o.runLater();
    expect(o.ids()).toEqual(all);
    expect(o.ids()).toHaveLength(754);
    expect(o.emits.at(-1)?.meta?.isLoading).toBe(false);
    expect(o.view.snapshot().rows).toHaveLength(754);
  });

  it('a short thread is published whole at once', () => {
    const t = longThread(10);
    const o = open();
    o.view.load(t.focused, t);
    expect(o.ids()).toHaveLength(14);
    expect(o.emits[0]?.meta?.isLoading).toBe(false);
    expect(o.pendingSteps()).toBe(0);
  });

  it('a reply streamed while the rest is on its way lands under its parent once the thread is whole', () => {
    const t = longThread(750);
    const o = open();
    o.view.load(t.focused, t);
    const reply = status('S1', { in_reply_to_id: 'R700' });
    o.view.onStreamed(reply);
    o.runLater();
    const ids = o.ids();
    expect(ids).toHaveLength(755);
    // In its parent's branch, after the older reply to the same post: where a thread of it all would put it.
    expect(ids.indexOf('S1')).toBeGreaterThan(ids.indexOf('R700'));
    expect(ids).toEqual(threadOrder('F', t.ancestors, [...t.descendants, reply]));
  });

  it('a post deleted before its turn is never published; a new load or closing the view stops the steps', () => {
    const t = longThread(750);
    const o = open();
    o.view.load(t.focused, t);
    o.store.upsertStatuses([t.descendants[600]!]);
    o.store.deleteStatus('R600');
    o.runLater();
    expect(o.ids()).not.toContain('R600');
    expect(o.ids()).toHaveLength(753);

    const p = open();
    p.view.load(t.focused, t);
    p.view.dispose();
    p.runLater();
    expect(p.ids()).toHaveLength(3 + 1 + FIRST_REPLIES);
  });
});
