// Sign-in by OAuth with PKCE (minimal adapter: worker/api/ has no OAuth helpers yet). The core registers an app on
// the instance, keeps the verifier and state, answers the authorization URL the tab navigates to, and on the
// callback exchanges the code for a token. A same-origin demo instance auto-approves.
import type { CoreEnv } from './env.ts';

export const OAUTH_SCOPES = 'read write follow push';

export interface PendingSignIn {
  instance: string;
  clientId: string;
  clientSecret: string;
  verifier: string;
  state: string;
  redirectUri: string;
}

export const base64url = (bytes: Uint8Array) => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** `example.social`, `https://example.social/` → `https://example.social`; an explicit http:// is kept (local). */
export function normalizeInstance(input: string): string {
  const trimmed = input.trim().replace(/\/+$/, '');
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return new URL(withScheme).origin;
}

async function postJson(
  env: CoreEnv,
  url: string,
  body: Record<string, string>,
): Promise<Record<string, unknown>> {
  const r = await env.fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await r.json().catch(() => ({}))) as Record<string, unknown>;
  if (!r.ok) {
    const msg = typeof json.error_description === 'string' ? json.error_description : json.error;
    throw new Error(typeof msg === 'string' ? msg : `${r.status} ${r.statusText}`);
  }
  return json;
}

export async function beginSignIn(
  env: CoreEnv,
  instanceInput: string,
  redirectUri: string,
): Promise<{ pending: PendingSignIn; url: string }> {
  const instance = normalizeInstance(instanceInput);
  const app = await postJson(env, `${instance}/api/v1/apps`, {
    client_name: 'Woolly',
    redirect_uris: redirectUri,
    scopes: OAUTH_SCOPES,
    website: env.origin,
  });
  const clientId = String(app.client_id ?? '');
  const clientSecret = String(app.client_secret ?? '');
  if (!clientId) throw new Error('The instance did not register the app.');
  const verifier = base64url(env.randomBytes(32));
  const challenge = base64url(await env.sha256(new TextEncoder().encode(verifier)));
  const state = base64url(env.randomBytes(16));
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: OAUTH_SCOPES,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return {
    pending: { instance, clientId, clientSecret, verifier, state, redirectUri },
    url: `${instance}/oauth/authorize?${q}`,
  };
}

export async function finishSignIn(env: CoreEnv, pending: PendingSignIn, code: string): Promise<string> {
  const token = await postJson(env, `${pending.instance}/oauth/token`, {
    grant_type: 'authorization_code',
    code,
    client_id: pending.clientId,
    client_secret: pending.clientSecret,
    redirect_uri: pending.redirectUri,
    code_verifier: pending.verifier,
    scope: OAUTH_SCOPES,
  });
  if (typeof token.access_token !== 'string') throw new Error('The instance did not grant a token.');
  return token.access_token;
}
