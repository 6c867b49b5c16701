// Compiling keyword patterns without ever throwing. V8 parses a pattern when it is constructed but compiles it on
// first use, and that step can still fail (a very long keyword: "Stack overflow", "Regular expression too large");
// a failure there would surface while posts are evaluated, for every post. So each pattern is probed once here, a
// keyword that fails is reported and left out, and the others go on matching.

export interface TextTest {
  test(text: string): boolean;
}

export type CompiledPattern = { ok: true; regex: RegExp } | { ok: false; reason: string };

/** The pattern compiled with `iu` and run once, or why it cannot be. */
export function compilePattern(source: string): CompiledPattern {
  try {
    const regex = new RegExp(source, 'iu');
    regex.test('');
    return { ok: true, regex };
  } catch (e) {
    return { ok: false, reason: engineReason(e, source) };
  }
}

/** The engine's own reason without the pattern it quotes ("Invalid regular expression: /…/iu: Stack overflow"). */
function engineReason(e: unknown, source: string): string {
  const message = e instanceof Error ? e.message : String(e);
  const quoted = `/${source}/iu: `;
  const at = message.indexOf(quoted);
  return at >= 0 ? message.slice(at + quoted.length) : message;
}

/** One test for several patterns: their alternation when it compiles, else each pattern in turn (slower, never
 *  wrong). Null when there is no pattern. The alternation is compiled on first use: with a quick prefilter in front
 *  (prefilter.ts) it is often never needed, and a large `u` alternation is slow to compile. */
export function anyOf(patterns: readonly RegExp[]): TextTest | null {
  if (patterns.length === 0) return null;
  if (patterns.length === 1) return patterns[0] ?? null;
  let joined: TextTest | null = null;
  return {
    test(text) {
      if (joined === null) {
        const compiled = compilePattern(patterns.map((p) => p.source).join('|'));
        joined = compiled.ok ? compiled.regex : { test: (t) => patterns.some((p) => p.test(t)) };
      }
      return joined.test(text);
    },
  };
}

/** How a keyword is named in a message: quoted, and cut short when long. */
export function keywordLabel(keyword: string): string {
  const chars = [...keyword.trim()];
  return `“${chars.length > 24 ? `${chars.slice(0, 24).join('')}…` : chars.join('')}”`;
}
