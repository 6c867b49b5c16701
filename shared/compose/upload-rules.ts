// Section 5's upload refusals, a rule both sides check: the tab before a file leaves it (compose-logic.ts), the
// core again before it sends the request (worker/compose/upload.ts). A refusal is a message id (shared/protocol/text.ts):
// each tab words it in its own language.

export const UPLOAD_LIMIT_EXCEEDED = 'core.uploadLimit';
export const UPLOAD_WITH_POLL = 'core.uploadWithPoll';
export type UploadRefusal = typeof UPLOAD_LIMIT_EXCEEDED | typeof UPLOAD_WITH_POLL;

/** Section 5: the refusal, or null when the upload may start. */
export function uploadRefusal(s: {
  attachments: number;
  pending: number;
  adding: number;
  maxMediaAttachments: number;
  hasPoll: boolean;
}): UploadRefusal | null {
  if (s.attachments + s.pending + s.adding > s.maxMediaAttachments) return UPLOAD_LIMIT_EXCEEDED;
  if (s.hasPoll) return UPLOAD_WITH_POLL;
  return null;
}
