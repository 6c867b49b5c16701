// A cheap static check beside the rendered one (rendered-strings.test.tsx): no component of src/ writes words in its
// JSX. Every .tsx file is parsed; JSX text and the string literals given to the attributes a person
// reads or hears (aria-label, title, alt, placeholder, aria-description, label, value of a button) must hold no
// letters, except a short allow-list (the brand, Mastodon's "ALT").
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
// The bundler's own parser (vite builds with rolldown): an ESTree of TSX, no second parser to install.
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/locales/en/index.ts';

const SRC = join(import.meta.dirname, '../../../src');
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'alt', 'placeholder', 'aria-description', 'label']);
const ALLOWED = new Set(['Woolly', 'Mastodon', 'ALT']);

/** Words, not a brand, and not a message id handed on to be looked up (`label="nav.home"`). */
const hasWords = (text: string) => /\p{L}/u.test(text) && !ALLOWED.has(text.trim()) && !(text in en);

interface EsNode {
  type: string;
  start: number;
  [key: string]: unknown;
}
const isNode = (v: unknown): v is EsNode =>
  typeof v === 'object' && v !== null && typeof (v as EsNode).type === 'string';

/** The string literals an expression may evaluate to (a ternary's branches, a concatenation's parts). */
function literalsIn(e: EsNode): EsNode[] {
  switch (e.type) {
    case 'Literal':
      return typeof e.value === 'string' ? [e] : [];
    case 'TemplateLiteral':
      return [e];
    case 'ConditionalExpression':
      return [...literalsIn(e.consequent as EsNode), ...literalsIn(e.alternate as EsNode)];
    case 'BinaryExpression':
    case 'LogicalExpression':
      return [...literalsIn(e.left as EsNode), ...literalsIn(e.right as EsNode)];
    default:
      return [];
  }
}

const textOf = (n: EsNode): string =>
  n.type === 'TemplateLiteral'
    ? (n.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join(' ')
    : String(n.value);

/** The literal words of one .tsx source: JSX text, and string literals in read attributes (also inside `{…}`). */
function literalWords(fileName: string, source: string): string[] {
  const ast = parseAst(source, { lang: 'tsx' }) as unknown as EsNode;
  const found: string[] = [];
  // The line of the first character that is not white space (JSX text starts right after the tag before it).
  const line = (n: EsNode) => {
    const lead = /^\s*/.exec(source.slice(n.start))?.[0].length ?? 0;
    return source.slice(0, n.start + lead).split('\n').length;
  };
  const where = (n: EsNode) => `${fileName}:${line(n)}`;
  const visit = (n: EsNode, parent: EsNode | null) => {
    if (n.type === 'JSXText' && hasWords(String(n.value)))
      found.push(`${where(n)} text "${String(n.value).trim()}"`);
    if (n.type === 'JSXAttribute') {
      const name = (n.name as EsNode).name;
      const value = n.value as EsNode | null;
      if (typeof name === 'string' && READ_ATTRIBUTES.has(name) && value) {
        const lits =
          value.type === 'JSXExpressionContainer' ? literalsIn(value.expression as EsNode) : [value];
        for (const lit of lits)
          if (hasWords(textOf(lit))) found.push(`${where(lit)} ${name}="${textOf(lit)}"`);
      }
    }
    // A JSX child `{'words'}` is text too.
    if (
      n.type === 'JSXExpressionContainer' &&
      parent &&
      (parent.type === 'JSXElement' || parent.type === 'JSXFragment')
    )
      for (const lit of literalsIn(n.expression as EsNode))
        if (hasWords(textOf(lit))) found.push(`${where(lit)} text "${textOf(lit)}"`);
    for (const [key, v] of Object.entries(n)) {
      if (key === 'parent') continue;
      if (Array.isArray(v)) for (const c of v) isNode(c) && visit(c, n);
      else if (isNode(v)) visit(v, n);
    }
  };
  visit(ast, null);
  return found;
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? tsxFiles(join(dir, d.name)) : d.name.endsWith('.tsx') ? [join(dir, d.name)] : [],
  );
}

describe('no words written in the components of src/', () => {
  it('every .tsx file takes its words from the catalogue', () => {
    const found = tsxFiles(SRC).flatMap((f) => literalWords(relative(SRC, f), readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds JSX text, a read attribute, and a literal inside braces (the check itself)', () => {
    const src = `export const A = () => (
      <div title="Settings" className="x">
        Load more {'Or this'} {n ? 'Yes' : t('no')}
        <img alt="" /> <b aria-label={\`Open \${n}\`} /> <i>×</i> <span>Woolly</span>
      </div>
    );`;
    expect(literalWords('a.tsx', src)).toEqual([
      'a.tsx:2 title="Settings"',
      'a.tsx:3 text "Load more"',
      'a.tsx:3 text "Or this"',
      'a.tsx:3 text "Yes"',
      'a.tsx:4 aria-label="Open  "',
    ]);
  });
});
