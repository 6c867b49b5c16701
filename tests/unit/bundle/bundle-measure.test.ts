// bench/browser/bundle.bench.ts: which chunks count as the initial JavaScript, and how generated code is split
// back to its sources (the React share and the size breakdown come from that).
import { describe, expect, it } from 'vitest';
import {
  codeBySource,
  entryKey,
  initialChunks,
  type Manifest,
  packageOf,
  staticClosure,
} from '../../../bench/browser/bundle.bench.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_shared-b.js'],
    dynamicImports: ['src/core-client/app-core.ts', 'src/routes/lazy/Thread.tsx'],
  },
  '_shared-b.js': { file: 'assets/shared-b.js', imports: ['_react-c.js'] },
  '_react-c.js': { file: 'assets/react-c.js' },
  'src/core-client/app-core.ts': {
    file: 'assets/app-core-d.js',
    isDynamicEntry: true,
    imports: ['index.html', '_comlink-e.js'],
    dynamicImports: ['worker/app/in-page.ts'],
    assets: ['assets/entry-shared-f.js'],
  },
  '_comlink-e.js': { file: 'assets/comlink-e.js' },
  'src/routes/lazy/Thread.tsx': { file: 'assets/Thread-g.js', isDynamicEntry: true, imports: ['index.html'] },
  'worker/app/in-page.ts': { file: 'assets/in-page-h.js', isDynamicEntry: true, imports: ['index.html'] },
};

describe('initial chunks', () => {
  it('finds the entry from the module script of index.html', () => {
    const html = '<script type="module" crossorigin src="/assets/index-a.js"></script>';
    expect(entryKey(manifest, html)).toBe('index.html');
    expect(() => entryKey(manifest, '<script type="module" src="/assets/other.js"></script>')).toThrow();
  });

  it('follows static imports transitively, and no dynamic ones', () => {
    expect(staticClosure(manifest, ['index.html']).sort()).toEqual([
      '_react-c.js',
      '_shared-b.js',
      'index.html',
    ]);
  });

  it('adds the awaited core client and its static imports, but not lazy routes or the in-page core', () => {
    const files = initialChunks(manifest, 'index.html').map((k) => manifest[k]!.file);
    expect(files.sort()).toEqual([
      'assets/app-core-d.js',
      'assets/comlink-e.js',
      'assets/index-a.js',
      'assets/react-c.js',
      'assets/shared-b.js',
    ]);
  });
});

describe('code by source', () => {
  it('splits each generated line by the source its mapping segments point to', () => {
    // Line 1: columns 0–5 from source 0, 6– from source 1. Line 2: unmapped prefix, then source 0 from column 3.
    // Segments: "AAAA" = [0,0,0,0]; "MCAA" = [+6,+1,0,0]; "GDAA" = [+3,-1,0,0].
    const code = 'react();mine()\nxx;more()';
    const parts = codeBySource(code, {
      sources: ['../node_modules/react/index.js', '../src/mine.ts'],
      mappings: 'AAAA,MCAA;GDAA',
    });
    expect(parts.get('../node_modules/react/index.js')).toBe('react(more()');
    expect(parts.get('../src/mine.ts')).toBe(');mine()');
    expect(parts.get('(unmapped)')).toBe('xx;');
  });

  it('names packages, scoped ones included, and keeps app paths', () => {
    expect(packageOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(packageOf('../../node_modules/@tanstack/virtual-core/dist/esm/index.js')).toBe(
      '@tanstack/virtual-core',
    );
    expect(packageOf('../../src/main.tsx')).toBe('src/main.tsx');
  });
});
