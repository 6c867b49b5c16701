// Where each view was left: scroll offset and measured row heights, keyed by view key, for the last
// SCROLL_PLACES_KEPT views left (every thread, profile and tag opened is a view: kept for the life of the tab, they
// grew without end). Returning to a long timeline restores both, so it opens at once where the reader was.
import { setRecent } from '../../lib/recent-map.ts';
import type { ListPlace } from './restore.ts';

/** The views whose place is remembered, the most recently left. */
export const SCROLL_PLACES_KEPT = 50;

export interface SavedPosition {
  /** The first visible row and the offset, restored once that row is loaded again (restore.ts). */
  place: ListPlace;
  /** Measured row heights by key. */
  sizes: [string, number][];
}

const cache = new Map<string, SavedPosition>();

export const scrollCache = {
  get: (view: string): SavedPosition | undefined => cache.get(view),
  set: (view: string, pos: SavedPosition): void => {
    setRecent(cache, view, pos, SCROLL_PLACES_KEPT);
  },
  delete: (view: string): void => {
    cache.delete(view);
  },
  clear: (): void => cache.clear(),
};
