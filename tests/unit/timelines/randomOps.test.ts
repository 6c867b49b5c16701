// Random sequences of everything the host can do: after every step the rows a tab holds (snapshot + every emitted
// op) must equal a fresh snapshot, whatever the mix of streaming, pending, gaps, deletes, filters and moderation.
import { describe, expect, it } from 'vitest';
import { applyOps, type RowOp } from '../../../shared/protocol/diff.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import type { TimelineSpec } from '../../../shared/protocol/views.ts';
import type { Status } from '../../../shared/wire/entities.ts';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import { TimelineEngine } from '../../../worker/timelines/engine.ts';
import { boost, filter, status } from './fixtures.ts';

function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s % n;
  };
}

describe('random operation sequences keep every tab consistent', () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`seed ${seed}`, () => {
      const r = rng(seed);
      const tabs = new Map<string, Row[]>();
      let now = Date.parse('2026-01-02T00:00:00Z');
      const engine = new TimelineEngine({
        store: new EntityStore({ maxStatuses: 150 }),
        me: 'me',
        now: () => now,
        emit: (view: string, ops: RowOp[]) => tabs.set(view, applyOps(tabs.get(view) ?? [], ops)),
      });
      const specs: TimelineSpec[] = [
        { timeline: 'home' },
        { timeline: 'public' },
        { timeline: 'tag', tag: 'cats' },
      ];
      const keys = specs.map((spec) => {
        const snap = engine.open(spec);
        tabs.set(snap.view, snap.rows);
        return snap.view;
      });
      const seen: Status[] = [];
      let next = 1000;
      const newStatus = (): Status => {
        next += 1 + r(3);
        const id = String(next);
        const words = ['cats', 'dogs', 'spoiler', 'news'];
        const word = words[r(words.length)] as string;
        const s = status(id, {
          accountId: String(r(6)),
          content: `<p>${word} ${id}</p>`,
          tags: r(2) === 0 ? [{ name: 'cats', url: 'https://s.test/tags/cats' }] : [],
        });
        seen.push(s);
        return s;
      };
      const pick = () => seen[r(seen.length)];
      let maxRows = 0;
      let sawGap = false;
      for (let step = 0; step < 250; step++) {
        const key = keys[r(keys.length)] as string;
        const spec = specs[keys.indexOf(key)] as TimelineSpec;
        switch (r(14)) {
          case 0:
          case 1:
          case 2: {
            const stream =
              spec.timeline === 'home'
                ? ['user']
                : spec.timeline === 'tag'
                  ? ['hashtag', 'cats']
                  : ['public'];
            const original = pick();
            engine.onUpdate(
              r(4) === 0 && original ? boost(String(++next), original, String(r(6))) : newStatus(),
              stream,
            );
            break;
          }
          case 3: {
            const page: Status[] = [];
            for (let i = 0; i < 1 + r(25); i++) page.unshift(newStatus());
            const pos = (['replace', 'older', 'newer'] as const)[r(3)] ?? 'older';
            engine.applyPage(key, { statuses: page, next: { max_id: '1' }, prev: null, limit: 20 }, pos);
            break;
          }
          case 4: {
            const s = pick();
            if (s) engine.onDelete(s.id);
            break;
          }
          case 5: {
            const s = pick();
            if (s)
              engine.onStatusUpdate({
                ...s,
                content: `<p>edited ${r(100)} spoiler</p>`,
                edited_at: new Date(now).toISOString(),
              });
            break;
          }
          case 6:
            engine.setTop(key, r(2) === 0);
            break;
          case 7:
            engine.applyPending(key);
            break;
          case 8:
            if (r(2) === 0) engine.markDisconnected();
            else engine.markConnected();
            break;
          case 9: {
            const gaps = engine.gapsToFill(key);
            for (const g of gaps) {
              const page: Status[] = [];
              for (let i = 0; i < r(25); i++) page.unshift(newStatus());
              engine.applyPage(key, { statuses: page, next: null, prev: null, limit: 20 }, { gap: g.key });
            }
            break;
          }
          case 10:
            engine.setFilters(
              r(2) === 0
                ? []
                : [
                    filter('f', {
                      words: [['spoiler', 'dogs', 'news'][r(3)] as string],
                      filter_action: r(2) === 0 ? 'hide' : 'warn',
                    }),
                  ],
            );
            break;
          case 11:
            engine.removeAccount(String(r(6)));
            break;
          case 12: {
            const s = pick();
            if (s) {
              const revert = engine.setOptimistic(s.id, { favourited: true, bookmarked: r(2) === 0 });
              if (r(2) === 0) revert();
            }
            break;
          }
          case 13:
            now += r(2) === 0 ? 5 * 60 * 60_000 : 1000;
            engine.onResume();
            break;
        }
        for (const k of keys) {
          const expected = engine.snapshot(k)?.rows ?? [];
          expect(tabs.get(k), `seed ${seed} step ${step} view ${k}`).toEqual(expected);
          const rowKeys = expected.map((row) => row.key);
          maxRows = Math.max(maxRows, rowKeys.length);
          if (expected.some((row) => row.kind === 'gap')) sawGap = true;
          expect(new Set(rowKeys).size).toBe(rowKeys.length);
        }
      }
      // The sequence did reach long lists and gaps, not only empty views.
      expect(maxRows).toBeGreaterThan(20);
      expect(sawGap).toBe(true);
    });
  }
});
