// Compose rules the tab uses, in one place: the draft model and its rules live in shared/compose/draft.ts (the
// core builds and sends drafts with the same functions); the tab-only ones are here.
import { type ComposeDraft, type UploadRefusal, uploadRefusal } from '../../../shared/compose/draft.ts';

export * from '../../../shared/compose/draft.ts';

/** Section 5, checked before a file leaves the tab: attachments plus uploads under way plus this one may not
 *  exceed the server's maximum, and a draft with a poll takes no files. The core checks again. */
export function refuseUpload(
  draft: Pick<ComposeDraft, 'media' | 'poll'>,
  pendingUploads: number,
  maxMediaAttachments: number,
): UploadRefusal | null {
  return uploadRefusal({
    attachments: draft.media.length,
    pending: pendingUploads,
    adding: 1,
    maxMediaAttachments,
    hasPoll: draft.poll !== null,
  });
}

/** Files from a paste or a drop: only files (text pastes stay text). */
export function filesOf(list: FileList | null | undefined): File[] {
  return list ? Array.from(list) : [];
}
