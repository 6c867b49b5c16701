// Where each view was left: scroll offset and measured row heights, keyed by view key, for the life of the tab.
// Returning to a long timeline restores both, so it opens at once where the reader was (no re-measuring jump).
import type { ListPlace } from './restore.ts';

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
    cache.set(view, pos);
  },
  delete: (view: string): void => {
    cache.delete(view);
  },
  clear: (): void => cache.clear(),
};
