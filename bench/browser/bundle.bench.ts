// Bundle size: the gzipped JavaScript a tab must download and run before its first paint of the home timeline.
// Read from Vite's dist/.vite/manifest.json (build.manifest): the entry chunk named in dist/index.html, every chunk
// it imports statically (transitively), and the core client chunk main.tsx always awaits before it mounts the app
// (index.html modulepreloads it; its own static imports too). Lazy chunks (routes, compose, notification rows, the
// deck, the in-page fallback core) are left out, and so are the worker bundles: they run in the worker, off the main
// thread's startup path; the SharedWorker's size is a separate figure. gzip is node:zlib at level 9. The renderer's
// share is preact with its React-compatible layer (react and react-dom are its aliases), as minified in the initial
// chunks, gzipped together.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuilt, ROOT } from '../../tests/e2e/harness.ts';
import type { Figures } from '../lib/types.ts';

/** The part of a Vite manifest entry this bench reads. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Dynamic imports that are still on the startup path: main.tsx awaits the core client before the first render. */
export const STARTUP_DYNAMIC_IMPORTS = ['src/core-client/app-core.ts'] as const;

/** The budget for the initial JavaScript, gzipped. */
export const INITIAL_JS_BUDGET_KB = 100;

/** Manifest keys reachable from `roots` through static imports only, roots included. */
export function staticClosure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const r of roots) visit(r);
  return [...seen];
}

/** The entry's manifest key: the chunk whose file dist/index.html loads as its module script. */
export function entryKey(manifest: Manifest, indexHtml: string): string {
  const src = /<script[^>]*type="module"[^>]*src="\/?([^"]+)"/.exec(indexHtml)?.[1];
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry && manifest[k]!.file === src);
  if (!key) throw new Error(`no manifest entry for the module script ${src ?? '(none)'} of index.html`);
  return key;
}

/** The initial chunks, entry first: its static closure plus that of the startup dynamic imports present. */
export function initialChunks(
  manifest: Manifest,
  entry: string,
  startup: readonly string[] = STARTUP_DYNAMIC_IMPORTS,
): string[] {
  const present = startup.filter((k) => manifest[k] !== undefined);
  return staticClosure(manifest, [entry, ...present]);
}

export const gzipSize = (bytes: Uint8Array | string): number => gzipSync(bytes, { level: 9 }).length;

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Splits generated code by original source with a source map (version 3, single file): answers, per source path,
 * the generated text mapped to it. Unmapped text goes under '(unmapped)'. `source-map` is not installed, so the
 * VLQ mappings are decoded here; only the column and source fields are needed.
 */
export function codeBySource(
  code: string,
  map: { sources: string[]; mappings: string },
): Map<string, string> {
  const out = new Map<string, string[]>();
  const add = (source: string, text: string) => {
    const list = out.get(source);
    if (list) list.push(text);
    else out.set(source, [text]);
  };
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let column = 0;
    const segments: { column: number; source: number }[] = [];
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of segment) {
        const digit = B64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length > 1) source += fields[1]!;
      segments.push({ column, source: fields.length > 1 ? source : -1 });
    }
    if (segments.length === 0 || segments[0]!.column > 0)
      add('(unmapped)', line.slice(0, segments[0]?.column ?? line.length));
    segments.forEach((s, i) => {
      const end = segments[i + 1]?.column ?? line.length;
      add(s.source < 0 ? '(unmapped)' : (map.sources[s.source] ?? '(unmapped)'), line.slice(s.column, end));
    });
  });
  return new Map([...out].map(([k, v]) => [k, v.join('')]));
}

/** The package a source path belongs to ('react-dom', '@tanstack/virtual-core'), or the path itself. */
export function packageOf(source: string): string {
  const i = source.lastIndexOf('node_modules/');
  if (i < 0) return source.replace(/^(\.\.\/)+/, '');
  const parts = source.slice(i + 'node_modules/'.length).split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** The renderer's own runtime: Preact and its compatibility layer (react and react-dom are aliases of it; the React
 *  packages and scheduler are named too, so a build with React itself is counted the same way). */
const RENDERER_PACKAGES = new Set(['preact', 'react', 'react-dom', 'scheduler']);

