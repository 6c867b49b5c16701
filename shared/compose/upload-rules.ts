// Section 5's upload refusals, a rule both sides check: the tab before a file leaves it (compose-logic.ts), the
// core again before it sends the request (worker/compose/upload.ts).

export const UPLOAD_LIMIT_EXCEEDED = 'File upload limit exceeded.';
export const UPLOAD_WITH_POLL = 'File upload not allowed with polls.';

/** Section 5: the refusal message, or null when the upload may start. */
export function uploadRefusal(s: {
  attachments: number;
  pending: number;
  adding: number;
  maxMediaAttachments: number;
  hasPoll: boolean;
}): string | null {
  if (s.attachments + s.pending + s.adding > s.maxMediaAttachments) return UPLOAD_LIMIT_EXCEEDED;
  if (s.hasPoll) return UPLOAD_WITH_POLL;
  return null;
}
