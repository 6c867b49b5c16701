// Reordering a draft's attachments: the order of `media_ids` is the order the post shows them. Moves come from the
// earlier/later buttons (one step) and from drag and drop (to the place of another attachment).
import { type ComposeDraft, type DraftMedia, editDraft } from './draft.ts';

/** The list with the item at `from` moved to index `to` (clamped into the list); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): readonly T[] {
  if (from < 0 || from >= list.length) return list;
  const target = Math.max(0, Math.min(list.length - 1, Math.trunc(to)));
  if (target === from || Number.isNaN(target)) return list;
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** The attachments with `mediaId` moved to `to`; the same array when it is unknown or already there. */
export function reorderMedia(
  media: readonly DraftMedia[],
  mediaId: string,
  to: number,
): readonly DraftMedia[] {
  return moveItem(
    media,
    media.findIndex((m) => m.id === mediaId),
    to,
  );
}

/** One step earlier (-1) or later (+1); null at the ends (the button is then disabled). */
export function stepTarget(
  media: readonly Pick<DraftMedia, 'id'>[],
  mediaId: string,
  step: -1 | 1,
): number | null {
  const i = media.findIndex((m) => m.id === mediaId);
  if (i < 0) return null;
  const to = i + step;
  return to < 0 || to >= media.length ? null : to;
}

/** The draft with its attachments reordered (a new idempotency key comes with any edit: editDraft). */
export function mediaOrderPatch(draft: Pick<ComposeDraft, 'media'>, mediaId: string, to: number) {
  const media = reorderMedia(draft.media, mediaId, to);
  return media === draft.media ? null : { media: media as DraftMedia[] };
}

/** The draft with an attachment moved (a new idempotency key, as any edit); the same draft when nothing moves. */
export function moveMedia(
  draft: ComposeDraft,
  mediaId: string,
  to: number,
  random: () => number = Math.random,
): ComposeDraft {
  const patch = mediaOrderPatch(draft, mediaId, to);
  return patch ? editDraft(draft, patch, random) : draft;
}