export interface BundleReport {
  initialFiles: { file: string; gzip: number }[];
  initialGzip: number;
  entryStaticGzip: number;
  rendererGzip: number;
  sharedWorkerGzip: number;
  /** Minified bytes per package or source file across the initial chunks, largest first. */
  bySource: [string, number][];
}

/** Measures a built dist/ directory. */
export function measureDist(dist: string): BundleReport {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = entryKey(manifest, readFileSync(join(dist, 'index.html'), 'utf8'));
  const read = (file: string) => readFileSync(join(dist, file), 'utf8');

  const initial = initialChunks(manifest, entry);
  const initialFiles = initial.map((k) => ({
    file: manifest[k]!.file,
    gzip: gzipSize(read(manifest[k]!.file)),
  }));
  const entryStatic = new Set(staticClosure(manifest, [entry]));
  const entryStaticGzip = initialFiles
    .filter((_, i) => entryStatic.has(initial[i]!))
    .reduce((s, f) => s + f.gzip, 0);

  // React's share: its minified code as it sits in the initial chunks, gzipped together.
  const bySourceBytes = new Map<string, number>();
  let rendererCode = '';
  for (const { file } of initialFiles) {
    const mapFile = join(dist, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    const parts = codeBySource(read(file), JSON.parse(readFileSync(mapFile, 'utf8')));
    for (const [source, text] of parts) {
      const pkg = packageOf(source);
      bySourceBytes.set(pkg, (bySourceBytes.get(pkg) ?? 0) + text.length);
      if (RENDERER_PACKAGES.has(pkg)) rendererCode += text;
    }
  }

  // The SharedWorker bundle is emitted as an asset of the chunk that constructs it (new SharedWorker(new URL(…))).
  const workerFile = Object.values(manifest)
    .flatMap((c) => c.assets ?? [])
    .find((a) => /(^|\/)entry-shared-[^/]*\.js$/.test(a));

  return {
    initialFiles,
    initialGzip: initialFiles.reduce((s, f) => s + f.gzip, 0),
    entryStaticGzip,
    rendererGzip: rendererCode ? gzipSize(rendererCode) : 0,
    sharedWorkerGzip: workerFile ? gzipSize(read(workerFile)) : 0,
    bySource: [...bySourceBytes].sort((a, b) => b[1] - a[1]),
  };
}

const kb = (bytes: number) => bytes / 1000;

export async function run(): Promise<Figures> {
  const dist = join(ROOT, 'dist');
  ensureBuilt();
  if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
    const r = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (r.status !== 0) throw new Error('vite build failed');
  }
  const report = measureDist(dist);
  for (const f of report.initialFiles)
    console.log(`  initial ${f.file}: ${kb(f.gzip).toFixed(2)} kB gzipped`);
  console.log(
    `  initial JS ${kb(report.initialGzip).toFixed(2)} kB gzipped (budget ${INITIAL_JS_BUDGET_KB} kB); largest parts, minified:`,
  );
  if (kb(report.initialGzip) > INITIAL_JS_BUDGET_KB)
    console.warn(
      `  ✗ initial JS is over its ${INITIAL_JS_BUDGET_KB} kB budget: move what the first paint does not need behind deferred() (src/lib/deferred.tsx) or import()`,
    );
  for (const [source, bytes] of report.bySource.slice(0, 15))
    console.log(`    ${kb(bytes).toFixed(2).padStart(8)} kB  ${source}`);
  return {
    // What the manifest says the entry needs; bundle-fetched.bench.ts measures what the browser really fetches
    // before its first paint (bundle.initial_js_gzip), deck chunks included.
    'bundle.startup_chunks_js_gzip': { value: kb(report.initialGzip), unit: 'kB', better: 'lower' },
    'bundle.entry_static_js_gzip': { value: kb(report.entryStaticGzip), unit: 'kB', better: 'lower' },
    'bundle.renderer_share_gzip': { value: kb(report.rendererGzip), unit: 'kB', better: 'lower' },
    'bundle.shared_worker_js_gzip': { value: kb(report.sharedWorkerGzip), unit: 'kB', better: 'lower' },
  };
}
