// The one way every API method calls the server: checks the token, sends through the transport, parses the
// answer with the route's parser, and answers Promise<ApiResult<T>> without throwing; `paged` adds the Link
// header's next/prev. The methods themselves are grouped by area in calls-*.ts.
import { ApiError, type ApiResult } from './errors.ts';
import { type Page, type PageParams, parseLinkHeader } from './link.ts';
import type { Query } from './query.ts';
import type { Route } from './routes.ts';
import { createTransport, type FetchFn, type RateLimitState, type RequestSpec } from './transport.ts';

export interface CallOptions {
  signal?: AbortSignal;
}

export type Elem<T> = T extends (infer E)[] ? E : never;
export type Value<X> = X extends Route<infer T> ? T : never;

export const id = (v: string) => ({ id: v });
export const q = (page: PageParams | undefined, extra: Query = {}): Query => ({ ...extra, ...(page ?? {}) });

export interface CallerConfig {
  baseUrl: string;
  getToken: () => string | null;
  fetch: FetchFn;
  now: () => number;
  timeoutMs?: number;
}

export function createCaller(config: CallerConfig) {
  const transport = createTransport(config);

  interface Send {
    path?: Record<string, string>;
    query?: Query;
    json?: Record<string, unknown>;
    form?: FormData;
    idempotencyKey?: string;
    opts?: CallOptions;
  }

  async function raw<T>(r: Route<T>, s: Send) {
    if (r.needsUser && !config.getToken()) {
      return {
        ok: false as const,
        error: new ApiError({ kind: 'signed-out', call: r.call, method: r.method, url: r.path }),
      };
    }
    const spec: RequestSpec = { call: r.call, method: r.method, path: r.path };
    if (s.path) spec.pathParams = s.path;
    if (s.query) spec.query = s.query;
    if (s.json) spec.json = s.json;
    if (s.form) spec.form = s.form;
    if (s.idempotencyKey) spec.idempotencyKey = s.idempotencyKey;
    if (s.opts?.signal) spec.signal = s.opts.signal;
    const res = await transport.request(spec);
    if (!res.ok) return res;
    const parsed = r.parse(res.answer.body);
    if (!parsed.ok) {
      return {
        ok: false as const,
        error: new ApiError({
          kind: 'invalid',
          call: r.call,
          method: r.method,
          url: r.path,
          cause: parsed.error,
        }),
      };
    }
    return { ok: true as const, value: parsed.value, status: res.answer.status, headers: res.answer.headers };
  }

  async function call<T>(r: Route<T>, s: Send = {}): Promise<ApiResult<T>> {
    const res = await raw(r, s);
    return res.ok ? { ok: true, value: res.value, status: res.status } : res;
  }

  async function paged<T extends unknown[]>(r: Route<T>, s: Send = {}): Promise<ApiResult<Page<Elem<T>>>> {
    const res = await raw(r, s);
    if (!res.ok) return res;
    const links = parseLinkHeader(res.headers.get('link'));
    return { ok: true, status: res.status, value: { items: res.value as Elem<T>[], ...links } };
  }

  return {
    call,
    paged,
    /** The parsed answer with its status and headers, for calls that read more than the body (grouped pages). */
    raw,
    rateLimit: (): RateLimitState | null => transport.rateLimit(),
    baseUrl: transport.baseUrl,
  };
}

export type Caller = ReturnType<typeof createCaller>;
