// Server answers → the rows the lists views publish: a list (by title, as Mastodon's web UI orders them) and a
// member (the shared account row). Anything unreadable in an answer is left out, not shown half-made.
import type { RowOp } from '../../shared/protocol/diff.ts';
import { type ListRow, listRowKey, type RepliesPolicy } from '../../shared/protocol/lists.ts';
import type { AccountRow, Row } from '../../shared/protocol/rows.ts';
import type { Account } from '../../shared/wire/entities.ts';
import { normalizeAccount } from '../api/normalize/account.ts';
import { normalizeList } from '../api/normalize/misc.ts';
import type { Json } from '../api/normalize/primitives.ts';
import { sanitizeHtml } from '../content/sanitize.ts';
import { toAccountChip } from '../rows/accountChip.ts';

const policyOf = (p: unknown): RepliesPolicy => (p === 'followed' || p === 'none' ? p : 'list');

/** One list of an answer, or null when the body is not one. */
export function toListRow(body: unknown): ListRow | null {
  const parsed = normalizeList(body as Json);
  if (!parsed.ok) return null;
  const l = parsed.value;
  return {
    kind: 'list',
    key: listRowKey(l.id),
    id: l.id,
    title: l.title,
    exclusive: l.exclusive === true,
    repliesPolicy: policyOf(l.replies_policy),
  };
}

/** Every readable list of an answer; null when the answer is not a list at all. */
export function toListRows(body: unknown): ListRow[] | null {
  if (!Array.isArray(body)) return null;
  return body.flatMap((b) => toListRow(b) ?? []);
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Lists by title, then id (two lists may share a title). */
export function sortLists(rows: readonly ListRow[]): ListRow[] {
  return [...rows].sort(
    (a, b) => collator.compare(a.title, b.title) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

export const memberRowKey = (accountId: string) => `a:${accountId}`;

export function toMemberRow(a: Account): AccountRow {
  const emojis = Array.isArray(a.emojis) ? a.emojis : [];
  return {
    kind: 'account',
    key: memberRowKey(a.id),
    account: toAccountChip(a),
    note: sanitizeHtml(typeof a.note === 'string' ? a.note : '', { emojis }),
    followersCount: count(a.followers_count),
    followingCount: count(a.following_count),
    statusesCount: count(a.statuses_count),
  };
}

/** Every readable account of an answer as a member row; null when the answer is not a list at all. */
export function toMemberRows(body: unknown): AccountRow[] | null {
  if (!Array.isArray(body)) return null;
  return body.flatMap((raw: Json) => {
    const parsed = normalizeAccount(raw);
    return parsed.ok ? [toMemberRow(parsed.value)] : [];
  });
}

/** The row operations that turn `prev` into `next`: removals, then in-place updates, then inserts, so a tab
 *  redraws only what changed; a reordering of the rows that stay is sent as one reset. */
export function rowOps(prev: readonly Row[], next: readonly Row[]): RowOp[] {
  const nextKeys = new Set(next.map((r) => r.key));
  const prevByKey = new Map(prev.map((r) => [r.key, r]));
  const removed = prev.filter((r) => !nextKeys.has(r.key)).map((r) => r.key);
  const stayingBefore = prev.filter((r) => nextKeys.has(r.key)).map((r) => r.key);
  const stayingAfter = next.filter((r) => prevByKey.has(r.key)).map((r) => r.key);
  if (stayingBefore.join('\n') !== stayingAfter.join('\n')) return [{ op: 'reset', rows: [...next] }];
  const ops: RowOp[] = [];
  if (removed.length) ops.push({ op: 'remove', keys: removed });
  next.forEach((row, index) => {
    const before = prevByKey.get(row.key);
    if (!before) ops.push({ op: 'insert', index, rows: [row] });
    else if (JSON.stringify(before) !== JSON.stringify(row)) ops.push({ op: 'update', row });
  });
  return ops;
}
