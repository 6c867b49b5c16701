// Reads a JSON object as its text arrives, handing over the elements of its top-level arrays one by one as each is
// complete: a thread's context (`{"ancestors":[…],"descendants":[…]}`, over a megabyte for 750 replies) can show its
// first replies while the rest is still on its way, instead of after the whole text arrived and was parsed. A plain
// scan of the characters (strings, escapes and nesting) finds where each element ends; each element is parsed alone.
// The answer is still parsed whole at its end (JSON.parse decides what the answer is): this only reads ahead, and
// stops at the first thing it does not expect (it is then simply not used).

/** What has been read so far: each top-level array's complete elements, and which arrays are closed. */
export interface ArraysPrefix {
  readonly arrays: Readonly<Record<string, readonly unknown[]>>;
  readonly closed: ReadonlySet<string>;
}

export interface ArraysPrefixReader {
  /** Reads the next piece of text; answers the elements completed by it (empty: none), or null once the text
   *  stopped being an object the reader understands (it then reads no more). */
  feed(chunk: string): { key: string; items: unknown[] }[] | null;
  readonly prefix: ArraysPrefix;
}

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;
const COLON = 58;

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

export function createArraysPrefixReader(): ArraysPrefixReader {
  const arrays: Record<string, unknown[]> = Object.create(null);
  const closed = new Set<string>();
  /** 0: before the object; 1: in the object; 2: in one of its values; deeper: nested. */
  let depth = 0;
  let inString = false;
  let escaped = false;
  /** At depth 1: the next string is a key (after `{` or `,`), not a value. */
  let expectKey = false;
  /** The key being read (its characters), and the last one read. */
  let keyParts: string[] | null = null;
  let key = '';
  /** Where the key being read starts in the current piece. */
  let keyStart = 0;
  /** The array of the object being read (its key), when the value at depth 2 is one. */
  let array: string | null = null;
  /** The text of the element being read, from its first character (it may span pieces). */
  let element: string[] | null = null;
  let broken = false;

  const parse = (text: string): { ok: true; value: unknown } | { ok: false } => {
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch {
      return { ok: false };
    }
  };

  const feed = (chunk: string): { key: string; items: unknown[] }[] | null => {
    if (broken) return null;
    const done: { key: string; items: unknown[] }[] = [];
    const add = (k: string, item: unknown) => {
      const last = done.at(-1);
      if (last && last.key === k) last.items.push(item);
      else done.push({ key: k, items: [item] });
    };
    /** Where the element being read starts in this piece: 0 when it began in an earlier one, -1 when none is. */
    let start = element ? 0 : -1;
    /** Ends the element at `end` (exclusive) in this piece; false when it does not parse. */
    const endElement = (end: number): boolean => {
      const parts = element ?? [];
      parts.push(chunk.slice(start, end));
      element = null;
      start = -1;
      const text = parts.join('');
      if (text.trim() === '') return true; // an empty array: `[]`
      const parsed = parse(text);
      if (!parsed.ok || array === null) return false;
      arrays[array]?.push(parsed.value);
      add(array, parsed.value);
      return true;
    };
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (c === BACKSLASH) escaped = true;
        else if (c === QUOTE) {
          inString = false;
          if (keyParts) {
            keyParts.push(chunk.slice(keyStart, i));
            const raw = parse(`"${keyParts.join('')}"`);
            keyParts = null;
            if (!raw.ok) {
              broken = true;
              return null;
            }
            key = raw.value as string;
          }
        }
        continue;
      }
      if (isSpace(c)) continue;
      if (depth === 0) {
        if (c !== OPEN_BRACE) {
          broken = true;
          return null;
        }
        depth = 1;
        expectKey = true;
        continue;
      }
      if (depth === 1) {
        if (c === QUOTE && expectKey) {
          inString = true;
          keyParts = [];
          keyStart = i + 1;
        } else if (c === COLON) expectKey = false;
        else if (c === COMMA) expectKey = true;
        else if (c === OPEN_BRACKET) {
          depth = 2;
          array = key;
          arrays[key] = [];
          closed.delete(key);
        } else if (c === OPEN_BRACE) depth = 2;
        else if (c === CLOSE_BRACE) {
          depth = 0;
          broken = true; // the object ended: nothing more to read ahead
          return done;
        } else if (c === QUOTE) inString = true; // a string value of the object itself
        continue;
      }
      // Inside a value of the object (depth ≥ 2).
      if (depth === 2 && array !== null) {
        if (c === COMMA || c === CLOSE_BRACKET) {
          if ((element !== null || start >= 0) && !endElement(i)) {
            broken = true;
            return null;
          }
          if (c === CLOSE_BRACKET) {
            closed.add(array);
            array = null;
            depth = 1;
          }
          continue;
        }
        if (start < 0) start = i;
      }
      if (c === QUOTE) inString = true;
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth += 1;
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        depth -= 1;
        if (depth === 1) array = null; // a value of the object that is not an array ended
      }
    }
    // The element (or the key) goes on in the next piece.
    if (start >= 0) element = [...(element ?? []), chunk.slice(start)];
    if (keyParts) keyParts.push(chunk.slice(keyStart));
    keyStart = 0;
    return done;
  };
  return { feed, prefix: { arrays, closed } };
}
