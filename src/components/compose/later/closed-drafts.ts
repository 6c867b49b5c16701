// Closing a tab with text in compose never loses it (issue 19 item 7). A closed tab's draft of the compose area a
// new tab opens is taken over by it (use-draft-sync.ts); every other draft a closed tab left (a reply, a resumed
// draft, an older tab's) is moved into the drafts put aside, where any tab finds it, instead of waiting in this
// browser's storage for the same compose area to open again (or for the bound on that storage to drop it). Only
// drafts closed a while ago: a tab reloading claims its own back within moments.
import { type DraftDefaults, hasContent, reviveDraft } from '../../../../shared/compose/draft.ts';
import type { Core } from '../../../app/core-context.tsx';
import { closedDraftsOlderThan, type DraftStorage, removeLocalDraft } from '../local-drafts.ts';

export const CLOSED_DRAFT_AGE_MS = 60_000;

let sweptThisPage = false;

/** Moves closed tabs' drafts into the drafts put aside, once per page load; each leaves this storage (and the
 *  core's per-tab drafts) only once the core has it in the list. */
export function putClosedDraftsAside(
  core: Pick<Core, 'intent'>,
  storage: DraftStorage | null,
  defaults: DraftDefaults,
  now = Date.now(),
  once = true,
): Promise<unknown> {
  if (once && sweptThisPage) return Promise.resolve();
  sweptThisPage = true;
  const moves = closedDraftsOlderThan(storage, now, CLOSED_DRAFT_AGE_MS).map(async ({ id, draft }) => {
    const d = reviveDraft(draft, defaults);
    if (!d || !(hasContent(d) || d.poll !== null)) {
      removeLocalDraft(storage, id);
      return;
    }
    const r = await core.intent({ type: 'drafts.put', draft: d });
    if (!r.ok) return;
    removeLocalDraft(storage, id);
    await core.intent({ type: 'draft.save', draftId: id, draft: null });
  });
  return Promise.all(moves);
}
