import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { GAP_AFTER_AGE_MS } from '../../../shared/constants.ts';
import type { StatusRow } from '../../../shared/protocol/rows.ts';
import type { TimelineSpec } from '../../../shared/protocol/views.ts';
import type { Filter, Status } from '../../../shared/wire/entities.ts';
import type { TimelineSettings } from '../../../worker/filters/timelineSettings.ts';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import { TimelineEngine } from '../../../worker/timelines/engine.ts';
import type { TimelinePage } from '../../../worker/timelines/types.ts';
import { words } from '../core-words.ts';
import { boost, filter, page, recorder, status } from './fixtures.ts';

function setup(
  opts: { filters?: Filter[]; settings?: TimelineSettings; spec?: TimelineSpec; max?: number } = {},
) {
  const rec = recorder();
  let now = Date.parse('2026-01-02T00:00:00Z');
  const store = new EntityStore(opts.max ? { maxStatuses: opts.max } : {});
  const engine = new TimelineEngine({
    store,
    me: 'me',
    emit: rec.emit,
    now: () => now,
    regexEngine: () => RE2JS,
    ...(opts.filters ? { filters: opts.filters } : {}),
    ...(opts.settings ? { settings: opts.settings } : {}),
  });
  const snap = engine.open(opts.spec ?? { timeline: 'home' });
  rec.seed(snap.view, snap.rows);
  const key = snap.view;
  /** What the tab holds equals what a fresh snapshot gives: the ops were right. */
  const consistent = (k = key) => {
    expect(rec.rows.get(k) ?? []).toEqual(engine.snapshot(k)?.rows);
  };
  return {
    rec,
    store,
    engine,
    key,
    consistent,
    advance: (ms: number) => {
      now += ms;
    },
    keys: (k = key) => rec.keys(k),
  };
}

function rowAt(rec: ReturnType<typeof recorder>, view: string, i: number): StatusRow {
  const row = rec.rows.get(view)?.[i];
  if (row?.kind !== 'status') throw new Error(`no status row ${i} in ${view}`);
  return row;
}

const pg = (statuses: Status[], extra: Partial<TimelinePage> = {}): TimelinePage => ({
  statuses,
  next: statuses.length > 0 ? { max_id: statuses[statuses.length - 1]?.id ?? '' } : null,
  prev: null,
  ...extra,
});

describe('loading pages', () => {
  it('a first load resets the view; older pages append; hasMore follows the next link', () => {
    const t = setup();
    t.engine.applyPage(t.key, pg(page(30, 11)), 'replace');
    expect(t.keys().length).toBe(20);
    expect(t.rec.calls.at(-1)?.ops[0]?.op).toBe('reset');
    t.engine.setTop(t.key, false);
    t.engine.applyPage(t.key, pg(page(10, 1), { next: null }), 'older');
    expect(t.keys().length).toBe(30);
    expect(t.keys().at(-1)).toBe('s:000001');
    expect(t.rec.meta.get(t.key)?.hasMore).toBe(false);
    t.consistent();
  });

  it('pinned posts are replaced on every load and marked pinned', () => {
    const t = setup({ spec: { timeline: 'account', accountId: '1', pinned: true } });
    t.engine.applyPage(t.key, pg(page(3, 1)), 'older');
    t.engine.applyPage(t.key, pg(page(5, 4)), 'older');
    expect(t.keys()).toEqual(['s:000005', 's:000004']);
    expect(rowAt(t.rec, t.key, 0).pinnedRow).toBe(true);
    t.consistent();
  });

  it('never inserts an item twice, and shows a post and its boost once', () => {
    const t = setup();
    const a = status('100');
    t.engine.applyPage(t.key, pg([a, status('099')]), 'replace');
    t.engine.onUpdate(a, ['user']);
    t.engine.onUpdate(boost('101', a), ['user']);
    expect(t.keys()).toEqual(['s:100', 's:099']);
    // The reverse: a boost first, then the original.
    const b = status('200');
    t.engine.onUpdate(boost('201', b), ['user']);
    t.engine.onUpdate(b, ['user']);
    expect(t.keys()).toEqual(['s:201', 's:100', 's:099']);
    t.consistent();
  });
});

