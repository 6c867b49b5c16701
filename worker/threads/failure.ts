// What the thread view says when its post cannot be shown. A post that is not there (404/410: deleted, or never
// existed) or not visible to the reader (403) is "not available", with the reason, rather than the server's bare
// "Record not found"; any other failure (a 5xx, no network, an unreadable answer) says the post could not be loaded
// and why, and the view offers to try again. The post shown without its replies (its context failed) says so too.
import { type CoreText, coreText } from '../../shared/protocol/text.ts';
import type { ApiError } from '../api/errors.ts';

export function threadFailureMessage(
  error: Pick<ApiError, 'kind' | 'status'>,
  alert: { message: CoreText } | null,
): CoreText {
  if (error.kind === 'http' && (error.status === 404 || error.status === 410))
    return coreText('core.thread.gone');
  if (error.kind === 'http' && error.status === 403) return coreText('core.thread.forbidden');
  return coreText('core.thread.failed', { reason: alert?.message ?? coreText('core.unexpected') });
}

/** The context failed: the post (and any replies already shown) stays, with why the replies are missing. */
export function repliesFailureMessage(alert: { message: CoreText } | null): CoreText {
  return coreText('core.thread.repliesFailed', { reason: alert?.message ?? coreText('core.unexpected') });
}
