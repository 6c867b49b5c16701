import { describe, expect, it } from 'vitest';
import { applyOps, emptyMeta, type RowOp } from '../../../shared/protocol/diff.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import { createViewStore } from '../../../src/stores/view-store.ts';
import { statusRow } from '../views/fixtures.ts';

const keysOf = (rows: Row[]) => rows.map((r) => r.key);

describe('view store', () => {
  it('ends with the same rows as the reference applyOps after a mixed sequence of diffs', () => {
    const start = ['5', '4', '3'].map((id) => statusRow(id));
    const diffs: RowOp[][] = [
      [{ op: 'insert', index: 0, rows: [statusRow('7'), statusRow('6')] }],
      [{ op: 'insert', index: 5, rows: [statusRow('2'), statusRow('1')] }],
      [{ op: 'insert', index: 3, rows: [statusRow('4.5')] }],
      [{ op: 'remove', keys: ['s:6', 's:2'] }],
      [
        { op: 'move', key: 's:1', index: 0 },
        { op: 'update', row: statusRow('3', { content: [{ t: 'p', c: ['edited'] }] }) },
      ],
      [{ op: 'insert', index: 0, rows: [statusRow('8')] }],
    ];
    const store = createViewStore('v');
    store.applySnapshot({ view: 'v', version: 0, rows: start, meta: emptyMeta() });
    let ref: Row[] = start;
    diffs.forEach((ops, i) => {
      expect(store.applyDiff({ view: 'v', version: i + 1, ops })).toBe(true);
      ref = applyOps(ref, ops);
    });
    expect(store.keys.value).toEqual(keysOf(ref));
    expect(store.rowsNow()).toEqual(ref);
    expect(store.count.value).toBe(ref.length);
    for (let i = 0; i < ref.length; i++) expect(store.keyAt(i)).toBe(ref[i]!.key);
  });

  it('leaves the meta signal alone when a diff repeats the meta it has, and updates it when a field changes', () => {
    const store = createViewStore('v');
    store.applySnapshot({ view: 'v', version: 0, rows: [], meta: emptyMeta() });
    let notified = 0;
    const stop = store.meta.subscribe(() => notified++);
    notified = 0;
    const same = { top: emptyMeta().top, hasMore: emptyMeta().hasMore };
    store.applyDiff({
      view: 'v',
      version: 1,
      ops: [{ op: 'insert', index: 0, rows: [statusRow('1')] }],
      meta: same,
    });
    expect(notified).toBe(0);
    store.applyDiff({ view: 'v', version: 2, ops: [], meta: { pending: 3 } });
    expect(notified).toBe(1);
    expect(store.meta.value.pending).toBe(3);
    stop();
  });

  it('refuses a diff that skips a version, so the tab resubscribes', () => {
    const store = createViewStore('v');
    store.applySnapshot({ view: 'v', version: 3, rows: [], meta: emptyMeta() });
    expect(store.applyDiff({ view: 'v', version: 5, ops: [] })).toBe(false);
    expect(
      store.applyDiff({ view: 'v', version: 4, ops: [{ op: 'insert', index: 0, rows: [statusRow('1')] }] }),
    ).toBe(true);
    expect(store.keys.value).toEqual(['s:1']);
  });

  it('keeps a row signal across a reset when the row is unchanged, and merges meta', () => {
    const store = createViewStore('v');
    const a = statusRow('1');
    store.applySnapshot({ view: 'v', version: 0, rows: [a], meta: emptyMeta() });
    const sig = store.row('s:1');
    store.applyDiff({
      view: 'v',
      version: 1,
      ops: [{ op: 'reset', rows: [statusRow('2'), a] }],
      meta: { pending: 3 },
    });
    expect(store.row('s:1')).toBe(sig);
    expect(store.meta.value.pending).toBe(3);
    expect(store.ready.value).toBe(true);
  });
});