describe('streaming at the top and away from it (ruling 3)', () => {
  it('at the top, a streamed post is one insert op of one row at index 0', () => {
    const t = setup();
    t.engine.applyPage(t.key, pg(page(10, 1)), 'replace');
    t.rec.clear();
    t.engine.onUpdate(status('000011'), ['user']);
    expect(t.rec.calls).toHaveLength(1);
    expect(t.rec.calls[0]?.ops).toEqual([
      { op: 'insert', index: 0, rows: [expect.objectContaining({ key: 's:000011' })] },
    ]);
    t.consistent();
  });

  it('away from the top, new posts are pending ("N new"), counted, and merged as one insert on request', () => {
    const t = setup();
    t.engine.applyPage(t.key, pg(page(10, 1)), 'replace');
    t.engine.setTop(t.key, false);
    t.rec.clear();
    for (let i = 11; i <= 13; i++) t.engine.onUpdate(status(String(i).padStart(6, '0')), ['user']);
    expect(t.keys().length).toBe(10);
    expect(t.rec.meta.get(t.key)).toMatchObject({ pending: 3, unread: 3, top: false });
    expect(t.rec.calls.every((c) => c.ops.length === 0)).toBe(true);
    t.rec.clear();
    t.engine.applyPending(t.key);
    expect(t.rec.calls).toHaveLength(1);
    const ops = t.rec.calls[0]?.ops ?? [];
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ op: 'insert', index: 0 });
    expect(t.keys().slice(0, 3)).toEqual(['s:000013', 's:000012', 's:000011']);
    expect(t.rec.meta.get(t.key)?.pending).toBe(0);
    t.consistent();
  });

  it('returning to the top merges pending items and clears unread', () => {
    const t = setup();
    t.engine.applyPage(t.key, pg(page(5, 1)), 'replace');
    t.engine.setTop(t.key, false);
    t.engine.onUpdate(status('000006'), ['user']);
    t.engine.setTop(t.key, true);
    expect(t.keys()[0]).toBe('s:000006');
    expect(t.rec.meta.get(t.key)).toMatchObject({ pending: 0, unread: 0, top: true });
    t.consistent();
  });
});

describe('trimming (ruling 1)', () => {
  it('at the top, a timeline of 40 takes a new post and holds 41; past 40, a new post leaves 20 plus it', () => {
    const t = setup();
    t.engine.applyPage(t.key, pg(page(40, 1)), 'replace');
    t.engine.onUpdate(status('000041'), ['user']);
    // 40 is not above 40: nothing is cut.
    expect(t.keys().length).toBe(41);
    expect(t.keys()[40]).toBe('s:000001');
    t.engine.onUpdate(status('000042'), ['user']);
    // 41 is above 40: the newest 20 stay, and the new post goes above them.
    expect(t.keys().length).toBe(21);
    expect(t.keys()[0]).toBe('s:000042');
    expect(t.keys()[20]).toBe('s:000022');
    expect(t.rec.meta.get(t.key)?.hasMore).toBe(true);
    t.consistent();
  });

  it('nothing is removed from under a reader who scrolled down', () => {
    const t = setup();
    t.engine.applyPage(t.key, pg(page(40, 1)), 'replace');
    t.engine.setTop(t.key, false);
    t.engine.onUpdate(status('000041'), ['user']);
    t.engine.applyPending(t.key);
    expect(t.keys().length).toBe(41);
    t.consistent();
  });

  it('a pending merge at the top keeps the pending posts plus the newest 40 loaded', () => {
    const t = setup();
    t.engine.applyPage(t.key, pg(page(50, 1)), 'replace');
    t.engine.setTop(t.key, false);
    for (let i = 51; i <= 60; i++) t.engine.onUpdate(status(String(i).padStart(6, '0')), ['user']);
    t.engine.setTop(t.key, true);
    // 10 pending + the newest 40 of the 50 loaded.
    expect(t.keys().length).toBe(50);
    expect(t.keys()[0]).toBe('s:000060');
    expect(t.keys()[10]).toBe('s:000050');
    expect(t.keys()[49]).toBe('s:000011');
    t.consistent();
  });

  it('a pending merge into a short timeline keeps everything', () => {
    const t = setup();
    t.engine.applyPage(t.key, pg(page(35, 1)), 'replace');
    t.engine.setTop(t.key, false);
    for (let i = 36; i <= 45; i++) t.engine.onUpdate(status(String(i).padStart(6, '0')), ['user']);
    t.engine.setTop(t.key, true);
    expect(t.keys().length).toBe(45);
    expect(t.keys()[0]).toBe('s:000045');
    t.consistent();
  });
});

