// Opening the compose page from a post (Edit, Delete & re-draft): the core builds the draft from the post and keeps
// it under a draft id, then the page opens on that draft. Kept tiny: it sits in the startup bundle (the action bar)
// while the compose box itself loads lazily.
import { useCore } from '../../app/core-context.tsx';
import { useNavigate } from '../../app/in-app-links.tsx';
import type { MessageId } from '../../i18n/index.ts';
import { textKey } from './text-key.ts';

export type ComposeFromMode = 'reply' | 'edit' | 'redraft' | 'quote';

/** The compose page's address for a draft id. */
export const composeDraftPath = (draftId: string) => `/publish?draft=${encodeURIComponent(draftId)}`;

export function useOpenCompose(): (mode: ComposeFromMode, statusId: string) => void {
  const core = useCore();
  // Not wouter's useLocation: this runs in every row's action bar (see in-app-links.tsx).
  const navigate = useNavigate();
  return (mode, statusId) => {
    const draftId = `${mode}:${statusId}`;
    void core.intent({ type: 'compose.from', draftId, statusId, mode }).then((r) => {
      if (r.ok) navigate(composeDraftPath(draftId));
    });
  };
}

/** What the compose page's address asks for: `?draft=<id>` (a draft the core holds), `?reply=<statusId>`,
 *  `?mention=<acct>` (a new post starting with the handle, the `m` key), `?text=<text>` (a shared page), or a new
 *  post under `fallback`. `seedText` starts a draft that has nothing saved yet. */
export function composeTarget(
  search: string,
  fallback: string,
): {
  draftId: string;
  inReplyToId: string | null;
  title: MessageId;
  leaveAfter: boolean;
  seedText: string | null;
} {
  const params = new URLSearchParams(search);
  const reply = params.get('reply');
  const draft = params.get('draft');
  const mention = params.get('mention');
  const text = params.get('text');
  if (draft) {
    const title = draft.startsWith('edit:')
      ? 'compose.editPost'
      : draft.startsWith('redraft:')
        ? 'compose.redraft'
        : 'compose.newPost';
    return { draftId: draft, inReplyToId: null, title, leaveAfter: true, seedText: null };
  }
  if (reply)
    return {
      draftId: `reply:${reply}`,
      inReplyToId: reply,
      title: 'compose.reply',
      leaveAfter: true,
      seedText: null,
    };
  const handle = mention?.replace(/^@/, '').trim();
  if (handle)
    return {
      draftId: `mention:${handle}`,
      inReplyToId: null,
      title: 'compose.newPost',
      leaveAfter: true,
      seedText: `@${handle} `,
    };
  if (text?.trim())
    return {
      draftId: `text:${textKey(text)}`,
      inReplyToId: null,
      title: 'compose.newPost',
      leaveAfter: true,
      seedText: text,
    };
  return {
    draftId: fallback,
    inReplyToId: null,
    title: 'compose.newPost',
    leaveAfter: false,
    seedText: null,
  };
}
