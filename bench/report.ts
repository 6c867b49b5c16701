// `npm run bench:report`: prints bench/results/latest.json as the Markdown tables the README carries, the project's
// targets first (each with its verdict), then every figure. The README's figures are this command's output.
import { readFileSync } from 'node:fs';
import { lookup as lookupIn, TARGETS } from './lib/targets.ts';
import type { Figures } from './lib/types.ts';

const figures = JSON.parse(
  readFileSync(new URL('./results/latest.json', import.meta.url), 'utf8'),
) as Figures;

/** A figure by name, or the ratio `a / b` of two figures. */
const lookup = (name: string) => lookupIn(figures, name);

console.log('| target | goal | measured | met |\n|---|---|---|---|');
for (const t of TARGETS) {
  const f = lookup(t.figure);
  const measured = f ? `${f.value} ${f.unit}` : 'not measured';
  console.log(
    `| ${t.what} (\`${t.figure}\`) | ${t.goal} | ${measured} | ${f ? (t.ok(f.value) ? 'yes' : '**no**') : '—'} |`,
  );
}
console.log('\n| figure | value | unit | better |\n|---|---|---|---|');
for (const [name, f] of Object.entries(figures))
  console.log(`| \`${name}\` | ${f.value} | ${f.unit} | ${f.better} |`);
