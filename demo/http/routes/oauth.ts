// OAuth endpoints: app registration, the approval page (button id="authorize"), token and revoke.
import { type OAuthApp, OAuthError, type OAuthStore, OOB } from '../../oauth.ts';
import { renderAccount } from '../../world/render.ts';
import { arr, str } from '../params.ts';
import { type Ctx, json, type Reply, type Router } from '../router.ts';
import { VAPID_PUBLIC_KEY } from './instance.ts';

export interface OAuthDeps {
  oauth: OAuthStore;
  autoApprove: boolean;
  demoAccountId: () => string;
  /** Called when a token is issued for an account, so streamed statuses get rendered for it. */
  onSession: (accountId: string) => void;
}

const escapeHtml = (s: string): string =>
  s.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const renderApp = (app: OAuthApp, withSecret: boolean) => ({
  id: app.id,
  name: app.name,
  website: app.website,
  scopes: app.scopes,
  redirect_uri: app.redirectUris.join('\n'),
  redirect_uris: app.redirectUris,
  vapid_key: VAPID_PUBLIC_KEY,
  ...(withSecret
    ? { client_id: app.clientId, client_secret: app.clientSecret, client_secret_expires_at: 0 }
    : {}),
});

const oauthError = (e: OAuthError): Reply =>
  json({ error: e.error, error_description: e.description }, e.status);

const redirectWithCode = (redirectUri: string, code: string, state: string | undefined): Reply => {
  if (redirectUri === OOB) {
    return {
      status: 200,
      contentType: 'text/html; charset=utf-8',
      raw: page(
        'Authorization code',
        `<p>Copy this code into the app:</p><input readonly id="code" value="${escapeHtml(code)}">`,
      ),
    };
  }
  const u = new URL(redirectUri);
  u.searchParams.set('code', code);
  if (state !== undefined) u.searchParams.set('state', state);
  return { status: 302, headers: { Location: u.toString() }, raw: '' };
};

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;background:#191b22;color:#fff;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#282c37;padding:2rem;border-radius:8px;max-width:26rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:4px;border:0;margin-right:.5rem;cursor:pointer}#authorize{background:#6364ff;color:#fff}</style></head><body><main>${body}</main></body></html>`;

