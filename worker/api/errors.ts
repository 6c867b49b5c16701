// ApiError: every failure of a call, in one shape. The client never throws: calls answer ApiResult, whose failure
// side carries an ApiError; toAlert (alerts.ts) turns it into the words of section 8.

export type ApiErrorKind =
  /** The server answered with a status outside 2xx. */
  | 'http'
  /** The request never got an answer (offline, DNS, CORS). */
  | 'network'
  /** The client gave up waiting. */
  | 'timeout'
  /** The caller aborted (navigation, superseded request). */
  | 'abort'
  /** A 2xx answer whose body is not the entity it should be. */
  | 'invalid'
  /** A call that needs a signed-in user was made without one: no request was sent (section 6). */
  | 'signed-out';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The call's name in the client (e.g. `accounts.lookup`): the error catalogue decides per call. */
  call: string;
  method: string;
  url: string;
  status?: number;
  statusText?: string;
  /** The server's `error` text, in the user's language. */
  serverError?: string | null;
  errorDescription?: string | null;
  /** `X-RateLimit-Reset`, parsed. */
  rateLimitReset?: Date | null;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly call: string;
  readonly method: string;
  readonly url: string;
  readonly status: number | null;
  readonly statusText: string;
  readonly serverError: string | null;
  readonly errorDescription: string | null;
  readonly rateLimitReset: Date | null;

  constructor(init: ApiErrorInit) {
    super(
      init.kind === 'http'
        ? `${init.method} ${init.url}: ${init.status} ${init.serverError ?? init.statusText ?? ''}`.trim()
        : `${init.method} ${init.url}: ${init.kind}`,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.name = 'ApiError';
    this.kind = init.kind;
    this.call = init.call;
    this.method = init.method;
    this.url = init.url;
    this.status = init.status ?? null;
    this.statusText = init.statusText ?? '';
    this.serverError = init.serverError ?? null;
    this.errorDescription = init.errorDescription ?? null;
    this.rateLimitReset = init.rateLimitReset ?? null;
  }

  get isNotFound(): boolean {
    return this.kind === 'http' && this.status === 404;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** What every call answers: the value with its paging and rate-limit facts, or the error. Never thrown. */
export type ApiResult<T> = { ok: true; value: T; status: number } | { ok: false; error: ApiError };

/** Reads `X-RateLimit-Reset`: an ISO 8601 time on current servers; epoch seconds on some others. */
export function parseRateLimitReset(value: string | null): Date | null {
  if (value === null || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) {
    const d = new Date(Number(trimmed) * 1000);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const d = new Date(trimmed);
  return Number.isNaN(d.getTime()) ? null : d;
}
