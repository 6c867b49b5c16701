// Opening the compose page from a post (Edit, Delete & re-draft): the core builds the draft from the post and keeps
// it under a draft id, then the page opens on that draft. Kept tiny: it sits in the startup bundle (the action bar)
// while the compose box itself loads lazily.
import { useLocation } from 'wouter';
import { useCore } from '../../app/core-context.tsx';

export type ComposeFromMode = 'reply' | 'edit' | 'redraft';

/** The compose page's address for a draft id. */
export const composeDraftPath = (draftId: string) => `/publish?draft=${encodeURIComponent(draftId)}`;

export function useOpenCompose(): (mode: ComposeFromMode, statusId: string) => void {
  const core = useCore();
  const [, navigate] = useLocation();
  return (mode, statusId) => {
    const draftId = `${mode}:${statusId}`;
    void core.intent({ type: 'compose.from', draftId, statusId, mode }).then((r) => {
      if (r.ok) navigate(composeDraftPath(draftId));
    });
  };
}
