// What a set of source files reaches through static imports, transitively: what the browser fetches with them. Read
// from the sources (type-only imports are erased at build; dynamic imports become separate chunks, so neither counts).
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..', '..');

// import … from '…' / export … from '…' (not `import type` / `export type`), and import '…' for its side effects.
const STATIC =
  /(?:^|[;\n])[ \t]*(?:(import|export)(\s+type\b)?[^;'"`]*?\bfrom\s*|import\s*)(['"])([^'"\n]+)\3/g;

/** Every module of the app (paths from the repository's root) and every package the roots reach statically. */
export function sourceClosure(roots: readonly string[]): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (path: string) => {
    if (modules.has(path)) return;
    modules.add(path);
    const text = readFileSync(join(ROOT, path), 'utf8');
    for (const m of text.matchAll(STATIC)) {
      if (m[2]) continue;
      const spec = m[4] as string;
      if (spec.startsWith('./') || spec.startsWith('../'))
        visit(posix.normalize(posix.join(posix.dirname(path), spec)));
      else packages.add(spec);
    }
  };
  for (const root of roots) visit(root);
  return { modules, packages };
}
