// Section 9: a post published shows a toast for 10 s with an Open action that opens the post.
import { POST_PUBLISHED_TOAST_MS } from '../../../shared/constants.ts';
import { type TabToasts, tabToasts } from '../../app/toasts.ts';

/** The post's address from the server's answer (a Status: id and account.acct); null when the answer lacks them. */
export function postedPath(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { id, account } = answer as { id?: unknown; account?: { acct?: unknown } | null };
  const acct = account?.acct;
  if (typeof id !== 'string' || !id || typeof acct !== 'string' || !acct) return null;
  return `/@${acct}/${encodeURIComponent(id)}`;
}

/** Shows "Post published" (or "Post edited"), with Open when the answer says where the post is. */
export function showPostedToast(answer: unknown, edited: boolean, toasts: TabToasts = tabToasts): string {
  const href = postedPath(answer);
  return toasts.show(
    {
      message: edited ? 'shell.postEdited' : 'shell.postPublished',
      ...(href ? { action: { label: 'shell.open', href } } : {}),
    },
    POST_PUBLISHED_TOAST_MS,
  );
}
