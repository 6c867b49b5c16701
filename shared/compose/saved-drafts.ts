// The drafts put aside (issue 19 item 7): besides each tab's current draft, a list the core keeps for the account,
// newest change first, at most MAX_SAVED_DRAFTS (the oldest change goes). Each carries what it answers: the post it
// replies to or quotes, with a short excerpt of it, so the list says what the draft belongs to even when that post
// is no longer loaded. Plain data in, plain data out; the clock and ids are passed in.

export const MAX_SAVED_DRAFTS = 100;
/** The parent's excerpt, in characters (graphemes are not worth it for a hint). */
export const PARENT_EXCERPT_LENGTH = 80;

/** The post a draft answers (a reply's parent or a quoted post). */
export interface DraftParent {
  id: string;
  relation: 'reply' | 'quote';
  /** The author's handle, without the @. */
  acct: string;
  /** The first words of its text. */
  excerpt: string;
}

export interface SavedDraft {
  id: string;
  /** The compose draft itself (shared/compose/draft.ts ComposeDraft), kept as the box wrote it. */
  draft: Record<string, unknown>;
  /** Last change (epoch ms): the list's order. */
  updatedAt: number;
  parent: DraftParent | null;
}

const byNewest = (a: SavedDraft, b: SavedDraft) => b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : -1);

/** The list with one draft added or replaced (same id), sorted newest first and cut to `max`. */
export function withSavedDraft(
  list: readonly SavedDraft[],
  entry: SavedDraft,
  max = MAX_SAVED_DRAFTS,
): SavedDraft[] {
  return [...list.filter((d) => d.id !== entry.id), entry].sort(byNewest).slice(0, Math.max(0, max));
}

export function withoutSavedDraft(list: readonly SavedDraft[], id: string): SavedDraft[] {
  return list.filter((d) => d.id !== id);
}

/** A short excerpt of a text: whitespace folded, cut on a word where it can, with an ellipsis when cut. */
export function excerptOf(text: string, max = PARENT_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function readParent(v: unknown): DraftParent | null {
  if (!isObj(v) || typeof v.id !== 'string' || !v.id) return null;
  return {
    id: v.id,
    relation: v.relation === 'quote' ? 'quote' : 'reply',
    acct: typeof v.acct === 'string' ? v.acct : '',
    excerpt: typeof v.excerpt === 'string' ? v.excerpt : '',
  };
}

/** The list as stored (IndexedDB, an older build, a damaged record): entries that are not drafts are left out,
 *  the order and the cap restored. */
export function readSavedDrafts(raw: unknown, max = MAX_SAVED_DRAFTS): SavedDraft[] {
  if (!Array.isArray(raw)) return [];
  const out: SavedDraft[] = [];
  const seen = new Set<string>();
  for (const v of raw) {
    if (!isObj(v) || typeof v.id !== 'string' || !isObj(v.draft) || seen.has(v.id)) continue;
    seen.add(v.id);
    out.push({
      id: v.id,
      draft: v.draft,
      updatedAt: typeof v.updatedAt === 'number' && Number.isFinite(v.updatedAt) ? v.updatedAt : 0,
      parent: readParent(v.parent),
    });
  }
  return out.sort(byNewest).slice(0, max);
}

/** The draft id a resumed draft is opened under in compose (the tab scopes it to its session). */
export const resumedDraftId = (savedId: string) => `resume:${savedId}`;
