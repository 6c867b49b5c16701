import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { CORE_WORKER_NAME, coreStartScript } from './src/core-client/core-start-inline.ts';
import { cataloguePreloadScript } from './src/i18n/catalogue-preload.ts';
import { intlWarmScript } from './src/lib/intl-warm-inline.ts';

/** The files of public/ as site paths (/manifest.webmanifest, /icons/…). */
function publicFiles(dir: string, root = dir): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(publicFiles(path, root));
    else out.push(`/${relative(root, path).split('\\').join('/')}`);
  }
  return out;
}

// The service worker (src/service-worker/sw.ts) is emitted as /sw.js at the root of dist/, so its scope is the
// whole site. It must be one self-contained script: the build fails if it ever imports a shared chunk. It keeps the
// app's own files in its cache (src/service-worker/app-cache.ts): the build writes their list into it, over the
// placeholder, so every build is a new worker with its own cache.
function serviceWorker(): Plugin {
  return {
    name: 'woolly-service-worker',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: '/src/service-worker/sw.ts', fileName: 'sw.js' });
    },
    generateBundle(_options, bundle) {
      const sw = bundle['sw.js'];
      if (sw && sw.type === 'chunk' && (sw.imports.length > 0 || sw.dynamicImports.length > 0))
        this.error(
          `sw.js must be self-contained but imports ${[...sw.imports, ...sw.dynamicImports].join(', ')}`,
        );
      if (sw?.type !== 'chunk') return;
      const built = Object.keys(bundle).filter(
        (f) => f !== 'sw.js' && !f.endsWith('.map') && !f.startsWith('.vite/') && f !== 'index.html',
      );
      const files = [
        '/',
        ...built.map((f) => `/${f}`),
        ...publicFiles(join(import.meta.dirname, 'public')),
      ].sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const placeholder = /(["'`])__WOOLLY_BUILD_FILES__\1/g;
      const found = sw.code.match(placeholder)?.length ?? 0;
      if (found !== 1) this.error(`sw.js should hold the file list placeholder once, found ${found}`);
      sw.code = sw.code.replace(placeholder, () => JSON.stringify(JSON.stringify({ version, files })));
    },
  };
}

// With build.modulePreload off, Vite no longer links the entry's static imports from index.html: this puts the
// <link rel=modulepreload> back, so they download beside the entry instead of after it is parsed. The core client
// chunk is linked too: main.tsx always imports it at once, and would otherwise ask for it only after the entry ran.
function preloadEntryImports(): Plugin {
  return {
    name: 'woolly-preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const entry = ctx.chunk;
        if (!entry || !ctx.bundle) return [];
        const seen = new Set<string>();
        const walk = (file: string) => {
          const chunk = ctx.bundle?.[file];
          if (chunk?.type !== 'chunk' || seen.has(file)) return;
          seen.add(file);
          for (const dep of chunk.imports) walk(dep);
        };
        for (const dep of entry.imports) walk(dep);
        for (const chunk of Object.values(ctx.bundle))
          if (chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('/src/core-client/app-core.ts'))
            walk(chunk.fileName);
        seen.delete(entry.fileName);
        return [...seen].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

// The language's catalogue is awaited before the first render: an inline script at the top of index.html picks the
// language as the app will and preloads that catalogue's chunk (src/i18n/catalogue-preload.ts), so it downloads
// beside the entry rather than after the entry has run. The chunks are found by their module path.
function preloadCatalogue(): Plugin {
  return {
    name: 'woolly-preload-catalogue',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const files: Record<string, string> = {};
        for (const chunk of Object.values(ctx.bundle)) {
          const lang =
            chunk.type === 'chunk'
              ? /\/src\/i18n\/locales\/([^/]+)\/index\.ts$/.exec(chunk.facadeModuleId ?? '')
              : null;
          if (lang?.[1]) files[lang[1]] = `/${chunk.fileName}`;
        }
        if (Object.keys(files).length === 0)
          this.error('no catalogue chunks (src/i18n/locales/*/index.ts) in the build');
        // Right after the charset, before the stylesheet: an inline script after a stylesheet waits for it.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html))
          this.error('index.html has no <meta charset> to put the catalogue preload after');
        return html.replace(charset, (m) => `${m}\n    <script>${cataloguePreloadScript(files)}</script>`);
      },
    },
  };
}

