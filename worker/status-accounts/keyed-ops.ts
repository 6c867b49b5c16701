// The row operations that turn one keyed list into another: removes, then a walk of the new order that moves rows
// already shown and inserts new ones. A refreshed list of accounts is small (a page or a few), so the walk is fine,
// and a row that stays keeps its DOM node (no reset under the reader).
import type { RowOp } from '../../shared/protocol/diff.ts';
import type { Row } from '../../shared/protocol/rows.ts';

/** Rows are rebuilt from each answer: equal content is the same row (no update sent). */
const same = (a: Row | undefined, b: Row) => a === b || JSON.stringify(a) === JSON.stringify(b);

export function keyedOps(before: readonly Row[], after: readonly Row[]): RowOp[] {
  const ops: RowOp[] = [];
  const next = new Map(after.map((r) => [r.key, r]));
  const gone = before.filter((r) => !next.has(r.key)).map((r) => r.key);
  if (gone.length > 0) ops.push({ op: 'remove', keys: gone });
  const current = before.filter((r) => next.has(r.key)).map((r) => r.key);
  const had = new Map(before.map((r) => [r.key, r]));
  after.forEach((row, index) => {
    const at = current.indexOf(row.key);
    if (at === index) {
      if (!same(had.get(row.key), row)) ops.push({ op: 'update', row });
      return;
    }
    if (at < 0) {
      ops.push({ op: 'insert', index, rows: [row] });
      current.splice(index, 0, row.key);
      return;
    }
    ops.push({ op: 'move', key: row.key, index });
    current.splice(at, 1);
    current.splice(index, 0, row.key);
    if (!same(had.get(row.key), row)) ops.push({ op: 'update', row });
  });
  return ops;
}