describe('gaps', () => {
  it('a disconnect puts a gap above the loaded items with since_id the newest loaded', () => {
    const t = setup();
    t.engine.applyPage(t.key, pg(page(5, 1)), 'replace');
    t.engine.markDisconnected();
    expect(t.rec.rows.get(t.key)?.[0]).toEqual({
      kind: 'gap',
      key: expect.stringMatching(/^g:/),
      maxId: null,
      sinceId: '000005',
      loading: false,
    });
    expect(t.rec.meta.get(t.key)?.online).toBe(false);
    // A second disconnect does not stack another gap.
    t.engine.markDisconnected();
    expect(t.keys().filter((k) => k.startsWith('g:'))).toHaveLength(1);
    t.engine.markConnected();
    expect(t.rec.meta.get(t.key)?.online).toBe(true);
    t.engine.onUpdate(status('000009'), ['user']);
    // The post streamed in above the gap is its upper bound from now on.
    expect(t.rec.rows.get(t.key)?.slice(0, 2)).toEqual([
      expect.objectContaining({ key: 's:000009' }),
      expect.objectContaining({ kind: 'gap', sinceId: '000005', maxId: '000009' }),
    ]);
    t.consistent();
  });

  it('on resume, a timeline whose newest item and last contact are older than ~4 h gets a gap; a fresh one does not', () => {
    const t = setup();
    t.engine.applyPage(t.key, pg(page(3, 1)), 'replace');
    t.advance(GAP_AFTER_AGE_MS - 60_000);
    expect(t.engine.onResume()).toEqual([]);
    t.advance(2 * 60_000);
    expect(t.engine.onResume()).toEqual([t.key]);
    expect(t.rec.rows.get(t.key)?.[0]).toMatchObject({ kind: 'gap', sinceId: '000003', maxId: null });
    t.consistent();
  });

  it('fills at most the two newest gaps per request, marking them loading', () => {
    const t = setup();
    t.engine.applyPage(t.key, pg(page(10, 9)), 'replace');
    t.engine.markDisconnected();
    t.engine.markConnected();
    t.engine.onUpdate(status('000020'), ['user']);
    t.engine.markDisconnected();
    t.engine.markConnected();
    t.engine.onUpdate(status('000030'), ['user']);
    t.engine.markDisconnected();
    const gaps = t.engine.gapsToFill(t.key);
    expect(gaps.map((g) => g.sinceId)).toEqual(['000030', '000020']);
    expect(t.rec.rows.get(t.key)?.filter((r) => r.kind === 'gap' && r.loading)).toHaveLength(2);
    expect(t.engine.gapsToFill(t.key)).toEqual([]);
    t.consistent();
  });

  it('a filled gap is replaced by its posts; a full page leaves a smaller gap below them', () => {
    const t = setup();
    t.engine.applyPage(t.key, pg(page(5, 1)), 'replace');
    t.engine.markDisconnected();
    t.engine.markConnected();
    const [gap] = t.engine.gapsToFill(t.key);
    t.engine.applyPage(t.key, pg(page(30, 11), { limit: 20 }), { gap: gap?.key ?? '' });
    const keys = t.keys();
    expect(keys[0]).toBe('s:000030');
    expect(t.rec.rows.get(t.key)?.[20]).toMatchObject({ kind: 'gap', sinceId: '000005', maxId: '000011' });
    expect(keys[21]).toBe('s:000005');
    const [rest] = t.engine.gapsToFill(t.key);
    t.engine.applyPage(t.key, pg(page(10, 6), { limit: 20 }), { gap: rest?.key ?? '' });
    expect(t.keys().filter((k) => k.startsWith('g:'))).toEqual([]);
    expect(t.keys()).toHaveLength(30);
    t.consistent();
  });

  it('adjacent gaps are merged into one', () => {
    const t = setup();
    t.engine.applyPage(t.key, pg(page(5, 1)), 'replace');
    t.engine.markDisconnected();
    t.engine.markConnected();
    t.engine.onUpdate(status('000009'), ['user']);
    t.engine.markDisconnected();
    // The post between the two gaps is deleted: the gaps touch and become one.
    t.engine.onDelete('000009');
    const gaps = t.rec.rows.get(t.key)?.filter((r) => r.kind === 'gap');
    expect(gaps).toEqual([
      { kind: 'gap', key: expect.stringMatching(/^g:/), maxId: null, sinceId: '000005', loading: false },
    ]);
    t.consistent();
  });
});