// The shared core starts from an inline script at the top of index.html (src/core-client/core-start-inline.ts), so
// its script loads and boots and it asks for home while the entry is still on its way; the entry takes that worker
// over. The worker's script is an asset of the entry chunk (Vite builds workers apart), found by its name.
function startCoreInline(): Plugin {
  return {
    name: 'woolly-start-core-inline',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = ctx.chunk;
        if (!entry || !ctx.bundle) return html;
        const assets = [...(entry.viteMetadata?.importedAssets ?? [])].filter((f) =>
          /^assets\/entry-shared-[^/]+\.js$/.test(f),
        );
        if (assets.length !== 1)
          this.error(`expected the entry to hold one SharedWorker script, found ${assets.length}`);
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) this.error('index.html has no <meta charset> to start the core after');
        // Right after the charset (before the stylesheet, which an inline script after it would wait for).
        return html.replace(
          charset,
          (m) => `${m}\n    <script>${coreStartScript(`/${assets[0]}`, CORE_WORKER_NAME)}</script>`,
        );
      },
    },
  };
}

// The engine's number data is loaded while the entry is on its way, not when the first rows format their first number
// after the first paint (src/lib/intl-warm-inline.ts). Its script waits for the page to be parsed (a task of its own),
// so it goes right after the charset like the others.
function warmIntlInline(): Plugin {
  return {
    name: 'woolly-warm-intl-inline',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) this.error('index.html has no <meta charset> to warm Intl after');
        return html.replace(charset, (m) => `${m}\n    <script>${intlWarmScript()}</script>`);
      },
    },
  };
}

/** The modules the first posts are drawn with (the 'first-rows' group below), and the first screen's: the entry and
 *  the deck, fetched before the first paint. */
const FIRST_ROW_MODULES = [
  '/src/components/virtual-list/VirtualList.tsx',
  '/src/components/status/StatusRow.tsx',
];
const FIRST_SCREEN_MODULES = ['/src/main.tsx', '/src/layouts/DeckColumns.tsx'];

// The modules of the first posts' file: all that the list and the post row import, statically and recursively, but
// what the first screen imports too (a module of both in the rows' file would make the first screen fetch that file
// before its first paint). Read from the module graph, which this plugin keeps as the build parses it.
function firstRows(): { plugin: Plugin; test: (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  let rows: Set<string> | null = null;
  const closure = (suffixes: readonly string[]) => {
    const seen = new Set<string>();
    const stack = [...imports.keys()].filter((id) => suffixes.some((s) => id.endsWith(s)));
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(imports.get(id) ?? []));
    }
    return seen;
  };
  return {
    plugin: {
      name: 'woolly-first-rows-graph',
      apply: 'build',
      moduleParsed(info) {
        imports.set(info.id, info.importedIds);
      },
    },
    test(id) {
      if (!rows) {
        rows = closure(FIRST_ROW_MODULES);
        for (const shared of closure(FIRST_SCREEN_MODULES)) rows.delete(shared);
      }
      return rows.has(id);
    },
  };
}
const rowsGroup = firstRows();

// The static client. `npm run build` writes dist/, which can be hosted anywhere and pointed at any instance;
// `npm start` serves the same dist/ from the demo instance on one origin.
export default defineConfig(({ command, mode }) => {
  // A production build is a production build even when NODE_ENV says otherwise: vitest sets NODE_ENV=test, and a
  // `vite build` started from inside a test (tests/e2e/harness.ts ensureBuilt) inherited it and shipped React's
  // development build and the dev JSX runtime (≈2× the size, far slower), which e2e tests and benchmarks measured.
  // Vite reads NODE_ENV after loading this file, so setting it here is enough.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      serviceWorker(),
      preloadEntryImports(),
      preloadCatalogue(),
      startCoreInline(),
      warmIntlInline(),
      rowsGroup.plugin,
    ],
    build: {
      target: 'es2022',
      sourcemap: true,
      outDir: 'dist',
      emptyOutDir: true,
      // dist/.vite/manifest.json: bench/browser/bundle.bench.ts reads the chunk graph from it to size the initial JS.
      manifest: true,
      // No modulepreload lists or polyfill: every lazy chunk here only imports chunks the page has already loaded,
      // so the dependency map Vite writes into the entry (and the polyfill) would cost every visit bytes for
      // nothing. The entry's own static imports and the core client are preloaded from index.html by
      // preloadEntryImports() above.
      modulePreload: false,
      rolldownOptions: {
        output: {
          // Everything the entry imports statically goes in one chunk. Without this, each lazy chunk that shares a
          // few startup modules (signals, the router, the core context) splits them into small common chunks of
          // their own: more requests on the startup path, and worse gzip than one file.
          codeSplitting: {
            groups: [
              {
                name: 'startup',
                tags: ['$initial'],
                // The service worker is an entry of its own and must stay self-contained.
                test: (id: string) => !id.includes('/src/service-worker/'),
              },
              {
                // What the first posts are drawn with (the list and the post row, with all they import that the
                // startup chunk does not hold), fetched once the app is mounted (src/lib/deferred.tsx): one file, so
                // the first posts wait for one fetch, not for a file and then the files it imports.
                name: 'first-rows',
                test: rowsGroup.test,
                // The test holds the whole set: a module the first screen shares stays out of it.
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    worker: { format: 'es' },
  };
});
