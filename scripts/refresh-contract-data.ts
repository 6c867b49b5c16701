// `npx tsx scripts/refresh-contract-data.ts [folder]` refreshes tests/contract-data/ from the reference material (`../shared/contract` beside the project, or the folder
// given as the first argument): the OpenAPI description without its prose, the recorded real-server exchanges
// (YAML), the doc examples the tests read (entities, streaming frames), and the license file of each folder beside
// its copy. Run it when the reference material changes and commit the result: the tests read only the copy.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { stripProse } from './strip-prose.ts';

const root = resolve(import.meta.dirname, '..');
const source = resolve(process.argv[2] ?? join(root, '../shared/contract'));
const target = join(root, 'tests/contract-data');

if (!existsSync(join(source, 'openapi'))) {
  console.error(`No reference material at ${source} (expected openapi/, recordings/, doc-examples/).`);
  process.exit(1);
}

/** Files under `dir` (recursively) whose name passes `keep`, relative to `dir`. */
function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && keep(e.name))
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

function copy(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  cpSync(from, to);
}

/** License and notice files of a folder and its subfolders, carried beside the copied data. */
const isLicense = (name: string): boolean => /^(LICEN[CS]E|NOTICE|COPYING)(\..*)?$/i.test(name);

function carry(folder: string, keep: (name: string) => boolean): number {
  const from = join(source, folder);
  rmSync(join(target, folder), { recursive: true, force: true });
  const picked = files(from, (name) => keep(name) || isLicense(name));
  for (const file of picked) copy(join(from, file), join(target, folder, file));
  return picked.length;
}

// The OpenAPI document: parsed, stripped, written compact (the tests parse it; nobody reads it by eye).
rmSync(join(target, 'openapi'), { recursive: true, force: true });
mkdirSync(join(target, 'openapi'), { recursive: true });
const doc = JSON.parse(readFileSync(join(source, 'openapi/mastodon-openapi.real-server.json'), 'utf8'));
writeFileSync(join(target, 'openapi/mastodon-openapi.json'), `${JSON.stringify(stripProse(doc))}\n`);
for (const file of files(join(source, 'openapi'), isLicense))
  copy(join(source, 'openapi', file), join(target, 'openapi', file));

const recordings = carry('recordings', (name) => name.endsWith('.yaml'));
const examples = carry('doc-examples', () => false);
for (const sub of ['entities', 'streaming']) {
  for (const file of files(join(source, 'doc-examples', sub), (name) => name.endsWith('.json')))
    copy(join(source, 'doc-examples', sub, file), join(target, 'doc-examples', sub, file));
}
console.log(
  `tests/contract-data: OpenAPI without prose, ${recordings} recording files, doc examples (+${examples} license files)`,
);
