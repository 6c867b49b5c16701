// The report dialog's steps as plain data: which step follows which, and whether the user may go on. The dialog
// (ReportDialog.tsx) only renders the state these functions give.
import { type ReportCategory, type ReportDraft, reportReady } from '../../../shared/protocol/report.ts';

export type ReportStep = 'category' | 'posts' | 'comment' | 'done';
/** The steps the user fills in before sending (the last one, `done`, comes after the server accepted it). */
export const FORM_STEPS: readonly ReportStep[] = ['category', 'posts', 'comment'];

export interface ReportForm {
  category: ReportCategory | null;
  ruleIds: string[];
  statusIds: string[];
  comment: string;
  forward: boolean;
}

/** A new report: the reported post (if any) already ticked, as Mastodon's dialog does. */
export const newReportForm = (statusId: string | undefined): ReportForm => ({
  category: null,
  ruleIds: [],
  statusIds: statusId ? [statusId] : [],
  comment: '',
  forward: false,
});

/** Adds or removes `id` in a list of ids. */
export const toggleId = (ids: readonly string[], id: string, on: boolean): string[] =>
  on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id);

/** May the user leave `step` forwards? A category must be chosen (with a rule for a violation), the comment fit. */
export function canGoOn(step: ReportStep, form: ReportForm): boolean {
  if (step === 'category')
    return form.category !== null && (form.category !== 'violation' || form.ruleIds.length > 0);
  if (step === 'comment') return form.category !== null && reportReady({ ...form, category: form.category });
  return true;
}

export const nextStep = (step: ReportStep): ReportStep => FORM_STEPS[FORM_STEPS.indexOf(step) + 1] ?? 'done';
export const previousStep = (step: ReportStep): ReportStep | null =>
  FORM_STEPS[FORM_STEPS.indexOf(step) - 1] ?? null;

/** What is sent; forward only for a remote account (`domain` not empty). */
export function toDraft(accountId: string, domain: string, form: ReportForm): ReportDraft | null {
  if (form.category === null) return null;
  return {
    accountId,
    category: form.category,
    ruleIds: form.category === 'violation' ? form.ruleIds : [],
    statusIds: form.statusIds,
    comment: form.comment,
    forward: domain !== '' && form.forward,
  };
}
