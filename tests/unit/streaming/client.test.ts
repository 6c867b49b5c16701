import { beforeEach, describe, expect, it } from 'vitest';
import { createStreamingClient, type StreamingClientDeps } from '../../../worker/streaming/client.ts';
import type { StreamingEvent, StreamSpec, StreamStatus } from '../../../worker/streaming/types.ts';
import { createClock, FakeSocket } from './fakes.ts';

const BACKOFF = { baseMs: 1000, capMs: 8000, jitter: 0.3, resetAfterMs: 30_000 };

function setup(overrides: Partial<StreamingClientDeps> = {}) {
  const clock = createClock();
  const events: StreamingEvent[] = [];
  const statuses: StreamStatus[] = [];
  const gaps: StreamSpec[][] = [];
  const client = createStreamingClient({
    url: 'wss://example.test/api/v1/streaming',
    token: 'tok',
    WebSocketImpl: FakeSocket,
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    now: clock.now,
    random: () => 0.5, // no jitter unless a test says otherwise
    onEvent: (e) => events.push(e),
    onStatus: (s) => statuses.push(s),
    onGap: (g) => gaps.push(g),
    backoff: BACKOFF,
    ...overrides,
  });
  return { client, clock, events, statuses, gaps };
}

beforeEach(() => {
  FakeSocket.instances = [];
});

describe('refcounted subscriptions', () => {
  it('opens no socket until something is held, then passes the token as the subprotocol', () => {
    const { client } = setup();
    expect(FakeSocket.instances).toHaveLength(0);
    expect(client.status().state).toBe('idle');
    client.acquire({ stream: 'user' });
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.last.url).toBe('wss://example.test/api/v1/streaming');
    expect(FakeSocket.last.protocols).toBe('tok');
    expect(client.status().state).toBe('connecting');
  });

  it('subscribes once per stream however many hold it, and unsubscribes on the last release', () => {
    const { client } = setup();
    const a = client.acquire({ stream: 'hashtag', tag: 'Cats' });
    const b = client.acquire({ stream: 'hashtag', tag: 'cats' });
    FakeSocket.last.open();
    expect(FakeSocket.last.sent).toEqual([{ type: 'subscribe', stream: 'hashtag', tag: 'Cats' }]);
    a();
    a(); // a second call of the same release does nothing
    expect(FakeSocket.last.sent).toHaveLength(1);
    client.acquire({ stream: 'list', list: '7' });
    b();
    expect(FakeSocket.last.sent).toEqual([
      { type: 'subscribe', stream: 'hashtag', tag: 'Cats' },
      { type: 'subscribe', stream: 'list', list: '7' },
      { type: 'unsubscribe', stream: 'hashtag', tag: 'Cats' },
    ]);
  });

  it('closes the socket after a grace period once nothing is held, not before', () => {
    const { client, clock } = setup();
    const release = client.acquire({ stream: 'public' });
    const socket = FakeSocket.last;
    socket.open();
    release();
    clock.advance(4000);
    // A quick view switch: re-acquired within the grace period, same socket.
    const again = client.acquire({ stream: 'public:local' });
    clock.advance(10_000);
    expect(socket.closedByClient).toBe(false);
    expect(FakeSocket.instances).toHaveLength(1);
    again();
    clock.advance(5000);
    expect(socket.closedByClient).toBe(true);
    expect(client.status().state).toBe('idle');
  });
});

describe('events', () => {
  it('delivers parsed events for held streams and drops those for released ones', () => {
    const { client, events } = setup();
    client.acquire({ stream: 'public' });
    const rel = client.acquire({ stream: 'hashtag', tag: 'dogs' });
    FakeSocket.last.open();
    FakeSocket.last.receive({ stream: ['public'], event: 'update', payload: '{"id":"1"}' });
    FakeSocket.last.receive({ stream: ['hashtag', 'DOGS'], event: 'delete', payload: '9' });
    rel();
    FakeSocket.last.receive({ stream: ['hashtag', 'dogs'], event: 'delete', payload: '10' });
    expect(events).toEqual([
      { event: 'update', stream: ['public'], payload: { id: '1' } },
      { event: 'delete', stream: ['hashtag', 'DOGS'], payload: '9' },
    ]);
    expect(client.counters().strayEvents).toBe(1);
  });

  it('counts malformed frames and unknown events without throwing or dropping the socket', () => {
    const { client, events } = setup();
    client.acquire({ stream: 'user' });
    const socket = FakeSocket.last;
    socket.open();
    socket.receive('{not json');
    socket.receive({ stream: ['user'], event: 'update', payload: '{broken' });
    socket.receive({ event: 'update', payload: '{}' });
    socket.receive({ stream: ['user'], event: 'encrypted_message', payload: '{}' });
    socket.receive({ stream: ['user'], event: 'filters_changed' });
    expect(client.counters()).toMatchObject({ malformedFrames: 3, unknownEvents: 1 });
    expect(events).toEqual([{ event: 'filters_changed', stream: ['user'], payload: undefined }]);
    expect(client.status().state).toBe('open');
  });

  it('reports error frames through the status', () => {
    const { client, statuses } = setup();
    client.acquire({ stream: 'user' });
    FakeSocket.last.open();
    FakeSocket.last.receive({ error: 'Unknown stream type', status: 400 });
    expect(statuses.at(-1)).toMatchObject({
      state: 'open',
      lastError: { error: 'Unknown stream type', status: 400 },
    });
  });

  it('survives an onEvent handler that throws', () => {
    const { client } = setup({
      onEvent: () => {
        throw new Error('core bug');
      },
    });
    client.acquire({ stream: 'user' });
    FakeSocket.last.open();
    expect(() => FakeSocket.last.receive({ stream: ['user'], event: 'delete', payload: '1' })).not.toThrow();
  });
});

