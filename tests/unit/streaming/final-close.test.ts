// Issue 10.29: a close the server means as final (a 4xxx close code, or refused upgrades with a token the REST API
// also refuses) stops the stream and says why, instead of retrying forever.

import { beforeEach, describe, expect, it } from 'vitest';
import {
  createStreamingClient,
  type StreamingClientDeps,
  UNAUTHORIZED_AFTER_FAILURES,
} from '../../../worker/streaming/client.ts';
import type { StreamStatus } from '../../../worker/streaming/types.ts';
import { words } from '../core-words.ts';
import { createClock, FakeSocket } from './fakes.ts';

beforeEach(() => {
  FakeSocket.instances = [];
});

function setup(overrides: Partial<StreamingClientDeps> = {}) {
  const clock = createClock();
  const statuses: StreamStatus[] = [];
  const client = createStreamingClient({
    url: 'wss://example.test/api/v1/streaming',
    token: 'tok',
    WebSocketImpl: FakeSocket,
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    now: clock.now,
    random: () => 0.5,
    onEvent: () => {},
    onStatus: (s) => statuses.push(s),
    ...overrides,
  });
  return { client, clock, statuses };
}

/** The server closes an open socket with this code. */
function closeWith(socket: FakeSocket, code: number) {
  socket.readyState = 3;
  (socket.onclose as ((ev: unknown) => void) | null)?.({ code });
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('final closes', () => {
  it('a 4001 (unauthorized) close stops retrying and says the session expired', () => {
    const { client, clock } = setup();
    client.acquire({ stream: 'user' });
    FakeSocket.last.open();
    closeWith(FakeSocket.last, 4001);
    clock.advance(10 * 60_000);
    client.reconnectNow();
    expect(FakeSocket.instances).toHaveLength(1);
    expect(client.status().state).toBe('stopped');
    expect(words(client.status().reason)).toBe('Your session has expired; sign in again.');
  });

  it('a 4003 (forbidden) close stops too, with its own words', () => {
    const { client, clock } = setup();
    client.acquire({ stream: 'user' });
    closeWith(FakeSocket.last, 4003);
    clock.advance(10 * 60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(words(client.status().reason)).toBe('The server does not allow live updates for this account.');
  });

  it('an ordinary drop (1006) is still retried', () => {
    const { client, clock } = setup();
    client.acquire({ stream: 'user' });
    FakeSocket.last.open();
    closeWith(FakeSocket.last, 1006);
    clock.advance(60_000);
    expect(FakeSocket.instances.length).toBeGreaterThan(1);
  });

  it('refused upgrades with a token the server no longer accepts (401) stop, saying the session expired', async () => {
    let asked = 0;
    const { client, clock } = setup({
      tokenValid: async () => {
        asked += 1;
        return false;
      },
    });
    client.acquire({ stream: 'user' });
    for (let i = 0; i < UNAUTHORIZED_AFTER_FAILURES; i++) {
      FakeSocket.last.drop();
      clock.advance(60_000);
    }
    await settle();
    const made = FakeSocket.instances.length;
    clock.advance(10 * 60_000);
    expect(asked).toBe(1);
    expect(FakeSocket.instances).toHaveLength(made);
    expect(client.status().state).toBe('stopped');
    expect(words(client.status().reason)).toBe('Your session has expired; sign in again.');
  });

  it('refused upgrades with a token that still works keep retrying (no streaming, or the network)', async () => {
    const { client, clock } = setup({ tokenValid: async () => true });
    client.acquire({ stream: 'user' });
    for (let i = 0; i < UNAUTHORIZED_AFTER_FAILURES; i++) {
      FakeSocket.last.drop();
      clock.advance(60_000);
    }
    await settle();
    const made = FakeSocket.instances.length;
    FakeSocket.last.drop();
    clock.advance(60_000);
    expect(FakeSocket.instances.length).toBeGreaterThan(made);
    expect(client.status().state).not.toBe('stopped');
  });
});
