// The demo instance's streaming endpoint: one multiplexed WebSocket per client at /api/v1/streaming, routing the
// bus's events to each socket's subscriptions in the real server's frame shape. Fault injection (dropAll) and
// counters are here for the end-to-end tests and benchmarks.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Bus, StreamEvent } from '../bus.ts';
import { resolveSubscription, type Subscription } from './streams.ts';
import { tokenFromRequest } from './token.ts';

export const STREAMING_PATH = '/api/v1/streaming';
const DEFAULT_PING_INTERVAL_MS = 30_000;

export interface StreamingDeps {
  bus: Bus;
  authenticate(token: string): { accountId: string } | null;
  /** Lists a user may stream; without it any list id is accepted. */
  ownsList?(accountId: string, listId: string): boolean;
  pingIntervalMs?: number;
  /** Accepted so every demo part takes the same deps; liveness is counted in ping ticks, so no clock is read. */
  now?: () => number;
}

export interface StreamingServer {
  /** Sockets open now. */
  sockets(): number;
  /** Sockets accepted since start. */
  connections(): number;
  /** Bus stream key → number of socket subscriptions to it. */
  subscriptions(): Record<string, number>;
  /** Fault injection: terminate every socket abruptly (no close frame), as a dropped network would. */
  dropAll(): void;
  close(): Promise<void>;
}

interface Client {
  ws: WebSocket;
  accountId: string;
  subs: Map<string, Subscription>;
  /** A ping went out and no pong has come back since. */
  awaitingPong: boolean;
}

/** A subscription of one client, as indexed by bus key. */
interface Target {
  client: Client;
  sub: Subscription;
  only: ReadonlySet<string> | undefined;
}

export function attachStreaming(server: Server, deps: StreamingDeps): StreamingServer {
  const pingIntervalMs = deps.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS;
  // The protocol to echo is decided at upgrade time (from the token), so ws just takes the first one offered.
  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => first(protocols) ?? false,
  });
  const clients = new Set<Client>();
  const byKey = new Map<string, Set<Target>>();
  let accepted = 0;

  const index = (client: Client, sub: Subscription, add: boolean) => {
    for (const listen of sub.listens) {
      let set = byKey.get(listen.key);
      if (add) {
        if (!set) {
          set = new Set();
          byKey.set(listen.key, set);
        }
        set.add({ client, sub, only: listen.only });
      } else if (set) {
        for (const t of set) if (t.client === client && t.sub.id === sub.id) set.delete(t);
        if (set.size === 0) byKey.delete(listen.key);
      }
    }
  };

  const send = (client: Client, frame: object) => {
    if (client.ws.readyState === client.ws.OPEN) client.ws.send(JSON.stringify(frame));
  };

  const subscribe = (client: Client, req: { stream?: unknown; tag?: unknown; list?: unknown }) => {
    const r = resolveSubscription(req, { accountId: client.accountId, ownsList: deps.ownsList });
    if (!r.ok) return send(client, { error: r.error, status: r.status });
    if (client.subs.has(r.subscription.id)) return;
    client.subs.set(r.subscription.id, r.subscription);
    index(client, r.subscription, true);
  };

  const unsubscribe = (client: Client, req: { stream?: unknown; tag?: unknown; list?: unknown }) => {
    // Unsubscribing from a list one cannot stream is harmless: skip the ownership check.
    const r = resolveSubscription(req, { accountId: client.accountId });
    if (!r.ok) return send(client, { error: r.error, status: r.status });
    const sub = client.subs.get(r.subscription.id);
    if (!sub) return;
    client.subs.delete(sub.id);
    index(client, sub, false);
  };

  const onMessage = (client: Client, data: unknown, isBinary: boolean) => {
    let msg: unknown;
    try {
      msg = isBinary ? undefined : JSON.parse(String(data));
    } catch {
      msg = undefined;
    }
    if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) {
      return send(client, { error: 'Error parsing message', status: 400 });
    }
    const m = msg as { type?: unknown; stream?: unknown; tag?: unknown; list?: unknown };
    if (m.type === 'subscribe') return subscribe(client, m);
    if (m.type === 'unsubscribe') return unsubscribe(client, m);
    send(client, { error: 'Unknown message type', status: 400 });
  };

  const drop = (client: Client) => {
    if (!clients.delete(client)) return;
    for (const sub of client.subs.values()) index(client, sub, false);
    client.subs.clear();
  };

  const onBus = (e: StreamEvent) => {
    // A socket subscribed to several matching streams gets the event once per subscription, each frame naming its
    // own stream; one subscription listening to several of the event's keys gets it once.
    const sent = new Set<Target['sub']>();
    for (const key of e.streams) {
      const targets = byKey.get(key);
      if (!targets) continue;
      for (const t of targets) {
        if (t.only && !t.only.has(e.event)) continue;
        if (sent.has(t.sub)) continue;
        sent.add(t.sub);
        const frame: { stream: string[]; event: string; payload?: string } = {
          stream: t.sub.frameStream,
          event: e.event,
        };
        if (e.payload !== undefined) frame.payload = e.payload;
        send(t.client, frame);
      }
    }
  };
  deps.bus.on('stream', onBus);

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/\/+$/, '');
    if (path !== STREAMING_PATH) return; // someone else's upgrade
    // A client that resets the connection (a closed tab, a refused token) makes the raw socket emit 'error'; with no
    // listener Node would throw it and take the whole server down.
    socket.on('error', () => socket.destroy());
    const source = tokenFromRequest(req, url);
    const account = source ? deps.authenticate(source.token) : null;
    if (!account) return refuse(socket, 401, 'The access token is invalid');
    wss.handleUpgrade(req, socket, head, (ws) => {
      const client: Client = { ws, accountId: account.accountId, subs: new Map(), awaitingPong: false };
      clients.add(client);
      accepted += 1;
      ws.on('message', (data, isBinary) => onMessage(client, data, isBinary));
      ws.on('pong', () => {
        client.awaitingPong = false;
      });
      ws.on('close', () => drop(client));
      ws.on('error', () => drop(client));
      const initial = url.searchParams.get('stream');
      if (initial) {
        subscribe(client, {
          stream: initial,
          tag: url.searchParams.get('tag') ?? undefined,
          list: url.searchParams.get('list') ?? undefined,
        });
      }
    });
  };
  server.on('upgrade', onUpgrade);

  // Each tick, a socket that has not answered the previous tick's ping is dead (a sleeping laptop, a lost network):
  // terminate it so its subscriptions stop costing anything.
  const pinger = setInterval(() => {
    for (const client of [...clients]) {
      if (client.awaitingPong) {
        client.ws.terminate();
        drop(client);
        continue;
      }
      client.awaitingPong = true;
      client.ws.ping();
    }
  }, pingIntervalMs);
  pinger.unref?.();

  return {
    sockets: () => clients.size,
    connections: () => accepted,
    subscriptions: () => {
      const out: Record<string, number> = {};
      for (const client of clients)
        for (const sub of client.subs.values()) out[sub.key] = (out[sub.key] ?? 0) + 1;
      return out;
    },
    dropAll: () => {
      for (const client of [...clients]) {
        client.ws.terminate();
        drop(client);
      }
    },
    close: () => {
      clearInterval(pinger);
      server.off('upgrade', onUpgrade);
      deps.bus.off('stream', onBus);
      for (const client of [...clients]) {
        client.ws.terminate();
        drop(client);
      }
      return new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

const first = (set: Set<string>): string | undefined => set.values().next().value;

function refuse(socket: Duplex, status: number, error: string) {
  const body = JSON.stringify({ error });
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
