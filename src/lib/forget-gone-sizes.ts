// Row heights a list has measured, keyed by row key, are worth keeping only for rows the list still holds.
// Kept for every key ever measured, they grew on a streaming timeline by one entry (the key's string and a
// hash-table slot) for every post and notification that ever passed through the list, for the life of the tab,
// which was most of the page heap's growth in the accelerated soak (issue 20, item 6: 3,000 posts left about 6,000
// keys behind, some 280 kB). The core trims what a view holds; the sizes follow it here.
//
// A sweep costs O(map + rows), so it runs only once the map holds more than twice the rows plus SIZES_SLACK: between
// two sweeps at least that many sizes were added, which keeps the cost per measurement constant.

/** Sizes of departed rows tolerated before a sweep (above twice the rows the list holds). */
export const SIZES_SLACK = 64;

/** The keys a list holds, in any order. */
export interface HeldKeys {
  readonly length: number;
  readonly [index: number]: string;
}

/** Deletes the sizes of rows the list no longer holds once there are too many; answers how many it deleted. */
export function forgetGoneSizes(sizes: Map<string, number>, held: HeldKeys): number {
  if (sizes.size <= 2 * held.length + SIZES_SLACK) return 0;
  const keep = new Set<string>();
  for (let i = 0; i < held.length; i++) keep.add(held[i]!);
  let deleted = 0;
  for (const key of sizes.keys())
    if (!keep.has(key)) {
      sizes.delete(key);
      deleted++;
    }
  return deleted;
}
