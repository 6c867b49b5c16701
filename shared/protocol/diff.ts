// The diff protocol: the only thing that crosses from the core to a tab for a view. A tab subscribes and gets a
// snapshot, then diffs with increasing `version`. A diff whose version is not snapshot+1 means the tab missed one
// and must resubscribe (the core never assumes delivery order across ports).

import type { Row } from './rows.ts';
import type { CoreText } from './text.ts';

export type RowOp =
  /** Insert rows before position `index` (0 = top). */
  | { op: 'insert'; index: number; rows: Row[] }
  /** Replace the row with the same key, in place. */
  | { op: 'update'; row: Row }
  | { op: 'remove'; keys: string[] }
  /** Move the row with `key` so that it ends up at `index`. */
  | { op: 'move'; key: string; index: number }
  /** Replace every row (a reload, needs-reload, or a list too changed to diff). */
  | { op: 'reset'; rows: Row[] };

/** Timeline state of section 3 that the view needs, plus errors worth showing in the view. */
export interface ViewMeta {
  /** Items collected while the reader is away from the top ("N new"). */
  pending: number;
  unread: number;
  online: boolean;
  top: boolean;
  isLoading: boolean;
  hasMore: boolean;
  isPartial: boolean;
  /** A message for the view (a failed load, an invalid regex in settings), in the catalogue's terms
   *  (shared/protocol/text.ts; the regex engine's own words are still plain text); null when all is well. */
  error: CoreText | string | null;
}

export interface ViewSnapshot {
  view: string;
  version: number;
  rows: Row[];
  meta: ViewMeta;
}

export interface ViewDiff {
  view: string;
  version: number;
  ops: RowOp[];
  meta?: Partial<ViewMeta>;
}

export const emptyMeta = (): ViewMeta => ({
  pending: 0,
  unread: 0,
  online: true,
  top: true,
  isLoading: false,
  hasMore: true,
  isPartial: false,
  error: null,
});

/** Applies ops to a plain row array. Used by tab stores and by tests that replay diffs against snapshots. */
export function applyOps(rows: Row[], ops: RowOp[]): Row[] {
  let out = rows;
  for (const op of ops) {
    switch (op.op) {
      case 'reset':
        out = op.rows.slice();
        break;
      case 'insert':
        out = out.slice();
        out.splice(Math.max(0, Math.min(op.index, out.length)), 0, ...op.rows);
        break;
      case 'update': {
        const i = out.findIndex((r) => r.key === op.row.key);
        if (i >= 0) {
          out = out.slice();
          out[i] = op.row;
        }
        break;
      }
      case 'remove': {
        const gone = new Set(op.keys);
        out = out.filter((r) => !gone.has(r.key));
        break;
      }
      case 'move': {
        const i = out.findIndex((r) => r.key === op.key);
        if (i >= 0) {
          out = out.slice();
          const [row] = out.splice(i, 1);
          out.splice(Math.max(0, Math.min(op.index, out.length)), 0, row!);
        }
        break;
      }
    }
  }
  return out;
}
