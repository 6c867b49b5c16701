import { describe, expect, it } from 'vitest';
import { harness, mentionsPage, notif, page, shape, status, wireGroup } from './harness.ts';

describe('pages and gaps', () => {
  it('a first page gets a load-more gap at the end; loading older replaces it', () => {
    const h = harness();
    h.engine.applyPage(mentionsPage(100, 3), 'top', { hasMore: true });
    expect(shape(h.rows())).toEqual(['ungrouped-100', 'ungrouped-99', 'ungrouped-98', 'gap(98,null)']);
    h.engine.applyPage(mentionsPage(97, 2), 'bottom');
    expect(shape(h.rows())).toEqual([
      'ungrouped-100',
      'ungrouped-99',
      'ungrouped-98',
      'ungrouped-97',
      'ungrouped-96',
      'gap(96,null)',
    ]);
    h.engine.applyPage(page([]), 'bottom');
    expect(shape(h.rows()).at(-1)).toBe('ungrouped-96');
    expect(h.lastMeta().hasMore).toBe(false);
  });

  it('a newer page above a list it does not reach leaves a gap between them', () => {
    const h = harness();
    h.engine.reset(mentionsPage(50, 2));
    h.engine.applyPage(mentionsPage(100, 2), 'top', { hasMore: true });
    expect(shape(h.rows())).toEqual([
      'ungrouped-100',
      'ungrouped-99',
      'gap(99,50)',
      'ungrouped-50',
      'ungrouped-49',
      'gap(49,null)',
    ]);
  });

  it('a newer page that overlaps the list leaves no gap and merges the shared group', () => {
    const h = harness();
    h.engine.reset(
      page([wireGroup('favourite-s1-1', 50, { type: 'favourite', count: 2, min: 48, accounts: ['a', 'b'] })]),
    );
    h.engine.applyPage(
      page([
        wireGroup('ungrouped-60', 60),
        wireGroup('favourite-s1-1', 55, { type: 'favourite', count: 3, min: 48, accounts: ['c', 'a', 'b'] }),
      ]),
      'top',
      { hasMore: true },
    );
    expect(shape(h.rows())).toEqual(['ungrouped-60', 'favourite-s1-1', 'gap(48,null)']);
    expect(h.group('favourite-s1-1').count).toBe(3);
    expect(h.group('favourite-s1-1').sampleAccounts.map((a) => a.id)).toEqual(['c', 'a', 'b']);
  });

  it('filling a gap in the middle inserts only there, keeping the groups after it and the end gap', () => {
    const h = harness();
    h.engine.reset(mentionsPage(50, 2));
    h.engine.applyPage(mentionsPage(100, 2), 'top', { hasMore: true });
    const gapKey = h.rows()[2]!.key;
    const updatedBefore = h.rows().filter((r) => r.key !== gapKey);
    h.engine.applyPage(mentionsPage(98, 2), { gapKey });
    expect(shape(h.rows())).toEqual([
      'ungrouped-100',
      'ungrouped-99',
      'ungrouped-98',
      'ungrouped-97',
      'gap(97,50)',
      'ungrouped-50',
      'ungrouped-49',
      'gap(49,null)',
    ]);
    // The rest of the list is the very same rows (nothing else was touched).
    for (const r of updatedBefore) expect(h.rows().find((x) => x.key === r.key)).toBe(r);
    const ops = h.emitted.at(-1)!;
    expect(ops.map((o) => o.op)).toEqual(['insert', 'update']);
    // The last page of the gap reaches the groups below it: the gap closes.
    h.engine.applyPage(mentionsPage(96, 47), { gapKey });
    const s = shape(h.rows());
    expect(s.filter((k) => k.startsWith('gap'))).toEqual(['gap(49,null)']);
    expect(s.at(-1)).toBe('gap(49,null)');
    expect(s.indexOf('ungrouped-51')).toBe(s.indexOf('ungrouped-50') - 1);
  });

  it('an empty answer for a gap closes it', () => {
    const h = harness();
    h.engine.reset(mentionsPage(50, 1));
    h.engine.applyPage(mentionsPage(100, 1), 'top', { hasMore: true });
    h.engine.applyPage(page([]), { gapKey: h.rows()[1]!.key });
    expect(shape(h.rows())).toEqual(['ungrouped-100', 'ungrouped-50', 'gap(50,null)']);
  });

  it('a middle gap survives loading older notifications at the end', () => {
    const h = harness();
    h.engine.reset(mentionsPage(50, 2));
    h.engine.applyPage(mentionsPage(100, 2), 'top', { hasMore: true });
    h.engine.setAtTop(false);
    h.engine.applyPage(mentionsPage(48, 2), 'bottom');
    expect(shape(h.rows())).toEqual([
      'ungrouped-100',
      'ungrouped-99',
      'gap(99,50)',
      'ungrouped-50',
      'ungrouped-49',
      'ungrouped-48',
      'ungrouped-47',
      'gap(47,null)',
    ]);
  });

  it('adjacent gaps are merged into one', () => {
    const h = harness();
    h.engine.reset(mentionsPage(50, 2));
    h.engine.applyPage(mentionsPage(100, 2), 'top', { hasMore: true }); // gap(99,50) below 99
    // A dropped socket puts a gap above; then a fill of that top gap brings nothing new but a remainder.
    h.engine.onDisconnected();
    expect(shape(h.rows())).toEqual([
      'gap(null,100)',
      'ungrouped-100',
      'ungrouped-99',
      'gap(99,50)',
      'ungrouped-50',
      'ungrouped-49',
      'gap(49,null)',
    ]);
    h.engine.onDisconnected(); // a second drop before the first gap was filled: still one gap on top
    expect(shape(h.rows()).filter((k) => k.startsWith('gap'))).toHaveLength(3);
    // Filling the middle gap with a page that holds only groups loaded elsewhere removes nothing but the gap
    // range, and a group that ends up between two gaps never leaves them adjacent.
    const middle = h.rows()[3]!.key;
    h.engine.applyPage(page([wireGroup('ungrouped-99', 99)]), { gapKey: middle });
    expect(shape(h.rows())).toEqual([
      'gap(null,100)',
      'ungrouped-100',
      'ungrouped-99',
      'gap(99,50)',
      'ungrouped-50',
      'ungrouped-49',
      'gap(49,null)',
    ]);
  });

  it('trimming at the top reuses a gap right below the 50th group as the end gap', () => {
    const t = harness();
    t.engine.reset(mentionsPage(50, 1));
    t.engine.applyPage(mentionsPage(300, 50), 'top', { hasMore: true });
    const ts = shape(t.rows());
    expect(ts).toHaveLength(51);
    expect(ts[49]).toBe('ungrouped-251');
    expect(ts.filter((k) => k.startsWith('gap'))).toEqual(['gap(251,null)']);
    t.check();
  });

  it('trimming at the top without a gap below appends a load-more gap after the 50th group', () => {
    const t = harness();
    t.engine.reset(mentionsPage(200, 49));
    t.engine.applyPage(mentionsPage(300, 2), 'top', { hasMore: true });
    const ts = shape(t.rows());
    expect(ts).toHaveLength(52);
    expect(ts.filter((k) => k.startsWith('gap'))).toEqual(['gap(299,200)', 'gap(153,null)']);
  });

  it('drops page groups whose status a hide filter matches', () => {
    const h = harness({ filter: (s) => (s.content === 'hidden' ? 'hide' : null) });
    h.engine.reset(
      page(
        [wireGroup('ungrouped-2', 2, { statusId: 's2' }), wireGroup('ungrouped-1', 1, { statusId: 's1' })],
        [status('s2', 'hidden'), status('s1', 'fine')],
      ),
      { hasMore: false },
    );
    expect(shape(h.rows())).toEqual(['ungrouped-1']);
  });

  it('a streamed notification after a page joins the loaded group', () => {
    const h = harness();
    h.engine.reset(
      page([
        wireGroup('ungrouped-10', 10),
        wireGroup('favourite-s1-9', 9, {
          type: 'favourite',
          count: 2,
          min: 8,
          accounts: ['a', 'b'],
          statusId: 's1',
        }),
      ]),
    );
    h.engine.onStreamed({ ...notif(11, 'favourite', 'c', 's1'), group_key: 'favourite-s1-9' });
    expect(shape(h.rows())[0]).toBe('favourite-s1-9');
    expect(h.group('favourite-s1-9').count).toBe(3);
    expect(h.group('favourite-s1-9').sampleAccounts.map((a) => a.id)).toEqual(['c', 'a', 'b']);
  });

  it('filling the gap a dropped socket left on top inserts the missed groups there; a known group with newer notifications in it moves up there', () => {
    const h = harness();
    h.engine.reset(
      page([
        wireGroup('ungrouped-10', 10),
        wireGroup('favourite-s1-1', 9, {
          type: 'favourite',
          count: 1,
          min: 9,
          accounts: ['a'],
          statusId: 's1',
        }),
      ]),
      { hasMore: false },
    );
    h.engine.onDisconnected();
    const gapKey = h.rows()[0]!.key;
    h.engine.applyPage(
      page([
        wireGroup('ungrouped-12', 12),
        wireGroup('favourite-s1-1', 11, {
          type: 'favourite',
          count: 2,
          min: 9,
          accounts: ['b', 'a'],
          statusId: 's1',
        }),
      ]),
      { gapKey },
      { hasMore: false },
    );
    expect(shape(h.rows())).toEqual(['ungrouped-12', 'favourite-s1-1', 'ungrouped-10']);
    expect(h.group('favourite-s1-1').count).toBe(2);
    expect(h.group('favourite-s1-1').mostRecentId).toBe('11');
  });

  it('a group that straddles two pages stays one row, updated in place by the older page', () => {
    const h = harness();
    h.engine.reset(
      page([
        wireGroup('ungrouped-60', 60),
        wireGroup('favourite-s1-1', 50, {
          type: 'favourite',
          count: 5,
          min: 48,
          accounts: ['a', 'b'],
          statusId: 's1',
        }),
      ]),
      { hasMore: true },
    );
    h.engine.applyPage(
      page([
        wireGroup('favourite-s1-1', 45, {
          type: 'favourite',
          count: 5,
          min: 40,
          accounts: ['c', 'd'],
          statusId: 's1',
        }),
        wireGroup('ungrouped-39', 39),
      ]),
      'bottom',
    );
    expect(shape(h.rows())).toEqual(['ungrouped-60', 'favourite-s1-1', 'ungrouped-39', 'gap(39,null)']);
    const row = h.group('favourite-s1-1');
    expect(row.count).toBe(5);
    expect(row.mostRecentId).toBe('50');
    expect(row.sampleAccounts.map((a) => a.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
