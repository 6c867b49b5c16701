// Closes the server means as final (issue 10.29): a WebSocket close code in the 4000–4999 range is the application
// saying "do not come back" (unauthorized, forbidden, the account gone), and a refused upgrade that the REST API
// confirms as a bad token (401) is an expired session. Retrying those forever only hammers the server; the client
// stops and says why.

/** Why the stream stopped for good, in the user's words; null when the close is worth retrying. */
export function finalCloseReason(code: number | undefined): string | null {
  if (code === undefined || code < 4000 || code > 4999) return null;
  if (code === 4001 || code === 4401) return SESSION_EXPIRED;
  if (code === 4003 || code === 4403) return 'The server does not allow live updates for this account.';
  return `The server ended live updates (code ${code}).`;
}

export const SESSION_EXPIRED = 'Your session has expired; sign in again.';
