// Favourite, boost, bookmark… shown at once, before the server answers: the patch to the stored post, its counts
// moved with the toggle so that the number beside the button agrees with it.
import type { StoredStatus } from '../store/types.ts';

export type OptimisticPatch = Partial<
  Pick<StoredStatus, 'favourited' | 'reblogged' | 'bookmarked' | 'pinned' | 'muted'>
>;

/** The whole patch for `target` (the boosted post for a boost): the toggles plus the counts they change. */
export function optimisticPatchFor(target: StoredStatus, patch: OptimisticPatch): Partial<StoredStatus> {
  const full: Partial<StoredStatus> = { ...patch };
  if (patch.favourited !== undefined && patch.favourited !== (target.favourited === true)) {
    full.favourites_count = Math.max(0, (target.favourites_count ?? 0) + (patch.favourited ? 1 : -1));
  }
  if (patch.reblogged !== undefined && patch.reblogged !== (target.reblogged === true)) {
    full.reblogs_count = Math.max(0, (target.reblogs_count ?? 0) + (patch.reblogged ? 1 : -1));
  }
  return full;
}
