// Issue 20 item 4: a long thread's ancestors, post and first replies are published as soon as the first part of its
// context has been read (loadFirst), before the whole answer (over a megabyte for 750 replies) arrived; the whole
// answer then adds the rest around the rows shown, never replacing them, and the thread ends exactly as a thread
// loaded whole would. A context that fails keeps what is shown and says why, with a way to try again.
import { describe, expect, it } from 'vitest';
import { applyOps, type RowOp, type ViewMeta } from '../../../shared/protocol/diff.ts';
import type { Row, StatusRow } from '../../../shared/protocol/rows.ts';
import { coreText } from '../../../shared/protocol/text.ts';
import type { Status } from '../../../shared/wire/entities.ts';
import type { RawResult, RequestSpec } from '../../../worker/api/transport.ts';
import { createThreadWiring } from '../../../worker/app/threads.ts';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import { threadOrder } from '../../../worker/threads/order.ts';
import { createThreadView, FIRST_REPLIES } from '../../../worker/threads/thread-view.ts';
import { status } from '../timelines/fixtures.ts';

/** Three ancestors, F, and `n` replies (every third to F, the others to the reply before), oldest first. */
function longThread(n: number) {
  const ancestors = [
    status('A1'),
    status('A2', { in_reply_to_id: 'A1' }),
    status('A3', { in_reply_to_id: 'A2' }),
  ];
  const focused = status('F', { in_reply_to_id: 'A3' });
  const descendants: Status[] = [];
  for (let i = 0; i < n; i++)
    descendants.push(
      status(`R${i}`, { in_reply_to_id: i % 3 === 0 ? 'F' : `R${i - 1}`, accountId: String(i % 7) }),
    );
  const all = threadOrder('F', ancestors, descendants);
  const byId = new Map(descendants.map((d) => [d.id, d]));
  /** The descendants as Mastodon lists them: depth first. */
  const depthFirst = all.slice(4).map((id) => byId.get(id) as Status);
  return { ancestors, focused, descendants, depthFirst, all };
}

const FIRST = 3 + 1 + FIRST_REPLIES;

function open() {
  const store = new EntityStore();
  let rows: Row[] = [];
  let meta: Partial<ViewMeta> = {};
  const ops: RowOp['op'][][] = [];
  const later: (() => void)[] = [];
  const view = createThreadView({
    statusId: 'F',
    store,
    me: 'me',
    now: () => 0,
    defer: (fn) => later.push(fn),
    emit: (o: RowOp[], m) => {
      rows = applyOps(rows, o);
      meta = { ...meta, ...m };
      ops.push(o.map((x) => x.op));
    },
  });
  const runLater = () => {
    while (later.length > 0) later.shift()?.();
  };
  const ids = () => rows.map((r) => (r as StatusRow).status.id);
  return { store, view, ops, runLater, ids, meta: () => meta };
}

