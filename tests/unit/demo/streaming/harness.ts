// A real http server on port 0 with the streaming endpoint attached, and helpers to open real `ws` clients.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { type Bus, createBus } from '../../../../demo/bus.ts';
import { attachStreaming, type StreamingServer } from '../../../../demo/streaming/index.ts';

export const TOKENS: Record<string, string> = { 'token-alice': '1', 'token-bob': '2' };

export interface Harness {
  server: Server;
  bus: Bus;
  streaming: StreamingServer;
  base: string;
  close(): Promise<void>;
}

export async function startHarness(opts: { pingIntervalMs?: number } = {}): Promise<Harness> {
  const server = createServer((_req, res) => {
    res.statusCode = 404;
    res.end();
  });
  const bus = createBus();
  const streaming = attachStreaming(server, {
    bus,
    authenticate: (token) => (TOKENS[token] ? { accountId: TOKENS[token] } : null),
    ownsList: (accountId, listId) => accountId === '1' && listId === '10',
    pingIntervalMs: opts.pingIntervalMs,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    bus,
    streaming,
    base: `ws://127.0.0.1:${port}/api/v1/streaming`,
    close: async () => {
      await streaming.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A connected client that records every frame it receives, parsed. */
export interface TestClient {
  ws: WebSocket;
  frames: unknown[];
  send(msg: unknown): void;
  /** Resolves once `n` frames in total have arrived. */
  waitFrames(n: number): Promise<unknown[]>;
  closed: Promise<void>;
}

export function connect(
  url: string,
  protocols?: string | string[],
  options?: ConstructorParameters<typeof WebSocket>[2],
) {
  const ws = new WebSocket(url, protocols, options);
  const frames: unknown[] = [];
  const waiters: { n: number; resolve: (f: unknown[]) => void }[] = [];
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)));
    for (const w of [...waiters]) {
      if (frames.length >= w.n) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(frames);
      }
    }
  });
  const closed = new Promise<void>((resolve) => ws.on('close', () => resolve()));
  const opened = new Promise<TestClient>((resolve, reject) => {
    ws.on('open', () =>
      resolve({
        ws,
        frames,
        send: (msg) => ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg)),
        waitFrames: (n) =>
          frames.length >= n ? Promise.resolve(frames) : new Promise((r) => waiters.push({ n, resolve: r })),
        closed,
      }),
    );
    ws.on('error', reject);
  });
  return opened;
}

/** Opens a socket expected to be refused; resolves with the HTTP status of the refusal. */
export function refusedStatus(url: string, protocols?: string | string[], headers?: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const ws = new WebSocket(url, protocols, { headers });
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => reject(new Error('connection was accepted')));
    ws.on('error', () => {});
  });
}

/** Waits until the server has processed what the client sent: a round trip through an invalid frame's error. */
export async function settle(client: TestClient) {
  const n = client.frames.length + 1;
  client.send('not json');
  await client.waitFrames(n);
  client.frames.pop();
}
