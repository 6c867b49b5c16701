// One HTTP request, start to finish: CORS, rate-limit headers, faults, authentication (Bearer header, or
// access_token in the query or form body as Doorkeeper allows), body parsing, dispatch and errors as {"error"}.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Faults } from '../faults.ts';
import type { OAuthStore, TokenRec } from '../oauth.ts';
import { ApiError, type World } from '../world/world.ts';
import { type Params, parseBody, parseQuery } from './params.ts';
import type { Ctx, Reply, Router } from './router.ts';

export const RATE_LIMIT = 300;
const RATE_WINDOW_MS = 5 * 60_000;

export interface HandlerDeps {
  router: Router;
  world: World;
  oauth: OAuthStore;
  faults: Faults;
  origin: () => string;
  /** Counts requests by `METHOD path` and `METHOD pattern`. */
  count: (method: string, path: string, pattern: string | null) => void;
  /** Anything that is not an API route (static files, /system/ pictures, SSE, /_demo/). Returns true if handled. */
  fallback: (
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    token: TokenRec | null,
  ) => Promise<boolean> | boolean;
  sleep: (ms: number) => Promise<void>;
  /** Where unexpected handler errors go (silent when the demo runs quiet). */
  logError: (e: unknown) => void;
}

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Accept',
  'Access-Control-Expose-Headers':
    'Link, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-Request-Id',
  'Access-Control-Max-Age': '86400',
};

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const tokenFromQueryOrHeader = (auth: string | undefined, query: Params): string | undefined => {
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim();
  return typeof query.access_token === 'string' ? query.access_token : undefined;
};

/** OAuth endpoints a real instance serves; any other /oauth/ path (the client's own /oauth/callback) is the
 *  static client's, so a redirect back from the approval page loads the app. */
const OAUTH_API = /^\/oauth\/(authorize|token|revoke)\/?$/;

export const isApiPath = (path: string): boolean =>
  path.startsWith('/api/') || OAUTH_API.test(path) || path.startsWith('/.well-known/');

