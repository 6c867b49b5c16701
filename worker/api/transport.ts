// One HTTP exchange with the server: bearer token, query and body encoding, JSON decoding, error shaping, and the
// coalescing of identical GETs in flight (the core serves every tab, so two tabs asking for the same page at once
// cost one request). Never throws: every outcome is a value.
import { onDemand } from '../core/on-demand.ts';
import { ApiError, parseRateLimitReset } from './errors.ts';
import type { ArraysPrefix } from './json-arrays-prefix.ts';
import { encodeQuery, fillPath, type Query } from './query.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `onUploadProgress`: asked for by uploads (bytes sent / total); the browser's fetch cannot report it, so the
 *  environment's fetch sends those with XMLHttpRequest (worker/api/xhr-fetch.ts). Any other fetch may ignore it. */
export type FetchInit = RequestInit & { onUploadProgress?: (sent: number, total: number) => void };
export type FetchFn = (input: string, init: FetchInit) => Promise<Response>;

export interface TransportConfig {
  /** The instance origin, e.g. `https://example.social` (no trailing slash needed). */
  baseUrl: string;
  /** The current access token, or null when nobody is signed in. */
  getToken: () => string | null;
  fetch: FetchFn;
  now: () => number;
  /** Give up after this long; 0 or absent means never. */
  timeoutMs?: number;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  /** A successful answer's body is handed over once this settles (null: at once); the core waits here for the
   *  HTML parser when a body holds HTML only it can read (worker/content/parser-gate.ts). */
  answerReady?: (body: unknown) => Promise<void> | null;
  /** The reader of answers as they arrive (read-ahead.ts), for requests with `early`; a dynamic import by default. */
  loadReadAhead?: () => Promise<ReadAheadPart>;
}

type ReadAheadPart = typeof import('./read-ahead.ts');

// Only a caller with `early` (a long thread) reads an answer as it arrives, so its reader and the JSON prefix parser
// are not part of the core's first script (issue 20, item 7): fetched the first time such a request is sent, beside
// it. Where they cannot be fetched (offline, a new build deployed), the answer is read whole, as any other.
const readAheadPart = onDemand(() => import('./read-ahead.ts'));

