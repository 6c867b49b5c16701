// The engine's out-buffer: the ops and meta changes one call makes, gathered per view and sent as one diff per view
// when the outermost call returns (a stream event touching three views is three diffs, not one per op).
import type { RowOp, ViewMeta } from '../../shared/protocol/diff.ts';

export type Emit = (viewKey: string, ops: RowOp[], meta?: Partial<ViewMeta>) => void;

interface PendingDiff {
  ops: RowOp[];
  meta: Partial<ViewMeta> | null;
}

export class DiffBuffer {
  private readonly out = new Map<string, PendingDiff>();
  private depth = 0;
  // The view the last op or meta went to, and its entry: almost every call touches one view, so neither the map
  // lookup per op nor an iterator at the flush is needed for it.
  private lastKey: string | null = null;
  private lastEntry: PendingDiff | null = null;

  /** `isOpen`: whether a view is still open when the diff goes out (one closed meanwhile gets nothing). */
  constructor(
    private readonly emit: Emit,
    private readonly isOpen: (key: string) => boolean,
  ) {}

  op(view: { key: string }, op: RowOp): void {
    this.entry(view.key).ops.push(op);
  }

  meta(view: { key: string }, patch: Partial<ViewMeta>): void {
    const e = this.entry(view.key);
    e.meta = e.meta ? Object.assign(e.meta, patch) : { ...patch };
  }

  /** Forgets what was gathered for a view that closed. */
  drop(key: string): void {
    this.out.delete(key);
    if (this.lastKey === key) this.forgetLast();
  }

  private forgetLast(): void {
    this.lastKey = null;
    this.lastEntry = null;
  }

  /** Everything `fn` changes (nested batches included) goes out as one diff per view. */
  batch<T>(fn: () => T): T {
    this.depth++;
    try {
      return fn();
    } finally {
      if (--this.depth === 0) this.flush();
    }
  }

  private entry(key: string): PendingDiff {
    if (key === this.lastKey && this.lastEntry) return this.lastEntry;
    let e = this.out.get(key);
    if (!e) {
      e = { ops: [], meta: null };
      this.out.set(key, e);
    }
    this.lastKey = key;
    this.lastEntry = e;
    return e;
  }

  private flush(): void {
    if (this.out.size === 0) return;
    // Almost always one view, the last one touched: no copy of the map and no iterator for that case.
    if (this.out.size === 1 && this.lastKey !== null && this.lastEntry) {
      const key = this.lastKey;
      const e = this.lastEntry;
      this.out.clear();
      this.forgetLast();
      this.send(key, e);
      return;
    }
    const pending = [...this.out];
    this.out.clear();
    this.forgetLast();
    for (const [key, e] of pending) this.send(key, e);
  }

  private send(key: string, e: PendingDiff): void {
    if (!this.isOpen(key) || (e.ops.length === 0 && !e.meta)) return;
    if (e.meta) this.emit(key, e.ops, e.meta);
    else this.emit(key, e.ops);
  }
}