describe('deletes, edits, moderation', () => {
  it('a streamed delete removes the post and its boosts from every timeline', () => {
    const t = setup();
    const pub = t.engine.open({ timeline: 'public' });
    t.rec.seed(pub.view, pub.rows);
    const p = status('500', { accountId: '5' });
    t.engine.onUpdate(boost('501', p), ['user']);
    t.engine.onUpdate(p, ['public']);
    expect(t.keys()).toEqual(['s:501']);
    expect(t.keys(pub.view)).toEqual(['s:500']);
    t.engine.onDelete('500');
    expect(t.keys()).toEqual([]);
    expect(t.keys(pub.view)).toEqual([]);
    t.consistent();
    t.consistent(pub.view);
  });

  it('a quoting post shows the quoted one as deleted after its delete', () => {
    const t = setup();
    const q = status('600');
    t.engine.onUpdate(status('601', { quote: { state: 'accepted', quoted_status: q } }), ['user']);
    t.engine.onDelete('600');
    expect(rowAt(t.rec, t.key, 0).status.quote).toEqual({
      state: 'deleted',
      statusId: '600',
    });
    t.consistent();
  });

  it('status.update updates the row in place with one update op', () => {
    const t = setup();
    const p = status('700', { content: '<p>before</p>' });
    t.engine.applyPage(t.key, pg([p, status('699')]), 'replace');
    t.rec.clear();
    t.engine.onStatusUpdate({ ...p, content: '<p>after</p>', edited_at: '2026-01-02T00:00:00Z' });
    expect(t.rec.calls).toHaveLength(1);
    expect(t.rec.calls[0]?.ops).toEqual([{ op: 'update', row: expect.objectContaining({ key: 's:700' }) }]);
    expect(rowAt(t.rec, t.key, 0).status.content).toEqual([{ t: 'p', c: ['after'] }]);
    t.consistent();
  });

  it('block or mute removes the account items and boosts of its posts', () => {
    const t = setup();
    t.engine.applyPage(
      t.key,
      pg([
        status('803', { accountId: '9' }),
        boost('802', status('800', { accountId: '9' }), '3'),
        status('801', { accountId: '3' }),
      ]),
      'replace',
    );
    t.engine.removeAccount('9');
    expect(t.keys()).toEqual(['s:801']);
    t.consistent();
  });

  it('optimistic favourite shows at once in every view and reverts on failure', () => {
    const t = setup();
    const pub = t.engine.open({ timeline: 'public' });
    t.rec.seed(pub.view, pub.rows);
    const p = status('900', { favourites_count: 2 });
    t.engine.onUpdate(p, ['user']);
    t.engine.onUpdate(boost('901', p), ['public']);
    const revert = t.engine.setOptimistic('901', { favourited: true });
    for (const view of [t.key, pub.view]) {
      expect(rowAt(t.rec, view, 0).status).toMatchObject({
        favourited: true,
        favouritesCount: 3,
      });
    }
    revert();
    for (const view of [t.key, pub.view]) {
      expect(rowAt(t.rec, view, 0).status).toMatchObject({
        favourited: false,
        favouritesCount: 2,
      });
    }
    t.consistent();
    t.consistent(pub.view);
  });
});

