// `npm run bench`: runs every bench/**/*.bench.ts (or those whose path contains an argument), prints one table and
// writes bench/results/latest.json: { "<name>": { value, unit, better } }. Figures in the README come from here.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { round3 } from './lib/stats.ts';
import { passedBudgets } from './lib/targets.ts';
import type { BenchModule, Figures } from './lib/types.ts';

const root = new URL('.', import.meta.url).pathname;

function findBenches(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'results') continue;
    if (statSync(path).isDirectory()) out.push(...findBenches(path));
    else if (name.endsWith('.bench.ts')) out.push(path);
  }
  return out.sort();
}

const only = process.argv.slice(2);
const files = findBenches(root).filter((f) => only.length === 0 || only.some((o) => f.includes(o)));
const all: Figures = {};
let failures = 0;

for (const file of files) {
  const name = relative(root, file);
  process.stdout.write(`running ${name} …\n`);
  try {
    const mod = (await import(pathToFileURL(file).href)) as BenchModule;
    const figures = await mod.run();
    for (const [key, fig] of Object.entries(figures)) all[key] = { ...fig, value: round3(fig.value) };
  } catch (error) {
    failures += 1;
    console.error(`✗ ${name}:`, error);
  }
}

const width = Math.max(10, ...Object.keys(all).map((k) => k.length));
console.log(`\n${'benchmark'.padEnd(width)}  ${'value'.padStart(12)}  unit        better`);
for (const [key, fig] of Object.entries(all)) {
  console.log(
    `${key.padEnd(width)}  ${String(fig.value).padStart(12)}  ${fig.unit.padEnd(10)}  ${fig.better}`,
  );
}
// A full run replaces latest.json; a filtered run (`npm run bench -- timeline`) updates its own figures in it and
// keeps the others, so one area can be re-measured without rerunning everything.
const latestPath = join(root, 'results', 'latest.json');
const previous: Figures =
  only.length > 0 && existsSync(latestPath) ? JSON.parse(readFileSync(latestPath, 'utf8')) : {};
writeFileSync(latestPath, `${JSON.stringify({ ...previous, ...all }, null, 2)}\n`);
console.log(
  only.length === 0
    ? '\nwrote bench/results/latest.json'
    : '\nupdated these figures in bench/results/latest.json',
);
// A budget passed fails the run, loudly, whatever else it measured (bench/lib/targets.ts).
const over = passedBudgets(all);
for (const line of over) console.error(`\n✗ BUDGET PASSED: ${line}`);
process.exit(failures === 0 && over.length === 0 ? 0 : 1);
