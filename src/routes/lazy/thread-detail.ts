// The thread view's rules as plain functions: where a row sits in the thread (for the lines joining a reply to its
// parent) and what the focused post states in full (date, visibility, edit, counts).
import type { StatusView } from '../../../shared/protocol/rows.ts';
import { type MessageId, t } from '../../i18n/index.ts';

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

const WORDS: Record<StatusView['visibility'], MessageId> = {
  public: 'post.visibility.public',
  unlisted: 'post.visibility.unlisted',
  private: 'post.visibility.private',
  direct: 'post.visibility.direct',
};

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
    t(WORDS[s.visibility]),
    edited ? t('thread.edited', { date: edited }) : null,
    t('thread.replies', { count: s.repliesCount }),
    t('thread.boosts', { count: s.reblogsCount }),
    t('thread.favourites', { count: s.favouritesCount }),
  ].filter((x): x is string => x !== null);
}
