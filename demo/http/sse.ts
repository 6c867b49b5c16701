// Server-sent events, the streaming fallback: GET /api/v1/streaming/<stream> answers text/event-stream with the
// bus's events for that stream (`event:` and `data:` lines), and a comment line now and then to keep it open.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Bus, StreamEvent } from '../bus.ts';
import type { TokenRec } from '../oauth.ts';

/** The bus key for an SSE path, or null if the path is not a stream. */
export function sseStreamKey(path: string, url: URL, accountId: string | null): string | null {
  const name = path
    .replace(/^\/api\/v1\/streaming\/?/, '')
    .replace(/\/$/, '')
    .replace(/\//g, ':');
  const tag = (url.searchParams.get('tag') ?? '').toLowerCase();
  const list = url.searchParams.get('list') ?? '';
  const needsUser = name === 'user' || name === 'user:notification' || name === 'direct' || name === 'list';
  if (needsUser && !accountId) return null;
  switch (name) {
    case 'user':
      return `user:${accountId}`;
    case 'user:notification':
      return `user:notification:${accountId}`;
    case 'direct':
      return `direct:${accountId}`;
    case 'list':
      return list ? `list:${list}` : null;
    case 'hashtag':
      return tag ? `hashtag:${tag}` : null;
    case 'hashtag:local':
      return tag ? `hashtag:local:${tag}` : null;
    case 'public':
    case 'public:media':
    case 'public:local':
    case 'public:local:media':
    case 'public:remote':
    case 'public:remote:media':
      return url.searchParams.get('only_media') === 'true' && !name.endsWith(':media')
        ? `${name}:media`
        : name;
    default:
      return null;
  }
}

export function serveSse(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  token: TokenRec | null,
  deps: { bus: Bus; heartbeatMs: number; onOpen?: () => void; onClose?: () => void },
): boolean {
  const path = url.pathname;
  if (path === '/api/v1/streaming/health') {
    res.writeHead(200, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
    res.end('OK');
    return true;
  }
  if (!token) {
    res.writeHead(401, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    res.end(JSON.stringify({ error: 'Missing access token' }));
    return true;
  }
  const key = sseStreamKey(path, url, token.accountId);
  if (!key) {
    res.writeHead(404, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    res.end(JSON.stringify({ error: 'Unknown stream type' }));
    return true;
  }
  res.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'Access-Control-Allow-Origin': '*',
  });
  res.write(':)\n');
  const onEvent = (e: StreamEvent) => {
    if (!e.streams.includes(key)) return;
    res.write(`event: ${e.event}\ndata: ${e.payload ?? ''}\n\n`);
  };
  deps.bus.on('stream', onEvent);
  const beat = setInterval(() => res.write(':thump\n'), deps.heartbeatMs);
  deps.onOpen?.();
  req.on('close', () => {
    clearInterval(beat);
    deps.bus.off('stream', onEvent);
    deps.onClose?.();
  });
  return true;
}
