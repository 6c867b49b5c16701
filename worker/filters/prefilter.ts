// A quick "could any keyword be here?" test run before the exact keyword patterns. The exact patterns need the `u`
// flag for their Unicode word boundaries, and V8 compiles a `u` pattern of many whole-word keywords slowly (some
// 100 ms for 100 keywords) and drops the compiled code again after a few garbage collections, so it was paid again
// and again while posts streamed in. This pattern has no boundaries and no `u` flag: plain ASCII literals, cheap
// to compile and to run. It is built only when every keyword is ASCII, and it matches whenever an exact pattern
// could (boundaries only ever narrow a match), so a miss here is a miss there and a hit is confirmed there.
import { escapeRegExp } from './keywordRegex.ts';

/** Characters that Unicode case folding (the `iu` flags) maps onto ASCII letters: KELVIN SIGN → k and LATIN SMALL
 *  LETTER LONG S → s. A text holding one could match an exact pattern where an ASCII-only test would not, so their
 *  presence counts as a hit and the exact patterns decide. Looked for with indexOf, not inside the `i` alternation
 *  (there V8 misses them: `/spoil|\u017F/i` does not match "\u017F"); in a one-byte string V8 answers at once. */
const hasFoldsToAscii = (text: string) => text.indexOf('\u212A') !== -1 || text.indexOf('\u017F') !== -1;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range itself is the test
const ASCII = /^[\x00-\x7F]*$/;

export interface Prefilter {
  test(text: string): boolean;
}

/** The quick test for these keywords (as typed, before escaping), or null when one is not ASCII or none is left
 *  after trimming. */
export function compilePrefilter(keywords: readonly string[]): Prefilter | null {
  const bodies: string[] = [];
  for (const k of keywords) {
    const kw = k.trim();
    if (kw === '') continue;
    if (!ASCII.test(kw)) return null;
    bodies.push(escapeRegExp(kw));
  }
  if (bodies.length === 0) return null;
  // Probed once like the exact patterns (keywordMatcher.ts): when the engine cannot take it, the exact ones decide.
  let literals: RegExp;
  try {
    literals = new RegExp(bodies.join('|'), 'i');
    literals.test('');
  } catch {
    return null;
  }
  return { test: (text) => literals.test(text) || hasFoldsToAscii(text) };
}
