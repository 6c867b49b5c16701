// axe-core in a test's page: the serious and critical violations of the whole document or of one part of it (an
// open dialog, a combobox), each as its rule, impact, summary and the first elements concerned. One helper for the
// audit of every screen (a11y.test.ts) and for the parts a test opens on its way (dialogs, popups).
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

export async function axeFindings(
  page: Page,
  opts: { within?: string; rules?: readonly string[] } = {},
): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(
    async ({ within, rules }) => {
      type AxeResult = {
        violations: { id: string; impact: string; help: string; nodes: { target: unknown[] }[] }[];
      };
      const axe = (globalThis as unknown as { axe: { run(ctx: unknown, o: unknown): Promise<AxeResult> } })
        .axe;
      const context = within ? document.querySelector(within) : document;
      if (!context) throw new Error(`nothing matches ${within} to audit`);
      const options = rules
        ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: rules } }
        : { resultTypes: ['violations'] };
      const result = await axe.run(context, options);
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
        }));
    },
    { within: opts.within ?? null, rules: opts.rules ? [...opts.rules] : null },
  );
}
