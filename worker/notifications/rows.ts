// Row models for the notification list: a group row (account chips and the status view come from injected
// builders, so this folder never depends on the entity store) and a gap row.
import type { AccountChip, GapRow, NotificationGroupRow } from '../../shared/protocol/rows.ts';
import type { PartialAccountWithAvatar } from '../../shared/wire/entities.ts';
import type { GapState, GroupState, NotificationDeps } from './model.ts';

/** A row's `extra` when the group has none of its parts (nearly every group): shared, frozen. */
const NO_EXTRA: NotificationGroupRow['extra'] = Object.freeze({});

/** The sample accounts' chips, in a list of its final size (a row is built per streamed notification). */
function sampleChips(ids: readonly string[], deps: NotificationDeps): AccountChip[] {
  const chips: (AccountChip | null)[] = new Array(ids.length);
  let found = 0;
  for (let i = 0; i < ids.length; i++) {
    const chip = deps.chip(ids[i] as string);
    chips[i] = chip;
    if (chip) found++;
  }
  if (found === ids.length) return chips as AccountChip[];
  const out = new Array<AccountChip>(found);
  let k = 0;
  for (const chip of chips) if (chip) out[k++] = chip;
  return out;
}

export function buildGroupRow(g: GroupState, unread: boolean, deps: NotificationDeps): NotificationGroupRow {
  const sampleAccounts = sampleChips(g.sampleAccountIds, deps);
  if (!g.report && !g.event && !g.moderationWarning && !g.annualReport) {
    return groupRowOf(g, unread, deps, sampleAccounts, NO_EXTRA);
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
  return groupRowOf(g, unread, deps, sampleAccounts, extra);
}

function groupRowOf(
  g: GroupState,
  unread: boolean,
  deps: NotificationDeps,
  sampleAccounts: AccountChip[],
  extra: NotificationGroupRow['extra'],
): NotificationGroupRow {
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
