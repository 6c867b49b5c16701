// The fast path of the sanitizer, for Mastodon's own HTML (see below); anything else is left to the reference
// parser in sanitize.ts.
import type { ContentNode } from '../../shared/protocol/content.ts';
import { Builder, type ContentContext, type ParsedContent } from './content-tree-builder.ts';

// ---- the fast path
// Mastodon's own HTML is a narrow dialect: p, br, a, span and a few inline tags, lowercase, double-quoted
// attributes, the five basic entities. The fast tokenizer reads exactly that dialect and drives the same builder;
// at the first thing outside it (another tag, a comment, an unknown entity, a misnested or unclosed tag, an
// implied close) it gives up and the reference parser reads the whole input. So it can be wrong only by being
// unused. A differential test checks both paths agree.

const FAST_TAGS = new Set([
  'p',
  'br',
  'a',
  'span',
  'em',
  'strong',
  'b',
  'i',
  'del',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
]);

/** The fast tags by length: the name is recognised in place (no slice, no hashing of a new string) and the
 *  constant returned, so later comparisons and lookups use one interned string. */
const FAST_TAGS_BY_LENGTH: readonly (readonly string[])[] = (() => {
  const byLength: string[][] = [];
  for (const t of FAST_TAGS) {
    const list = byLength[t.length] ?? [];
    list.push(t);
    byLength[t.length] = list;
  }
  return byLength;
})();

function fastTagAt(html: string, start: number, length: number): string | null {
  // The tags of almost every post (p, a, br) by their character codes, without a string comparison.
  if (length === 1) {
    const c = html.charCodeAt(start);
    if (c === 112) return 'p';
    if (c === 97) return 'a';
  } else if (length === 2 && html.charCodeAt(start) === 98 && html.charCodeAt(start + 1) === 114) return 'br';
  const candidates = FAST_TAGS_BY_LENGTH[length];
  if (!candidates) return null;
  for (const t of candidates) if (html.startsWith(t, start)) return t;
  return null;
}
/** Opening these inside an open p makes HTML close the p implicitly: left to the reference parser. */
const CLOSES_P = new Set(['p', 'ul', 'ol', 'pre', 'blockquote']);
const ENTITY: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: '\u00a0',
};

