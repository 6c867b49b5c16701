// The app's own files in the service worker's cache, so that a repeat visit starts without waiting for the network:
// the build's hashed files (/assets/…) are answered from the cache first (a hashed name never changes content), the
// page itself (index.html, for any address of the app) from the network first, and from the cache when the network
// fails. The build lists its files (vite.config.ts writes the list into sw.js), and installing fetches them; each
// build has its own cache, and the old ones go when the new worker takes over. Nothing else (the API, the server's
// pages, media) is touched.

/** The list the build writes in place of this placeholder: JSON of { version, files }. Not JSON itself, so an
 *  unreplaced placeholder (the development server, tests) reads as a development build; never compared with, so a
 *  minifier cannot fold the check away before the build replaces it. */
export const BUILD_FILES_PLACEHOLDER = '__WOOLLY_BUILD_FILES__';

export interface BuildFiles {
  version: string;
  files: readonly string[];
}

/** The build's list, or a development build's empty one (the placeholder was not replaced, or is malformed). */
export function parseBuildFiles(raw: string): BuildFiles {
  const dev: BuildFiles = { version: 'dev', files: [] };
  try {
    const v = JSON.parse(raw) as { version?: unknown; files?: unknown };
    if (typeof v.version !== 'string' || !Array.isArray(v.files)) return dev;
    return {
      version: v.version,
      files: v.files.filter((f): f is string => typeof f === 'string' && f.startsWith('/')),
    };
  } catch {
    return dev;
  }
}

const CACHE_PREFIX = 'woolly-app-';
export const cacheName = (build: BuildFiles) => `${CACHE_PREFIX}${build.version}`;
/** Where the page (index.html) is kept: every address of the app answers with it. */
const PAGE_KEY = '/';

/** Addresses on the app's origin that are the server's, never the app's page (the demo instance serves both). */
const SERVER_PATHS =
  /^\/(api|_demo|system|media|media_proxy|packs|\.well-known|nodeinfo|oauth\/(authorize|token|revoke))(\/|$)/;

export type CacheStrategy = 'cache-first' | 'page' | 'none';

/** How a request is answered. */
export function cacheStrategy(
  request: { method: string; url: string; mode: string },
  origin: string,
  build: BuildFiles,
): CacheStrategy {
  if (request.method !== 'GET') return 'none';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'none';
  }
  if (url.origin !== origin) return 'none';
  if (request.mode === 'navigate') return SERVER_PATHS.test(url.pathname) ? 'none' : 'page';
  if (url.pathname.startsWith('/assets/')) return 'cache-first';
  return build.files.includes(url.pathname) ? 'cache-first' : 'none';
}

export interface AppCache {
  match(request: Request | string): Promise<Response | undefined>;
  put(request: Request | string, response: Response): Promise<void>;
}

export interface AppCacheEnv {
  caches: {
    open(name: string): Promise<AppCache>;
    keys(): Promise<readonly string[]>;
    delete(name: string): Promise<boolean>;
  };
  fetch(request: Request | string): Promise<Response>;
}

/** Install: fetches the build's files into its cache. A file that fails is left to be fetched when asked for. */
export async function precache(env: AppCacheEnv, build: BuildFiles): Promise<number> {
  if (build.files.length === 0) return 0;
  const cache = await env.caches.open(cacheName(build));
  const results = await Promise.allSettled(
    build.files.map(async (file) => {
      const response = await env.fetch(file);
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      await cache.put(file === '/index.html' ? PAGE_KEY : file, response);
    }),
  );
  return results.filter((r) => r.status === 'fulfilled').length;
}

/** Activate: drops the caches of earlier builds (never anything this worker did not make). */
export async function dropOldCaches(env: AppCacheEnv, build: BuildFiles): Promise<string[]> {
  const current = cacheName(build);
  const old = (await env.caches.keys()).filter((k) => k.startsWith(CACHE_PREFIX) && k !== current);
  await Promise.all(old.map((k) => env.caches.delete(k)));
  return old;
}

/** Answers a request by its strategy ('none' is never passed here). */
export async function respond(
  env: AppCacheEnv,
  build: BuildFiles,
  request: Request,
  strategy: Exclude<CacheStrategy, 'none'>,
): Promise<Response> {
  const cache = await env.caches.open(cacheName(build));
  if (strategy === 'cache-first') {
    const hit = await cache.match(request);
    if (hit) return hit;
    const response = await env.fetch(request);
    if (response.ok) await cache.put(request, response.clone()).catch(() => {});
    return response;
  }
  try {
    const response = await env.fetch(request);
    const html = response.headers.get('content-type')?.includes('text/html') ?? false;
    if (response.ok && html) await cache.put(PAGE_KEY, response.clone()).catch(() => {});
    return response;
  } catch (e) {
    // Offline: the page last seen starts the app, which says it is offline and shows what the core kept.
    const page = await cache.match(PAGE_KEY);
    if (page) return page;
    throw e;
  }
}
