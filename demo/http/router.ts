// The route table and the request context every handler gets. Handlers are plain functions returning a Reply.
import type { IncomingHttpHeaders } from 'node:http';
import type { TokenRec } from '../oauth.ts';
import type { Page } from '../world/paginate.ts';
import { clampLimit } from '../world/paginate.ts';
import type { World } from '../world/world.ts';
import { ApiError } from '../world/world.ts';
import { type Params, str } from './params.ts';

export interface Ctx {
  method: string;
  path: string;
  url: URL;
  /** Path parameters (`:id`). */
  params: Record<string, string>;
  /** Query and body merged, body winning, as Rails does. */
  p: Params;
  headers: IncomingHttpHeaders;
  /** The signed-in account, or null (anonymous or an app-only token). */
  viewer: string | null;
  /** The bearer token's record (also for app-only tokens). */
  tokenRec: TokenRec | null;
  w: World;
  origin: string;
}

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A raw body (HTML, text); `contentType` says what it is. */
  raw?: string | Buffer;
  contentType?: string;
}

export type Handler = (c: Ctx) => Reply;
export type Auth = 'user' | 'optional';

export interface Route {
  method: string;
  pattern: string;
  auth: Auth;
  handler: Handler;
  re: RegExp;
  keys: string[];
}

export class Router {
  readonly routes: Route[] = [];

  add(method: string, pattern: string, auth: Auth, handler: Handler): void {
    const keys: string[] = [];
    const re = new RegExp(
      `^${pattern.replace(/[.]/g, '\\.').replace(/:(\w+)/g, (_, k: string) => {
        keys.push(k);
        return '([^/]+)';
      })}/?$`,
    );
    this.routes.push({ method, pattern, auth, handler, re, keys });
  }

  get(pattern: string, auth: Auth, h: Handler): void {
    this.add('GET', pattern, auth, h);
  }
  post(pattern: string, auth: Auth, h: Handler): void {
    this.add('POST', pattern, auth, h);
  }
  put(pattern: string, auth: Auth, h: Handler): void {
    this.add('PUT', pattern, auth, h);
  }
  patch(pattern: string, auth: Auth, h: Handler): void {
    this.add('PATCH', pattern, auth, h);
  }
  delete(pattern: string, auth: Auth, h: Handler): void {
    this.add('DELETE', pattern, auth, h);
  }

  match(method: string, path: string): { route: Route; params: Record<string, string> } | null {
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const m = route.re.exec(path);
      if (!m) continue;
      const params = decodeParams(route.keys, m);
      // A malformed escape (`/accounts/%`) names no record: no route matches, as for an unknown path.
      if (params) return { route, params };
    }
    return null;
  }
}

/** The signed-in account, or a 401 as the real server answers. */
export const me = (c: Ctx): string => {
  if (!c.viewer) throw new ApiError(401, 'This method requires an authenticated user');
  return c.viewer;
};

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Reply => ({
  status,
  body,
  headers,
});

export function pageParams(c: Ctx, def = 20, max = 40) {
  return {
    maxId: str(c.p, 'max_id'),
    sinceId: str(c.p, 'since_id'),
    minId: str(c.p, 'min_id'),
    limit: clampLimit(str(c.p, 'limit'), def, max),
  };
}

/** A Link header with absolute URLs: next = older (max_id), prev = newer (min_id); other query params kept. */
export function linkHeader(
  c: Ctx,
  page: Pick<Page<unknown>, 'nextMaxId' | 'prevMinId'>,
  itemsCount: number,
  limit: number,
): Record<string, string> {
  const links: string[] = [];
  const build = (key: 'max_id' | 'min_id', value: string) => {
    const u = new URL(c.path, c.origin);
    for (const [k, v] of c.url.searchParams) {
      if (!['max_id', 'min_id', 'since_id', 'access_token'].includes(k)) u.searchParams.append(k, v);
    }
    u.searchParams.set(key, value);
    return u.toString();
  };
  if (page.nextMaxId && itemsCount >= limit) links.push(`<${build('max_id', page.nextMaxId)}>; rel="next"`);
  if (page.prevMinId) links.push(`<${build('min_id', page.prevMinId)}>; rel="prev"`);
  return links.length ? { Link: links.join(', ') } : {};
}

/** Answers a paged list: the items rendered, with Link headers. */
export function paged<T>(c: Ctx, page: Page<T>, limit: number, render: (item: T) => unknown): Reply {
  return json(page.items.map(render), 200, linkHeader(c, page, page.items.length, limit));
}

/** The route's parameters decoded, or null when one has a malformed percent escape. */
function decodeParams(keys: readonly string[], m: RegExpExecArray): Record<string, string> | null {
  const params: Record<string, string> = {};
  try {
    keys.forEach((k, i) => {
      params[k] = decodeURIComponent(m[i + 1] ?? '');
    });
  } catch {
    return null;
  }
  return params;
}
