// Which upload message the compose box shows. A refusal (section 5: the limit, a poll) describes the draft as it
// was when it was given, so it goes once it no longer holds: when fewer places are taken (attachments plus uploads
// under way), or its poll
// went (or came), and the rule no longer refuses the next file. Any other failure (the server refused the file)
// stays until the next pick or a reset.
import type { ComposeDraft } from '../../../shared/compose/draft.ts';
import type { CoreText } from '../../../shared/protocol/text.ts';
import { refuseUpload, UPLOAD_LIMIT_EXCEEDED, UPLOAD_WITH_POLL } from './compose-logic.ts';

/** A refusal (the core's words, formatted in the tab's language when shown) or a failure's words. */
export type UploadMessage = CoreText | string;

export interface UploadNotice {
  message: UploadMessage;
  /** The draft's attachments plus uploads under way, and its poll, when the message was given. */
  taken: number;
  poll: boolean;
}

export function uploadNotice(
  message: UploadMessage,
  draft: Pick<ComposeDraft, 'media' | 'poll'>,
  pendingUploads: number,
): UploadNotice {
  return { message, taken: draft.media.length + pendingUploads, poll: draft.poll !== null };
}

export function shownUploadError(
  notice: UploadNotice | null,
  draft: Pick<ComposeDraft, 'media' | 'poll'>,
  pendingUploads: number,
  maxMediaAttachments: number,
): UploadMessage | null {
  if (!notice) return null;
  const { message } = notice;
  const refusal = typeof message === 'string' ? null : message.id;
  if (refusal !== UPLOAD_LIMIT_EXCEEDED && refusal !== UPLOAD_WITH_POLL) return message;
  if (refuseUpload(draft, pendingUploads, maxMediaAttachments) === refusal) return message;
  const unchanged =
    draft.media.length + pendingUploads >= notice.taken && (draft.poll !== null) === notice.poll;
  return unchanged ? message : null;
}
