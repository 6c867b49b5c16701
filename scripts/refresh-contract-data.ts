// `npx tsx scripts/refresh-contract-data.ts [folder]` refreshes tests/contract-data/ from the reference material (`../shared/contract` beside the project, or the folder
// given as the first argument): the OpenAPI description without its prose, the recorded real-server exchanges
// (YAML), the doc examples the tests read (entities, streaming frames), and the license file of each folder beside
// its copy. Run it when the reference material changes and commit the result: the tests read only the copy.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { stripProse } from './strip-prose.ts';

const root = resolve(import.meta.dirname, '..');
const source = resolve(process.argv[2] ?? join(root, '../shared/contract'));
const target = join(root, 'tests/contract-data');

if (!existsSync(join(source, 'openapi'))) {
  console.error(`No reference material at ${source} (expected openapi/, recordings/, doc-examples/).`);
  process.exit(1);
}

/** Files under `dir` (recursively), relative to it, whose relative path passes `keep`. */
function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .filter(keep);
}

function copy(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  cpSync(from, to);
}

/** License and notice files of a folder and its subfolders, carried beside the copied data. */
const isLicense = (path: string): boolean => /^(LICEN[CS]E|NOTICE|COPYING)(\..*)?$/i.test(basename(path));

/** Replaces tests/contract-data/<folder> with the files the tests read (`keep`) and the license files. */
function carry(folder: string, keep: (path: string) => boolean): number {
  const from = join(source, folder);
  rmSync(join(target, folder), { recursive: true, force: true });
  const picked = files(from, (path) => keep(path) || isLicense(path));
  for (const file of picked) copy(join(from, file), join(target, folder, file));
  return picked.length;
}

// The OpenAPI document: parsed, stripped, written compact (the tests parse it; nobody reads it by eye).
const licenses = carry('openapi', () => false);
const doc = JSON.parse(readFileSync(join(source, 'openapi/mastodon-openapi.real-server.json'), 'utf8'));
writeFileSync(join(target, 'openapi/mastodon-openapi.json'), `${JSON.stringify(stripProse(doc))}\n`);
const recordings = carry('recordings', (path) => path.endsWith('.yaml'));
// The doc examples the tests read: entities (normalizers) and streaming frames; not the per-method bodies.
const examples = carry('doc-examples', (path) => /^(entities|streaming)\/[^/]+\.json$/.test(path));
console.log(
  `tests/contract-data: OpenAPI without prose (+${licenses} license), ${recordings} recording and ${examples} doc-example files (licenses included)`,
);
