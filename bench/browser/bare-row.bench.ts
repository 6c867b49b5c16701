// What the list costs around a row (issue 20, item 1): the app is built again with its post row replaced by a row of
// one element (bare-row/StatusRow.tsx, the same height), and post-cost.bench.ts's measure is taken on that build.
// Everything else is the app's: the port message, the stores, the list's window and its renderer's commit, the
// layout, the observers. `bareRow.vsRowFloor.p50` is that page's cost per streamed post against the floor of its own
// one-element row, measured the same way: what the list and the renderer cost on their own, whatever the row.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { ROOT, startStack } from '../../tests/e2e/harness.ts';
import type { Figures } from '../lib/types.ts';
import { measurePostCost } from './post-cost.bench.ts';

const OUT = join(ROOT, '.bench-builds', 'bare-row');
const REAL_ROW = join(ROOT, 'src', 'components', 'status', 'StatusRow.tsx');
const BARE_ROW = join(ROOT, 'bench', 'browser', 'bare-row', 'StatusRow.tsx');

/** Resolves the app's post row module to the bare one. */
function bareRow(): Plugin {
  return {
    name: 'bench-bare-row',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === REAL_ROW ? BARE_ROW : resolved;
    },
  };
}

export async function run(): Promise<Figures> {
  rmSync(OUT, { recursive: true, force: true });
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: OUT, emptyOutDir: true },
    plugins: [bareRow()],
  });
  return measurePostCost(await startStack({ staticDir: OUT }), 'bareRow');
}
