import { describe, expect, it } from 'vitest';
import {
  type AppCache,
  type AppCacheEnv,
  type BuildFiles,
  cacheName,
  cacheStrategy,
  dropOldCaches,
  parseBuildFiles,
  precache,
  respond,
} from '../../../src/service-worker/app-cache.ts';
import { installServiceWorker } from '../../../src/service-worker/handlers.ts';
import type { SwScope } from '../../../src/service-worker/scope.ts';

const ORIGIN = 'https://app.example.test';
const BUILD: BuildFiles = {
  version: 'v2',
  files: [
    '/',
    '/assets/index-abc.js',
    '/assets/app-def.css',
    '/manifest.webmanifest',
    '/icons/woolly-192.png',
  ],
};

/** The Cache API over maps, and a network that answers from a table (or fails when offline). */
function fakeEnv(network: Record<string, { body: string; type?: string; status?: number }>) {
  const stores = new Map<string, Map<string, Response>>();
  const fetched: string[] = [];
  const state = { offline: false };
  const keyOf = (r: Request | string) => (typeof r === 'string' ? r : new URL(r.url).pathname);
  const env: AppCacheEnv = {
    caches: {
      async open(name) {
        if (!stores.has(name)) stores.set(name, new Map());
        const store = stores.get(name)!;
        const cache: AppCache = {
          match: async (r) => store.get(keyOf(r))?.clone(),
          put: async (r, res) => {
            store.set(keyOf(r), res);
          },
        };
        return cache;
      },
      keys: async () => [...stores.keys()],
      delete: async (name) => stores.delete(name),
    },
    async fetch(r) {
      const path = keyOf(r);
      fetched.push(path);
      if (state.offline) throw new TypeError('Failed to fetch');
      const answer = network[path];
      if (!answer) return new Response('not found', { status: 404 });
      return new Response(answer.body, {
        status: answer.status ?? 200,
        headers: { 'content-type': answer.type ?? 'text/javascript' },
      });
    },
  };
  return { env, stores, fetched, state };
}

const NETWORK = {
  '/': { body: '<html>v2</html>', type: 'text/html' },
  '/home': { body: '<html>v2</html>', type: 'text/html' },
  '/assets/index-abc.js': { body: 'js' },
  '/assets/app-def.css': { body: 'css', type: 'text/css' },
  '/manifest.webmanifest': { body: '{}', type: 'application/manifest+json' },
  '/icons/woolly-192.png': { body: 'png', type: 'image/png' },
};

const req = (path: string, mode = 'cors', method = 'GET') => ({ url: `${ORIGIN}${path}`, mode, method });

