// Section 8, the error catalogue: which failures show an alert, and with which words. The words are message ids and
// values (shared/protocol/text.ts): the tab formats them in its language, times included.
import { type CoreText, coreText } from '../../shared/protocol/text.ts';
import type { ApiError } from './errors.ts';
import { isApiError } from './errors.ts';

export interface Alert {
  title: CoreText;
  message: CoreText;
}

export interface AlertOptions {
  /** The caller shows nothing for this failure. */
  skipAlert?: boolean;
  /** A 404 shows nothing (the caller handles "not found" itself). */
  skipNotFound?: boolean;
  /** A background request: 404 and 410 show nothing. */
  silent?: boolean;
}

export const UNEXPECTED: Alert = {
  title: coreText('core.unexpectedTitle'),
  message: coreText('core.unexpected'),
};

/**
 * Calls whose failure never raises an alert (section 8): account fetch, lookup and relationships, trends, filter
 * fetches, and the fetch of the user's favourites.
 */
export const CALLS_WITHOUT_ALERT: ReadonlySet<string> = new Set([
  'accounts.fetch',
  'accounts.lookup',
  'accounts.relationships',
  'trends.tags',
  'trends.statuses',
  'trends.links',
  // Trending posts are a timeline (its pages' call is named after it).
  'timelines.trends',
  'filters.list',
  'collections.favourites',
]);

/** The alert for a failed call, or null when the catalogue says to show nothing. Accepts anything thrown. */
export function toAlert(error: unknown, opts: AlertOptions = {}): Alert | null {
  if (opts.skipAlert) return null;
  if (!isApiError(error)) {
    // A thrown AbortError from elsewhere is still an abort: ignored.
    if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) return null;
    return UNEXPECTED;
  }
  return apiErrorAlert(error, opts);
}

function apiErrorAlert(error: ApiError, opts: AlertOptions): Alert | null {
  if (error.kind === 'abort' || error.kind === 'timeout' || error.kind === 'signed-out') return null;
  if (CALLS_WITHOUT_ALERT.has(error.call)) return null;
  if (error.kind !== 'http' || error.status === null) return UNEXPECTED;
  const status = error.status;
  if (opts.silent && (status === 404 || status === 410)) return null;
  if (opts.skipNotFound && status === 404) return null;
  if (status === 429 && error.rateLimitReset) {
    return {
      title: coreText('core.rateLimitedTitle'),
      message: coreText('core.retryAfter', { at: error.rateLimitReset.getTime() }),
    };
  }
  // What the server wrote is in the user's language already; a bare status says so in the tab's.
  const said = error.serverError || error.statusText;
  return {
    title: coreText('core.httpStatusTitle', { status }),
    message: said ? coreText('core.serverSaid', { text: said }) : coreText('core.httpStatus', { status }),
  };
}
