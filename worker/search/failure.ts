// Why a search could not be done, in words for the result view (section 8's facts: rate limit, server trouble,
// offline), so the list says it in place with a Retry instead of showing nothing.
import { isApiError } from '../api/errors.ts';

export function searchFailureText(error: unknown): string {
  if (!isApiError(error)) return 'The search could not be done.';
  if (error.kind === 'network') return 'Could not reach the server.';
  if (error.kind === 'timeout') return 'The server did not answer in time.';
  if (error.kind === 'invalid') return 'The server sent an answer that could not be read.';
  if (error.status === 429) return 'Rate limited by the server. Try again in a moment.';
  if (error.status !== null && error.status >= 500) return `The server had a problem (${error.status}).`;
  const said = error.serverError || error.statusText;
  return said ? `The search could not be done: ${said}` : 'The search could not be done.';
}