export interface RequestSpec {
  call: string;
  method: HttpMethod;
  /** A path template (`/api/v1/accounts/{id}`) and its parameters. */
  path: string;
  pathParams?: Record<string, string>;
  query?: Query;
  json?: Record<string, unknown>;
  form?: FormData;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Told the bytes of the body sent so far (uploads: a progress bar per file). */
  onProgress?: (sent: number, total: number) => void;
  /** A successful answer that is a JSON object is read as it arrives: `early` is told the elements of its arrays
   *  read so far, as more arrive, until it answers true (enough). The answer is still parsed whole at its end.
   *  Such a request is never shared with another in flight. */
  early?: (prefix: ArraysPrefix) => boolean;
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface RateLimitState {
  limit: number | null;
  remaining: number | null;
  reset: Date | null;
  /** `now()` when these were read. */
  at: number;
}

export type RawResult = { ok: true; answer: RawAnswer } | { ok: false; error: ApiError };

export interface Transport {
  request(spec: RequestSpec): Promise<RawResult>;
  /** The last rate-limit headers seen. */
  rateLimit(): RateLimitState | null;
  baseUrl: string;
}

const trimSlash = (s: string) => s.replace(/\/+$/, '');

function decode(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorText(body: unknown): { error: string | null; description: string | null } {
  if (typeof body !== 'object' || body === null) return { error: null, description: null };
  const b = body as Record<string, unknown>;
  return {
    error: typeof b.error === 'string' ? b.error : null,
    description: typeof b.error_description === 'string' ? b.error_description : null,
  };
}

export function createTransport(config: TransportConfig): Transport {
  const baseUrl = trimSlash(config.baseUrl);
  const inFlight = new Map<string, Promise<RawResult>>();
  const loadReadAhead = config.loadReadAhead ?? readAheadPart;
  const setT = config.setTimeout ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearT = config.clearTimeout ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let rate: RateLimitState | null = null;

  async function send(spec: RequestSpec, url: string, token: string | null): Promise<RawResult> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (spec.idempotencyKey) headers['Idempotency-Key'] = spec.idempotencyKey;
    let body: BodyInit | undefined;
    if (spec.form) body = spec.form;
    else if (spec.json) {
      body = JSON.stringify(spec.json);
      headers['Content-Type'] = 'application/json';
    }
    const controller = new AbortController();
    let timedOut = false;
    const onAbort = () => controller.abort();
    spec.signal?.addEventListener('abort', onAbort);
    const timer =
      config.timeoutMs && config.timeoutMs > 0
        ? setT(() => {
            timedOut = true;
            controller.abort();
          }, config.timeoutMs)
        : null;
    const fail = (kind: 'network' | 'timeout' | 'abort' | 'invalid', cause?: unknown): RawResult => ({
      ok: false,
      error: new ApiError({ kind, call: spec.call, method: spec.method, url, cause }),
    });
    try {
      if (spec.signal?.aborted) return fail('abort');
      // Asked for with the request, so it arrives while the server answers.
      const readAhead = spec.early ? loadReadAhead().catch(() => null) : null;
      let res: Response;
      try {
        const init: FetchInit = { method: spec.method, headers, signal: controller.signal };
        if (body !== undefined) init.body = body;
        if (spec.onProgress) init.onUploadProgress = spec.onProgress;
        res = await config.fetch(url, init);
      } catch (cause) {
        if (timedOut) return fail('timeout', cause);
        if (controller.signal.aborted || (cause instanceof Error && cause.name === 'AbortError'))
          return fail('abort', cause);
        return fail('network', cause);
      }
      let text = '';
      try {
        const reader = spec.early && res.ok && res.body ? await readAhead : null;
        text =
          reader && spec.early && res.body
            ? await reader.readTextAhead(res.body, spec.early, config.answerReady)
            : await res.text();
      } catch (cause) {
        return fail(timedOut ? 'timeout' : controller.signal.aborted ? 'abort' : 'network', cause);
      }
      const reset = parseRateLimitReset(res.headers.get('x-ratelimit-reset'));
      if (res.headers.has('x-ratelimit-limit') || reset) {
        const n = (h: string) => {
          const v = res.headers.get(h);
          return v !== null && v !== '' && Number.isFinite(Number(v)) ? Number(v) : null;
        };
        rate = {
          limit: n('x-ratelimit-limit'),
          remaining: n('x-ratelimit-remaining'),
          reset,
          at: config.now(),
        };
      }
      const parsed = decode(text);
      if (res.status < 200 || res.status > 299) {
        const { error, description } = errorText(parsed);
        return {
          ok: false,
          error: new ApiError({
            kind: 'http',
            call: spec.call,
            method: spec.method,
            url,
            status: res.status,
            statusText: res.statusText,
            serverError: error,
            errorDescription: description,
            rateLimitReset: reset,
          }),
        };
      }
      if (parsed === undefined) return fail('invalid', new Error('body is not JSON'));
      const wait = config.answerReady?.(parsed);
      if (wait) await wait;
      return { ok: true, answer: { status: res.status, headers: res.headers, body: parsed } };
    } finally {
      if (timer !== null) clearT(timer);
      spec.signal?.removeEventListener('abort', onAbort);
    }
  }

  return {
    baseUrl,
    rateLimit: () => rate,
    request(spec) {
      let url: string;
      try {
        url = `${baseUrl}${fillPath(spec.path, spec.pathParams)}${encodeQuery(spec.query)}`;
      } catch (cause) {
        return Promise.resolve({
          ok: false,
          error: new ApiError({
            kind: 'invalid',
            call: spec.call,
            method: spec.method,
            url: spec.path,
            cause,
          }),
        });
      }
      const token = config.getToken();
      // Identical GETs in flight share one request. A caller's own abort signal opts it out of sharing, so one
      // caller's abort never cancels another's answer; so does reading ahead (`early` is one caller's).
      if (spec.method !== 'GET' || spec.signal || spec.early) return send(spec, url, token);
      const key = `${token ?? ''} ${url}`;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const p = send(spec, url, token).finally(() => inFlight.delete(key));
      inFlight.set(key, p);
      return p;
    },
  };
}
