// Row models for the notification list: a group row (account chips and the status view come from injected
// builders, so this folder never depends on the entity store) and a gap row.
import type { AccountChip, GapRow, NotificationGroupRow } from '../../shared/protocol/rows.ts';
import type { PartialAccountWithAvatar } from '../../shared/wire/entities.ts';
import type { GapState, GroupState, NotificationDeps } from './model.ts';

export function buildGroupRow(g: GroupState, unread: boolean, deps: NotificationDeps): NotificationGroupRow {
  const sampleAccounts: AccountChip[] = [];
  for (const id of g.sampleAccountIds) {
    const chip = deps.chip(id);
    if (chip) sampleAccounts.push(chip);
  }
  const extra: NotificationGroupRow['extra'] = {};
  if (g.report) {
    extra.report = {
      id: g.report.id,
      category: g.report.category,
      comment: g.report.comment,
      targetAccount: g.report.target_account ? deps.chip(g.report.target_account.id) : null,
    };
  }
  if (g.event) {
    extra.event = {
      type: g.event.type,
      targetName: g.event.target_name,
      followersCount: g.event.followers_count,
      followingCount: g.event.following_count,
      purged: g.event.purged,
    };
  }
  if (g.moderationWarning) {
    extra.moderationWarning = {
      id: g.moderationWarning.id,
      action: g.moderationWarning.action,
      text: g.moderationWarning.text,
    };
  }
  if (g.annualReport) extra.annualReport = { year: g.annualReport.year };
  return {
    kind: 'notification-group',
    key: g.groupKey,
    groupKey: g.groupKey,
    type: g.type,
    count: g.count,
    sampleAccounts,
    status: g.statusId === null ? null : deps.statusView(g.statusId),
    latestAt: g.latestAt,
    mostRecentId: g.mostRecentId,
    unread,
    filter: g.statusId !== null && deps.rowFilter ? deps.rowFilter(g.statusId) : null,
    extra,
  };
}

export function buildGapRow(key: string, gap: GapState): GapRow {
  return { kind: 'gap', key, maxId: gap.maxId, sinceId: gap.sinceId, loading: gap.loading };
}

/**
 * A chip for an account the server sent only partially (`partial_accounts` of a grouped page: no display name, no
 * username). The store may use it until the full account is fetched.
 */
export function partialAccountChip(p: PartialAccountWithAvatar): AccountChip {
  const username = p.acct.split('@')[0] ?? p.acct;
  return {
    id: p.id,
    acct: p.acct,
    username,
    displayName: [username],
    avatar: p.avatar,
    avatarStatic: p.avatar_static,
    url: p.url,
    bot: p.bot,
    locked: p.locked,
  };
}
