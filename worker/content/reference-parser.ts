// The reference HTML parser (htmlparser2 and its entity tables: a fifth of the core's script) is fetched on demand,
// not with the core's first script. Mastodon's own HTML, nearly every post, is read by the fast tokenizer
// (fast-tokenizer.ts) and needs no parser at all; the rest waits for this one. Answers and stream frames holding HTML
// the fast path cannot read wait at the edge until it is here (parser-gate.ts), so the synchronous sanitizer always
// finds it when it needs it.
import type { Parser } from 'htmlparser2';

export type ReferenceParser = typeof Parser;

let parser: ReferenceParser | null = null;
let loading: Promise<ReferenceParser> | null = null;

/** The parser once fetched, else null (and nothing is fetched). */
export const referenceParserIfLoaded = (): ReferenceParser | null => parser;

/** Fetches the parser once; a failed fetch (offline, a new build deployed) is tried again by the next caller. */
export function loadReferenceParser(): Promise<ReferenceParser> {
  if (parser) return Promise.resolve(parser);
  loading ??= import('htmlparser2').then(
    (m) => {
      parser = m.Parser;
      return parser;
    },
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}
