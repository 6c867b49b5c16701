// A compose session per tab (design ruling: drafts owned by the core, one compose session per tab). The tab's
// session id lives in its sessionStorage: a reload keeps it (and so finds its draft again), a new tab gets a new
// one (and so never writes over another tab's draft). The drafts a tab composes itself are kept under ids scoped
// by it; the drafts the core built from a post (`edit:<id>`, `redraft:<id>`, `quote:<id>`) are opened as they are.

const SESSION_KEY = 'woolly:compose-session';

type Store = Pick<Storage, 'getItem' | 'setItem'> | null;

export function composeSessionId(storage: Store, makeId: () => string): string {
  try {
    const known = storage?.getItem(SESSION_KEY);
    if (known) return known;
    const id = makeId();
    storage?.setItem(SESSION_KEY, id);
    return id;
  } catch {
    // No sessionStorage (disabled): a session for this page load only.
    return makeId();
  }
}

const POST_DRAFT = /^(edit|redraft|quote):/;

/** The id a draft is kept under in the core: `side` in the tab with session `k3` is `side@k3`. */
export function scopedDraftId(draftId: string, sessionId: string): string {
  return POST_DRAFT.test(draftId) || draftId.includes('@') ? draftId : `${draftId}@${sessionId}`;
}

/** Whether a draft id belongs to one tab's compose session (and so may be taken over once that tab closed). */
export const isScopedDraftId = (id: string): boolean => id.includes('@') && !POST_DRAFT.test(id);

/** The compose area a scoped id is for (`side`, `page`, `reply:<id>`). */
export const draftBase = (id: string): string => id.slice(0, id.lastIndexOf('@'));

/** This tab's compose session id (the browser's sessionStorage, a random id). Read each time: it is one
 *  storage read, and a test can then stand for a new tab by clearing sessionStorage. */
export function tabComposeSession(): string {
  return composeSessionId(
    typeof sessionStorage === 'undefined' ? null : sessionStorage,
    () => Math.random().toString(36).slice(2, 10) + Date.now().toString(36),
  );
}
