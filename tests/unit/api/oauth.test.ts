// Sign-in: instance address, PKCE S256, authorization URL, code exchange, revocation; identity and configuration.
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { identityFrom, instanceConfig, parsePermissions } from '../../../worker/api/identity.ts';
import { isLoopbackHost, normalizeInstanceUrl, streamingBaseUrl } from '../../../worker/api/instance-url.ts';
import { normalizeCredentialAccount, normalizeInstance } from '../../../worker/api/normalize/misc.ts';
import { authorizationUrl, createOAuth, createPkce } from '../../../worker/api/oauth.ts';

describe('instance address', () => {
  it('assumes https and keeps only the origin', () => {
    expect(normalizeInstanceUrl(' Example.Social ')).toEqual({
      ok: true,
      origin: 'https://example.social',
      host: 'example.social',
    });
    expect(normalizeInstanceUrl('https://example.social/@alice/1')).toMatchObject({
      origin: 'https://example.social',
    });
    expect(normalizeInstanceUrl('@alice@example.social')).toMatchObject({ origin: 'https://example.social' });
  });

  it('allows plain http only for loopback addresses', () => {
    expect(normalizeInstanceUrl('http://localhost:3000')).toMatchObject({
      ok: true,
      origin: 'http://localhost:3000',
    });
    expect(normalizeInstanceUrl('http://127.8.9.10')).toMatchObject({ ok: true });
    expect(normalizeInstanceUrl('http://[::1]:4000')).toMatchObject({
      ok: true,
      origin: 'http://[::1]:4000',
    });
    expect(normalizeInstanceUrl('http://example.social').ok).toBe(false);
    expect(normalizeInstanceUrl('http://128.0.0.1').ok).toBe(false);
    expect(normalizeInstanceUrl('http://127.0.0.1.evil.example').ok).toBe(false);
    expect(isLoopbackHost('127.0.0.300')).toBe(false);
  });

  it('refuses what is not a server address', () => {
    for (const bad of [
      '',
      'javascript:alert(1)',
      'ftp://x.example',
      'https://user:pw@x.example',
      'a b.example',
    ])
      expect(normalizeInstanceUrl(bad).ok, bad).toBe(false);
  });

  it('the streaming URL comes from the configuration, else the REST origin, as ws(s)', () => {
    expect(streamingBaseUrl('wss://streaming.x.example', 'https://x.example')).toBe(
      'wss://streaming.x.example',
    );
    expect(streamingBaseUrl('', 'https://x.example')).toBe('wss://x.example');
    expect(streamingBaseUrl(null, 'http://localhost:3000')).toBe('ws://localhost:3000');
  });
});

