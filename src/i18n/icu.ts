// A small ICU MessageFormat reader and formatter: literal text, {arg}, {arg, number[, integer|percent|compact]},
// {arg, date|time[, short|medium|long|full]}, {arg, plural|selectordinal, [offset:n] =n {…} one {…} other {…}} with
// `#`, {arg, select, a {…} other {…}}, and apostrophe quoting ('{' is a literal brace, '' an apostrophe).
// Plurals and numbers go through Intl, so every locale's rules come from the browser, not from a table shipped here.
// Plain functions over plain data: parse once per message (cached by the catalogue), format per call.

export type Node =
  | string
  | { readonly kind: 'arg'; readonly name: string }
  | { readonly kind: 'number'; readonly name: string; readonly style: string }
  | { readonly kind: 'date' | 'time'; readonly name: string; readonly style: string }
  | { readonly kind: 'pound' }
  | {
      readonly kind: 'plural' | 'selectordinal';
      readonly name: string;
      readonly offset: number;
      readonly options: ReadonlyMap<string, readonly Node[]>;
    }
  | {
      readonly kind: 'select';
      readonly name: string;
      readonly options: ReadonlyMap<string, readonly Node[]>;
    };

export class MessageSyntaxError extends Error {}

/** Parses a message; throws MessageSyntaxError on malformed input (the catalogue test parses every message). */
export function parseMessage(src: string): Node[] {
  let i = 0;
  const fail = (why: string): never => {
    throw new MessageSyntaxError(`${why} at ${i} in ${JSON.stringify(src)}`);
  };
  const skipSpace = () => {
    while (i < src.length && /\s/.test(src[i] as string)) i++;
  };
  const word = (): string => {
    skipSpace();
    const start = i;
    while (i < src.length && /[^\s,{}]/.test(src[i] as string)) i++;
    if (i === start) fail('expected a name');
    return src.slice(start, i);
  };
  const expect = (c: string) => {
    skipSpace();
    if (src[i] !== c) fail(`expected "${c}"`);
    i++;
  };

  function nodes(inPlural: boolean, nested: boolean): Node[] {
    const out: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (i < src.length) {
      const c = src[i] as string;
      if (c === "'") {
        const next = src[i + 1];
        if (next === "'") {
          text += "'";
          i += 2;
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = src.indexOf("'", i + 1);
          text += end < 0 ? src.slice(i + 1) : src.slice(i + 1, end);
          i = end < 0 ? src.length : end + 1;
        } else {
          text += c;
          i++;
        }
      } else if (c === '{') {
        flush();
        i++;
        out.push(argument());
      } else if (c === '}') {
        if (!nested) fail('unmatched "}"');
        break;
      } else if (c === '#' && inPlural) {
        flush();
        out.push({ kind: 'pound' });
        i++;
      } else {
        text += c;
        i++;
      }
    }
    flush();
    return out;
  }

  function options(inPlural: boolean): Map<string, Node[]> {
    const map = new Map<string, Node[]>();
    skipSpace();
    while (i < src.length && src[i] !== '}') {
      const key = word();
      expect('{');
      map.set(key, nodes(inPlural, true));
      expect('}');
      skipSpace();
    }
    if (!map.has('other')) fail('a plural or select needs an "other" case');
    return map;
  }

  function argument(): Node {
    const name = word();
    skipSpace();
    if (src[i] === '}') {
      i++;
      return { kind: 'arg', name };
    }
    expect(',');
    const type = word();
    skipSpace();
    let node: Node;
    if (type === 'number' || type === 'date' || type === 'time') {
      let style = '';
      if (src[i] === ',') {
        i++;
        style = word();
      }
      node = type === 'number' ? { kind: 'number', name, style } : { kind: type, name, style };
    } else if (type === 'plural' || type === 'selectordinal') {
      expect(',');
      skipSpace();
      let offset = 0;
      const m = /^offset:\s*(\d+)/.exec(src.slice(i));
      if (m) {
        offset = Number(m[1]);
        i += m[0].length;
      }
      node = { kind: type, name, offset, options: options(true) };
    } else if (type === 'select') {
      expect(',');
      node = { kind: 'select', name, options: options(false) };
    } else {
      return fail(`unknown argument type "${type}"`);
    }
    expect('}');
    return node;
  }

  const out = nodes(false, false);
  if (i < src.length) fail('unexpected "}"');
  return out;
}