describe('a long thread shown from the first part of its context', () => {
  it('publishes the post and its first replies from the first part; the whole answer appends the rest', () => {
    const t = longThread(750);
    const o = open();
    o.view.loadFirst(t.focused, { ancestors: t.ancestors, descendants: t.depthFirst.slice(0, 60) });
    expect(o.ids()).toEqual(t.all.slice(0, FIRST));
    expect(o.meta().isLoading).toBe(true);
    o.view.load(t.focused, { ancestors: t.ancestors, descendants: t.depthFirst });
    o.runLater();
    expect(o.ids()).toEqual(t.all);
    expect(o.view.snapshot().rows).toHaveLength(754);
    expect(o.meta().isLoading).toBe(false);
    // Published once: the rows shown first are never replaced (a reset would redraw the list under the reader).
    expect(o.ops.slice(1).flat()).not.toContain('reset');
    expect(
      o.ops
        .slice(1)
        .flat()
        .every((op) => op === 'insert'),
    ).toBe(true);
  });

  it('an answer listing replies oldest first: the rows shown keep their places, the rest goes in around them', () => {
    const t = longThread(750);
    const o = open();
    o.view.loadFirst(t.focused, { ancestors: t.ancestors, descendants: t.descendants.slice(0, 60) });
    const first = o.ids();
    expect(first.slice(0, 4)).toEqual(['A1', 'A2', 'A3', 'F']);
    o.view.load(t.focused, t);
    o.runLater();
    expect(o.ids()).toEqual(t.all);
    expect(o.ops.slice(1).flat()).not.toContain('reset');
    // Every row shown first is still there, in the same order.
    expect(o.ids().filter((id) => first.includes(id))).toEqual(first);
  });

  it('a reply streamed before the whole answer is in lands under its parent once the thread is whole', () => {
    const t = longThread(750);
    const o = open();
    o.view.loadFirst(t.focused, { ancestors: t.ancestors, descendants: t.depthFirst.slice(0, 60) });
    const reply = status('S1', { in_reply_to_id: 'R3' });
    o.view.onStreamed(reply);
    expect(o.ids()).not.toContain('S1');
    o.view.load(t.focused, { ancestors: t.ancestors, descendants: t.depthFirst });
    o.runLater();
    expect(o.ids()).toEqual(threadOrder('F', t.ancestors, [...t.descendants, reply]));
  });

  it('an author blocked before the whole answer is in stays out of the rest', () => {
    const t = longThread(750);
    const o = open();
    o.view.loadFirst(t.focused, { ancestors: t.ancestors, descendants: t.depthFirst.slice(0, 60) });
    o.view.removeAccount('3');
    o.view.load(t.focused, { ancestors: t.ancestors, descendants: t.depthFirst });
    o.runLater();
    expect(o.ids().some((id) => o.store.getStatus(id)?.account.id === '3' && id !== 'F')).toBe(false);
    expect(o.ids()).toEqual(
      t.all.filter((id) => id === 'F' || !(id.startsWith('R') && Number(id.slice(1)) % 7 === 3)),
    );
  });

  it('the context failing after the first part keeps the rows shown and says why; trying again loads it whole', () => {
    const t = longThread(750);
    const o = open();
    o.view.loadFirst(t.focused, { ancestors: t.ancestors, descendants: t.depthFirst.slice(0, 60) });
    const why = coreText('core.thread.repliesFailed', { reason: coreText('core.load.unreachable') });
    o.view.contextFailed(t.focused, why);
    expect(o.ids()).toEqual(t.all.slice(0, FIRST));
    expect(o.meta()).toMatchObject({ isLoading: false, error: why });
    o.view.load(t.focused, { ancestors: t.ancestors, descendants: t.depthFirst });
    o.runLater();
    expect(o.ids()).toEqual(t.all);
    expect(o.meta().error).toBeNull();
  });
});

describe('thread wiring, reading the context as it arrives', () => {
  const answer = (body: unknown): RawResult =>
    ({ ok: true, answer: { status: 200, body, headers: new Headers() } }) as unknown as RawResult;
  const flush = () => new Promise((r) => setTimeout(r, 0));

  function wire(context: (spec: RequestSpec) => Promise<RawResult>) {
    const t = longThread(750);
    const request = async (spec: RequestSpec): Promise<RawResult> => {
      if (spec.path.endsWith('/context')) return context(spec);
      if (spec.path === '/api/v2/filters') return answer([]);
      return answer(t.focused);
    };
    const wiring = createThreadWiring({
      request,
      store: new EntityStore(),
      me: null,
      now: () => 0,
      log: () => {},
    });
    let rows: Row[] = [];
    const live = wiring.openView('thread:statusId=F', 'F', (ops) => {
      rows = applyOps(rows, ops);
    });
    return { t, live, ids: () => rows.map((r) => (r as StatusRow).status.id) };
  }

  it('shows the post and its first replies once they are read, before the rest of the answer', async () => {
    let finish: (r: RawResult) => void = () => {};
    let early: RequestSpec['early'];
    const w = wire((spec) => {
      early = spec.early;
      return new Promise((r) => {
        finish = r;
      });
    });
    await flush();
    const { t } = w;
    // The ancestors and 30 replies read: not a screenful yet.
    expect(
      early?.({
        arrays: { ancestors: t.ancestors, descendants: t.depthFirst.slice(0, 30) },
        closed: new Set(['ancestors']),
      }),
    ).toBe(false);
    expect(w.ids()).toEqual([]);
    expect(
      early?.({
        arrays: { ancestors: t.ancestors, descendants: t.depthFirst.slice(0, 60) },
        closed: new Set(['ancestors']),
      }),
    ).toBe(true);
    expect(w.ids()).toEqual(t.all.slice(0, FIRST));
    expect(w.live.snapshot().meta.isLoading).toBe(true);
    finish(answer({ ancestors: t.ancestors, descendants: t.depthFirst }));
    for (let i = 0; i < 10 && w.ids().length < 754; i++) await flush();
    expect(w.ids()).toEqual(t.all);
    expect(w.live.snapshot().meta.isLoading).toBe(false);
  });

  it('a context that fails leaves the post with why its replies are missing (and a retry)', async () => {
    const w = wire(async () => ({ ok: false, error: { kind: 'http', status: 500 } }) as unknown as RawResult);
    for (let i = 0; i < 5; i++) await flush();
    expect(w.ids()).toEqual(['F']);
    const meta = w.live.snapshot().meta;
    expect(meta.isLoading).toBe(false);
    expect((meta.error as { id: string } | null)?.id).toBe('core.thread.repliesFailed');
  });
});
