// Right-to-left (Arabic) mirrors the page only where the CSS says "start" and "end" instead of "left" and "right".
// These rules find declarations that name a physical side, so that a stylesheet cannot bring one back unnoticed.

/** A declaration that names a physical side: where it is and what it says. */
export interface PhysicalSide {
  file: string;
  line: number;
  property: string;
  value: string;
}

/** Properties that are sides themselves (left: 0), or name one (margin-left, border-top-right-radius). */
const PHYSICAL_PROPERTY =
  /^(left|right|(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(-\w+)?|border-(top|bottom)-(left|right)-radius)$/;
/** Properties whose value may name a side (text-align: left, float: right). */
const SIDE_VALUED = new Set(['text-align', 'float', 'clear', 'resize', 'caption-side', 'text-align-last']);
const SIDE_VALUE = /\b(left|right)\b/;
/** Box shorthands whose four values go top, right, bottom, left: physical when right and left differ. */
const FOUR_SIDED = new Set(['margin', 'padding', 'inset', 'border-width', 'border-style', 'border-color']);

/** A value's top-level parts (spaces inside calc() and var() do not split). */
function parts(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of value) {
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (/\s/.test(ch) && depth === 0) {
      if (cur) out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur) out.push(cur);
  return out;
}

/** A shorthand that is not the same mirrored: four sides with right ≠ left, or corners that differ across. */
function asymmetric(property: string, value: string): boolean {
  const v = parts(value.split('/')[0] ?? '');
  if (FOUR_SIDED.has(property)) return v.length === 4 && v[1] !== v[3];
  if (property === 'border-radius')
    return (
      (v.length === 4 && (v[0] !== v[1] || v[2] !== v[3])) ||
      (v.length === 3 && v[0] !== v[2]) ||
      (v.length === 2 && v[0] !== v[1])
    );
  return false;
}

/** Comments out, their line breaks kept (so that line numbers stay right). */
function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
}

export function physicalSides(file: string, css: string): PhysicalSide[] {
  const out: PhysicalSide[] = [];
  const text = withoutComments(css);
  // A declaration: a property name after `{` or `;` (or a line start), a colon, a value up to `;` or `}`.
  const decl = /(?:^|[{;])\s*([a-z-]+)\s*:\s*([^;{}]*)/gm;
  for (let m = decl.exec(text); m; m = decl.exec(text)) {
    const property = m[1] ?? '';
    const value = (m[2] ?? '').trim();
    const physical =
      PHYSICAL_PROPERTY.test(property) ||
      (SIDE_VALUED.has(property) && SIDE_VALUE.test(value)) ||
      asymmetric(property, value);
    if (!physical) continue;
    const at = m.index + m[0].indexOf(property);
    out.push({ file, line: text.slice(0, at).split('\n').length, property, value });
  }
  return out;
}
