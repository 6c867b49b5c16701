// After a filter or settings change: which rows of a view appear, disappear or change, as ops applied in order
// (top to bottom, so each op's index is the row's position at the time it applies). Never a full re-diff of rows:
// only items whose verdict changed produce ops.

import type { RowOp } from '../../shared/protocol/diff.ts';
import type { FilterVerdict, Row } from '../../shared/protocol/rows.ts';
import type { StatusItem, TimelineItem } from './types.ts';

export interface Judgement {
  shown: boolean;
  verdict: FilterVerdict | null;
}

export function sameVerdict(a: FilterVerdict | null, b: FilterVerdict | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.action === b.action && sameTitles(a.titles, b.titles) && sameTitles(a.blurTitles, b.blurTitles);
}

function sameTitles(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.length === b.length && a.every((t, i) => t === b[i]);
}

/** Re-judges every item in place and returns the ops and the new number of rows. */
export function reevaluateItems(
  items: TimelineItem[],
  judge: (item: StatusItem) => Judgement,
  rowOf: (item: StatusItem) => Row | null,
  keyOf: (item: StatusItem) => string,
): { ops: RowOp[]; shownCount: number } {
  const ops: RowOp[] = [];
  let cursor = 0;
  let removing: string[] | null = null;
  let inserting: { index: number; rows: Row[] } | null = null;
  const flushRemove = () => {
    if (removing) ops.push({ op: 'remove', keys: removing });
    removing = null;
  };
  const flushInsert = () => {
    if (inserting) ops.push({ op: 'insert', index: inserting.index, rows: inserting.rows });
    inserting = null;
  };
  for (const item of items) {
    if (item.kind === 'gap') {
      flushRemove();
      flushInsert();
      cursor++;
      continue;
    }
    const was = item.shown;
    const prevVerdict = item.verdict;
    const j = judge(item);
    item.shown = j.shown;
    item.verdict = j.verdict;
    if (was && !j.shown) {
      flushInsert();
      if (!removing) removing = [];
      removing.push(keyOf(item));
    } else if (!was && j.shown) {
      flushRemove();
      const row = rowOf(item);
      if (!row) {
        item.shown = false;
        continue;
      }
      if (!inserting) inserting = { index: cursor, rows: [] };
      inserting.rows.push(row);
      cursor++;
    } else if (was && j.shown) {
      flushRemove();
      flushInsert();
      if (!sameVerdict(prevVerdict, j.verdict)) {
        const row = rowOf(item);
        if (row) ops.push({ op: 'update', row });
      }
      cursor++;
    }
  }
  flushRemove();
  flushInsert();
  return { ops, shownCount: cursor };
}
