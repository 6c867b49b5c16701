// Where a streaming client puts its access token, in the order the real server looks: the WebSocket subprotocol
// (the only place a browser can put it), the `access_token` query parameter, then an `Authorization: Bearer` header.
import type { IncomingMessage } from 'node:http';

export interface TokenSource {
  token: string;
  /** Set when the token came as a subprotocol: the server must echo it back or browsers abort the connection. */
  protocol?: string;
}

export function tokenFromRequest(req: Pick<IncomingMessage, 'headers'>, url: URL): TokenSource | null {
  const protocolHeader = req.headers['sec-websocket-protocol'];
  if (typeof protocolHeader === 'string') {
    const first = protocolHeader.split(',')[0]?.trim();
    if (first) return { token: first, protocol: first };
  }
  const query = url.searchParams.get('access_token');
  if (query) return { token: query };
  const auth = req.headers.authorization;
  if (typeof auth === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    if (match?.[1]) return { token: match[1] };
  }
  return null;
}
