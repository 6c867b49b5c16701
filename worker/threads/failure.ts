// What the thread view says when its post cannot be shown. A post that is not there (404/410: deleted, or never
// existed) or not visible to the reader (403) is "not available", with the reason, rather than the server's bare
// "Record not found"; any other failure (a 5xx, no network, an unreadable answer) says the post could not be loaded
// and why, and the view offers to try again.
import type { ApiError } from '../api/errors.ts';

export function threadFailureMessage(
  error: Pick<ApiError, 'kind' | 'status'>,
  alert: { message: string } | null,
): string {
  if (error.kind === 'http' && (error.status === 404 || error.status === 410))
    return 'This post is not available: it was deleted, or it never existed.';
  if (error.kind === 'http' && error.status === 403)
    return 'This post is not available: you are not allowed to see it.';
  const reason = alert?.message ?? 'An unexpected error occurred.';
  return `This post could not be loaded. ${reason}`;
}
