// OAuth with PKCE against the demo: the approval page, the code, the token; a wrong verifier is refused; tokens
// work as a Bearer header and as access_token in the query or form body; revoked tokens stop working.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';

let demo: DemoServer;
let auto: DemoServer;
const REDIRECT = 'http://127.0.0.1:9/callback';

beforeAll(async () => {
  [demo, auto] = await Promise.all([
    startDemo({ port: 0, quiet: true }),
    startDemo({ port: 0, quiet: true, autoApprove: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([demo?.close(), auto?.close()]);
});

const form = (o: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(o).toString(),
  redirect: 'manual' as const,
});

async function registerApp(server: DemoServer) {
  const res = await fetch(
    `${server.url}/api/v1/apps`,
    form({ client_name: 'Test', redirect_uris: REDIRECT, scopes: 'read write follow push' }),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as {
    client_id: string;
    client_secret: string;
    redirect_uri: string;
    vapid_key: string;
  };
}

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

const authorizeUrl = (server: DemoServer, clientId: string, challenge: string) =>
  `${server.url}/oauth/authorize?${new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: REDIRECT, scope: 'read write follow push', state: 'xyz', code_challenge: challenge, code_challenge_method: 'S256' })}`;

/** Loads the approval page and submits its form, as the Authorize button would. */
async function approve(clientId: string, challenge: string): Promise<URL> {
  const page = await fetch(authorizeUrl(demo, clientId, challenge));
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('id="authorize"');
  expect(html).toContain('@woolly');
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  );
  const res = await fetch(
    `${demo.url}/oauth/authorize`,
    form({ ...(fields as Record<string, string>), decision: 'approve' }),
  );
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

describe('OAuth', () => {
  it('registers an app with a client id, secret and vapid key', async () => {
    const app = await registerApp(demo);
    expect(app.client_id.length).toBeGreaterThan(20);
    expect(app.client_secret.length).toBeGreaterThan(20);
    expect(app.redirect_uri).toBe(REDIRECT);
    expect(app.vapid_key.length).toBeGreaterThan(20);
  });

  it('authorization code with PKCE gives a token of the demo user', async () => {
    const app = await registerApp(demo);
    const { verifier, challenge } = pkce();
    const back = await approve(app.client_id, challenge);
    expect(back.searchParams.get('state')).toBe('xyz');
    const code = back.searchParams.get('code') ?? '';
    const tokenRes = await fetch(
      `${demo.url}/oauth/token`,
      form({
        grant_type: 'authorization_code',
        code,
        client_id: app.client_id,
        redirect_uri: REDIRECT,
        code_verifier: verifier,
      }),
    );
    expect(tokenRes.status).toBe(200);
    const token = (await tokenRes.json()) as {
      access_token: string;
      token_type: string;
      scope: string;
      created_at: number;
    };
    expect(token.token_type).toBe('Bearer');
    const me = await fetch(`${demo.url}/api/v1/accounts/verify_credentials`, {
      headers: { Authorization: `Bearer ${token.access_token}` },
    });
    expect(((await me.json()) as { username: string }).username).toBe('woolly');
    // The code is single-use.
    const again = await fetch(
      `${demo.url}/oauth/token`,
      form({
        grant_type: 'authorization_code',
        code,
        client_id: app.client_id,
        redirect_uri: REDIRECT,
        code_verifier: verifier,
      }),
    );
    expect(again.status).toBe(400);
  });

  it('refuses a wrong code verifier', async () => {
    const app = await registerApp(demo);
    const { challenge } = pkce();
    const code = (await approve(app.client_id, challenge)).searchParams.get('code') ?? '';
    const res = await fetch(
      `${demo.url}/oauth/token`,
      form({
        grant_type: 'authorization_code',
        code,
        client_id: app.client_id,
        redirect_uri: REDIRECT,
        code_verifier: pkce().verifier,
      }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('refuses an unknown redirect uri', async () => {
    const app = await registerApp(demo);
    const res = await fetch(
      authorizeUrl(demo, app.client_id, 'x').replace(
        encodeURIComponent(REDIRECT),
        encodeURIComponent('http://evil.test/'),
      ),
    );
    expect(res.status).toBe(400);
  });

  it('with autoApprove, the authorize page redirects at once', async () => {
    const app = await registerApp(auto);
    const { challenge } = pkce();
    const res = await fetch(authorizeUrl(auto, app.client_id, challenge), { redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('code')).toBeTruthy();
  });

  it('accepts access_token in the query and in a form body (for sendBeacon), and revocation ends it', async () => {
    const app = await registerApp(demo);
    const cc = (await (
      await fetch(
        `${demo.url}/oauth/token`,
        form({
          grant_type: 'client_credentials',
          client_id: app.client_id,
          client_secret: app.client_secret,
        }),
      )
    ).json()) as { access_token: string };
    expect(
      (await fetch(`${demo.url}/api/v1/apps/verify_credentials?access_token=${cc.access_token}`)).status,
    ).toBe(200);
    // An app token has no user.
    expect((await fetch(`${demo.url}/api/v1/timelines/home?access_token=${cc.access_token}`)).status).toBe(
      401,
    );
    const marker = await fetch(
      `${demo.url}/api/v1/markers`,
      form({ access_token: demo.demoToken, 'home[last_read_id]': '123' }),
    );
    expect(marker.status).toBe(200);
    expect(demo.world.markers.get(demo.demoAccountId)?.get('home')?.lastReadId).toBe('123');
    await fetch(
      `${demo.url}/oauth/revoke`,
      form({ token: cc.access_token, client_id: app.client_id, client_secret: app.client_secret }),
    );
    expect(
      (await fetch(`${demo.url}/api/v1/apps/verify_credentials?access_token=${cc.access_token}`)).status,
    ).toBe(401);
  });
});
