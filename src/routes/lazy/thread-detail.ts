// The thread view's rules as plain functions: where a row sits in the thread (for the lines joining a reply to its
// parent) and what the focused post states in full (date, visibility, edit, counts).
import type { StatusView } from '../../../shared/protocol/rows.ts';

export type ThreadPlace = 'ancestor' | 'focused' | 'reply';

/** A row above the focused post is one of its ancestors; below, a reply. */
export function threadPlace(index: number, focusedIndex: number): ThreadPlace {
  if (focusedIndex < 0 || index > focusedIndex) return 'reply';
  return index === focusedIndex ? 'focused' : 'ancestor';
}

/** The classes of a row's wrapper: ancestors draw a line down to their reply; a row that is a reply, shown under
 *  its parent (an ancestor or the focused post), draws the line's top end down to its avatar. */
export function threadClasses(place: ThreadPlace, isReply: boolean): string {
  const own =
    place === 'focused' ? 'detailed-status' : place === 'ancestor' ? 'thread-ancestor' : 'thread-reply';
  return place !== 'reply' && isReply ? `${own} thread-child` : own;
}

const WORDS: Record<StatusView['visibility'], string> = {
  public: 'Public',
  unlisted: 'Unlisted',
  private: 'Followers only',
  direct: 'Mentioned people only',
};

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** What the focused post states under its text, in order. Bad dates are left out rather than shown as "Invalid". */
export function detailFacts(
  s: Pick<
    StatusView,
    'createdAt' | 'editedAt' | 'visibility' | 'reblogsCount' | 'favouritesCount' | 'repliesCount'
  >,
  format: (d: Date) => string,
): string[] {
  const when = (iso: string | null) => {
    const d = iso ? new Date(iso) : null;
    return d && !Number.isNaN(d.getTime()) ? format(d) : null;
  };
  const created = when(s.createdAt);
  const edited = when(s.editedAt);
  return [
    created,
    WORDS[s.visibility],
    edited ? `Edited ${edited}` : null,
    plural(s.repliesCount, 'reply', 'replies'),
    plural(s.reblogsCount, 'boost', 'boosts'),
    plural(s.favouritesCount, 'favourite', 'favourites'),
  ].filter((x): x is string => x !== null);
}
