// The house rules of the source tree, as plain functions over { path, text } so they are tested on small inputs and
// then run over the real tree (layout.test.ts):
// - which side may import which: tab code (src/) never imports the core (worker/) except through the three entry
//   points that start it; the core never imports tab code; shared/ imports neither side;
// - no source file over MAX_LINES lines, so each file keeps one job.
import { posix } from 'node:path';

export interface SourceFile {
  /** Relative to the project root, with forward slashes. */
  path: string;
  text: string;
}

export const MAX_LINES = 400;

/** The folders whose files count as source for the size rule (tests/ is not). */
export const SOURCE_DIRS = ['src', 'worker', 'shared', 'demo', 'bench', 'scripts'] as const;
/** Code files; stylesheets are out of the size rule (one stylesheet of rules is one job). */
export const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs'] as const;

/** The only places tab code names the core: the three ways connect.ts starts it. */
export const CORE_ENTRY_POINTS: Readonly<Record<string, readonly string[]>> = {
  'src/core-client/connect.ts': [
    'worker/entry-shared.ts',
    'worker/entry-dedicated.ts',
    'worker/app/in-page.ts',
  ],
};

/** Which top-level folders a folder's files must not import from. */
const FORBIDDEN: Readonly<Record<string, readonly string[]>> = {
  src: ['worker'],
  worker: ['src'],
  shared: ['src', 'worker'],
};

export interface ModuleReference {
  /** 1-based line of the reference. */
  line: number;
  specifier: string;
}

const PATTERNS: readonly RegExp[] = [
  // import … from '…' and export … from '…', over several lines, within one statement (no ';' or quote between).
  /(?:^|[;\n])[ \t]*(?:import|export)\b[^;'"`]*?\bfrom\s*(['"])([^'"\n]+)\1/g,
  // import '…' (for its side effects)
  /(?:^|[;\n])[ \t]*import\s*(['"])([^'"\n]+)\1/g,
  // import('…')
  /\bimport\s*\(\s*(['"`])([^'"`\n]+)\1\s*\)/g,
  // new URL('…', import.meta.url): how workers and assets are loaded
  /\bnew\s+URL\(\s*(['"`])([^'"`\n]+)\1\s*,\s*import\.meta\.url/g,
];

/** Every module a file names: static imports and re-exports, side-effect imports, dynamic imports, new URL(). */
export function moduleReferences(text: string): ModuleReference[] {
  const found: ModuleReference[] = [];
  const seen = new Set<string>();
  for (const pattern of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const specifier = m[2] as string;
      const at = (m.index ?? 0) + m[0].lastIndexOf(specifier);
      const key = `${at}:${specifier}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ line: text.slice(0, at).split('\n').length, specifier });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** The project-relative path a relative specifier points to (a `?query` dropped); null for packages. */
export function resolveSpecifier(fromPath: string, specifier: string): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const bare = specifier.replace(/[?#].*$/, '');
  return posix.normalize(posix.join(posix.dirname(fromPath), bare));
}

const topFolder = (path: string): string => path.split('/')[0] ?? '';

/** "path:line imports 'specifier' (target)" for every reference that crosses a forbidden boundary. */
export function boundaryViolations(files: readonly SourceFile[]): string[] {
  const out: string[] = [];
  for (const f of files) {
    const forbidden = FORBIDDEN[topFolder(f.path)];
    if (!forbidden) continue;
    const allowed = CORE_ENTRY_POINTS[f.path] ?? [];
    for (const ref of moduleReferences(f.text)) {
      const target = resolveSpecifier(f.path, ref.specifier);
      if (target === null || !forbidden.includes(topFolder(target)) || allowed.includes(target)) continue;
      out.push(`${f.path}:${ref.line} imports '${ref.specifier}' (${target})`);
    }
  }
  return out;
}

export const lineCount = (text: string): number =>
  text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

export interface SizeLists {
  /** Files of one job that may be longer (a generated table, say). */
  allowed: Readonly<Record<string, string>>;
  /** Files over the limit that are being split; each must leave the list once it is under. */
  pending: readonly string[];
}

/** "path: N lines (max 400)" for every source file over the limit and not listed; stale list entries too. */
export function sizeViolations(files: readonly SourceFile[], lists: SizeLists): string[] {
  const out: string[] = [];
  const lines = new Map(files.map((f) => [f.path, lineCount(f.text)]));
  for (const [path, n] of lines) {
    if (n <= MAX_LINES || path in lists.allowed || lists.pending.includes(path)) continue;
    out.push(`${path}: ${n} lines (max ${MAX_LINES}); split it along its jobs`);
  }
  for (const path of [...Object.keys(lists.allowed), ...lists.pending]) {
    const n = lines.get(path);
    if (n === undefined) out.push(`${path}: listed as over ${MAX_LINES} lines but there is no such file`);
    else if (n <= MAX_LINES) out.push(`${path}: ${n} lines now; take it off the list`);
  }
  return out;
}

export const isSourceFile = (path: string): boolean =>
  SOURCE_DIRS.includes(topFolder(path) as (typeof SOURCE_DIRS)[number]) &&
  SOURCE_EXTENSIONS.some((ext) => path.endsWith(ext)) &&
  !path.endsWith('.d.ts');