function decodeAttr(v: string): string | null {
  if (v.indexOf('&') < 0) return v;
  let ok = true;
  const out = v.replace(/&([a-z0-9#]+);|&/g, (m, name: string | undefined) => {
    const d = name ? ENTITY[name] : undefined;
    if (d === undefined) ok = false;
    return d ?? m;
  });
  return ok ? out : null;
}

export function parseFast(html: string, ctx: ContentContext): ContentNode[] | null {
  return parseFastWithText(html, ctx)?.nodes ?? null;
}

const LT = 60; // <
const GT = 62; // >
const AMP = 38; // &
const SLASH = 47; // /
const QUOTE = 34; // "
const EQ = 61; // =

const isLower = (c: number) => c >= 97 && c <= 122;
const isDigit = (c: number) => c >= 48 && c <= 57;
const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13 || c === 12;

/** The events the fast tokenizer drives, as the reference parser names them (the builder, the plain-text reader). */
export interface FastHandler {
  onopentag(name: string, attribs: Readonly<Record<string, string | undefined>>): void;
  ontext(data: string): void;
  onclosetag(name: string): void;
}

/** The fast path's builder, kept between parses (its stacks are reused: no builder and no stack per post). Taken
 *  while a parse runs, so a parse started meanwhile (none is today: the builder calls out to nothing that parses)
 *  would make its own. */
let spare: Builder | null = null;
const NO_CONTEXT: ContentContext = Object.freeze({});

/** The fast path into the content tree and its plain text; null when the input is outside the dialect. */
export function parseFastWithText(html: string, ctx: ContentContext): ParsedContent | null {
  const h = spare ?? new Builder(ctx);
  spare = null;
  h.reset(ctx);
  try {
    if (!tokenizeFast(html, h)) return null;
    const nodes = h.finish();
    return { nodes, text: h.text() };
  } finally {
    // Nothing of this parse is held (the post, a half-built tree when the input left the dialect).
    h.reset(NO_CONTEXT);
    spare = h;
  }
}

/** Whether the fast path reads this input (the reference parser is not needed for it). */
export const fastPathReads = (html: string): boolean => tokenizeFast(html, IGNORE);

const IGNORE: FastHandler = { onopentag() {}, ontext() {}, onclosetag() {} };

/** The fast tokenizer: a hand-written scanner (no regular expression, no match arrays) over the dialect above.
 *  It accepts a subset of what the reference parser reads the same way, driving `h` with the same events, and
 *  answers true; at anything else it stops and answers false (what `h` received by then is to be thrown away). */
export function tokenizeFast(html: string, h: FastHandler): boolean {
  const attribs: { href?: string | undefined; class?: string | undefined } = {};
  const open: string[] = [];
  let openP = 0;
  let pos = 0;
  const n = html.length;
  let nextLt = -1;
  let nextGt = -1;
  let nextAmp = -1;
  while (pos < n) {
    const c = html.charCodeAt(pos);
    if (c === AMP) {
      const semi = html.indexOf(';', pos + 1);
      if (semi < 0 || semi - pos > 5) return false;
      const key = html.slice(pos + 1, semi);
      const decoded = Object.hasOwn(ENTITY, key) ? ENTITY[key] : undefined;
      if (decoded === undefined) return false;
      h.ontext(decoded);
      pos = semi + 1;
      continue;
    }
    if (c !== LT) {
      // Text runs to the next tag or entity; both positions are found with indexOf and kept until passed.
      if (nextLt < pos) {
        nextLt = html.indexOf('<', pos);
        if (nextLt < 0) nextLt = n;
      }
      if (nextAmp < pos) {
        nextAmp = html.indexOf('&', pos);
        if (nextAmp < 0) nextAmp = n;
      }
      const end = Math.min(nextLt, nextAmp);
      h.ontext(html.slice(pos, end));
      pos = end;
      continue;
    }
    // A tag: `<`, optional `/`, a lowercase name, double-quoted attributes after whitespace, optional `/`, `>`.
    let i = pos + 1;
    const closing = html.charCodeAt(i) === SLASH;
    if (closing) i++;
    const nameStart = i;
    if (!isLower(html.charCodeAt(i))) return false;
    i++;
    while (i < n) {
      const d = html.charCodeAt(i);
      if (!isLower(d) && !isDigit(d)) break;
      i++;
    }
    const name = fastTagAt(html, nameStart, i - nameStart);
    if (name === null) return false;
    let href: string | undefined;
    let cls: string | undefined;
    let selfClose = false;
    for (;;) {
      const ws = i;
      while (i < n && isSpace(html.charCodeAt(i))) i++;
      const d = html.charCodeAt(i);
      if (d === GT) break;
      if (d === SLASH && html.charCodeAt(i + 1) === GT) {
        selfClose = true;
        i++;
        break;
      }
      if (closing || i === ws || !isLower(d)) return false;
      // An attribute: name, `="`, a value without quotes or angle brackets, `"`.
      const keyStart = i;
      i++;
      while (i < n) {
        const e = html.charCodeAt(i);
        if (!isLower(e) && e !== 45) break;
        i++;
      }
      const keyEnd = i;
      if (html.charCodeAt(i) !== EQ || html.charCodeAt(i + 1) !== QUOTE) return false;
      const valueStart = i + 2;
      const valueEnd = html.indexOf('"', valueStart);
      if (valueEnd < 0) return false;
      // No angle bracket inside the value: the next ones (found natively, each kept until passed) lie beyond it.
      if (nextLt < valueStart) {
        nextLt = html.indexOf('<', valueStart);
        if (nextLt < 0) nextLt = n;
      }
      if (nextGt < valueStart) {
        nextGt = html.indexOf('>', valueStart);
        if (nextGt < 0) nextGt = n;
      }
      if (nextLt < valueEnd || nextGt < valueEnd) return false;
      i = valueEnd + 1;
      // Only href and class are read by the builder; a repeated one is left to the reference parser.
      const keyLen = keyEnd - keyStart;
      if (keyLen === 4 && html.startsWith('href', keyStart)) {
        if (href !== undefined) return false;
        const v = decodeAttr(html.slice(valueStart, valueEnd));
        if (v === null) return false;
        href = v;
      } else if (keyLen === 5 && html.startsWith('class', keyStart)) {
        if (cls !== undefined) return false;
        const v = decodeAttr(html.slice(valueStart, valueEnd));
        if (v === null) return false;
        cls = v;
      }
    }
    pos = i + 1;
    if (closing) {
      if (open[open.length - 1] !== name) return false;
      open.pop();
      if (name === 'p') openP--;
      h.onclosetag(name);
      continue;
    }
    if (selfClose && name !== 'br') return false;
    // One attributes object per parse, refilled per tag: the builder reads it only during the call.
    attribs.href = href;
    attribs.class = cls;
    if (name === 'br') {
      h.onopentag(name, attribs);
      h.onclosetag(name);
      continue;
    }
    if (openP > 0 && CLOSES_P.has(name)) return false;
    if (name === 'li' && open[open.length - 1] === 'li') return false;
    open.push(name);
    if (name === 'p') openP++;
    h.onopentag(name, attribs);
  }
  return open.length === 0;
}