export function createHandler(deps: HandlerDeps) {
  const windows = new Map<string, { start: number; used: number }>();
  const rateHeaders = (key: string, spend: boolean): Record<string, string> => {
    const now = deps.world.now();
    let win = windows.get(key);
    if (!win || now - win.start >= RATE_WINDOW_MS) {
      win = { start: Math.floor(now / RATE_WINDOW_MS) * RATE_WINDOW_MS, used: 0 };
      windows.set(key, win);
    }
    // The demo counts but does not enforce the limit (429s come from fault injection), so Remaining stops at 1
    // rather than telling a careful client to wait.
    if (spend) win.used = Math.min(RATE_LIMIT - 1, win.used + 1);
    return {
      'X-RateLimit-Limit': String(RATE_LIMIT),
      'X-RateLimit-Remaining': String(RATE_LIMIT - win.used),
      'X-RateLimit-Reset': new Date(win.start + RATE_WINDOW_MS).toISOString(),
    };
  };

  const send = (
    res: ServerResponse,
    status: number,
    headers: Record<string, string>,
    body: string | Buffer,
  ) => {
    // Encoded once, with its length: a string body would be measured and encoded again as it is written, which
    // for a long thread's context (over a megabyte) costs as much as rendering it.
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const noBody = status === 204 || status === 304;
    res.writeHead(status, noBody ? headers : { ...headers, 'Content-Length': String(bytes.length) });
    res.end(bytes);
  };

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const origin = deps.origin();
    const url = new URL(req.url ?? '/', origin);
    const path = url.pathname;
    if (method === 'OPTIONS') {
      send(res, 204, CORS_HEADERS, '');
      return;
    }
    const query = parseQuery(url.search);
    const apiPath = isApiPath(path);
    // Non-API requests (static files, pictures, /_demo/, SSE) go to the fallback before the body is read.
    if (
      !apiPath ||
      (method === 'GET' && path.startsWith('/api/v1/streaming') && !deps.router.match(method, path))
    ) {
      const token = tokenFromQueryOrHeader(req.headers.authorization, query);
      deps.count(method, path, null);
      if (await deps.fallback(req, res, url, token ? deps.oauth.lookup(token) : null)) return;
      if (!apiPath) {
        send(
          res,
          404,
          { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
          JSON.stringify({ error: 'Record not found' }),
        );
        return;
      }
    }
    let bodyParams: Params = {};
    let malformedRequest = false;
    if (method !== 'GET' && method !== 'HEAD') {
      const raw = await readBody(req);
      try {
        bodyParams = parseBody(raw, req.headers['content-type']);
      } catch {
        malformedRequest = true;
      }
    }
    const auth = req.headers.authorization;
    const bearer = auth?.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() : undefined;
    const tokenString =
      bearer ??
      (typeof query.access_token === 'string' ? query.access_token : undefined) ??
      (typeof bodyParams.access_token === 'string' ? bodyParams.access_token : undefined);
    const tokenRec = tokenString ? deps.oauth.lookup(tokenString) : null;

    const match = deps.router.match(method, path);
    deps.count(method, path, match?.route.pattern ?? null);
    // A request for what is newer than a post (since_id alone: a view catching up) is also counted apart, so tests
    // can tell first pages from catch-ups.
    if (method === 'GET' && query.since_id !== undefined && query.max_id === undefined)
      deps.count(method, `${path}?since_id`, null);
    const rateKey = tokenString ?? req.socket.remoteAddress ?? 'anon';
    const base = { ...CORS_HEADERS, 'Cache-Control': 'private, no-store' };
    const jsonOut = (status: number, body: unknown, extra: Record<string, string> = {}) =>
      send(
        res,
        status,
        {
          ...base,
          ...rateHeaders(rateKey, true),
          'Content-Type': 'application/json; charset=utf-8',
          ...extra,
        },
        JSON.stringify(body),
      );

    if (!match) {
      jsonOut(404, { error: 'Record not found' });
      return;
    }
    const fault = deps.faults.take(method, path);
    if (fault?.delayMs) await deps.sleep(fault.delayMs);
    if (fault?.rateLimit) {
      const headers = rateHeaders(rateKey, false);
      send(
        res,
        429,
        {
          ...base,
          ...headers,
          'X-RateLimit-Remaining': '0',
          'Content-Type': 'application/json; charset=utf-8',
        },
        JSON.stringify({ error: 'Too many requests' }),
      );
      return;
    }
    if (fault?.status && fault.status >= 500) {
      jsonOut(fault.status, { error: "We're sorry, but something went wrong on our end." });
      return;
    }
    if (malformedRequest) {
      jsonOut(400, { error: 'Error occurred while parsing request parameters.' });
      return;
    }
    if (tokenString && !tokenRec) {
      jsonOut(401, { error: 'The access token is invalid' });
      return;
    }
    const viewer = tokenRec?.accountId ?? null;
    if (match.route.auth === 'user' && !viewer) {
      jsonOut(401, {
        error: tokenRec ? 'This method requires an authenticated user' : 'The access token is invalid',
      });
      return;
    }
    const ctx: Ctx = {
      method,
      path,
      url,
      params: match.params,
      p: { ...query, ...bodyParams },
      headers: req.headers,
      viewer,
      tokenRec,
      w: deps.world,
      origin,
    };
    // Time-driven changes (polls ending) happen lazily, before any request sees the world.
    deps.world.expirePolls();
    let reply: Reply;
    try {
      reply = match.route.handler(ctx);
    } catch (e) {
      if (e instanceof ApiError) {
        jsonOut(e.status, { error: e.message });
        return;
      }
      jsonOut(500, { error: "We're sorry, but something went wrong on our end." });
      deps.logError(e);
      return;
    }
    const status = reply.status ?? 200;
    const headers = { ...base, ...rateHeaders(rateKey, true), ...(reply.headers ?? {}) };
    if (reply.raw !== undefined) {
      send(
        res,
        status,
        { ...headers, ...(reply.contentType ? { 'Content-Type': reply.contentType } : {}) },
        reply.raw,
      );
      return;
    }
    let body = JSON.stringify(reply.body ?? {});
    if (fault?.malformedJson) body = body.slice(0, Math.max(1, Math.floor(body.length / 2)));
    send(res, status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' }, body);
  };
}
