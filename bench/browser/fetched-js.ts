// What the browser really fetched, as bench/browser/bundle-fetched.bench.ts records it in Chromium: the scripts of
// the page and of its workers (their resource timings, on one clock), which of them were asked for before a moment
// (the first paint, the first post in the DOM), and their gzipped size as built in dist/. Plain functions over the
// recorded data, so the counting is tested in Node (tests/unit/bundle/fetched-js.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize, type Manifest } from './bundle.bench.ts';

/** One script the page or a worker fetched: its URL and when it was asked for, in ms since the page's origin. */
export interface FetchedScript {
  url: string;
  startMs: number;
  /** 'page', or the worker that fetched it ('shared-worker'). */
  by: string;
}

/** The built file a script URL names ('assets/index-x.js'), or null for a script that is not ours. */
export function distFileOf(url: string, origin: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.origin !== origin || !u.pathname.endsWith('.js')) return null;
  return u.pathname.replace(/^\/+/, '');
}

/**
 * The distinct built scripts asked for before `beforeMs` (page and workers together; a chunk both fetch counts
 * once, as the browser's cache serves the second), in the order they were asked for.
 */
export function scriptsBefore(scripts: readonly FetchedScript[], origin: string, beforeMs: number): string[] {
  const files: string[] = [];
  for (const s of [...scripts].sort((a, b) => a.startMs - b.startMs)) {
    if (s.startMs > beforeMs) continue;
    const file = distFileOf(s.url, origin);
    if (file && !files.includes(file)) files.push(file);
  }
  return files;
}

/** Each file's gzipped size (level 9, as bundle.bench.ts measures), read from dist/. */
export function gzipSizes(dist: string, files: readonly string[]): { file: string; gzip: number }[] {
  return files.map((file) => {
    const path = join(dist, file);
    if (!existsSync(path)) throw new Error(`the browser fetched ${file}, which dist/ does not hold`);
    return { file, gzip: gzipSize(readFileSync(path)) };
  });
}

/** The language catalogues' module path (src/i18n/locales/<lang>/index.ts): each is a chunk of its own. */
const CATALOGUE_MODULE = /^src\/i18n\/locales\/[^/]+\/index\.ts$/;

/**
 * The built files of the language catalogues, found by their module path in Vite's manifest (not by their names).
 * Outside the initial JavaScript by the rule of issue 14: each language's messages are data fetched for that
 * language, counted on their own (bundle.catalogue_js_gzip).
 */
export function catalogueFiles(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (CATALOGUE_MODULE.test(chunk.src ?? key)) files.add(chunk.file);
  return files;
}
