// The one test command (`npm test`): typecheck, lint, build, then every vitest project (unit, contract, e2e).
// It ends with the line CI reads, `N passed, N failed`, alone on a line, and exits non-zero on any failure.
// Each of typecheck, lint and build counts as one test; vitest's counts come from its JSON reporter.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

let passed = 0;
let failed = 0;

function step(name, cmd, args) {
  console.log(`\n── ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: false });
  if (r.status === 0) passed += 1;
  else {
    failed += 1;
    console.log(`✗ ${name} failed (exit ${r.status})`);
  }
  return r.status === 0;
}

const bin = (name) => `node_modules/.bin/${name}`;
step('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
step('lint', bin('biome'), ['check', '.']);
const built = step('build', bin('vite'), ['build', '--logLevel', 'warn']);

const report = '.vitest-report.json';
rmSync(report, { force: true });
const projects = built ? [] : ['--project', 'unit', '--project', 'views'];
console.log('\n── vitest');
const v = spawnSync(
  bin('vitest'),
  ['run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  { stdio: 'inherit' },
);
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests ?? 0;
  failed += (json.numFailedTests ?? 0) + (json.numTodoTests ?? 0) + (json.numPendingTests ?? 0);
  // A file that fails to load has no tests in the counts: count it as one failure.
  for (const file of json.testResults ?? []) {
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) failed += 1;
  }
} else {
  failed += 1;
}
if (v.status !== 0 && failed === 0) failed += 1;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
