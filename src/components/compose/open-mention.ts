// "Mention @acct" and "Privately mention @acct" (a profile's menu, a post's menu): compose opens on a new draft
// holding `@acct ` (direct visibility for the private one), in the compose area when one is mounted, else on
// /publish (section 2). The draft is handed to the core first, under this tab's compose session, so the box that
// opens finds it (and a reload keeps it).
import type { ComposeDraft, DraftDefaults } from '../../../shared/compose/draft.ts';
import { draftDefaults, emptyDraft } from '../../../shared/compose/draft.ts';
import { useCore } from '../../app/core-context.tsx';
import { useNavigate } from '../../app/in-app-links.tsx';
import { scopedDraftId, tabComposeSession } from './compose-session.ts';
import { composeDraftPath } from './open-compose.ts';

/** The draft a mention starts: `@acct ` and, for a private mention, direct visibility. */
export function mentionDraft(
  acct: string,
  direct: boolean,
  defaults: DraftDefaults,
  random = Math.random,
): ComposeDraft {
  const draft = emptyDraft(defaults, random);
  return { ...draft, text: `@${acct} `, visibility: direct ? 'direct' : draft.visibility };
}

/** A new draft id each time: a mention never lands on an older draft still being written. */
export const mentionDraftId = (random = Math.random): string =>
  `mention:${Math.floor(random() * 2 ** 32).toString(36)}${Date.now().toString(36)}`;

export function useOpenMention(): (acct: string, direct: boolean) => void {
  const core = useCore();
  const navigate = useNavigate();
  return (acct, direct) => {
    const id = mentionDraftId();
    const defaults = draftDefaults(core.global.peek().settings as Record<string, unknown>);
    const draft = mentionDraft(acct, direct, defaults);
    void core
      .intent({ type: 'draft.save', draftId: scopedDraftId(id, tabComposeSession()), draft })
      .then(() => navigate(composeDraftPath(id)));
  };
}
