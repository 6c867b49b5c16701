// The house: tab code in src/, the core in worker/, rules both use in shared/, and no source file over 400 lines.
// Runs the rules of layout-rules.ts over the real tree, and checks the rules themselves on small inputs.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  boundaryViolations,
  isSourceFile,
  lineCount,
  MAX_LINES,
  moduleReferences,
  SOURCE_DIRS,
  type SourceFile,
  sizeViolations,
} from './layout-rules.ts';

/** Source files of one job allowed past the limit, each with the reason. None needs it today; a generated table
 *  would. */
const ALLOWED_LONG: Readonly<Record<string, string>> = {};

/** Over the limit, and being changed by other engineers in this session: the lead splits them after merging their
 *  work, and empties this list (the test then holds them to the limit like every other file). */
const PENDING_SPLIT: readonly string[] = [];

const ROOT = join(import.meta.dirname, '..', '..', '..');
const SKIP = new Set(['node_modules', 'dist', 'results']);

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(relative(ROOT, full).split(sep).join('/'));
  }
  return out;
}

function sourceTree(): SourceFile[] {
  const paths = SOURCE_DIRS.flatMap((d) => walk(join(ROOT, d), [])).filter(isSourceFile);
  return paths.map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
}

describe('the source tree', () => {
  const tree = sourceTree();

  it('finds the sources of every side', () => {
    for (const dir of ['src/', 'worker/', 'shared/', 'demo/']) {
      expect(tree.some((f) => f.path.startsWith(dir))).toBe(true);
    }
  });

  it('tab code imports the core only through the entry points in connect.ts; the core imports no tab code; shared/ neither side', () => {
    expect(boundaryViolations(tree)).toEqual([]);
  });

  it(`has no source file over ${MAX_LINES} lines outside the commented lists`, () => {
    expect(sizeViolations(tree, { allowed: ALLOWED_LONG, pending: PENDING_SPLIT })).toEqual([]);
  });
});

describe('the import rule', () => {
  const file = (path: string, text: string): SourceFile => ({ path, text });

  it('names the file, the line and the import for each way of importing the core from the tab', () => {
    const text = [
      "import { a } from '../../worker/compose/draft.ts';",
      "export * from '../../worker/push/index.ts';",
      'import {',
      '  b,',
      "} from '../../worker/core/global-state.ts';",
      "import '../../worker/side-effect.ts';",
      "const m = await import('../../worker/app/in-page.ts');",
      "const w = new Worker(new URL('../../worker/entry-dedicated.ts', import.meta.url));",
      "import { c } from '../../shared/compose/draft.ts';",
      "import { signal } from '@preact/signals-react';",
      '// the flow lives in worker/push (prose, not an import)',
    ].join('\n');
    expect(boundaryViolations([file('src/core-client/push-sync.ts', text)])).toEqual([
      "src/core-client/push-sync.ts:1 imports '../../worker/compose/draft.ts' (worker/compose/draft.ts)",
      "src/core-client/push-sync.ts:2 imports '../../worker/push/index.ts' (worker/push/index.ts)",
      "src/core-client/push-sync.ts:5 imports '../../worker/core/global-state.ts' (worker/core/global-state.ts)",
      "src/core-client/push-sync.ts:6 imports '../../worker/side-effect.ts' (worker/side-effect.ts)",
      "src/core-client/push-sync.ts:7 imports '../../worker/app/in-page.ts' (worker/app/in-page.ts)",
      "src/core-client/push-sync.ts:8 imports '../../worker/entry-dedicated.ts' (worker/entry-dedicated.ts)",
    ]);
  });

  it('lets connect.ts start the core by its three entry points, and nothing else of the core', () => {
    const text = [
      "new SharedWorker(new URL('../../worker/entry-shared.ts', import.meta.url));",
      "new Worker(new URL('../../worker/entry-dedicated.ts', import.meta.url));",
      "await import('../../worker/app/in-page.ts');",
      "import { initialGlobal } from '../../worker/core/global-state.ts';",
    ].join('\n');
    expect(boundaryViolations([file('src/core-client/connect.ts', text)])).toEqual([
      "src/core-client/connect.ts:4 imports '../../worker/core/global-state.ts' (worker/core/global-state.ts)",
    ]);
  });

  it('keeps shared/ free of either side and the core free of tab code', () => {
    expect(
      boundaryViolations([
        file('shared/compose/draft.ts', "export { x } from '../../worker/compose/upload.ts';"),
        file('shared/push/vapid.ts', "import type { Y } from '../../src/core-client/session.ts';"),
        file('worker/app/push.ts', "import { z } from '../../src/core-client/push-sync.ts';"),
        file('demo/world/render.ts', "import type { Status } from '../../shared/wire/entities.ts';"),
      ]),
    ).toEqual([
      "shared/compose/draft.ts:1 imports '../../worker/compose/upload.ts' (worker/compose/upload.ts)",
      "shared/push/vapid.ts:1 imports '../../src/core-client/session.ts' (src/core-client/session.ts)",
      "worker/app/push.ts:1 imports '../../src/core-client/push-sync.ts' (src/core-client/push-sync.ts)",
    ]);
  });

  it('reads the module of a re-export over several lines, and not past the end of a statement', () => {
    const text = "export {\n  a,\n  b,\n} from './a.ts';\nexport const from = 1;\nconst s = 'x';";
    expect(moduleReferences(text)).toEqual([{ line: 4, specifier: './a.ts' }]);
  });
});

describe('the size rule', () => {
  const lines = (n: number) => `${Array.from({ length: n }, (_, i) => `const v${i} = ${i};`).join('\n')}\n`;
  const none = { allowed: {}, pending: [] };

  it('counts lines as an editor shows them', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount(lines(401))).toBe(401);
  });

  it('names a file over the limit with its line count, and lets one at the limit pass', () => {
    expect(
      sizeViolations(
        [
          { path: 'demo/world/world.ts', text: lines(1014) },
          { path: 'worker/api/client.ts', text: lines(400) },
        ],
        none,
      ),
    ).toEqual(['demo/world/world.ts: 1014 lines (max 400); split it along its jobs']);
  });

  it('spares listed files, and asks for an entry to leave its list once the file is short or gone', () => {
    expect(
      sizeViolations(
        [
          { path: 'worker/timelines/engine.ts', text: lines(851) },
          { path: 'shared/generated-table.ts', text: lines(900) },
          { path: 'src/components/compose/ComposeBox.tsx', text: lines(380) },
        ],
        {
          allowed: { 'shared/generated-table.ts': 'generated', 'bench/gone.ts': 'removed since' },
          pending: ['worker/timelines/engine.ts', 'src/components/compose/ComposeBox.tsx'],
        },
      ),
    ).toEqual([
      'bench/gone.ts: listed as over 400 lines but there is no such file',
      'src/components/compose/ComposeBox.tsx: 380 lines now; take it off the list',
    ]);
  });
});
