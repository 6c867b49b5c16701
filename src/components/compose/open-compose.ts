// Opening the compose page from a post (Edit, Delete & re-draft): the core builds the draft from the post and keeps
// it under a draft id, then the page opens on that draft. Kept tiny: it sits in the startup bundle (the action bar)
// while the compose box itself loads lazily.
import { useLocation } from 'wouter';
import { useCore } from '../../app/core-context.tsx';

export type ComposeFromMode = 'reply' | 'edit' | 'redraft';

/** The compose page's address for a draft id. */
export const composeDraftPath = (draftId: string) => `/publish?draft=${encodeURIComponent(draftId)}`;

/** Answers `open(mode, statusId, menuItem?)`: the menu the item sits in is closed, so no open menu is left
 *  behind on the post. */
export function useOpenCompose(): (mode: ComposeFromMode, statusId: string, menuItem?: Element) => void {
  const core = useCore();
  const [, navigate] = useLocation();
  return (mode, statusId, menuItem) => {
    menuItem?.closest('details')?.removeAttribute('open');
    const draftId = `${mode}:${statusId}`;
    void core.intent({ type: 'compose.from', draftId, statusId, mode }).then((r) => {
      if (r.ok) navigate(composeDraftPath(draftId));
    });
  };
}

/** What the compose page's address asks for: `?draft=<id>` (a draft the core holds), `?reply=<statusId>`, or a
 *  new post under `fallback`. */
export function composeTarget(
  search: string,
  fallback: string,
): { draftId: string; inReplyToId: string | null; title: string; leaveAfter: boolean } {
  const params = new URLSearchParams(search);
  const reply = params.get('reply');
  const draft = params.get('draft');
  if (draft) {
    const title = draft.startsWith('edit:')
      ? 'Edit post'
      : draft.startsWith('redraft:')
        ? 'Redraft'
        : 'New post';
    return { draftId: draft, inReplyToId: null, title, leaveAfter: true };
  }
  if (reply) return { draftId: `reply:${reply}`, inReplyToId: reply, title: 'Reply', leaveAfter: true };
  return { draftId: fallback, inReplyToId: null, title: 'New post', leaveAfter: false };
}
