// Timeline state (section 3: unread, online, top, isLoading, hasMore, pendingItems, items, isPartial) and the
// page type the API client's results are adapted to.

import type { FilterVerdict } from '../../shared/protocol/rows.ts';
import type { CoreText } from '../../shared/protocol/text.ts';
import type { TimelineSpec } from '../../shared/protocol/views.ts';
import type { FilterContext, Status } from '../../shared/wire/entities.ts';
import type { TextTest } from '../filters/keywordMatcher.ts';
import type { ItemList } from './itemList.ts';

export interface StatusItem {
  kind: 'status';
  /** The timeline item's id: the boost's own id for a boost. */
  id: string;
  /** The post shown: the boosted post for a boost, else `id`. */
  originalId: string;
  /** The author of the item (the booster for a boost) and of the original: for block and mute. */
  accountId: string;
  originalAccountId: string;
  createdAt: string;
  pinned: boolean;
  /** False when a hide filter, home.shows or the user's regex keeps the item out of the rows. */
  shown: boolean;
  verdict: FilterVerdict | null;
  /** In pendingItems rather than items. */
  pending: boolean;
}

export interface GapItem {
  kind: 'gap';
  key: string;
  /** The post just above the gap: load posts older than this. Null only while nothing is above the gap; set (once)
   *  when a post arrives above it, so a fill never brings posts that belong above newer ones. */
  maxId: string | null;
  /** The post just below the gap: load posts newer than this (null: down to the oldest). Never changes. */
  sinceId: string | null;
  loading: boolean;
}

export type TimelineItem = StatusItem | GapItem;

export interface TimelineState {
  key: string;
  spec: TimelineSpec;
  /** Tabs holding this view open. */
  openCount: number;
  /** Newest first (stored oldest first, see ItemList). */
  items: ItemList;
  /** Streamed while the reader was away from the top, newest first; not rendered until merged. A gap can be
   *  among them (a disconnect while items were pending). */
  pendingItems: TimelineItem[];
  /** Item ids in items or pending. */
  ids: Map<string, StatusItem>;
  /** Original post id → how many items show it (a post and its boosts are shown once). */
  originals: Map<string, number>;
  /** Rows in the view: shown status items plus gaps. */
  shownCount: number;
  unread: number;
  online: boolean;
  top: boolean;
  isLoading: boolean;
  hasMore: boolean;
  isPartial: boolean;
  error: CoreText | string | null;
  /** The column's own pattern (worker/filters/userRegex.ts: linear time), or null. */
  userRegex: TextTest | null;
  /** Filter context of this view and whether a hide filter shows as a warning here (ruling 5). */
  context: FilterContext;
  hideAsWarn: boolean;
  /** Last time this timeline was known to be current (a page of newest posts, a stream event, a reconnect). */
  lastContactAt: number;
}

export type PageParams = Record<string, string>;

/** One page of a timeline, newest first, with the params of the next (older) and previous (newer) pages. */
export interface TimelinePage {
  statuses: Status[];
  next: PageParams | null;
  prev: PageParams | null;
  /** The limit asked for: a page this full may not have reached the other side of a gap. Default 20. */
  limit?: number;
  /** The server is still building the timeline (home feed regeneration). */
  partial?: boolean;
  /** A profile's pinned posts, shown first (marked pinned) when the page replaces the timeline. */
  pinned?: Status[];
}

/** Where a page goes: a (re)load, older posts below, newer posts above, or into a gap. */
export type PagePosition = 'replace' | 'older' | 'newer' | { gap: string };

export interface GapRequest {
  key: string;
  maxId: string | null;
  sinceId: string | null;
}

/** A gap's row key: its identity, not its bounds (the upper bound is set after it is made). Serial per engine, so
 *  the answer to a fill asked for a gap that has since been merged or replaced finds nothing, rather than a
 *  newer gap with other bounds. */
export const gapKey = (serial: number) => `g:${serial}`;
