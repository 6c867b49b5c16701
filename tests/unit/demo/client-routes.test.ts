// The demo instance serves the app for every client route, whatever its escapes: `/@%` or `/tags/%` get
// index.html (the app then shows its not-found screen), not a JSON error page. A malformed escape in an API path
// is an unknown record, not a server error.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';

let demo: DemoServer;
const site = mkdtempSync(join(tmpdir(), 'woolly-dist-'));
mkdirSync(join(site, 'assets'));
writeFileSync(join(site, 'index.html'), '<!doctype html><title>Woolly app</title>');
writeFileSync(join(site, 'assets', 'app-1.js'), 'console.log(1)');

beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true, staticDir: site, pingIntervalMs: 60_000 });
});
afterAll(async () => {
  await demo?.close();
});

describe('client routes with malformed escapes', () => {
  it.each(['/@%', '/@%zz/1', '/tags/%', '/tags/%E0%A4%A', '/%', '/lists/%C3'])(
    '%s serves the app',
    async (path) => {
      const res = await fetch(demo.url + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<title>Woolly app</title>');
    },
  );

  it('well-formed routes and assets are served as before; a missing asset is a 404', async () => {
    expect(await (await fetch(`${demo.url}/tags/caf%C3%A9`)).text()).toContain('Woolly app');
    expect(await (await fetch(`${demo.url}/assets/app-1.js`)).text()).toBe('console.log(1)');
    expect((await fetch(`${demo.url}/assets/%zz.js`)).status).toBe(404);
  });

  it('an API path with a malformed escape is a 404 with a JSON error, not a 500', async () => {
    const res = await fetch(`${demo.url}/api/v1/accounts/%`, {
      headers: { Authorization: `Bearer ${demo.demoToken}` },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty('error');
  });
});
