// Reports as Mastodon files them (POST /api/v1/reports): every check is made before anything is stored, so a
// refused report leaves the world as it was. The stored record is what the server's moderators would read
// (w.reports; tests read it too); the answer is the Report entity of the contract.
import type { ReportRec } from './model.ts';
import { iso, renderAccount } from './render-account.ts';
import type { World } from './world.ts';
import { ApiError, invalid } from './world-records.ts';

export const REPORT_CATEGORIES = ['spam', 'legal', 'violation', 'other'] as const;
/** Mastodon's limit on a report's comment. */
export const REPORT_COMMENT_MAX = 1000;

export interface ReportInput {
  accountId: string;
  statusIds: string[];
  comment: string;
  forward: boolean;
  /** Absent: `other`, as the server defaults it. */
  category: string | undefined;
  ruleIds: string[];
}

/** Checks and stores one report by `reporterId`; `ruleIdsKnown` are the instance's rules. */
export function fileReport(
  w: World,
  reporterId: string,
  input: ReportInput,
  ruleIdsKnown: readonly string[],
): ReportRec {
  const target = w.account(input.accountId);
  if (target.id === reporterId) throw new ApiError(422, 'Validation failed: You cannot report yourself');
  const category = input.category ?? 'other';
  if (!(REPORT_CATEGORIES as readonly string[]).includes(category))
    throw invalid(`Category is not included in the list (${REPORT_CATEGORIES.join(', ')})`);
  for (const id of input.statusIds) {
    const s = w.statuses.get(id);
    if (!s || s.deleted || s.accountId !== target.id || !w.canSee(reporterId, s))
      throw invalid('Statuses must be posts of the reported account');
  }
  if (category === 'violation') {
    if (input.ruleIds.length === 0) throw invalid('Rule ids must name at least one rule for a violation');
    for (const id of input.ruleIds)
      if (!ruleIdsKnown.includes(id)) throw invalid(`Rule ids: ${id} is not a rule`);
  } else if (input.ruleIds.length > 0) throw invalid('Rule ids are only for the category violation');
  if ([...input.comment].length > REPORT_COMMENT_MAX)
    throw invalid(`Comment is too long (maximum is ${REPORT_COMMENT_MAX} characters)`);
  const rec: ReportRec = {
    id: w.nextSmallId(),
    category,
    comment: input.comment,
    targetId: target.id,
    statusIds: [...new Set(input.statusIds)],
    createdAt: w.now(),
    reporterId,
    ruleIds: category === 'violation' ? [...new Set(input.ruleIds)] : [],
    // Only a remote account's server can be told.
    forwarded: input.forward && target.domain !== null,
  };
  w.reports.set(rec.id, rec);
  return rec;
}

/** The Report entity of one record. */
export function renderReport(w: World, r: ReportRec): Record<string, unknown> {
  return {
    id: r.id,
    action_taken: false,
    action_taken_at: null,
    category: r.category,
    comment: r.comment,
    forwarded: r.forwarded ?? false,
    created_at: iso(r.createdAt),
    status_ids: r.statusIds.length > 0 ? r.statusIds : null,
    rule_ids: r.ruleIds && r.ruleIds.length > 0 ? r.ruleIds : null,
    target_account: renderAccount(w, r.targetId),
  };
}
