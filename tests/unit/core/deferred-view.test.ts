// A view whose part of the core has not arrived yet (worker/app/deferred-view.ts): the tab sees it loading, then the
// real view's rows in one reset; a failed fetch of the part is said in the view and tried again until it comes.
import { describe, expect, it } from 'vitest';
import { applyOps, emptyMeta, type RowOp, type ViewMeta } from '../../../shared/protocol/diff.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import { DEFERRED_RETRY_MS, openDeferredView } from '../../../worker/app/deferred-view.ts';
import type { OpenView, ViewEmit } from '../../../worker/core/view-registry.ts';
import { gap } from './host-fixture.ts';

function manualTimers() {
  const due: { fn: () => void; ms: number }[] = [];
  return {
    due,
    setTimeout: (fn: () => void, ms: number) => due.push({ fn, ms }),
    clearTimeout: () => {},
    run: () => {
      for (const t of due.splice(0)) t.fn();
    },
  };
}

/** A tab's copy of the view: the snapshot it subscribed with, then every emitted diff. */
function mirror(start: { rows: Row[]; meta: ViewMeta }) {
  const tab = { rows: start.rows, meta: start.meta, emits: 0 };
  const emit: ViewEmit = (ops: RowOp[], meta) => {
    tab.emits += 1;
    tab.rows = applyOps(tab.rows, ops);
    if (meta) tab.meta = { ...tab.meta, ...meta };
  };
  return { tab, emit };
}

/** A real view that already changed (one row inserted) while it was being opened. */
const realOpen: OpenView = (_key, _spec, emit) => {
  const rows: Row[] = [gap('a')];
  emit([{ op: 'insert', index: 1, rows: [gap('b')] }]);
  rows.push(gap('b'));
  return { snapshot: () => ({ rows, meta: { ...emptyMeta(), hasMore: false } }), dispose() {} };
};

describe('a view opened before its part of the core arrived', () => {
  it('shows loading, then the real rows in one reset, with nothing sent before it', async () => {
    let arrive: (open: OpenView) => void = () => {};
    const part = new Promise<OpenView>((r) => {
      arrive = r;
    });
    const timers = manualTimers();
    let emit: ViewEmit = () => {};
    const view = openDeferredView(
      () => part,
      'k',
      { kind: 'notifications' },
      (ops, meta) => emit(ops, meta),
      timers,
    );
    const m = mirror(view.snapshot());
    emit = m.emit;
    expect(m.tab.rows).toEqual([]);
    expect(m.tab.meta.isLoading).toBe(true);
    arrive(realOpen);
    await part;
    await Promise.resolve();
    expect(m.tab.rows.map((r) => r.key)).toEqual(['a', 'b']);
    expect(m.tab.meta.isLoading).toBe(false);
    expect(m.tab.emits).toBe(1);
    expect(view.snapshot().rows.map((r) => r.key)).toEqual(['a', 'b']);
  });

  it('says a failed fetch and asks again by itself until the part comes', async () => {
    let fails = 2;
    const load = () => (fails-- > 0 ? Promise.reject(new Error('offline')) : Promise.resolve(realOpen));
    const timers = manualTimers();
    let emit: ViewEmit = () => {};
    const view = openDeferredView(
      load,
      'k',
      { kind: 'notifications' },
      (ops, meta) => emit(ops, meta),
      timers,
    );
    const m = mirror(view.snapshot());
    emit = m.emit;
    await new Promise((r) => setTimeout(r, 0));
    expect(m.tab.meta.error).not.toBeNull();
    expect(timers.due.map((t) => t.ms)).toEqual([DEFERRED_RETRY_MS]);
    timers.run();
    await new Promise((r) => setTimeout(r, 0));
    // Backing off: the second wait is longer.
    expect(timers.due.map((t) => t.ms)).toEqual([DEFERRED_RETRY_MS * 2]);
    timers.run();
    await new Promise((r) => setTimeout(r, 0));
    expect(m.tab.rows.map((r) => r.key)).toEqual(['a', 'b']);
    expect(m.tab.meta.error).toBeNull();
  });

  it('opens nothing once the tab has left', async () => {
    let opened = 0;
    const open: OpenView = (k, s, e) => {
      opened += 1;
      return realOpen(k, s, e);
    };
    const view = openDeferredView(
      () => Promise.resolve(open),
      'k',
      { kind: 'notifications' },
      () => {},
      manualTimers(),
    );
    view.dispose();
    await new Promise((r) => setTimeout(r, 0));
    expect(opened).toBe(0);
  });
});
