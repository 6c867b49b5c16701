// Every stylesheet under src/ uses logical properties (margin-inline-start, inset-inline-end, text-align: start…),
// so that Arabic lays the whole page out right to left. A physical side is allowed only with a reason, below.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { physicalSides } from './css-direction-rules.ts';

/** `file: property: value` → why a physical side is right there. */
const ALLOWED: Readonly<Record<string, string>> = {
  // Centring an overlay with left: 50% and translateX(-50%) is the same in both directions; a logical inset would
  // need the opposite translation in right-to-left.
  'src/styles/lists.css: left: 50%': 'the "N new" pill is centred over the timeline',
  'src/styles/chrome.css: left: 50%': 'the connection status line is centred at the top',
};

const ROOT = join(import.meta.dirname, '..', '..', '..');

function cssFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) cssFiles(full, out);
    else if (entry.name.endsWith('.css')) out.push(relative(ROOT, full).split(sep).join('/'));
  }
  return out;
}

describe('CSS direction', () => {
  it('no stylesheet under src/ names a physical side (left/right) without a reason', () => {
    const found = cssFiles(join(ROOT, 'src'))
      .flatMap((file) => physicalSides(file, readFileSync(join(ROOT, file), 'utf8')))
      .filter((p) => !(`${p.file}: ${p.property}: ${p.value}` in ALLOWED))
      .map((p) => `${p.file}:${p.line}  ${p.property}: ${p.value}`);
    expect(found).toEqual([]);
  });

  it('finds physical sides in properties and values, not in logical ones or comments', () => {
    const css = `/* margin-left: 1px */
.a { margin-left: 4px; padding-inline-start: 2px }
.b { text-align: right; text-align: start; border-top-left-radius: 3px }
.c { left: 0; inset-inline-end: 0; border-right: 1px solid; float: left; transform: translateX(-50%) }
.d { border-start-start-radius: 2px; margin-inline: auto; scroll-padding-left: 2px }
.e { inset: 0 auto 0 0; padding: 1px 2px 3px 2px; margin: 0 calc(1px + 2px) 0 4px; border-radius: 4px 0 }
.f { border-radius: 8px; border-radius: 1px 1px 2px 2px; padding: 0 var(--a, 1px) }`;
    expect(physicalSides('x.css', css).map((p) => `${p.line} ${p.property}: ${p.value}`)).toEqual([
      '2 margin-left: 4px',
      '3 text-align: right',
      '3 border-top-left-radius: 3px',
      '4 left: 0',
      '4 border-right: 1px solid',
      '4 float: left',
      '5 scroll-padding-left: 2px',
      '6 inset: 0 auto 0 0',
      '6 margin: 0 calc(1px + 2px) 0 4px',
      '6 border-radius: 4px 0',
    ]);
  });
});
