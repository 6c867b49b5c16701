// Thread view: the order a reader sees (ancestors, the post, replies under what they answer), filters of the
// thread context (hide shows as a warning on the focused post only; other posts are hidden), and live changes (edits, deletes, streamed replies) through the store.
import { describe, expect, it } from 'vitest';
import { applyOps, type RowOp, type ViewMeta } from '../../../shared/protocol/diff.ts';
import type { Row, StatusRow } from '../../../shared/protocol/rows.ts';
import type { RawResult, RequestSpec } from '../../../worker/api/transport.ts';
import { createThreadWiring } from '../../../worker/app/threads.ts';
import { compileFilters } from '../../../worker/filters/index.ts';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import { insertionIndex, replyOrder, threadOrder } from '../../../worker/threads/order.ts';
import { createThreadView } from '../../../worker/threads/thread-view.ts';
import { words } from '../core-words.ts';
import { filter, status } from '../timelines/fixtures.ts';

const ids = (rows: Row[]) => rows.map((r) => (r as StatusRow).status.id);

function setup(statusId = 'F', filters = compileFilters([], 0)) {
  const store = new EntityStore();
  let rows: Row[] = [];
  const metas: Partial<ViewMeta>[] = [];
  const view = createThreadView({
    statusId,
    store,
    me: 'me',
    now: () => 0,
    filters: () => filters,
    emit: (ops: RowOp[], meta) => {
      rows = applyOps(rows, ops);
      if (meta) metas.push(meta);
    },
  });
  return { store, view, rows: () => rows, metas };
}

describe('thread order', () => {
  it('puts each reply right under the post it answers, sibling replies oldest first', () => {
    // Server order mixes branches; the reader sees F, A (reply to F), A1 (reply to A), B (reply to F).
    const B = status('30', { in_reply_to_id: 'F' });
    const A = status('20', { in_reply_to_id: 'F', created_at: '2020-01-01T00:00:00.000Z' });
    const A1 = status('40', { in_reply_to_id: '20' });
    expect(replyOrder('F', [B, A1, A])).toEqual(['20', '40', '30']);
  });

  it('keeps replies whose parent is missing, after the rest', () => {
    const A = status('20', { in_reply_to_id: 'F' });
    const lost = status('21', { in_reply_to_id: 'unknown' });
    expect(replyOrder('F', [lost, A])).toEqual(['20', '21']);
  });

  it('shows ancestors, then the focused post, then descendants', () => {
    const root = status('1');
    const mid = status('2', { in_reply_to_id: '1' });
    const reply = status('9', { in_reply_to_id: 'F' });
    expect(threadOrder('F', [root, mid], [reply])).toEqual(['1', '2', 'F', '9']);
  });

  it('places a new reply after the whole branch of its parent', () => {
    const parents = new Map<string, string | null>([
      ['F', null],
      ['a', 'F'],
      ['a1', 'a'],
      ['b', 'F'],
    ]);
    const at = insertionIndex(['F', 'a', 'a1', 'b'], 'F', (id) => parents.get(id) ?? null, {
      in_reply_to_id: 'a',
    });
    expect(at).toBe(3);
    // A reply to an ancestor is another branch: not shown in this view.
    expect(
      insertionIndex(['root', 'F'], 'F', () => null, {
        in_reply_to_id: 'root',
      }),
    ).toBe(-1);
  });
});

