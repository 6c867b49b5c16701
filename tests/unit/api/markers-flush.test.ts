// The page-side unload flush: keepalive fetch first, the beacon (token in the form body) as the fallback.
import { describe, expect, it, vi } from 'vitest';
import {
  beaconBody,
  flushMarkers,
  installMarkersFlush,
  type MarkerUpdate,
} from '../../../src/lib/markers-flush.ts';

const markers = { home: { last_read_id: '5' }, notifications: { last_read_id: '9' } };

describe('markers flush', () => {
  it('sends with fetch keepalive and the bearer token', () => {
    const fetch = vi.fn(async () => new Response('{}'));
    const sendBeacon = vi.fn(() => true);
    expect(flushMarkers({ baseUrl: 'https://x.example/', token: 't', fetch, sendBeacon }, markers)).toBe(
      'keepalive',
    );
    expect(fetch).toHaveBeenCalledWith('https://x.example/api/v1/markers', {
      method: 'POST',
      keepalive: true,
      headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
      body: JSON.stringify(markers),
    });
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('falls back to sendBeacon with access_token in the form body when fetch throws', () => {
    const fetch = vi.fn(() => {
      throw new TypeError('keepalive not supported');
    });
    const sendBeacon = vi.fn((_url: string, _data: BodyInit) => true);
    expect(flushMarkers({ baseUrl: 'https://x.example', token: 't', fetch, sendBeacon }, markers)).toBe(
      'beacon',
    );
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('https://x.example/api/v1/markers');
    expect(String(body)).toBe('access_token=t&home%5Blast_read_id%5D=5&notifications%5Blast_read_id%5D=9');
  });

  it('a keepalive fetch that fails later still gets the beacon', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    const sendBeacon = vi.fn(() => true);
    flushMarkers({ baseUrl: 'https://x.example', token: 't', fetch, sendBeacon }, markers);
    await Promise.resolve();
    await Promise.resolve();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('nothing to send, or nobody signed in: nothing goes out', () => {
    const fetch = vi.fn();
    expect(flushMarkers({ baseUrl: 'https://x', token: 't', fetch }, null)).toBe('none');
    expect(flushMarkers({ baseUrl: 'https://x', token: '', fetch }, markers)).toBe('none');
    expect(fetch).not.toHaveBeenCalled();
    expect(beaconBody('t', { home: { last_read_id: '1' } }).toString()).toBe(
      'access_token=t&home%5Blast_read_id%5D=1',
    );
  });

  it('runs on pagehide and on visibilitychange to hidden', () => {
    const target = new EventTarget() as EventTarget & { document: { visibilityState: string } };
    target.document = { visibilityState: 'visible' };
    const fetch = vi.fn(async () => new Response('{}'));
    const onFlushed = vi.fn();
    let waiting: MarkerUpdate = markers;
    const off = installMarkersFlush(
      target as never,
      () => ({ baseUrl: 'https://x', token: 't', markers: waiting }),
      { fetch },
      onFlushed,
    );
    target.dispatchEvent(new Event('visibilitychange'));
    expect(fetch).not.toHaveBeenCalled();
    target.document.visibilityState = 'hidden';
    target.dispatchEvent(new Event('visibilitychange'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onFlushed).toHaveBeenCalledWith(markers, 'keepalive');
    // The tab closes while hidden, still holding what it sent as it hid: not sent again (the server may be further
    // on by now, read in another tab).
    target.dispatchEvent(new Event('pagehide'));
    expect(fetch).toHaveBeenCalledTimes(1);
    // Markers it had not sent go out.
    waiting = { home: { last_read_id: '99' } };
    target.dispatchEvent(new Event('pagehide'));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onFlushed).toHaveBeenLastCalledWith(waiting, 'keepalive');
    off();
    waiting = { home: { last_read_id: '100' } };
    target.dispatchEvent(new Event('pagehide'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
