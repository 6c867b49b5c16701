// A list's members as the member screen shows them, and the edits made to them before the server answers: an add
// puts the accounts in at once (after the members already there), a remove takes them out, and a refused edit is
// undone against the rows as they are by then (other edits made meanwhile stay).
import type { AccountRow } from '../../shared/protocol/rows.ts';
import { memberRowKey } from './rows.ts';

export interface MemberEdit {
  accountIds: readonly string[];
  add: boolean;
}

/** The members after the edit. `known` gives the row of an account to add (from a search or an earlier load); an
 *  account without one is added on the server and shows once the members are fetched again. */
export function applyMemberEdit(
  rows: readonly AccountRow[],
  edit: MemberEdit,
  known: (accountId: string) => AccountRow | undefined,
): AccountRow[] {
  const keys = new Set(edit.accountIds.map(memberRowKey));
  if (!edit.add) return rows.filter((r) => !keys.has(r.key));
  const present = new Set(rows.map((r) => r.key));
  const added: AccountRow[] = [];
  for (const id of new Set(edit.accountIds)) {
    const row = known(id);
    if (row && !present.has(row.key)) added.push(row);
  }
  return [...rows, ...added];
}

/** Undoes an edit the server refused: an add takes out what it put in; a remove puts each row back where it was in
 *  `before` (the members when the edit was made), as near as the current rows allow. */
export function revertMemberEdit(
  current: readonly AccountRow[],
  edit: MemberEdit,
  before: readonly AccountRow[],
): AccountRow[] {
  const keys = new Set(edit.accountIds.map(memberRowKey));
  if (edit.add) {
    const hadBefore = new Set(before.filter((r) => keys.has(r.key)).map((r) => r.key));
    return current.filter((r) => !keys.has(r.key) || hadBefore.has(r.key));
  }
  const out = [...current];
  const present = new Set(out.map((r) => r.key));
  before.forEach((row, index) => {
    if (!keys.has(row.key) || present.has(row.key)) return;
    out.splice(Math.min(index, out.length), 0, row);
    present.add(row.key);
  });
  return out;
}