describe('the app’s files in the service worker', () => {
  it('reads the build’s list, and treats a missing or malformed one as a development build', () => {
    expect(parseBuildFiles(JSON.stringify(BUILD))).toEqual(BUILD);
    expect(parseBuildFiles('__WOOLLY_BUILD_FILES__')).toEqual({ version: 'dev', files: [] });
    expect(parseBuildFiles('{"version":1}')).toEqual({ version: 'dev', files: [] });
    expect(parseBuildFiles('{"version":"x","files":["/a.js","http://evil/","/b"]}').files).toEqual([
      '/a.js',
      '/b',
    ]);
  });

  it('hashed files from the cache first, the page from the network first; the API and other sites untouched', () => {
    expect(cacheStrategy(req('/assets/index-abc.js'), ORIGIN, BUILD)).toBe('cache-first');
    expect(cacheStrategy(req('/icons/woolly-192.png'), ORIGIN, BUILD)).toBe('cache-first');
    expect(cacheStrategy(req('/@ada/1', 'navigate'), ORIGIN, BUILD)).toBe('page');
    expect(cacheStrategy(req('/oauth/callback?code=1', 'navigate'), ORIGIN, BUILD)).toBe('page');
    expect(cacheStrategy(req('/oauth/authorize?x', 'navigate'), ORIGIN, BUILD)).toBe('none');
    expect(cacheStrategy(req('/api/v1/timelines/home'), ORIGIN, BUILD)).toBe('none');
    expect(cacheStrategy(req('/api/v1/statuses', 'cors', 'POST'), ORIGIN, BUILD)).toBe('none');
    expect(cacheStrategy(req('/system/media/1.png'), ORIGIN, BUILD)).toBe('none');
    expect(cacheStrategy({ ...req('/x'), url: 'https://cdn.example/assets/a.js' }, ORIGIN, BUILD)).toBe(
      'none',
    );
  });

  it('a repeat visit gets the hashed files without the network', async () => {
    const { env, fetched } = fakeEnv(NETWORK);
    expect(await precache(env, BUILD)).toBe(BUILD.files.length);
    fetched.length = 0;
    const js = await respond(env, BUILD, new Request(`${ORIGIN}/assets/index-abc.js`), 'cache-first');
    expect(await js.text()).toBe('js');
    expect(fetched).toEqual([]);
  });

  it('a hashed file not yet cached is fetched once, then kept', async () => {
    const { env, fetched } = fakeEnv({ ...NETWORK, '/assets/lazy-1.js': { body: 'lazy' } });
    const ask = () => respond(env, BUILD, new Request(`${ORIGIN}/assets/lazy-1.js`), 'cache-first');
    expect(await (await ask()).text()).toBe('lazy');
    expect(await (await ask()).text()).toBe('lazy');
    expect(fetched).toEqual(['/assets/lazy-1.js']);
  });

  it('a failed answer is passed on, not kept', async () => {
    const { env, fetched } = fakeEnv(NETWORK);
    const ask = () => respond(env, BUILD, new Request(`${ORIGIN}/assets/gone.js`), 'cache-first');
    expect((await ask()).status).toBe(404);
    expect((await ask()).status).toBe(404);
    expect(fetched).toEqual(['/assets/gone.js', '/assets/gone.js']);
  });

  it('the page comes from the network when online (a new build shows), from the cache when offline', async () => {
    const { env, state } = fakeEnv(NETWORK);
    const page = () => respond(env, BUILD, new Request(`${ORIGIN}/home`), 'page');
    expect(await (await page()).text()).toBe('<html>v2</html>');
    state.offline = true;
    expect(await (await page()).text()).toBe('<html>v2</html>');
  });

  it('offline with nothing cached, the page fails as the network did', async () => {
    const { env, state } = fakeEnv(NETWORK);
    state.offline = true;
    await expect(respond(env, BUILD, new Request(`${ORIGIN}/home`), 'page')).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('a file that fails at install is skipped, not fatal', async () => {
    const { env } = fakeEnv({ ...NETWORK, '/icons/woolly-192.png': { body: '', status: 500 } });
    expect(await precache(env, BUILD)).toBe(BUILD.files.length - 1);
  });

  it('a new build drops the old build’s cache and nothing else', async () => {
    const { env, stores } = fakeEnv(NETWORK);
    await env.caches.open(cacheName({ version: 'v1', files: [] }));
    await env.caches.open('someone-else');
    await env.caches.open(cacheName(BUILD));
    expect(await dropOldCaches(env, BUILD)).toEqual(['woolly-app-v1']);
    expect([...stores.keys()].sort()).toEqual(['someone-else', 'woolly-app-v2']);
  });

  it('the worker answers fetches with it and still handles push (installed with the Cache API)', async () => {
    const { env } = fakeEnv(NETWORK);
    const listeners = new Map<string, (e: never) => void>();
    const scope = {
      registration: { showNotification: async () => {}, getNotifications: async () => [] },
      clients: { matchAll: async () => [], openWindow: async () => null, claim: async () => {} },
      location: { origin: ORIGIN },
      skipWaiting: async () => {},
      addEventListener: (type: string, l: (e: never) => void) => listeners.set(type, l),
      caches: env.caches,
      fetch: env.fetch,
    } satisfies SwScope;
    installServiceWorker(scope, BUILD);
    expect([...listeners.keys()].sort()).toEqual([
      'activate',
      'fetch',
      'install',
      'message',
      'notificationclick',
      'push',
    ]);
    const answered: Promise<Response>[] = [];
    const fetchEvent = (path: string) => ({
      request: new Request(`${ORIGIN}${path}`),
      respondWith: (p: Promise<Response>) => answered.push(p),
    });
    listeners.get('fetch')!(fetchEvent('/assets/index-abc.js') as never);
    listeners.get('fetch')!(fetchEvent('/api/v1/instance') as never);
    expect(answered).toHaveLength(1);
    expect(await (await answered[0]!).text()).toBe('js');
  });
});