describe('filters and settings in the engine', () => {
  it('hide filters keep posts out; warn filters carry the verdict; own posts are exempt', () => {
    const t = setup({
      filters: [
        filter('h', { words: ['hideme'], filter_action: 'hide' }),
        filter('w', { words: ['warnme'] }),
      ],
    });
    t.engine.onUpdate(status('1', { content: 'hideme' }), ['user']);
    t.engine.onUpdate(status('2', { content: 'warnme' }), ['user']);
    t.engine.onUpdate(status('3', { content: 'hideme', accountId: 'me' }), ['user']);
    expect(t.keys()).toEqual(['s:3', 's:2']);
    expect(rowAt(t.rec, t.key, 1).filter).toEqual({
      action: 'warn',
      titles: ['Filter w'],
    });
    t.consistent();
  });

  it('in bookmarks a hide filter shows as a warning', () => {
    const t = setup({
      spec: { timeline: 'bookmarks' },
      filters: [filter('h', { words: ['x'], filter_action: 'hide' })],
    });
    t.engine.applyPage(t.key, pg([status('1', { content: 'x' })]), 'replace');
    expect(rowAt(t.rec, t.key, 0).filter).toEqual({
      action: 'warn',
      titles: ['Filter h'],
    });
  });

  it('changing filters re-evaluates every open view at once, with ops per view', () => {
    const t = setup();
    const pub = t.engine.open({ timeline: 'public' });
    t.rec.seed(pub.view, pub.rows);
    t.engine.applyPage(t.key, pg([status('3'), status('2', { content: 'spoiler' }), status('1')]), 'replace');
    t.engine.applyPage(pub.view, pg([status('5', { content: 'spoiler' }), status('4')]), 'replace');
    const ops = t.engine.setFilters([filter('f', { words: ['spoiler'], filter_action: 'hide' })]);
    expect(ops.get(t.key)).toEqual([{ op: 'remove', keys: ['s:2'] }]);
    expect(ops.get(pub.view)).toEqual([{ op: 'remove', keys: ['s:5'] }]);
    expect(t.keys()).toEqual(['s:3', 's:1']);
    t.engine.setFilters([]);
    expect(t.keys()).toEqual(['s:3', 's:2', 's:1']);
    t.consistent();
    t.consistent(pub.view);
  });

  it('an invalid regex in settings is reported in the view meta and ignored', () => {
    const t = setup({ settings: { regex: { home: '([' } } });
    expect(words(t.engine.snapshot(t.key)?.meta.error)).toMatch(/regular expression is not valid/);
    t.engine.onUpdate(status('1'), ['user']);
    expect(t.keys()).toEqual(['s:1']);
    t.engine.setSettings({ regex: { home: 'post' } });
    expect(t.rec.meta.get(t.key)?.error).toBeNull();
    expect(t.keys()).toEqual([]);
    t.consistent();
  });

  it('home.shows reblog=false hides boosts in home', () => {
    const t = setup({ settings: { homeShows: { reblog: false } } });
    t.engine.onUpdate(boost('2', status('1')), ['user']);
    t.engine.onUpdate(status('3'), ['user']);
    expect(t.keys()).toEqual(['s:3']);
  });
});