export function oauthRoutes(r: Router, deps: OAuthDeps): void {
  const { oauth } = deps;
  const guard = (fn: (c: Ctx) => Reply) => (c: Ctx) => {
    try {
      return fn(c);
    } catch (e) {
      if (e instanceof OAuthError) return oauthError(e);
      throw e;
    }
  };

  r.post(
    '/api/v1/apps',
    'optional',
    guard((c) => {
      const raw = c.p.redirect_uris;
      const uris = Array.isArray(raw)
        ? arr(c.p, 'redirect_uris')
        : (str(c.p, 'redirect_uris') ?? '').split(/\s+/).filter(Boolean);
      const scopes = (str(c.p, 'scopes') ?? 'read').split(/\s+/).filter(Boolean);
      const app = oauth.registerApp(str(c.p, 'client_name') ?? '', uris, scopes, str(c.p, 'website') ?? null);
      return json(renderApp(app, true));
    }),
  );
  r.get('/api/v1/apps/verify_credentials', 'optional', (c) => {
    const token = c.tokenRec;
    const app = token?.appId ? [...oauth.apps.values()].find((a) => a.id === token.appId) : undefined;
    if (!app) return json({ error: 'The access token is invalid' }, 401);
    return json(renderApp(app, false));
  });

  const authorizeParams = (c: Ctx) => ({
    clientId: str(c.p, 'client_id') ?? '',
    redirectUri: str(c.p, 'redirect_uri') ?? '',
    responseType: str(c.p, 'response_type') ?? '',
    scope: str(c.p, 'scope') ?? '',
    state: str(c.p, 'state'),
    challenge: str(c.p, 'code_challenge') ?? null,
    method: str(c.p, 'code_challenge_method') ?? null,
  });

  r.get(
    '/oauth/authorize',
    'optional',
    guard((c) => {
      const p = authorizeParams(c);
      const app = oauth.checkAuthorize(p.clientId, p.redirectUri, p.responseType);
      if (deps.autoApprove) {
        const code = oauth.issueCode(
          app,
          p.redirectUri,
          p.scope,
          p.challenge,
          p.method,
          deps.demoAccountId(),
        );
        return redirectWithCode(p.redirectUri, code, p.state);
      }
      const me = renderAccount(c.w, deps.demoAccountId());
      const hidden = Object.entries({
        client_id: p.clientId,
        redirect_uri: p.redirectUri,
        response_type: p.responseType,
        scope: p.scope,
        state: p.state ?? '',
        code_challenge: p.challenge ?? '',
        code_challenge_method: p.method ?? '',
      })
        .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
        .join('');
      const body = `<h1>Authorization required</h1><p><strong>${escapeHtml(app.name)}</strong> would like to use the account <strong>@${escapeHtml(me.acct)}</strong> (${escapeHtml(me.display_name)}).</p><p>Permissions: ${escapeHtml(p.scope || app.scopes.join(' '))}</p><form method="post" action="/oauth/authorize">${hidden}<button id="authorize" type="submit" name="decision" value="approve">Authorize</button><button id="deny" type="submit" name="decision" value="deny">Deny</button></form>`;
      return { status: 200, contentType: 'text/html; charset=utf-8', raw: page('Authorize', body) };
    }),
  );
  r.post(
    '/oauth/authorize',
    'optional',
    guard((c) => {
      const p = authorizeParams(c);
      const app = oauth.checkAuthorize(p.clientId, p.redirectUri, p.responseType);
      if (str(c.p, 'decision') === 'deny') {
        if (p.redirectUri === OOB) return json({ error: 'access_denied' }, 400);
        const u = new URL(p.redirectUri);
        u.searchParams.set('error', 'access_denied');
        u.searchParams.set(
          'error_description',
          'The resource owner or authorization server denied the request.',
        );
        if (p.state !== undefined) u.searchParams.set('state', p.state);
        return { status: 302, headers: { Location: u.toString() }, raw: '' };
      }
      const code = oauth.issueCode(
        app,
        p.redirectUri,
        p.scope,
        p.challenge || null,
        p.method || null,
        deps.demoAccountId(),
      );
      return redirectWithCode(p.redirectUri, code, p.state);
    }),
  );
  r.post(
    '/oauth/token',
    'optional',
    guard((c) => {
      const grant = str(c.p, 'grant_type');
      const clientId = str(c.p, 'client_id') ?? '';
      const secret = str(c.p, 'client_secret');
      let rec: ReturnType<OAuthStore['issueToken']>;
      if (grant === 'authorization_code') {
        rec = oauth.exchangeCode(
          str(c.p, 'code') ?? '',
          clientId,
          secret,
          str(c.p, 'redirect_uri') ?? '',
          str(c.p, 'code_verifier'),
        );
      } else if (grant === 'client_credentials') {
        rec = oauth.clientCredentials(clientId, secret, str(c.p, 'scope') ?? '');
      } else {
        throw new OAuthError(
          400,
          'unsupported_grant_type',
          'The authorization grant type is not supported by the authorization server.',
        );
      }
      if (rec.accountId) deps.onSession(rec.accountId);
      return json({
        access_token: rec.token,
        token_type: 'Bearer',
        scope: rec.scope,
        created_at: Math.floor(rec.createdAt / 1000),
      });
    }),
  );
  r.post(
    '/oauth/revoke',
    'optional',
    guard((c) => {
      oauth.revoke(str(c.p, 'token') ?? '', str(c.p, 'client_id'));
      return json({});
    }),
  );
  r.get('/.well-known/oauth-authorization-server', 'optional', (c) =>
    json({
      issuer: `${c.origin}/`,
      service_documentation: 'https://docs.joinmastodon.org/',
      authorization_endpoint: `${c.origin}/oauth/authorize`,
      token_endpoint: `${c.origin}/oauth/token`,
      app_registration_endpoint: `${c.origin}/api/v1/apps`,
      revocation_endpoint: `${c.origin}/oauth/revoke`,
      userinfo_endpoint: `${c.origin}/oauth/userinfo`,
      scopes_supported: ['read', 'write', 'follow', 'push', 'profile'],
      response_types_supported: ['code'],
      response_modes_supported: ['query', 'fragment', 'form_post'],
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'client_credentials'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    }),
  );
}
