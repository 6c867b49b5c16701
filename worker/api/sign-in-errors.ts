// Why a sign-in could not start, in words a person understands (issue 12.11). The generic catalogue (alerts.ts)
// says "An unexpected error occurred." for anything that is not an HTTP status, which at sign-in is most failures:
// a server that cannot be reached, one that never answers, one that is not a Mastodon server at all. The words are
// message ids and values (shared/protocol/text.ts), in the tab's language when shown.

import { type CoreText, coreText } from '../../shared/protocol/text.ts';
import type { ApiError } from './errors.ts';

/** How long registering the app may take before the sign-in form says the server did not answer. */
export const SIGN_IN_TIMEOUT_MS = 15_000;

const hostOf = (url: string): string => {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
};

/** The message for a failed app registration (the first request a sign-in makes to a server). */
export function signInFailureMessage(error: ApiError, origin: string): CoreText {
  const host = hostOf(origin);
  switch (error.kind) {
    case 'network':
      return coreText('core.signIn.unreachable', { host });
    case 'timeout':
      return coreText('core.signIn.timeout', { host });
    case 'invalid':
      return coreText('core.signIn.notMastodon', { host });
    case 'abort':
    case 'signed-out':
      return coreText('core.signIn.interrupted');
    case 'http':
      break;
  }
  const status = error.status ?? 0;
  if (status === 429)
    return error.rateLimitReset
      ? coreText('core.signIn.rateLimitedUntil', { host, at: error.rateLimitReset.getTime() })
      : coreText('core.signIn.rateLimited', { host });
  if (status >= 500) return coreText('core.signIn.serverProblem', { host, status });
  if (status === 404 || status === 405 || status === 410)
    return coreText('core.signIn.noAppRegistration', { host });
  if (status === 401 || status === 403)
    return error.serverError
      ? coreText('core.signIn.appsNotAllowedBecause', { host, reason: error.serverError })
      : coreText('core.signIn.appsNotAllowed', { host });
  return error.serverError
    ? coreText('core.signIn.refusedBecause', { host, reason: error.serverError })
    : coreText('core.signIn.refused', { host, status });
}
