// The view a core opens for itself as the account starts (worker/app/warm-view.ts): the first tab to open it takes
// it over with what it already loaded, later openers open their own, and one no tab opened is let go after a while
// or when the account closes.
import { describe, expect, it } from 'vitest';
import { emptyMeta } from '../../../shared/protocol/diff.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import { HOME_VIEW, openWarmView } from '../../../worker/app/warm-view.ts';
import type { OpenView, ViewEmit } from '../../../worker/core/view-registry.ts';

const HOME = 'timeline:timeline=home';
const row = (key: string) => ({ kind: 'gap', key, maxId: null, sinceId: null, loading: false }) as Row;

function fakeOpen() {
  const opened: { key: string; emit: ViewEmit; rows: Row[]; disposed: boolean }[] = [];
  const open: OpenView = (key, _spec, emit) => {
    const v = { key, emit, rows: [] as Row[], disposed: false };
    opened.push(v);
    return {
      snapshot: () => ({ rows: v.rows, meta: emptyMeta() }),
      dispose: () => {
        v.disposed = true;
      },
    };
  };
  return { open, opened };
}

function manualTimers() {
  const due: { fn: () => void; cleared: boolean }[] = [];
  return {
    setTimeout: (fn: () => void) => {
      const t = { fn, cleared: false };
      due.push(t);
      return t;
    },
    clearTimeout: (h: unknown) => {
      (h as { cleared: boolean }).cleared = true;
    },
    fire: () => {
      for (const t of due.splice(0)) if (!t.cleared) t.fn();
    },
  };
}

describe('a warm view', () => {
  it('is opened at once, and the first opener takes it over with its rows and its later changes', () => {
    const { open, opened } = fakeOpen();
    const timers = manualTimers();
    const warm = openWarmView(open, HOME_VIEW, timers);
    expect(opened.map((v) => v.key)).toEqual([HOME]);
    opened[0]!.rows = [row('a')];
    const seen: string[] = [];
    const live = warm.open(HOME, HOME_VIEW, (ops) => seen.push(ops.map((o) => o.op).join()));
    expect(opened).toHaveLength(1);
    expect(live.snapshot().rows.map((r) => r.key)).toEqual(['a']);
    opened[0]!.emit([{ op: 'insert', index: 0, rows: [row('b')] }]);
    expect(seen).toEqual(['insert']);
    // The hold ends without closing what a tab now holds.
    timers.fire();
    expect(opened[0]!.disposed).toBe(false);
    // A later opener, and any other view, open their own.
    live.dispose();
    warm.open(HOME, HOME_VIEW, () => {});
    warm.open('notifications', { kind: 'notifications' }, () => {});
    expect(opened.map((v) => v.disposed)).toEqual([true, false, false]);
  });

  it('is let go when no tab opened it within the hold, or when the account closes', () => {
    const first = fakeOpen();
    const timers = manualTimers();
    openWarmView(first.open, HOME_VIEW, timers);
    timers.fire();
    expect(first.opened[0]!.disposed).toBe(true);

    const second = fakeOpen();
    const warm = openWarmView(second.open, HOME_VIEW, manualTimers());
    warm.dispose();
    expect(second.opened[0]!.disposed).toBe(true);
    // After that, home opens afresh.
    warm.open(HOME, HOME_VIEW, () => {});
    expect(second.opened).toHaveLength(2);
  });
});
