// Reads an answer's body as it arrives, for a caller that can use the first elements of a JSON object's arrays
// before the rest (RequestSpec.early: a long thread's first replies). The text is decoded piece by piece, as
// Response.text() would decode it whole (UTF-8, a BOM dropped, bad bytes replaced), and returned whole at the end.
import { type ArraysPrefix, createArraysPrefixReader } from './json-arrays-prefix.ts';

/**
 * `early` is told what has been read each time a piece arrives, until it answers true (it has enough). Elements with
 * HTML only the reference parser reads are never handed over early (`ready` answers a wait for them: the answer
 * then waits for the parser at its end, as every answer does).
 */
export async function readTextAhead(
  body: ReadableStream<Uint8Array>,
  early: (prefix: ArraysPrefix) => boolean,
  ready?: (items: unknown) => Promise<void> | null,
): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let ahead: ReturnType<typeof createArraysPrefixReader> | null = createArraysPrefixReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const chunk = decoder.decode(value, { stream: true });
    parts.push(chunk);
    if (!ahead) continue;
    const read = ahead.feed(chunk);
    if (read === null || (read.length > 0 && ready?.(read.map((r) => r.items)))) ahead = null;
    else if (tell(early, ahead.prefix)) ahead = null;
  }
  parts.push(decoder.decode());
  return parts.join('');
}

/** A caller's `early` that throws has had enough: the answer is still read to its end and handed over whole. */
function tell(early: (prefix: ArraysPrefix) => boolean, prefix: ArraysPrefix): boolean {
  try {
    return early(prefix);
  } catch {
    return true;
  }
}
