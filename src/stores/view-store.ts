// The per-tab store of one subscribed view: a signal per row, the key order, meta and readiness. Applying a diff
// costs O(ops): an update sets one row's signal (so only that row's component re-renders); an insert at the top
// or an append touches only the new keys; `order` changes only when the order changes, and `keys` (an array copy)
// is computed only when someone reads it. Lists should prefer `count` + `keyAt(i)` for the rows they show.
import { batch, computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-react';
import {
  emptyMeta,
  type RowOp,
  type ViewDiff,
  type ViewMeta,
  type ViewSnapshot,
} from '../../shared/protocol/diff.ts';
import type { Row } from '../../shared/protocol/rows.ts';
import { KeyOrder } from './key-order.ts';
import type { ViewStore } from './types.ts';

export interface LiveViewStore extends ViewStore {
  /** Bumps whenever the order of rows changes (insert, remove, move, reset). */
  readonly order: ReadonlySignal<number>;
  /** Number of rows; changes with the order. */
  readonly count: ReadonlySignal<number>;
  /** The key at a display index (read `order` or `count` first to re-render on order changes). */
  keyAt(index: number): string | undefined;
  /** The version of the last snapshot or diff applied. */
  readonly version: number;
  applySnapshot(s: ViewSnapshot): void;
  /** Applies a diff; answers false when a version was missed (the tab must resubscribe for a new snapshot). */
  applyDiff(d: ViewDiff): boolean;
  /** The rows as a plain array, for tests and for mirroring; O(rows). */
  rowsNow(): Row[];
}

export function createViewStore(view: string): LiveViewStore {
  const order = new KeyOrder();
  const rows = new Map<string, Signal<Row>>();
  const orderSig = signal(0);
  const count = signal(0);
  const meta = signal<ViewMeta>(emptyMeta());
  const ready = signal(false);
  let version = -1;

  const keys = computed<readonly string[]>(() => {
    orderSig.value;
    return order.toArray();
  });

  const put = (row: Row) => {
    const s = rows.get(row.key);
    if (s) {
      if (s.peek() !== row) s.value = row;
    } else rows.set(row.key, signal(row));
  };

  const applyOp = (op: RowOp): boolean => {
    switch (op.op) {
      case 'update': {
        const s = rows.get(op.row.key);
        if (s) s.value = op.row;
        return false;
      }
      case 'insert': {
        const fresh = op.rows.filter((r) => !order.has(r.key));
        for (const r of op.rows) put(r);
        order.insert(
          op.index,
          fresh.map((r) => r.key),
        );
        return fresh.length > 0;
      }
      case 'remove':
        order.remove(op.keys);
        for (const k of op.keys) rows.delete(k);
        return true;
      case 'move':
        order.move(op.key, op.index);
        return true;
      case 'reset': {
        const next = new Set(op.rows.map((r) => r.key));
        for (const k of [...rows.keys()]) if (!next.has(k)) rows.delete(k);
        // Rows that stay keep their signal: an unchanged row object does not re-render.
        for (const r of op.rows) put(r);
        order.reset(op.rows.map((r) => r.key));
        return true;
      }
    }
  };

  const bumpOrder = () => {
    orderSig.value = orderSig.peek() + 1;
    count.value = order.length;
  };

  return {
    view,
    keys,
    order: orderSig,
    count,
    meta,
    ready,
    get version() {
      return version;
    },
    row: (key) => rows.get(key),
    indexOf: (key) => order.indexOf(key),
    keyAt: (i) => order.at(i),
    rowsNow: () => order.toArray().map((k) => rows.get(k)!.peek()),
    applySnapshot(s) {
      batch(() => {
        applyOp({ op: 'reset', rows: s.rows });
        version = s.version;
        meta.value = s.meta;
        bumpOrder();
        ready.value = true;
      });
    },
    applyDiff(d) {
      if (d.version <= version) return true; // already applied (a snapshot taken after it)
      if (d.version !== version + 1) return false;
      version = d.version;
      // One batch: the list and the rows re-render once per diff, however many ops it holds.
      batch(() => {
        let reordered = false;
        for (const op of d.ops) reordered = applyOp(op) || reordered;
        if (reordered) bumpOrder();
        // A diff repeating the meta the list already has leaves the signal alone: the list re-renders only
        // when something it shows changed.
        if (d.meta && metaChanges(meta.peek(), d.meta)) meta.value = { ...meta.peek(), ...d.meta };
      });
      return true;
    },
  };
}

/** Whether applying `patch` would change any field of `current`. */
function metaChanges(current: ViewMeta, patch: Partial<ViewMeta>): boolean {
  for (const k in patch) {
    if (current[k as keyof ViewMeta] !== patch[k as keyof ViewMeta]) return true;
  }
  return false;
}
