// OAuth 2 as Mastodon (Doorkeeper) does it: registered apps, an authorization page for the demo user, codes bound
// to a PKCE S256 challenge, opaque bearer tokens, client_credentials tokens without a user, and revocation.
import { createHash, randomBytes } from 'node:crypto';

export interface OAuthApp {
  id: string;
  name: string;
  website: string | null;
  redirectUris: string[];
  scopes: string[];
  clientId: string;
  clientSecret: string;
}

interface CodeGrant {
  app: OAuthApp;
  redirectUri: string;
  scope: string;
  challenge: string | null;
  accountId: string;
  createdAt: number;
}

export interface TokenRec {
  token: string;
  appId: string | null;
  accountId: string | null;
  scope: string;
  createdAt: number;
}

export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const OOB = 'urn:ietf:wg:oauth:2.0:oob';

const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

export class OAuthStore {
  readonly apps = new Map<string, OAuthApp>();
  private readonly codes = new Map<string, CodeGrant>();
  readonly tokens = new Map<string, TokenRec>();
  private appSeq = 1;

  constructor(private readonly now: () => number) {}

  registerApp(name: string, redirectUris: string[], scopes: string[], website: string | null): OAuthApp {
    if (!name)
      throw new OAuthError(422, 'Validation failed', "Validation failed: Application name can't be blank");
    if (redirectUris.length === 0)
      throw new OAuthError(422, 'Validation failed', "Validation failed: Redirect URI can't be blank");
    const app: OAuthApp = {
      id: String(this.appSeq++),
      name,
      website,
      redirectUris,
      scopes: scopes.length ? scopes : ['read'],
      clientId: randomToken(),
      clientSecret: randomToken(),
    };
    this.apps.set(app.clientId, app);
    return app;
  }

  app(clientId: string): OAuthApp {
    const app = this.apps.get(clientId);
    if (!app)
      throw new OAuthError(401, 'invalid_client', 'Client authentication failed due to unknown client.');
    return app;
  }

  /** Checks an authorization request; returns the app for the approval page. */
  checkAuthorize(clientId: string, redirectUri: string, responseType: string): OAuthApp {
    const app = this.app(clientId);
    if (responseType !== 'code')
      throw new OAuthError(
        400,
        'unsupported_response_type',
        'The authorization server does not support this response type.',
      );
    if (!app.redirectUris.includes(redirectUri))
      throw new OAuthError(
        400,
        'invalid_redirect_uri',
        "The requested redirect uri is malformed or doesn't match client redirect URI.",
      );
    return app;
  }

  issueCode(
    app: OAuthApp,
    redirectUri: string,
    scope: string,
    challenge: string | null,
    method: string | null,
    accountId: string,
  ): string {
    if (challenge && method && method !== 'S256') {
      throw new OAuthError(400, 'invalid_request', 'Code challenge method must be S256.');
    }
    const code = randomToken();
    this.codes.set(code, {
      app,
      redirectUri,
      scope: scope || app.scopes.join(' '),
      challenge,
      accountId,
      createdAt: this.now(),
    });
    return code;
  }

  exchangeCode(
    code: string,
    clientId: string,
    clientSecret: string | undefined,
    redirectUri: string,
    verifier: string | undefined,
  ): TokenRec {
    const grant = this.codes.get(code);
    const invalidGrant = () =>
      new OAuthError(
        400,
        'invalid_grant',
        'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
      );
    if (!grant) throw invalidGrant();
    if (grant.app.clientId !== clientId) throw invalidGrant();
    if (clientSecret !== undefined && clientSecret !== grant.app.clientSecret) {
      throw new OAuthError(
        401,
        'invalid_client',
        'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
      );
    }
    if (grant.redirectUri !== redirectUri) throw invalidGrant();
    if (grant.challenge !== null) {
      // PKCE: the verifier must hash to the challenge given at authorization.
      if (!verifier || s256(verifier) !== grant.challenge) throw invalidGrant();
    } else if (clientSecret === undefined) {
      throw new OAuthError(
        401,
        'invalid_client',
        'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
      );
    }
    if (this.now() - grant.createdAt > 10 * 60_000) throw invalidGrant();
    this.codes.delete(code);
    return this.issueToken(grant.app.id, grant.accountId, grant.scope);
  }

  clientCredentials(clientId: string, clientSecret: string | undefined, scope: string): TokenRec {
    const app = this.app(clientId);
    if (clientSecret !== app.clientSecret) {
      throw new OAuthError(
        401,
        'invalid_client',
        'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
      );
    }
    return this.issueToken(app.id, null, scope || 'read');
  }

  issueToken(appId: string | null, accountId: string | null, scope: string): TokenRec {
    const rec: TokenRec = { token: randomToken(), appId, accountId, scope, createdAt: this.now() };
    this.tokens.set(rec.token, rec);
    return rec;
  }

  revoke(token: string, clientId: string | undefined): void {
    const rec = this.tokens.get(token);
    if (!rec) return;
    const app = clientId ? this.apps.get(clientId) : undefined;
    // Doorkeeper only lets the owning client revoke; unknown tokens are silently fine.
    if (rec.appId !== null && app && app.id !== rec.appId) {
      throw new OAuthError(403, 'unauthorized_client', 'You are not authorized to revoke this token');
    }
    this.tokens.delete(token);
  }

  lookup(token: string): TokenRec | null {
    return this.tokens.get(token) ?? null;
  }
}
