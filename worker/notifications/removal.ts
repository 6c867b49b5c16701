// Removing what the reader no longer wants to see (section 4: blocking or muting removes an account's items from
// notifications; a deleted post takes its notifications with it):
//  - a group about a deleted status goes;
//  - a blocked or muted account (or every account of a blocked domain) leaves the groups it is sampled in, which
//    count one less for it; a group with no sample account left goes;
//  - pending notifications about them are dropped too, so "N new" never brings them back.
// Gaps that a removed group separated become one.
import type { RowOp } from '../../shared/protocol/diff.ts';
import { gapEditOps, noGapEdits, removeMergingGaps } from './gaps.ts';
import { type Change, groupRow } from './listState.ts';
import type { NotificationDeps, NotificationsState, PendingNotification } from './model.ts';
import { iterate } from './orderedList.ts';
import { forgetUnread } from './unread.ts';

export interface RemovalTarget {
  /** A deleted status: groups about it go. */
  statusId?: string;
  /** Blocked or muted accounts. */
  accountIds?: readonly string[];
  /** A blocked domain: accounts whose acct ends in `@domain`. */
  domain?: string;
}

/** Whether an account is one the target removes (the domain is read from its chip's acct). */
function accountMatcher(target: RemovalTarget, deps: NotificationDeps): (accountId: string) => boolean {
  const ids = new Set(target.accountIds ?? []);
  const domain = target.domain?.toLowerCase() ?? null;
  return (id) => {
    if (ids.has(id)) return true;
    if (domain === null) return false;
    const acct = deps.chip(id)?.acct ?? '';
    const at = acct.lastIndexOf('@');
    return at >= 0 && acct.slice(at + 1).toLowerCase() === domain;
  };
}

export function removeAbout(
  state: NotificationsState,
  target: RemovalTarget,
  deps: NotificationDeps,
): Change {
  const removesAccount = accountMatcher(target, deps);
  const aboutStatus = (statusId: string | null) =>
    target.statusId !== undefined && statusId === target.statusId;
  const gone: string[] = [];
  const changed: string[] = [];
  for (const [key, item] of iterate(state.list)) {
    if (item.kind !== 'group') continue;
    if (aboutStatus(item.statusId)) {
      gone.push(key);
      continue;
    }
    const kept = item.sampleAccountIds.filter((id) => !removesAccount(id));
    if (kept.length === item.sampleAccountIds.length) continue;
    if (kept.length === 0) {
      gone.push(key);
      continue;
    }
    item.count = Math.max(kept.length, item.count - (item.sampleAccountIds.length - kept.length));
    item.sampleAccountIds = kept;
    changed.push(key);
  }
  const edits = noGapEdits();
  for (const key of gone) removeMergingGaps(state, key, edits);
  const dropped = dropPending(state, (p) => aboutStatus(p.statusId) || removesAccount(p.accountId));
  // What left is no longer unread either (the count of a group that keeps other accounts stays as the server said).
  forgetUnread(state.unread, new Set(gone), dropped);
  const ops: RowOp[] = [];
  const removed = [...gone, ...edits.removed];
  if (removed.length > 0) ops.push({ op: 'remove', keys: removed });
  edits.removed.clear();
  ops.push(...gapEditOps(state, edits));
  for (const key of changed) {
    const item = state.list.nodes.get(key)?.item;
    if (item?.kind === 'group') ops.push({ op: 'update', row: groupRow(state, item, deps) });
  }
  return { state, ops };
}

/**
 * Drops pending notifications; the gaps placed among them keep their place relative to those kept. Answers the
 * ids dropped.
 */
function dropPending(state: NotificationsState, drop: (p: PendingNotification) => boolean): Set<string> {
  const dropped = new Set<string>();
  if (state.pending.length === 0) return dropped;
  const keptBefore: number[] = [];
  const kept: PendingNotification[] = [];
  for (const p of state.pending) {
    keptBefore.push(kept.length);
    if (drop(p)) dropped.add(p.id);
    else kept.push(p);
  }
  keptBefore.push(kept.length);
  if (dropped.size === 0) return dropped;
  state.pending = kept;
  for (const gap of state.pendingGaps) gap.before = keptBefore[gap.before]!;
  state.pendingAccounts.clear();
  for (const p of kept) {
    const accounts = state.pendingAccounts.get(p.groupKey);
    if (accounts) accounts.add(p.accountId);
    else state.pendingAccounts.set(p.groupKey, new Set([p.accountId]));
  }
  return dropped;
}
