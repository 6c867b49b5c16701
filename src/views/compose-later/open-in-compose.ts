// Where a resumed draft or an opened scheduled post goes: the compose draft `resume:<key>`, scoped to this tab's
// compose session (the compose box opens `?draft=resume:<key>` under the same scoped id), so the core keeps it
// where this tab's box will look for it.
import { resumedDraftId } from '../../../shared/compose/saved-drafts.ts';
import { scopedDraftId, tabComposeSession } from '../../components/compose/compose-session.ts';
import { composeDraftPath } from '../../components/compose/open-compose.ts';

export function composeTargetFor(key: string): { draftId: string; path: string } {
  const base = resumedDraftId(key);
  return { draftId: scopedDraftId(base, tabComposeSession()), path: composeDraftPath(base) };
}
