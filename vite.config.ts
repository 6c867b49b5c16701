import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The service worker (src/service-worker/sw.ts) is emitted as /sw.js at the root of dist/, so its scope is the
// whole site. It must be one self-contained script: the build fails if it ever imports a shared chunk.
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
    },
  };
}

// The static client. `npm run build` writes dist/, which can be hosted anywhere and pointed at any instance;
// `npm start` serves the same dist/ from the demo instance on one origin.
export default defineConfig({
  plugins: [react(), serviceWorker()],
  build: {
    target: 'es2022',
    sourcemap: true,
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: bench/browser/bundle.bench.ts reads the chunk graph from it to size the initial JS.
    manifest: true,
    // Every browser that runs es2022 modules and SharedWorkers preloads <link rel=modulepreload> itself; where one
    // does not, the chunk loads a moment later anyway. The polyfill would cost every visit ≈0.4 KB gzipped.
    modulePreload: { polyfill: false },
  },
  worker: { format: 'es' },
});