/** A value given to a message: text, a number, a date, or anything else (a React element) passed through. */
export type MessageValue = string | number | Date | boolean | null | undefined | object;
export type MessageValues = Readonly<Record<string, MessageValue>>;

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let f = formatters.get(key);
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f as T;
}

export function numberFormat(locale: string, style = ''): Intl.NumberFormat {
  const opts: Intl.NumberFormatOptions =
    style === 'integer'
      ? { maximumFractionDigits: 0 }
      : style === 'percent'
        ? { style: 'percent' }
        : style === 'compact'
          ? { notation: 'compact', maximumFractionDigits: 1 }
          : {};
  return cached(`n|${locale}|${style}`, () => new Intl.NumberFormat(locale, opts));
}

export function dateFormat(locale: string, kind: 'date' | 'time', style = ''): Intl.DateTimeFormat {
  const s = (['short', 'medium', 'long', 'full'].includes(style) ? style : 'medium') as 'short';
  const opts: Intl.DateTimeFormatOptions = kind === 'date' ? { dateStyle: s } : { timeStyle: s };
  return cached(`${kind}|${locale}|${s}`, () => new Intl.DateTimeFormat(locale, opts));
}

function pluralRules(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  return cached(`p|${locale}|${type}`, () => new Intl.PluralRules(locale, { type }));
}

/** Formats parsed nodes; the result is a list of parts (strings, and values that are not text, e.g. elements). */
export function formatNodes(
  nodes: readonly Node[],
  values: MessageValues,
  locale: string,
  pound?: string,
  out: unknown[] = [],
): unknown[] {
  for (const n of nodes) {
    if (typeof n === 'string') {
      out.push(n);
      continue;
    }
    switch (n.kind) {
      case 'pound':
        out.push(pound ?? '#');
        break;
      case 'arg': {
        const v = values[n.name];
        out.push(
          v instanceof Date
            ? dateFormat(locale, 'date').format(v)
            : typeof v === 'number'
              ? numberFormat(locale).format(v)
              : (v ?? ''),
        );
        break;
      }
      case 'number':
        out.push(numberFormat(locale, n.style).format(Number(values[n.name] ?? 0)));
        break;
      case 'date':
      case 'time': {
        const v = values[n.name];
        const d = v instanceof Date ? v : new Date(typeof v === 'number' || typeof v === 'string' ? v : 0);
        out.push(Number.isNaN(d.getTime()) ? '' : dateFormat(locale, n.kind, n.style).format(d));
        break;
      }
      case 'plural':
      case 'selectordinal': {
        const count = Number(values[n.name] ?? 0);
        const exact = n.options.get(`=${count}`);
        const branch =
          exact ??
          n.options.get(
            pluralRules(locale, n.kind === 'plural' ? 'cardinal' : 'ordinal').select(count - n.offset),
          ) ??
          (n.options.get('other') as readonly Node[]);
        formatNodes(branch, values, locale, numberFormat(locale).format(count - n.offset), out);
        break;
      }
      case 'select': {
        const key = String(values[n.name] ?? 'other');
        formatNodes(
          n.options.get(key) ?? (n.options.get('other') as readonly Node[]),
          values,
          locale,
          pound,
          out,
        );
        break;
      }
    }
  }
  return out;
}

/** The argument names a message uses (the catalogue test checks that translations use the same ones). */
export function argumentNames(nodes: readonly Node[], into = new Set<string>()): Set<string> {
  for (const n of nodes) {
    if (typeof n === 'string' || n.kind === 'pound') continue;
    into.add(n.name);
    if (n.kind === 'plural' || n.kind === 'selectordinal' || n.kind === 'select') {
      for (const branch of n.options.values()) argumentNames(branch, into);
    }
  }
  return into;
}
