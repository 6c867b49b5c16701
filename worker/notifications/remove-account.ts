// Block or mute: the account's notifications leave the list at once. A group only that account made (or about one
// of its posts) goes; a group others made too loses that account from its samples and one from its count. Pending
// (streamed while away from the top) ones from the account are dropped as well.
import type { Change } from './listState.ts';
import { groupRow, removeItem } from './listState.ts';
import type { GroupState, NotificationDeps, NotificationsState } from './model.ts';
import { iterate } from './orderedList.ts';

const aboutPostOf = (g: GroupState, accountId: string, deps: NotificationDeps) =>
  g.statusId !== null && deps.statusView(g.statusId)?.account?.id === accountId;

export function removeAccountNotifications(
  state: NotificationsState,
  accountId: string,
  deps: NotificationDeps,
): Change {
  const removed: string[] = [];
  const changed: GroupState[] = [];
  for (const [key, item] of [...iterate(state.list)]) {
    if (item.kind !== 'group') continue;
    const had = item.sampleAccountIds.includes(accountId);
    if (!had && !aboutPostOf(item, accountId, deps)) continue;
    const others = item.sampleAccountIds.filter((id) => id !== accountId);
    if (others.length === 0 || aboutPostOf(item, accountId, deps)) {
      removeItem(state, key);
      removed.push(key);
    } else {
      item.sampleAccountIds = others;
      item.count = Math.max(others.length, item.count - 1);
      changed.push(item);
    }
  }
  state.pending = state.pending.filter((p) => p.accountId !== accountId);
  for (const set of state.pendingAccounts.values()) set.delete(accountId);
  const ops: Change['ops'] = [];
  if (removed.length > 0) ops.push({ op: 'remove', keys: removed });
  for (const g of changed) ops.push({ op: 'update', row: groupRow(state, g, deps) });
  return { state, ops };
}
