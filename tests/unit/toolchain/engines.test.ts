// `npm ci` must install without EBADENGINE: every package in the lockfile accepts every Node the project says it
// runs on (the lowest version of each alternative of `engines.node`), and the Node running the tests is one of them.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lowestVersions, rangeAccepts } from './node-range.ts';

const root = resolve(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  engines?: { node?: string };
};
const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};
const projectRange = pkg.engines?.node ?? '';

describe('Node versions', () => {
  it('reads version ranges as npm does', () => {
    expect(rangeAccepts('^20.19.0 || >=22.12.0', '20.20.0')).toBe(true);
    expect(rangeAccepts('^20.19.0 || >=22.12.0', '20.18.1')).toBe(false);
    expect(rangeAccepts('^22.12.0 || ^24.0.0 || >=26.0.0', '20.20.0')).toBe(false);
    expect(rangeAccepts('>= 18', 'v20.1.0')).toBe(true);
    expect(rangeAccepts('20 || 22', '22.3.0')).toBe(true);
    expect(rangeAccepts('*', '20.0.0')).toBe(true);
    expect(lowestVersions('^20.19.0 || ^22.12.0 || >=24.0.0')).toEqual(['20.19.0', '22.12.0', '24.0.0']);
  });

  it('the project declares the Node it needs, and the running Node is one of them', () => {
    expect(lowestVersions(projectRange).length).toBeGreaterThan(0);
    expect(rangeAccepts(projectRange, process.version)).toBe(true);
  });

  it('every installed package accepts every Node the project declares (no EBADENGINE on npm ci)', () => {
    const nodes = [...lowestVersions(projectRange), process.versions.node];
    const refused: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!path || !range) continue;
      for (const node of nodes) {
        if (!rangeAccepts(range, node))
          refused.push(`${path}@${entry.version} wants Node ${range}, not ${node}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
