// The client's own /oauth/callback is not an API route: the demo serves the built client there, so coming back
// from the approval page loads the app (real Mastodon has no such route either).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath } from '../../../demo/http/handler.ts';
import { type DemoServer, startDemo } from '../../../demo/server.ts';

const INDEX = '<!doctype html><title>woolly test client</title><div id="root"></div>';

describe('demo: /oauth/callback belongs to the client', () => {
  let demo: DemoServer;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'woolly-static-'));
    await writeFile(join(dir, 'index.html'), INDEX);
    demo = await startDemo({ port: 0, quiet: true, staticDir: dir });
  });
  afterAll(async () => {
    await demo.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves index.html for GET /oauth/callback with a code and state', async () => {
    const r = await fetch(`${demo.url}/oauth/callback?code=abc&state=xyz`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/html');
    expect(await r.text()).toBe(INDEX);
  });

  it('keeps the OAuth endpoints of an instance as API', async () => {
    expect(isApiPath('/oauth/authorize')).toBe(true);
    expect(isApiPath('/oauth/token')).toBe(true);
    expect(isApiPath('/oauth/revoke')).toBe(true);
    expect(isApiPath('/oauth/callback')).toBe(false);
    // A token request without credentials still gets the API's JSON error, not the client's page.
    const r = await fetch(`${demo.url}/oauth/token`, { method: 'POST' });
    expect(r.headers.get('content-type')).toContain('application/json');
  });
});
