// A profile's Posts tab: its pinned posts first, marked pinned, each post once; the other tabs have no pinned block.
import { describe, expect, it } from 'vitest';
import type { StatusRow } from '../../../shared/protocol/rows.ts';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import { TimelineEngine } from '../../../worker/timelines/engine.ts';
import { showsPinnedFirst } from '../../../worker/timelines/requests.ts';
import { recorder, status } from './fixtures.ts';

describe("a profile's pinned posts", () => {
  it('come first in the Posts tab, marked pinned, and a pinned post is not shown twice', () => {
    const rec = recorder();
    const engine = new TimelineEngine({ store: new EntityStore(), me: 'me', emit: rec.emit, now: () => 0 });
    const snap = engine.open({ timeline: 'account', accountId: '1' });
    rec.seed(snap.view, snap.rows);
    const old = status('100', { accountId: '1' });
    const posts = [status('300', { accountId: '1' }), status('200', { accountId: '1' }), old];
    engine.applyPage(snap.view, { statuses: posts, next: null, prev: null, pinned: [old] }, 'replace');
    expect(rec.keys(snap.view)).toEqual(['s:100', 's:300', 's:200']);
    const rows = rec.rows.get(snap.view) as StatusRow[];
    expect(rows.map((r) => r.pinnedRow)).toEqual([true, false, false]);
    expect(rows).toEqual(engine.snapshot(snap.view)?.rows);
  });

  it('are asked for in the Posts tab only', () => {
    expect(showsPinnedFirst({ timeline: 'account', accountId: '1' })).toBe(true);
    expect(showsPinnedFirst({ timeline: 'account', accountId: '1', withReplies: true })).toBe(false);
    expect(showsPinnedFirst({ timeline: 'account', accountId: '1', onlyMedia: true })).toBe(false);
    expect(showsPinnedFirst({ timeline: 'account', accountId: '1', tagged: 'cats' })).toBe(false);
    expect(showsPinnedFirst({ timeline: 'account', accountId: '1', pinned: true })).toBe(false);
    expect(showsPinnedFirst({ timeline: 'home' })).toBe(false);
  });
});
