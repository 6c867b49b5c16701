// Parts of the core's transport fetched on first use instead of with its first script (issue 20, item 7): reading an
// answer ahead (a long thread) and uploads' XMLHttpRequest (progress). Each is asked for when a request needs it,
// and a request whose part cannot be fetched (offline, a new build deployed) still gets its answer.
import { describe, expect, it, vi } from 'vitest';
import type { ArraysPrefix } from '../../../worker/api/json-arrays-prefix.ts';
import { createTransport, type TransportConfig } from '../../../worker/api/transport.ts';
import { progressFetch } from '../../../worker/app/env.ts';

const BODY = { ancestors: [{ id: 'a1' }], descendants: [{ id: 'r1' }, { id: 'r2' }] };

function transport(loadReadAhead?: TransportConfig['loadReadAhead']) {
  return createTransport({
    baseUrl: 'https://x.example',
    getToken: () => 't',
    fetch: async () => new Response(JSON.stringify(BODY), { status: 200 }),
    now: () => 0,
    ...(loadReadAhead ? { loadReadAhead } : {}),
  });
}

const context = (early?: (p: ArraysPrefix) => boolean) => ({
  call: 'statuses.context',
  method: 'GET' as const,
  path: '/api/v1/statuses/{id}/context',
  pathParams: { id: 'F' },
  ...(early ? { early } : {}),
});

describe('reading ahead, fetched with the first request that reads ahead', () => {
  it('is not fetched for a request that does not read ahead', async () => {
    const load = vi.fn(() => import('../../../worker/api/read-ahead.ts'));
    const r = await transport(load).request(context());
    expect(r.ok && r.answer.body).toEqual(BODY);
    expect(load).not.toHaveBeenCalled();
  });

  it('tells a request that reads ahead what arrived, once its part is in', async () => {
    const load = vi.fn(() => import('../../../worker/api/read-ahead.ts'));
    const heard: number[] = [];
    const r = await transport(load).request(
      context((p) => {
        heard.push(p.arrays.descendants?.length ?? 0);
        return false;
      }),
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(heard.length).toBeGreaterThan(0);
    expect(r.ok && r.answer.body).toEqual(BODY);
  });

  it('reads the answer whole where its part cannot be fetched', async () => {
    const early = vi.fn(() => false);
    const r = await transport(() => Promise.reject(new TypeError('Failed to fetch'))).request(context(early));
    expect(r.ok && r.answer.body).toEqual(BODY);
    expect(early).not.toHaveBeenCalled();
  });
});

describe("uploads' XMLHttpRequest, fetched with the first upload that reports its progress", () => {
  const withXhr = <T>(fn: () => Promise<T>) => {
    vi.stubGlobal('XMLHttpRequest', function XMLHttpRequest() {});
    return fn().finally(() => vi.unstubAllGlobals());
  };

  it('sends other requests with fetch, without fetching it', async () => {
    const plain = vi.fn(async () => new Response('{}'));
    const load = vi.fn();
    await withXhr(() => progressFetch(plain, load)('https://x.example/a', { method: 'GET' }));
    expect(plain).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });

  it('sends an upload that reports its progress with it, once it is in', async () => {
    const plain = vi.fn(async () => new Response('{}'));
    const xhrFetch = vi.fn(async () => new Response('{"id":"m1"}'));
    const onUploadProgress = () => {};
    const res = await withXhr(() =>
      progressFetch(plain, async () => ({ xhrFetch }))('https://x.example/m', {
        method: 'POST',
        onUploadProgress,
      }),
    );
    expect(await res.json()).toEqual({ id: 'm1' });
    expect(xhrFetch).toHaveBeenCalledWith('https://x.example/m', expect.anything(), onUploadProgress);
    expect(plain).not.toHaveBeenCalled();
  });

  it('still sends the upload, with fetch, where it cannot be fetched', async () => {
    const plain = vi.fn(async () => new Response('{"id":"m1"}'));
    const res = await withXhr(() =>
      progressFetch(plain, () => Promise.reject(new TypeError('Failed to fetch')))('https://x.example/m', {
        method: 'POST',
        onUploadProgress: () => {},
      }),
    );
    expect(await res.json()).toEqual({ id: 'm1' });
    expect(plain).toHaveBeenCalledTimes(1);
  });
});
