// A request with `early` (worker/api/transport.ts, read-ahead.ts) hears the first elements of a JSON object's arrays
// while the rest of the body is still on its way, and still answers the whole body, parsed as before; a body cut
// short is a network failure, as it was; HTML only the reference parser reads is never handed over early.
import { describe, expect, it } from 'vitest';
import type { ArraysPrefix } from '../../../worker/api/json-arrays-prefix.ts';
import { createTransport } from '../../../worker/api/transport.ts';

const BODY = {
  ancestors: [{ id: 'a1', content: '<p>a</p>' }],
  descendants: Array.from({ length: 50 }, (_, i) => ({ id: `r${i}`, content: `<p>reply ${i} é🙂</p>` })),
};

/** A body sent in pieces of `size` bytes, each only once the test lets it go (`next()`), or cut after `cutAfter`. */
function piecewise(text: string, size: number, cutAfter = Number.POSITIVE_INFINITY) {
  const bytes = new TextEncoder().encode(text);
  let sent = 0;
  let pieces = 0;
  let release: (() => void) | null = null;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise<void>((r) => {
        release = r;
      });
      if (pieces >= cutAfter) {
        controller.error(new TypeError('network error'));
        return;
      }
      if (sent >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(sent, sent + size));
      sent += size;
      pieces += 1;
    },
  });
  const next = async () => {
    for (let i = 0; i < 20 && !release; i++) await new Promise((r) => setTimeout(r, 0));
    const r = release as (() => void) | null;
    release = null;
    r?.();
    await new Promise((r2) => setTimeout(r2, 0));
  };
  return { response: new Response(body, { status: 200 }), next, done: () => sent >= bytes.length };
}

function transport(response: Response, answerReady?: (body: unknown) => Promise<void> | null) {
  return createTransport({
    baseUrl: 'https://x.example',
    getToken: () => 't',
    fetch: async () => response,
    now: () => 0,
    ...(answerReady ? { answerReady } : {}),
  });
}

const spec = (early: (p: ArraysPrefix) => boolean) => ({
  call: 'statuses.context',
  method: 'GET' as const,
  path: '/api/v1/statuses/{id}/context',
  pathParams: { id: 'F' },
  early,
});

describe('reading an answer ahead', () => {
  it('hears the first replies before the body ends, and answers the whole body', async () => {
    const text = JSON.stringify(BODY);
    const body = piecewise(text, 256);
    const heard: number[] = [];
    let enoughBeforeEnd = false;
    const result = transport(body.response).request(
      spec((p) => {
        heard.push(p.arrays.descendants?.length ?? 0);
        const enough = p.closed.has('ancestors') && (p.arrays.descendants?.length ?? 0) >= 5;
        if (enough) enoughBeforeEnd = !body.done();
        return enough;
      }),
    );
    while (!body.done()) await body.next();
    await body.next();
    const r = await result;
    expect(enoughBeforeEnd).toBe(true);
    // Told until it had enough, then no more.
    expect(heard.at(-1)).toBeGreaterThanOrEqual(5);
    expect(heard.at(-1)).toBeLessThan(50);
    expect(r.ok && r.answer.body).toEqual(BODY);
  });

  it('a body cut short is a network failure, as without reading ahead', async () => {
    const body = piecewise(JSON.stringify(BODY), 256, 3);
    const result = transport(body.response).request(spec(() => false));
    for (let i = 0; i < 5; i++) await body.next();
    const r = await result;
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.kind).toBe('network');
  });

  it('elements with HTML only the reference parser reads are not handed over early', async () => {
    const body = piecewise(JSON.stringify(BODY), 256);
    let told = 0;
    let waited = 0;
    const result = transport(body.response, () => {
      waited += 1;
      return Promise.resolve();
    }).request(
      spec(() => {
        told += 1;
        return false;
      }),
    );
    while (!body.done()) await body.next();
    await body.next();
    const r = await result;
    expect(told).toBe(0);
    expect(waited).toBe(2); // the first elements read, then the whole answer at its end
    expect(r.ok && r.answer.body).toEqual(BODY);
  });
});
