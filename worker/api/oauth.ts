// Sign-in to any instance by OAuth with PKCE (S256): register the app, send the user to the authorization URL,
// exchange the code for a token, and revoke it at logout. WebCrypto (`crypto.subtle`) and randomness are passed in.
import type { OAuthToken, RegisteredApp } from '../../shared/wire/entities.ts';
import { ApiError, type ApiResult } from './errors.ts';
import type { Route } from './routes.ts';
import { R } from './routes.ts';
import { SIGN_IN_TIMEOUT_MS } from './sign-in-errors.ts';
import { createTransport, type FetchFn } from './transport.ts';

export const OAUTH_SCOPES = 'read write follow push';

export interface OAuthDeps {
  fetch: FetchFn;
  now: () => number;
  /** `globalThis.crypto` in browsers, workers and Node 20. */
  crypto: Pick<Crypto, 'getRandomValues' | 'subtle'>;
  /** Each request gives up after this long (a server that never answers must not hold the sign-in form). */
  timeoutMs?: number;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export interface AppRegistration {
  clientName: string;
  redirectUri: string;
  website?: string;
}

/** What the core keeps between sending the user away and the callback. */
export interface PendingSignIn {
  origin: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  codeVerifier: string;
  state: string;
}

export function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** RFC 7636: a 43-character verifier from 32 random bytes, and its S256 challenge. */
export async function createPkce(c: OAuthDeps['crypto']): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64url(c.getRandomValues(new Uint8Array(32)));
  const digest = await c.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url(new Uint8Array(digest)) };
}

export function randomState(c: OAuthDeps['crypto']): string {
  return base64url(c.getRandomValues(new Uint8Array(16)));
}

export function authorizationUrl(p: {
  origin: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  state: string;
  scope?: string;
}): string {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: p.clientId,
    redirect_uri: p.redirectUri,
    scope: p.scope ?? OAUTH_SCOPES,
    code_challenge: p.codeChallenge,
    code_challenge_method: 'S256',
    state: p.state,
  });
  return `${p.origin}/oauth/authorize?${q.toString()}`;
}

export function createOAuth(deps: OAuthDeps) {
  const call = async <T>(origin: string, r: Route<T>, json: Record<string, unknown>, token?: string) => {
    const t = createTransport({
      baseUrl: origin,
      getToken: () => token ?? null,
      fetch: deps.fetch,
      now: deps.now,
      timeoutMs: deps.timeoutMs ?? SIGN_IN_TIMEOUT_MS,
      ...(deps.setTimeout ? { setTimeout: deps.setTimeout } : {}),
      ...(deps.clearTimeout ? { clearTimeout: deps.clearTimeout } : {}),
    });
    const res = await t.request({ call: r.call, method: r.method, path: r.path, json });
    if (!res.ok) return res;
    const parsed = r.parse(res.answer.body);
    return parsed.ok
      ? ({ ok: true, value: parsed.value, status: res.answer.status } as const)
      : ({
          ok: false,
          error: new ApiError({
            kind: 'invalid',
            call: r.call,
            method: r.method,
            url: r.path,
            cause: parsed.error,
          }),
        } as const);
  };

  const registerApp = (origin: string, app: AppRegistration): Promise<ApiResult<RegisteredApp>> =>
    call(origin, R.appRegister, {
      client_name: app.clientName,
      redirect_uris: app.redirectUri,
      scopes: OAUTH_SCOPES,
      ...(app.website ? { website: app.website } : {}),
    });

  const exchangeCode = (pending: PendingSignIn, code: string): Promise<ApiResult<OAuthToken>> =>
    call(pending.origin, R.token, {
      grant_type: 'authorization_code',
      code,
      client_id: pending.clientId,
      client_secret: pending.clientSecret,
      redirect_uri: pending.redirectUri,
      code_verifier: pending.codeVerifier,
      scope: OAUTH_SCOPES,
    });

  return {
    registerApp,

    /** Registers the app and prepares the authorization URL; keep `pending` for the callback. */
    async start(
      origin: string,
      app: AppRegistration,
    ): Promise<ApiResult<{ authorizeUrl: string; pending: PendingSignIn }>> {
      const reg = await registerApp(origin, app);
      if (!reg.ok) return reg;
      const { verifier, challenge } = await createPkce(deps.crypto);
      const state = randomState(deps.crypto);
      const pending: PendingSignIn = {
        origin,
        clientId: reg.value.client_id,
        clientSecret: reg.value.client_secret,
        redirectUri: app.redirectUri,
        codeVerifier: verifier,
        state,
      };
      const authorizeUrl = authorizationUrl({
        origin,
        clientId: pending.clientId,
        redirectUri: pending.redirectUri,
        codeChallenge: challenge,
        state,
      });
      return { ok: true, status: reg.status, value: { authorizeUrl, pending } };
    },

    /** The callback: checks `state`, then exchanges the code (with the PKCE verifier) for a token. */
    async finish(callbackUrl: string, pending: PendingSignIn): Promise<ApiResult<OAuthToken>> {
      const fail = (message: string): ApiResult<OAuthToken> => ({
        ok: false,
        error: new ApiError({
          kind: 'http',
          call: 'oauth.token',
          method: 'GET',
          url: '/oauth/authorize',
          status: 400,
          statusText: 'Bad Request',
          serverError: message,
        }),
      });
      let params: URLSearchParams;
      try {
        params = new URL(callbackUrl).searchParams;
      } catch {
        return fail('The sign-in callback address is invalid.');
      }
      const denied = params.get('error');
      if (denied) return fail(params.get('error_description') ?? denied);
      if (params.get('state') !== pending.state)
        return fail('The sign-in answer does not match this sign-in.');
      const code = params.get('code');
      if (!code) return fail('The sign-in answer carries no code.');
      return exchangeCode(pending, code);
    },

    exchangeCode,

    /** Logout: the token stops working on the server too. */
    revoke: (
      origin: string,
      p: { clientId: string; clientSecret: string; token: string },
    ): Promise<ApiResult<Record<string, never>>> =>
      call(
        origin,
        R.revoke,
        { client_id: p.clientId, client_secret: p.clientSecret, token: p.token },
        p.token,
      ),
  };
}
