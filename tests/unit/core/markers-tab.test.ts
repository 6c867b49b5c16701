// The page sends the markers the core has not uploaded when it hides, then tells the core they went out.
import { describe, expect, it, vi } from 'vitest';
import type { GlobalState } from '../../../shared/protocol/core-api.ts';
import { initialGlobal } from '../../../shared/protocol/global-state.ts';
import { wireMarkersFlush } from '../../../src/core-client/markers-tab.ts';
import { wireMarkersFlushLater } from '../../../src/core-client/markers-tab-later.ts';

function page(global: GlobalState) {
  const target = new EventTarget() as EventTarget & { document: { visibilityState: string } };
  target.document = { visibilityState: 'visible' };
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}'));
  const flushed = vi.fn(async (_m: unknown) => {});
  const remove = wireMarkersFlush({
    global: { value: global },
    api: () => ({ markersFlushed: flushed }),
    target,
    send: { fetch },
  });
  return { target, fetch, flushed, remove };
}

describe('page-side markers flush', () => {
  it('sends the waiting markers with a keepalive request on pagehide and reports them sent', () => {
    const pending = { home: { last_read_id: '42' } };
    const p = page({ ...initialGlobal(), markers: { baseUrl: 'https://i.test', token: 'tok', pending } });
    p.target.dispatchEvent(new Event('pagehide'));
    expect(p.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = p.fetch.mock.calls[0]!;
    expect(url).toBe('https://i.test/api/v1/markers');
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(String(init.body))).toEqual(pending);
    expect(p.flushed).toHaveBeenCalledWith(pending);
  });

  it('sends nothing when nothing waits, and nothing after being removed', () => {
    const p = page({ ...initialGlobal(), markers: null });
    p.target.document.visibilityState = 'hidden';
    p.target.dispatchEvent(new Event('visibilitychange'));
    expect(p.fetch).not.toHaveBeenCalled();
    const q = page({
      ...initialGlobal(),
      markers: { baseUrl: 'https://i.test', token: 'tok', pending: { home: { last_read_id: '1' } } },
    });
    q.remove();
    q.target.dispatchEvent(new Event('pagehide'));
    expect(q.fetch).not.toHaveBeenCalled();
  });
});

describe('page-side markers flush, fetched after the first posts', () => {
  it('is installed once the first content is drawn, and then sends the waiting markers on pagehide', async () => {
    const pending = { home: { last_read_id: '7' } };
    const target = new EventTarget() as EventTarget & { document: { visibilityState: string } };
    target.document = { visibilityState: 'visible' };
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}'));
    let drawn = () => {};
    const firstContent = new Promise<void>((r) => {
      drawn = r;
    });
    const load = vi.fn(() => import('../../../src/core-client/markers-tab.ts'));
    wireMarkersFlushLater(
      firstContent,
      {
        global: {
          value: { ...initialGlobal(), markers: { baseUrl: 'https://i.test', token: 't', pending } },
        },
        api: () => ({ markersFlushed: async () => {} }),
        target,
        send: { fetch },
      },
      load,
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(load).not.toHaveBeenCalled();
    drawn();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await load.mock.results[0]!.value;
    await new Promise((r) => setTimeout(r, 0));
    target.dispatchEvent(new Event('pagehide'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toEqual(pending);
  });

  it('a failed fetch of it is logged, and the page goes on', async () => {
    const log = vi.fn();
    const target = new EventTarget() as EventTarget & { document: { visibilityState: string } };
    target.document = { visibilityState: 'visible' };
    wireMarkersFlushLater(
      Promise.resolve(),
      { global: { value: initialGlobal() }, api: () => ({}), target, send: { fetch: vi.fn() }, log },
      () => Promise.reject(new TypeError('Failed to fetch')),
    );
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('Failed to fetch')));
  });
});
