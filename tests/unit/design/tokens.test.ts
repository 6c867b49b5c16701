// The colour tokens of both themes meet WCAG AA: 4.5:1 for text on every surface it is drawn on, 3:1 for control
// outlines, icons and focus rings (WCAG 1.4.11). The dark theme's two blocks (system preference and data-theme)
// must say the same thing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, declaredTokens } from '../../../src/design/contrast.ts';

const css = readFileSync(join(import.meta.dirname, '../../../src/design/tokens.css'), 'utf8');

/** The declarations from `selector`'s opening brace to the next closing one (a nested block's are included). */
function blockAfter(selector: string): string {
  const at = css.indexOf(selector);
  if (at < 0) throw new Error(`tokens.css has no ${selector}`);
  const open = css.indexOf('{', at);
  return css.slice(open + 1, css.indexOf('}', open));
}

const light = declaredTokens(blockAfter(':root {'));
const darkBySystem = declaredTokens(blockAfter(':root:not([data-theme="light"])'));
const darkByChoice = declaredTokens(blockAfter(':root[data-theme="dark"]'));
const themes = { light, dark: { ...light, ...darkBySystem } };

const SURFACES = ['bg', 'bg-2', 'bg-raised'];
/** Text colours and the surfaces they are drawn on. */
const TEXT: [string, string[]][] = [
  ['fg', [...SURFACES, 'bg-3']],
  ['fg-2', SURFACES],
  ['accent', [...SURFACES, 'accent-soft']],
  ['danger', SURFACES],
  ['caution', SURFACES],
  ['accent-fg', ['accent']],
  ['danger-fg', ['danger']],
];
/** Non-text: control outlines, state icons (boost, favourite), focus rings. */
const UI: [string, string[]][] = [
  ['line-strong', SURFACES],
  ['fav', SURFACES],
  ['boost', SURFACES],
  ['focus', SURFACES],
];

describe('design tokens', () => {
  it('declares the dark theme the same way for the system preference and for data-theme="dark"', () => {
    expect(darkByChoice).toEqual(darkBySystem);
  });

  for (const [name, tokens] of Object.entries(themes)) {
    it(`${name} theme: text meets 4.5:1 and controls/icons 3:1 on every surface they are used on`, () => {
      const failures: string[] = [];
      for (const [pairs, min] of [
        [TEXT, 4.5],
        [UI, 3],
      ] as const)
        for (const [fg, backgrounds] of pairs)
          for (const bg of backgrounds) {
            const ratio = contrastRatio(tokens[fg] ?? '', tokens[bg] ?? '');
            if (!(ratio >= min)) failures.push(`--${fg} on --${bg}: ${ratio.toFixed(2)} < ${min}`);
          }
      expect(failures).toEqual([]);
    });
  }

  it('stops motion for readers who ask for reduced motion (every duration token is 0)', () => {
    const reduced = declaredTokens(blockAfter('@media (prefers-reduced-motion: reduce)'));
    const durations = Object.keys(light).filter((k) => k.startsWith('motion-'));
    expect(durations.length).toBeGreaterThan(0);
    for (const k of durations) expect(reduced[k], k).toBe('0ms');
  });

  it('computes WCAG ratios (black on white is 21:1, a colour on itself 1:1, bad input is not a pass)', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#5246c8', '#5246c8')).toBe(1);
    expect(contrastRatio('red', '#fff')).toBeNaN();
  });
});
