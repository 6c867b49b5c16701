// The drafts the core keeps, by draft id (a compose session per tab: `side@<tab>`, `page@<tab>`, `reply:<id>@<tab>`,
// and the drafts built from posts, `edit:<id>`, `redraft:<id>`). A tab that closed leaves its drafts behind; they
// are never dropped by age (a closed tab's text may be taken over by the next tab, see
// src/components/compose/local-drafts.ts) but their number is bounded: the record is kept in save order, newest
// last, and the oldest go past MAX_DRAFTS. Plain data in, plain data out.

export const MAX_DRAFTS = 30;

/** The drafts with one saved (moved to the newest place) or deleted (`draft` null or undefined). */
export function withDraft(
  drafts: Readonly<Record<string, unknown>>,
  draftId: string,
  draft: unknown,
  max = MAX_DRAFTS,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...drafts };
  delete next[draftId];
  if (draft === null || draft === undefined) return next;
  next[draftId] = draft;
  const ids = Object.keys(next);
  for (const id of ids.slice(0, Math.max(0, ids.length - max))) delete next[id];
  return next;
}
