// Closes the server means as final (issue 10.29): a WebSocket close code in the 4000–4999 range is the application
// saying "do not come back" (unauthorized, forbidden, the account gone), and a refused upgrade that the REST API
// confirms as a bad token (401) is an expired session. Retrying those forever only hammers the server; the client
// stops and says why.

import { type CoreText, coreText } from '../../shared/protocol/text.ts';

/** Why the stream stopped for good, in the user's words (a message id the tab words); null when the close is worth
 *  retrying. */
export function finalCloseReason(code: number | undefined): CoreText | null {
  if (code === undefined || code < 4000 || code > 4999) return null;
  if (code === 4001 || code === 4401) return SESSION_EXPIRED;
  if (code === 4003 || code === 4403) return coreText('core.stream.forbidden');
  return coreText('core.stream.ended', { code: String(code) });
}

export const SESSION_EXPIRED: CoreText = coreText('core.stream.sessionExpired');
