// The client against the demo instance's real streaming server, over real sockets (`ws`'s class stands in for the
// browser's WebSocket, which Node 20 lacks). Real timers here: the waits are on events, never on durations.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createStreamingClient } from '../../../worker/streaming/client.ts';
import type { StreamingEvent, StreamSpec, StreamState } from '../../../worker/streaming/types.ts';
import { type Harness, startHarness } from '../demo/streaming/harness.ts';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.close();
});

function start(token: string) {
  const events: StreamingEvent[] = [];
  const gaps: StreamSpec[][] = [];
  const states: StreamState[] = [];
  const client = createStreamingClient({
    url: h.base,
    token,
    WebSocketImpl: WebSocket,
    setTimeout,
    clearTimeout,
    now: Date.now,
    random: Math.random,
    onEvent: (e) => events.push(e),
    onStatus: (s) => states.push(s.state),
    onGap: (g) => gaps.push(g),
    // Retry at once, so the reconnect in this test costs no wall time.
    backoff: { baseMs: 0, capMs: 0, jitter: 0, resetAfterMs: 30_000 },
  });
  return { client, events, gaps, states };
}

it('receives routed events, and resubscribes after the server drops the socket', async () => {
  const { client, events, gaps } = start('token-alice');
  client.acquire({ stream: 'hashtag', tag: 'Cats' });
  client.acquire({ stream: 'user' });
  await expect.poll(() => h.streaming.subscriptions()).toEqual({ 'hashtag:cats': 1, 'user:1': 1 });

  h.bus.emit('stream', { streams: ['hashtag:cats'], event: 'update', payload: '{"id":"1"}' });
  h.bus.emit('stream', {
    streams: ['user:1'],
    event: 'notification',
    payload: '{"id":"n1","type":"mention"}',
  });
  await expect.poll(() => events.length).toBe(2);
  expect(events).toEqual([
    { event: 'update', stream: ['hashtag', 'Cats'], payload: { id: '1' } },
    { event: 'notification', stream: ['user'], payload: { id: 'n1', type: 'mention' } },
  ]);

  h.streaming.dropAll();
  await expect.poll(() => gaps.length).toBe(1);
  expect(gaps[0]).toEqual([{ stream: 'hashtag', tag: 'Cats' }, { stream: 'user' }]);
  await expect.poll(() => h.streaming.subscriptions()).toEqual({ 'hashtag:cats': 1, 'user:1': 1 });
  expect(client.status().state).toBe('open');
  expect(h.streaming.connections()).toBe(2);

  h.bus.emit('stream', { streams: ['hashtag:cats'], event: 'delete', payload: '1' });
  await expect.poll(() => events.length).toBe(3);
  client.close();
  await expect.poll(() => h.streaming.sockets()).toBe(0);
});

it('reports unauthorized when the server keeps refusing the token', async () => {
  const { client, states } = start('revoked');
  client.acquire({ stream: 'user' });
  await expect.poll(() => client.status().state).toBe('unauthorized');
  expect(states).not.toContain('open');
  expect(h.streaming.connections()).toBe(0);
  client.close();
});