describe('OAuth with PKCE', () => {
  it('the challenge is the base64url SHA-256 of the verifier', async () => {
    const { verifier, challenge } = await createPkce(globalThis.crypto);
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenge).toBe(createHash('sha256').update(verifier).digest('base64url'));
  });

  it('the authorization URL asks for code with S256, the scopes and the state', () => {
    const u = new URL(
      authorizationUrl({
        origin: 'https://x.example',
        clientId: 'c',
        redirectUri: 'https://app/cb',
        codeChallenge: 'ch',
        state: 'st',
      }),
    );
    expect(u.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(u.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'c',
      redirect_uri: 'https://app/cb',
      scope: 'read write follow push',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      state: 'st',
    });
  });

  it('registers the app, then exchanges the code with the verifier after checking the state', async () => {
    const bodies: Record<string, unknown>[] = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      bodies.push({ url, ...(JSON.parse(String(init.body)) as object) });
      if (url.endsWith('/api/v1/apps'))
        return Response.json({
          id: '1',
          name: 'Woolly',
          client_id: 'cid',
          client_secret: 'sec',
          redirect_uri: 'https://app/cb',
        });
      return Response.json({
        access_token: 'tok',
        token_type: 'Bearer',
        scope: 'read write follow push',
        created_at: 1,
      });
    });
    const oauth = createOAuth({ fetch, now: () => 0, crypto: globalThis.crypto });
    const started = await oauth.start('https://x.example', {
      clientName: 'Woolly',
      redirectUri: 'https://app/cb',
    });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expect(bodies[0]).toEqual({
      url: 'https://x.example/api/v1/apps',
      client_name: 'Woolly',
      redirect_uris: 'https://app/cb',
      scopes: 'read write follow push',
    });
    const { pending, authorizeUrl } = started.value;
    const challenge = new URL(authorizeUrl).searchParams.get('code_challenge');
    expect(challenge).toBe(createHash('sha256').update(pending.codeVerifier).digest('base64url'));

    const wrongState = await oauth.finish(`https://app/cb?code=abc&state=other`, pending);
    expect(wrongState.ok).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);

    const done = await oauth.finish(`https://app/cb?code=abc&state=${pending.state}`, pending);
    expect(done.ok && done.value.access_token).toBe('tok');
    expect(bodies[1]).toMatchObject({
      url: 'https://x.example/oauth/token',
      grant_type: 'authorization_code',
      code: 'abc',
      client_id: 'cid',
      client_secret: 'sec',
      redirect_uri: 'https://app/cb',
      code_verifier: pending.codeVerifier,
    });
  });

  it('a denied authorization is a failure with the server text', async () => {
    const oauth = createOAuth({ fetch: vi.fn(), now: () => 0, crypto: globalThis.crypto });
    const pending = {
      origin: 'https://x',
      clientId: 'c',
      clientSecret: 's',
      redirectUri: 'r',
      codeVerifier: 'v',
      state: 's',
    };
    const r = await oauth.finish('https://app/cb?error=access_denied&error_description=Denied', pending);
    expect(!r.ok && r.error.serverError).toBe('Denied');
  });

  it('revokes the token at logout', async () => {
    const fetch = vi.fn(async () => Response.json({}));
    const oauth = createOAuth({ fetch, now: () => 0, crypto: globalThis.crypto });
    const r = await oauth.revoke('https://x.example', { clientId: 'c', clientSecret: 's', token: 't' });
    expect(r.ok).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      'https://x.example/oauth/revoke',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});

describe('identity and configuration', () => {
  it('permissions from the role bitmask string; anonymous has 0', () => {
    const me = normalizeCredentialAccount({
      id: '9',
      username: 'a',
      acct: 'a',
      role: { id: '3', name: 'Owner', color: '', permissions: '1048575' },
    });
    expect(me.ok && identityFrom(me.value)).toEqual({
      signedIn: true,
      accountId: '9',
      disabledAccountId: null,
      permissions: 1048575,
    });
    expect(identityFrom(null)).toEqual({
      signedIn: false,
      accountId: null,
      disabledAccountId: null,
      permissions: 0,
    });
    expect(parsePermissions('junk')).toBe(0);
  });

  it('a moved account is the disabled account', () => {
    const me = normalizeCredentialAccount({
      id: '9',
      username: 'a',
      acct: 'a',
      moved: { id: '10', username: 'b', acct: 'b' },
    });
    expect(me.ok && identityFrom(me.value).disabledAccountId).toBe('9');
  });

  it('limits and the streaming URL from /api/v2/instance', () => {
    const inst = normalizeInstance({
      domain: 'x.example',
      configuration: {
        urls: { streaming: 'wss://s.x.example' },
        statuses: { max_characters: 1000, max_media_attachments: 8, characters_reserved_per_url: 23 },
        polls: { max_options: 6 },
        vapid: { public_key: 'BK' },
      },
    });
    expect(inst.ok).toBe(true);
    if (!inst.ok) return;
    const c = instanceConfig(inst.value, 'https://x.example');
    expect([c.streamingUrl, c.maxCharacters, c.maxMediaAttachments, c.poll.maxOptions, c.vapidKey]).toEqual([
      'wss://s.x.example',
      1000,
      8,
      6,
      'BK',
    ]);
  });
});
