// Server HTML waits at the edge for the reference parser (reference-parser.ts), so the synchronous sanitizer never
// meets HTML it cannot read: an answer (the transport's answerReady) or a stream frame (createInOrderGate) that holds
// HTML outside the fast path's dialect is handed over only once the parser is here. Until the first such HTML nothing
// is fetched; once the parser is here nothing waits.
import { fastPathReads } from './fast-tokenizer.ts';
import { loadReferenceParser, referenceParserIfLoaded } from './reference-parser.ts';
import { MAX_HTML_CHARS } from './sanitize.ts';

/** The keys whose strings are HTML in Mastodon's entities: a status's (or an announcement's, an edit's, a
 *  translation's) content, an account's note, a profile field's value. Another key named so costs only a fetch. */
const HTML_KEYS = new Set(['content', 'note', 'value']);

const readsFast = (html: string) => html.length <= MAX_HTML_CHARS && fastPathReads(html);

/** Whether any HTML in a decoded JSON value needs the reference parser (walked without recursion: a hostile
 *  nesting cannot overflow the stack). */
export function needsReferenceParser(value: unknown): boolean {
  const todo: unknown[] = [value];
  while (todo.length > 0) {
    const v = todo.pop();
    if (Array.isArray(v)) {
      for (const x of v) if (x !== null && typeof x === 'object') todo.push(x);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (typeof x === 'string') {
          if (HTML_KEYS.has(k) && !readsFast(x)) return true;
        } else if (x !== null && typeof x === 'object') todo.push(x);
      }
    }
  }
  return false;
}

/** Null when `body` can be handed over now; else a promise that settles once the parser is here (or could not be
 *  fetched: the sanitizer then shows that HTML as bare text, never as markup). */
export function parserWait(body: unknown): Promise<void> | null {
  if (referenceParserIfLoaded() || !needsReferenceParser(body)) return null;
  return loadReferenceParser().then(
    () => {},
    () => {},
  );
}

/**
 * Wraps the handlers of one ordered source (a socket's frames, status changes and gaps): a call whose payload needs
 * the parser is held until it is here, and every call after it waits behind it, so they still run in arrival order.
 */
export function createInOrderGate(log: (m: string) => void) {
  let queue: (() => void)[] | null = null;
  return <A extends unknown[]>(fn: (...args: A) => void, payloadOf?: (...args: A) => unknown) =>
    (...args: A): void => {
      if (queue) {
        queue.push(() => fn(...args));
        return;
      }
      const wait = payloadOf ? parserWait(payloadOf(...args)) : null;
      if (!wait) {
        fn(...args);
        return;
      }
      const held: (() => void)[] = [() => fn(...args)];
      queue = held;
      void wait.then(() => {
        queue = null;
        for (const run of held) {
          try {
            run();
          } catch (e) {
            log(`a held stream frame failed: ${String(e)}`);
          }
        }
      });
    };
}
