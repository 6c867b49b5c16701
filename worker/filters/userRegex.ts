// A regular expression typed by the user (a column's "hide posts matching"). It runs in the core against every
// post of the column, so it must not be able to stall it: a backtracking engine takes exponential time on patterns
// such as `^(a+)+$`, and the core serves every tab. So user patterns run on RE2 (re2js), which matches in time
// linear in the text whatever the pattern. RE2 has no backreferences and no lookaround (they are what makes
// backtracking necessary): such a pattern is refused with a message naming the construct. JavaScript spellings a
// user may type (`\u00e9`, `(?<name>…)`) are translated first. The engine is passed in: the core fetches it only
// once a pattern exists (re2-load.ts), so its first script stays small.
import { type CoreText, coreText } from '../../shared/protocol/text.ts';
import type { TextTest } from './keywordMatcher.ts';
import type { Re2 } from './re2-load.ts';

export interface UserRegex {
  regex: TextTest | null;
  /** Why the pattern cannot be used, said once; null when it can (or is blank). */
  error: CoreText | null;
}

/** A construct RE2 cannot express: its kind (named in the tab's language) and how it was written. */
export interface UnsupportedConstruct {
  kind:
    | 'backreference'
    | 'namedBackreference'
    | 'lookahead'
    | 'negativeLookahead'
    | 'lookbehind'
    | 'negativeLookbehind';
  syntax: string;
}

/** The first construct RE2 cannot express, outside character classes and escapes, or null. */
export function unsupportedConstruct(body: string): UnsupportedConstruct | null {
  let inClass = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\') {
      const next = body[i + 1] ?? '';
      if (!inClass && /[1-9]/.test(next)) return { kind: 'backreference', syntax: `\\${next}` };
      if (!inClass && next === 'k' && body[i + 2] === '<')
        return { kind: 'namedBackreference', syntax: '\\k<…>' };
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      inClass = true;
    } else if (c === '(' && body[i + 1] === '?') {
      const rest = body.slice(i + 2, i + 4);
      if (rest.startsWith('=')) return { kind: 'lookahead', syntax: '(?=…)' };
      if (rest.startsWith('!')) return { kind: 'negativeLookahead', syntax: '(?!…)' };
      if (rest === '<=') return { kind: 'lookbehind', syntax: '(?<=…)' };
      if (rest === '<!') return { kind: 'negativeLookbehind', syntax: '(?<!…)' };
    }
  }
  return null;
}

/** RE2's own description of a syntax error, with the fragment it points at (its `(?i)` flag prefix removed). */
function syntaxMessage(e: unknown): string {
  const err = e as { getDescription?: () => string; getPattern?: () => string | null; message?: string };
  const description =
    typeof err.getDescription === 'function' ? err.getDescription() : String(err.message ?? e);
  const fragment = typeof err.getPattern === 'function' ? err.getPattern() : null;
  const shown = fragment?.replace(/^\(\?i\)/, '');
  return shown ? `${description} in “${shown}”` : description;
}

/**
 * Stands for a pattern while the engine is still being fetched: it matches every post, so the column hides its
 * posts for that moment rather than show one the user's pattern hides (the engine's arrival re-evaluates them).
 */
const UNTIL_ENGINE_LOADED: TextTest = { test: () => true };

/** `re2`: the engine, or null while it is being fetched (a usable pattern then hides until it is there). */
export function compileUserRegex(body: string | undefined | null, re2: Re2 | null): UserRegex {
  const src = (body ?? '').trim();
  if (src === '') return { regex: null, error: null };
  const construct = unsupportedConstruct(src);
  if (construct) {
    return {
      regex: null,
      error: coreText('core.regex.unsupported', { kind: construct.kind, syntax: construct.syntax }),
    };
  }
  if (!re2) return { regex: UNTIL_ENGINE_LOADED, error: null };
  try {
    const compiled = re2.compile(re2.translateRegExp(src), re2.CASE_INSENSITIVE);
    return { regex: { test: (text) => compiled.test(text) }, error: null };
  } catch (e) {
    return { regex: null, error: coreText('core.regex.invalid', { reason: syntaxMessage(e) }) };
  }
}