describe('views and the store', () => {
  it('a second tab opening the same view shares it; closing releases the posts', () => {
    const t = setup();
    t.engine.applyPage(t.key, pg(page(3, 1)), 'replace');
    const again = t.engine.open({ timeline: 'home' });
    expect(again.rows.map((r) => r.key)).toEqual(t.keys());
    expect(t.store.refCount('000003')).toBe(1);
    t.engine.close(t.key);
    expect(t.store.refCount('000003')).toBe(1);
    t.engine.close(t.key);
    expect(t.store.refCount('000003')).toBe(0);
    expect(t.engine.snapshot(t.key)).toBeNull();
  });

  it('posts shown in views survive eviction; unreferenced ones go past the cap', () => {
    const t = setup({ max: 50 });
    t.engine.applyPage(t.key, pg(page(30, 1)), 'replace');
    const other = new EntityStore();
    expect(other.size).toBe(0);
    for (let i = 0; i < 60; i++) t.store.upsertStatus(status(`x${i}`));
    expect(t.store.size).toBeLessThanOrEqual(50);
    for (const k of t.keys()) expect(t.store.getStatus(k.slice(2))).toBeDefined();
    t.consistent();
  });
});

describe('pending counts what the reader will see', () => {
  it('"N new" and unread skip posts a filter hides, and follow filter changes', () => {
    const t = setup({ filters: [filter('h', { words: ['hideme'], filter_action: 'hide' })] });
    t.engine.applyPage(t.key, pg(page(3, 1)), 'replace');
    t.engine.setTop(t.key, false);
    t.engine.onUpdate(status('000010', { content: 'hideme' }), ['user']);
    t.engine.onUpdate(status('000011'), ['user']);
    expect(t.rec.meta.get(t.key)).toMatchObject({ pending: 1, unread: 1 });
    t.engine.setFilters([]);
    expect(t.rec.meta.get(t.key)?.pending).toBe(2);
    t.engine.applyPending(t.key);
    expect(t.keys().slice(0, 2)).toEqual(['s:000011', 's:000010']);
    t.consistent();
  });
});

describe('resume after sleep', () => {
  it('a reconnect before onResume does not hide that the timeline is stale', () => {
    const t = setup();
    t.engine.applyPage(t.key, pg(page(3, 1)), 'replace');
    t.advance(GAP_AFTER_AGE_MS + 60_000);
    t.engine.markConnected();
    expect(t.engine.onResume()).toEqual([t.key]);
    expect(t.rec.rows.get(t.key)?.[0]).toMatchObject({ kind: 'gap', sinceId: '000003', maxId: null });
  });

  it('a live stream keeps a quiet timeline fresh', () => {
    const t = setup();
    t.engine.applyPage(t.key, pg(page(3, 1)), 'replace');
    t.advance(GAP_AFTER_AGE_MS + 60_000);
    t.engine.onUpdate(status('000004', { created_at: '2020-01-01T00:00:00.000Z' }), ['user']);
    expect(t.engine.onResume()).toEqual([]);
  });
});

describe('gap pages that reach loaded posts', () => {
  it('close the gap even when full', () => {
    const t = setup();
    t.engine.applyPage(t.key, pg(page(5, 1)), 'replace');
    t.engine.markDisconnected();
    t.engine.markConnected();
    const [gap] = t.engine.gapsToFill(t.key);
    // 20 posts, the oldest of which (000005) is already loaded.
    t.engine.applyPage(t.key, pg(page(24, 5), { limit: 20 }), { gap: gap?.key ?? '' });
    expect(t.keys().filter((k) => k.startsWith('g:'))).toEqual([]);
    expect(t.keys()).toHaveLength(24);
    t.consistent();
  });
});
