// The drafts this tab wrote, kept in its sessionStorage as it writes them (before the core has them), so that text
// typed while the core was gone (killed, before the heartbeat noticed) is given to the next core, even when that
// core restored an older copy of the same draft from disk. Deletions are kept too (as null), so a draft posted or
// cancelled is not brought back by a core that restored it. Plain functions over a Storage-like object.

const OWN_KEY = 'woolly:own-drafts';
/** A tab writes few drafts (its compose box, a reply, an edit); the oldest go past this. */
export const MAX_OWN_DRAFTS = 20;

type Store = Pick<Storage, 'getItem' | 'setItem'> | null;

export function readOwnDrafts(storage: Store): Record<string, unknown> {
  try {
    const v = JSON.parse(storage?.getItem(OWN_KEY) ?? '{}') as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Records a draft this tab saved (null: deleted), newest last, the oldest beyond MAX_OWN_DRAFTS dropped. */
export function recordOwnDraft(storage: Store, draftId: string, draft: unknown): void {
  const own = readOwnDrafts(storage);
  delete own[draftId];
  own[draftId] = draft ?? null;
  const ids = Object.keys(own);
  for (const id of ids.slice(0, Math.max(0, ids.length - MAX_OWN_DRAFTS))) delete own[id];
  try {
    storage?.setItem(OWN_KEY, JSON.stringify(own));
  } catch {
    // Storage full or disabled: the core still gets the draft the usual way.
  }
}

/** What a core that just said hello must be given: drafts mirrored from the old core that it lacks, and every
 *  draft this tab wrote that the core holds differently (or holds at all, when this tab deleted it). */
export function draftsToGiveBack(
  mirrored: Record<string, unknown>,
  own: Record<string, unknown>,
  coreDrafts: Record<string, unknown>,
): [draftId: string, draft: unknown][] {
  const out = new Map<string, unknown>();
  for (const [id, draft] of Object.entries(mirrored))
    if (!(id in coreDrafts) && draft != null) out.set(id, draft);
  for (const [id, draft] of Object.entries(own)) {
    const held = id in coreDrafts ? JSON.stringify(coreDrafts[id]) : undefined;
    if (draft === null) {
      if (held !== undefined) out.set(id, null);
      else out.delete(id);
    } else if (held !== JSON.stringify(draft)) out.set(id, draft);
  }
  return [...out];
}