describe('thread view', () => {
  it('loads the post with its context in reading order', () => {
    const t = setup();
    t.view.load(status('F', { in_reply_to_id: '1' }), {
      ancestors: [status('1')],
      descendants: [status('3', { in_reply_to_id: 'F' })],
    });
    expect(ids(t.rows())).toEqual(['1', 'F', '3']);
    expect(t.metas.at(-1)).toMatchObject({ isLoading: false, error: null });
  });

  it('hides replies matching a hide filter; only the focused post shows it as a warning', () => {
    const filters = compileFilters([filter('x', { words: ['spoilers'], filter_action: 'hide' })], 0);
    const t = setup('F', filters);
    t.view.load(status('F', { in_reply_to_id: '1', content: '<p>spoilers in the post itself</p>' }), {
      ancestors: [status('1', { content: '<p>spoilers above</p>' })],
      descendants: [
        status('3', { in_reply_to_id: 'F', content: '<p>big spoilers here</p>' }),
        status('4', { in_reply_to_id: 'F', content: '<p>a kind reply</p>' }),
      ],
    });
    const rows = t.rows() as StatusRow[];
    expect(rows.map((r) => r.status.id)).toEqual(['F', '4']);
    expect(rows[0]?.filter).toEqual({ action: 'warn', titles: ['Filter x'] });
    expect(rows[1]?.filter).toBeNull();
    expect(t.view.snapshot().rows.map((r) => r.key)).toEqual(rows.map((r) => r.key));
  });

  it('warn filters still warn on replies', () => {
    const filters = compileFilters([filter('w', { words: ['spoilers'], filter_action: 'warn' })], 0);
    const t = setup('F', filters);
    t.view.load(status('F'), {
      ancestors: [],
      descendants: [status('3', { in_reply_to_id: 'F', content: '<p>big spoilers here</p>' })],
    });
    expect((t.rows() as StatusRow[]).map((r) => r.filter?.action ?? null)).toEqual([null, 'warn']);
  });

  it('a reply edited to match a hide filter leaves, and comes back when edited again', () => {
    const filters = compileFilters([filter('x', { words: ['spoilers'], filter_action: 'hide' })], 0);
    const t = setup('F', filters);
    t.view.load(status('F'), {
      ancestors: [],
      descendants: [status('3', { in_reply_to_id: 'F' }), status('5', { in_reply_to_id: 'F' })],
    });
    t.store.upsertStatus(status('3', { in_reply_to_id: 'F', content: '<p>now with spoilers</p>' }));
    expect(ids(t.rows())).toEqual(['F', '5']);
    t.store.upsertStatus(status('3', { in_reply_to_id: 'F', content: '<p>clean again</p>' }));
    expect(ids(t.rows())).toEqual(['F', '3', '5']);
    expect(t.view.snapshot().rows.map((r) => r.key)).toEqual(t.rows().map((r) => r.key));
  });

  it('a streamed reply matching a hide filter is not inserted, and the next one lands in its place', () => {
    const filters = compileFilters([filter('x', { words: ['spoilers'], filter_action: 'hide' })], 0);
    const t = setup('F', filters);
    t.view.load(status('F'), {
      ancestors: [],
      descendants: [
        status('3', { in_reply_to_id: 'F', content: '<p>spoilers</p>' }),
        status('5', { in_reply_to_id: 'F' }),
      ],
    });
    t.view.onStreamed(status('6', { in_reply_to_id: '3', content: '<p>more spoilers</p>' }));
    t.view.onStreamed(status('7', { in_reply_to_id: '3' }));
    expect(ids(t.rows())).toEqual(['F', '7', '5']);
    expect(t.view.snapshot().rows.map((r) => r.key)).toEqual(t.rows().map((r) => r.key));
  });

  it('applies an edit and a delete seen anywhere in the core', () => {
    const t = setup();
    t.view.load(status('F'), { ancestors: [], descendants: [status('3', { in_reply_to_id: 'F' })] });
    t.store.upsertStatus(status('3', { in_reply_to_id: 'F', content: '<p>edited</p>' }));
    expect(JSON.stringify((t.rows()[1] as StatusRow).status.content)).toContain('edited');
    t.store.deleteStatus('3');
    expect(ids(t.rows())).toEqual(['F']);
    t.store.deleteStatus('F');
    expect(t.rows()).toEqual([]);
    expect(words(t.metas.at(-1)?.error)).toBe('This post was deleted.');
  });

  it('inserts a streamed reply under its parent and ignores unrelated posts', () => {
    const t = setup();
    t.view.load(status('F'), {
      ancestors: [],
      descendants: [status('3', { in_reply_to_id: 'F' }), status('5', { in_reply_to_id: 'F' })],
    });
    t.view.onStreamed(status('7', { in_reply_to_id: '3' }));
    t.view.onStreamed(status('8'));
    expect(ids(t.rows())).toEqual(['F', '3', '7', '5']);
    expect(t.view.snapshot().rows.map((r) => r.key)).toEqual(t.rows().map((r) => r.key));
  });

  it('keeps its posts in the store while open and lets them go when closed', () => {
    const t = setup();
    t.view.load(status('F'), { ancestors: [], descendants: [] });
    expect(t.store.refCount('F')).toBe(1);
    t.view.dispose();
    expect(t.store.refCount('F')).toBe(0);
  });
});

describe('thread wiring', () => {
  const answer = (body: unknown): RawResult =>
    ({ ok: true, answer: { status: 200, body, headers: new Headers() } }) as unknown as RawResult;

  it('asks for the post and its context, and shows the thread', async () => {
    const asked: string[] = [];
    const request = async (spec: RequestSpec): Promise<RawResult> => {
      asked.push(`${spec.path.replace('{id}', String(spec.pathParams?.id))}`);
      if (spec.path.endsWith('/context'))
        return answer({ ancestors: [status('1')], descendants: [status('3', { in_reply_to_id: 'F' })] });
      if (spec.path === '/api/v2/filters') return answer([]);
      return answer(status('F', { in_reply_to_id: '1' }));
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
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toContain('/api/v1/statuses/F');
    expect(asked).toContain('/api/v1/statuses/F/context');
    expect(ids(rows)).toEqual(['1', 'F', '3']);
    expect(ids(live.snapshot().rows)).toEqual(['1', 'F', '3']);
    live.dispose();
    expect(wiring.has('thread:statusId=F')).toBe(false);
  });

  it('says why when the post cannot be loaded', async () => {
    const request = async (spec: RequestSpec): Promise<RawResult> =>
      spec.path === '/api/v2/filters'
        ? answer([])
        : ({
            ok: false,
            error: { kind: 'http', status: 404, body: { error: 'Record not found' } },
          } as unknown as RawResult);
    const wiring = createThreadWiring({
      request,
      store: new EntityStore(),
      me: null,
      now: () => 0,
      log: () => {},
    });
    const live = wiring.openView('thread:statusId=F', 'F', () => {});
    await new Promise((r) => setTimeout(r, 0));
    const meta = live.snapshot().meta;
    expect(meta.isLoading).toBe(false);
    expect(meta.error).toBeTruthy();
  });
});