describe('reconnecting', () => {
  it('backs off exponentially up to the cap', () => {
    const { client, clock } = setup();
    client.acquire({ stream: 'user' });
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      FakeSocket.last.open();
      FakeSocket.last.drop();
      delays.push(clock.pending()[0] ?? -1);
      clock.advance(delays.at(-1) ?? 0);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 8000, 8000, 8000]);
    expect(client.counters().reconnects).toBe(7);
  });

  it('keeps the jitter within bounds and never above the cap', () => {
    for (const [r, expected] of [
      [0, [700, 1400, 2800, 5600, 5600]],
      [0.999999, [1300, 2600, 5200, 8000, 8000]],
    ] as const) {
      FakeSocket.instances = [];
      const { client, clock } = setup({ random: () => r });
      client.acquire({ stream: 'user' });
      const delays: number[] = [];
      for (let i = 0; i < 5; i++) {
        FakeSocket.last.drop();
        delays.push(clock.pending()[0] ?? -1);
        clock.advance(delays.at(-1) ?? 0);
      }
      expect(delays).toEqual(expected);
    }
  });

  it('starts the backoff over after a connection that held', () => {
    const { client, clock } = setup();
    client.acquire({ stream: 'user' });
    for (let i = 0; i < 3; i++) {
      FakeSocket.last.drop();
      clock.advance(clock.pending()[0] ?? 0);
    }
    expect(client.status().attempt).toBe(3);
    FakeSocket.last.open();
    clock.advance(30_000);
    FakeSocket.last.drop();
    expect(clock.pending()).toEqual([1000]);
    expect(client.status()).toMatchObject({ state: 'waiting', attempt: 1 });
  });

  it('resubscribes everything held after reconnecting, and reports the gap once', () => {
    const { client, clock, gaps, statuses } = setup();
    client.acquire({ stream: 'user' });
    client.acquire({ stream: 'hashtag', tag: 'cats' });
    const first = FakeSocket.last;
    first.open();
    first.drop();
    expect(gaps).toEqual([[{ stream: 'user' }, { stream: 'hashtag', tag: 'cats' }]]);
    expect(client.status().state).toBe('waiting');
    clock.advance(1000);
    FakeSocket.last.drop(); // the retry fails too: no second gap
    clock.advance(2000);
    const second = FakeSocket.last;
    expect(second).not.toBe(first);
    second.open();
    expect(second.sent).toEqual([
      { type: 'subscribe', stream: 'user' },
      { type: 'subscribe', stream: 'hashtag', tag: 'cats' },
    ]);
    expect(gaps).toHaveLength(1);
    expect(statuses.map((s) => s.state)).toEqual([
      'connecting',
      'open',
      'waiting',
      'connecting',
      'waiting',
      'connecting',
      'open',
    ]);
  });

  it('reconnectNow skips the wait', () => {
    const { client, clock } = setup();
    client.acquire({ stream: 'user' });
    FakeSocket.last.open();
    FakeSocket.last.drop();
    FakeSocket.last.drop(); // ignored: already handled
    expect(FakeSocket.instances).toHaveLength(1);
    client.reconnectNow();
    expect(FakeSocket.instances).toHaveLength(2);
    expect(clock.pending()).toEqual([]);
    client.reconnectNow(); // already connecting: no second socket
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('reconnectNow leaves an open socket alone unless forced, and a forced one reports the gap', () => {
    const { client, gaps } = setup();
    client.acquire({ stream: 'public' });
    const first = FakeSocket.last;
    first.open();
    client.reconnectNow();
    expect(FakeSocket.instances).toHaveLength(1);
    client.reconnectNow({ force: true });
    expect(first.closedByClient).toBe(true);
    expect(gaps).toEqual([[{ stream: 'public' }]]);
    FakeSocket.last.open();
    expect(FakeSocket.last).not.toBe(first);
    expect(FakeSocket.last.sent).toEqual([{ type: 'subscribe', stream: 'public' }]);
    expect(client.status().state).toBe('open');
  });

  it('does not hot-loop on a refused upgrade, and reports unauthorized after repeated refusals', () => {
    const { client, clock } = setup();
    client.acquire({ stream: 'user' });
    FakeSocket.last.drop();
    expect(FakeSocket.instances).toHaveLength(1); // waits instead of retrying at once
    expect(client.status().state).toBe('waiting');
    clock.advance(1000);
    FakeSocket.last.drop();
    clock.advance(2000);
    FakeSocket.last.drop();
    expect(client.status().state).toBe('unauthorized');
    expect(FakeSocket.instances).toHaveLength(3);
    clock.advance(4000);
    expect(FakeSocket.instances).toHaveLength(4); // still retrying, slowly, in case it was the network
    FakeSocket.last.open();
    expect(client.status().state).toBe('open');
  });

  it('stops retrying when the last subscription is released while waiting', () => {
    const { client, clock } = setup();
    const release = client.acquire({ stream: 'user' });
    FakeSocket.last.drop();
    release();
    clock.advance(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(client.status().state).toBe('idle');
  });

  it('close() ends everything: no reconnect, later acquires do nothing', () => {
    const { client, clock } = setup();
    client.acquire({ stream: 'user' });
    const socket = FakeSocket.last;
    socket.open();
    client.close();
    expect(socket.closedByClient).toBe(true);
    clock.advance(60_000);
    client.acquire({ stream: 'public' });
    expect(FakeSocket.instances).toHaveLength(1);
    expect(client.status().state).toBe('closed');
  });
});
