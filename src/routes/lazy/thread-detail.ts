// The thread view's rules as plain functions: where a row sits in the thread (the focused post is drawn detailed;
// the lines joining replies are drawn by the list, virtual-list/thread-lines.ts) and what the focused post states
// under its text: its full date, visibility, application, edit date and the counts that open who boosted and who
// favourited it (Mastodon's addresses: /@acct/id/reblogs, /favourites, /history).
import type { StatusView } from '../../../shared/protocol/rows.ts';

export type ThreadPlace = 'ancestor' | 'focused' | 'reply';

/** A row above the focused post is one of its ancestors; below, a reply. */
export function threadPlace(index: number, focusedIndex: number): ThreadPlace {
  if (focusedIndex < 0 || index > focusedIndex) return 'reply';
  return index === focusedIndex ? 'focused' : 'ancestor';
}

export type CountKind = 'replies' | 'reblogs' | 'favourites' | 'quotes';

export interface FocusedFacts {
  /** Null for a date that cannot be read (left out rather than shown as "Invalid Date"). */
  created: Date | null;
  edited: Date | null;
  visibility: StatusView['visibility'];
  application: { name: string; website: string | null } | null;
  /** Where the edit history opens (only when the post was edited). */
  historyPath: string | null;
  /** Each count with the address of the accounts behind it (null: not a list of its own). */
  counts: { kind: CountKind; count: number; path: string | null }[];
}

const dateOf = (iso: string | null) => {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

/** `path` is the post's own address (/@acct/id). Quotes are counted only where the server counts them. */
export function focusedFacts(
  s: Pick<
    StatusView,
    | 'createdAt'
    | 'editedAt'
    | 'visibility'
    | 'application'
    | 'repliesCount'
    | 'reblogsCount'
    | 'favouritesCount'
    | 'quotesCount'
  >,
  path: string,
): FocusedFacts {
  const edited = dateOf(s.editedAt);
  const counts: FocusedFacts['counts'] = [
    { kind: 'replies', count: s.repliesCount, path: null },
    { kind: 'reblogs', count: s.reblogsCount, path: `${path}/reblogs` },
    { kind: 'favourites', count: s.favouritesCount, path: `${path}/favourites` },
  ];
  if (s.quotesCount !== undefined) counts.push({ kind: 'quotes', count: s.quotesCount, path: null });
  return {
    created: dateOf(s.createdAt),
    edited,
    visibility: s.visibility,
    application: s.application ?? null,
    historyPath: edited ? `${path}/history` : null,
    counts,
  };
}
