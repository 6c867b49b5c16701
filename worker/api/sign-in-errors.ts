// Why a sign-in could not start, in words a person understands (issue 12.11). The generic catalogue (alerts.ts)
// says "An unexpected error occurred." for anything that is not an HTTP status, which at sign-in is most failures:
// a server that cannot be reached, one that never answers, one that is not a Mastodon server at all.

import { formatRetryTime } from './alerts.ts';
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
export function signInFailureMessage(error: ApiError, origin: string): string {
  const host = hostOf(origin);
  switch (error.kind) {
    case 'network':
      return `Could not reach ${host}. Check the address and your connection.`;
    case 'timeout':
      return `${host} did not answer in time. Check the address, or try again later.`;
    case 'invalid':
      return `${host} does not look like a Mastodon server (its answer is not what a Mastodon server sends).`;
    case 'abort':
    case 'signed-out':
      return 'Sign-in was interrupted; try again.';
    case 'http':
      break;
  }
  const status = error.status ?? 0;
  if (status === 429)
    return error.rateLimitReset
      ? `${host} is limiting requests; try again after ${formatRetryTime(error.rateLimitReset)}.`
      : `${host} is limiting requests; try again in a few minutes.`;
  if (status >= 500) return `${host} has a problem right now (error ${status}); try again later.`;
  if (status === 404 || status === 405 || status === 410)
    return `${host} does not look like a Mastodon server (it has no place to register apps).`;
  if (status === 401 || status === 403)
    return `${host} does not allow new apps to sign in${error.serverError ? `: ${error.serverError}` : '.'}`;
  return error.serverError
    ? `${host} refused the sign-in: ${error.serverError}`
    : `${host} refused the sign-in (error ${status}).`;
}
