// Reporting an account to its server's moderators (Mastodon's report dialog): what the dialog asks the core for
// (the instance's rules and the account's recent posts to attach) and what it sends (POST /api/v1/reports). The
// rules of the form itself (which step may go on, the comment's limit) are plain functions here, used by the tab
// and by the core that builds the request.

/** Mastodon's categories, in the order its dialog offers them. */
export const REPORT_CATEGORIES = ['spam', 'legal', 'violation', 'other'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/** The server refuses a longer comment (Mastodon's limit). */
export const REPORT_COMMENT_MAX = 1000;

export interface ReportRule {
  id: string;
  text: string;
  hint: string;
}

/** One of the account's posts as the dialog lists it to attach: its words as plain text (no links to click). */
export interface ReportPost {
  id: string;
  createdAt: string;
  text: string;
  spoilerText: string;
  media: number;
}

/** The value of `report.context`. */
export interface ReportContext {
  rules: ReportRule[];
  posts: ReportPost[];
}

/** What the user chose in the dialog. */
export interface ReportDraft {
  accountId: string;
  category: ReportCategory;
  /** Only sent for `violation`. */
  ruleIds: string[];
  statusIds: string[];
  comment: string;
  /** Forward a copy to the account's own server (a remote account only). */
  forward: boolean;
}

export type ReportIntent =
  /** The rules and the account's recent posts; `statusId` (the reported post) is listed even when older. */
  | { type: 'report.context'; accountId: string; statusId?: string }
  /** Files the report; answers `{ id }` of the Report, or the alert that says why not. */
  | { type: 'report.submit'; report: ReportDraft };

export const isReportIntent = (i: { type: string }): i is ReportIntent =>
  i.type === 'report.context' || i.type === 'report.submit';

/** Counts as the server does: characters, not UTF-16 units. */
export const reportCommentLength = (comment: string): number => [...comment].length;

/** A violation needs at least one rule; the comment must be within the limit. */
export function reportReady(d: Pick<ReportDraft, 'category' | 'ruleIds' | 'comment'>): boolean {
  if (d.category === 'violation' && d.ruleIds.length === 0) return false;
  return reportCommentLength(d.comment) <= REPORT_COMMENT_MAX;
}

/** The body of POST /api/v1/reports: rule ids only with a violation, the posts once each. */
export function reportBody(d: ReportDraft): Record<string, unknown> {
  return {
    account_id: d.accountId,
    status_ids: [...new Set(d.statusIds)],
    comment: d.comment,
    forward: d.forward,
    category: d.category,
    ...(d.category === 'violation' ? { rule_ids: [...new Set(d.ruleIds)] } : {}),
  };
}
