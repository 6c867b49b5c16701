// The wire: bearer token, Rails arrays, Link pagination, coalescing of identical GETs, errors as values.
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../worker/api/client.ts';
import { parseLinkHeader } from '../../../worker/api/link.ts';
import { encodeQuery } from '../../../worker/api/query.ts';

const account = {
  id: '1',
  username: 'a',
  acct: 'a',
  url: 'https://x.example/@a',
  uri: 'https://x.example/u/a',
};
const status = (id: string) => ({ id, account, content: '', uri: `https://x.example/s/${id}` });

function setup(
  respond: (url: string, init: RequestInit) => Response | Promise<Response>,
  token: string | null = 't',
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return respond(url, init);
  });
  const client = createApiClient({
    baseUrl: 'https://x.example',
    getToken: () => token,
    fetch,
    now: () => 0,
  });
  return { client, calls, fetch };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

describe('query and links', () => {
  it('Rails arrays as key[]=, null and undefined left out', () => {
    expect(encodeQuery({ id: ['1', '2'], with_suspended: true, x: undefined, y: null })).toBe(
      '?id%5B%5D=1&id%5B%5D=2&with_suspended=true',
    );
  });

  it('parses next and prev from Link with absolute URLs', () => {
    const h =
      '<https://x.example/api/v1/timelines/home?max_id=117020574694606796>; rel="next", <https://x.example/api/v1/timelines/home?min_id=117020579695730951>; rel="prev"';
    expect(parseLinkHeader(h)).toEqual({
      next: { max_id: '117020574694606796' },
      prev: { min_id: '117020579695730951' },
    });
    expect(parseLinkHeader(null)).toEqual({ next: null, prev: null });
    expect(parseLinkHeader('garbage, <not a url; rel="next"')).toEqual({ next: null, prev: null });
  });
});

describe('client', () => {
  it('a paged call answers items with next and prev, and the next page passes back', async () => {
    const { client, calls } = setup(() =>
      json([status('9'), status('8')], {
        headers: { link: '<https://x.example/api/v1/timelines/home?max_id=8>; rel="next"' },
      }),
    );
    const first = await client.timelines.home();
    expect(first.ok && first.value.items.map((s) => s.id)).toEqual(['9', '8']);
    expect(first.ok && first.value.next).toEqual({ max_id: '8' });
    expect(first.ok && first.value.prev).toBeNull();
    if (first.ok && first.value.next) await client.timelines.home(first.value.next);
    expect(calls[1]?.url).toBe('https://x.example/api/v1/timelines/home?max_id=8');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer t');
  });

  it('identical GETs in flight share one request; each caller gets the answer', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { client, fetch } = setup(async () => {
      await gate;
      return json(status('5'));
    });
    const a = client.statuses.fetch('5');
    const b = client.statuses.fetch('5');
    const c = client.statuses.fetch('6');
    release();
    const [ra, rb] = await Promise.all([a, b, c]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(ra.ok && rb.ok && ra.value.id === rb.value.id).toBe(true);
    await client.statuses.fetch('5');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('POSTs are never coalesced', async () => {
    const { client, fetch } = setup(() => json(status('5')));
    await Promise.all([client.statuses.favourite('5'), client.statuses.favourite('5')]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('an error answer becomes an ApiError with status, server text and rate-limit reset', async () => {
    const { client } = setup(() =>
      json(
        { error: 'Zu viele Anfragen' },
        {
          status: 429,
          statusText: 'Too Many Requests',
          headers: { 'x-ratelimit-reset': '2026-08-01T14:00:00.524560Z' },
        },
      ),
    );
    const r = await client.accounts.follow('1');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect([r.error.kind, r.error.status, r.error.serverError, r.error.call]).toEqual([
        'http',
        429,
        'Zu viele Anfragen',
        'accounts.follow',
      ]);
      expect(r.error.rateLimitReset?.toISOString()).toBe('2026-08-01T14:00:00.524Z');
    }
  });

  it('network failure, abort and a malformed body are values, never throws', async () => {
    const down = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const r1 = await down.client.instance.fetch();
    expect(!r1.ok && r1.error.kind).toBe('network');

    const controller = new AbortController();
    const aborting = setup((_u, init) => {
      return new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        controller.abort();
      });
    });
    const r2 = await aborting.client.statuses.fetch('1', { signal: controller.signal });
    expect(!r2.ok && r2.error.kind).toBe('abort');

    const broken = setup(() => new Response('<html>oops', { status: 200 }));
    const r3 = await broken.client.statuses.fetch('1');
    expect(!r3.ok && r3.error.kind).toBe('invalid');

    const wrong = setup(() => json({ not: 'a status' }));
    const r4 = await wrong.client.statuses.fetch('1');
    expect(!r4.ok && r4.error.kind).toBe('invalid');
  });

  it('a timeout is its own kind', async () => {
    vi.useFakeTimers();
    try {
      const fetch = (_u: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      const client = createApiClient({
        baseUrl: 'https://x.example',
        getToken: () => 't',
        fetch,
        now: () => 0,
        timeoutMs: 5000,
      });
      const p = client.instance.fetch();
      await vi.advanceTimersByTimeAsync(5000);
      const r = await p;
      expect(!r.ok && r.error.kind).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('calls that need a signed-in user send nothing without a token', async () => {
    const { client, fetch } = setup(() => json({}), null);
    const results = await Promise.all([
      client.accounts.relationships(['1']),
      client.markers.save({ home: { last_read_id: '1' } }),
      client.settings.save({ a: 1 }),
    ]);
    expect(fetch).not.toHaveBeenCalled();
    expect(results.map((r) => !r.ok && r.error.kind)).toEqual(['signed-out', 'signed-out', 'signed-out']);
  });

  it('path parameters are encoded, so an id cannot change the path', async () => {
    const { client, calls } = setup(() => json({ name: 'a/b', url: '' }));
    await client.tags.fetch('a/../b');
    expect(calls[0]?.url).toBe('https://x.example/api/v1/tags/a%2F..%2Fb');
  });

  it('media upload answers 202 with its status so the uploader can poll', async () => {
    const { client, calls } = setup(() => json({ id: 'm', type: 'image', url: null }, { status: 202 }));
    const r = await client.media.upload({ file: new Blob(['x']), description: 'd' });
    expect(r.ok && [r.status, r.value.url]).toEqual([202, null]);
    expect(calls[0]?.init.body).toBeInstanceOf(FormData);
  });
});
