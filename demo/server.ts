// startDemo(): the whole demo instance on one port: REST, OAuth, the streaming WebSocket (demo/streaming),
// server-sent events, generated pictures, the built client, and the /_demo/ control API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Bus, createBus } from './bus.ts';
import { createFaults, type Faults } from './faults.ts';
import { serveControl } from './http/control.ts';
import { serveStatic, serveSystem } from './http/files.ts';
import { createHandler } from './http/handler.ts';
import { buildRouter } from './http/routes/index.ts';
import { serveSse } from './http/sse.ts';
import { createLoadGenerator, type LoadGenerator } from './load.ts';
import { OAuthStore } from './oauth.ts';
import { attachStreaming } from './streaming/index.ts';
import { createRng } from './world/prng.ts';
import { busPublisher } from './world/render.ts';
import { seedWorld } from './world/seed.ts';
import { World } from './world/world.ts';

export interface DemoOptions {
  /** 0 = any free port. Default 4173. */
  port?: number;
  host?: string;
  /** The built client to serve at `/` (SPA fallback to index.html). */
  staticDir?: string;
  /** The authorize page approves at once and redirects (for `npm start`). */
  autoApprove?: boolean;
  seed?: number;
  quiet?: boolean;
  /** Streaming ping interval (ms). */
  pingIntervalMs?: number;
  /** The clock (default Date.now); tests may pass their own. */
  now?: () => number;
}

export interface DemoStats {
  requests(method: string, path: string): number;
  resetRequests(): void;
  sockets(): number;
  connections(): number;
  subscriptions(): Record<string, number>;
}

export interface DemoServer {
  url: string;
  close(): Promise<void>;
  world: World;
  bus: Bus;
  /** A valid token of the demo account, for tests that call the API directly. */
  demoToken: string;
  demoAccountId: string;
  faults: Faults;
  load: LoadGenerator;
  stats: DemoStats;
  http: Server;
}

export async function startDemo(opts: DemoOptions = {}): Promise<DemoServer> {
  const host = opts.host ?? '127.0.0.1';
  const now = opts.now ?? Date.now;
  const bus = createBus();
  const world = new World({ now, bus });
  const { demoId } = seedWorld(world, opts.seed ?? 1);
  world.publisher = busPublisher;
  const oauth = new OAuthStore(now);
  const demoToken = oauth.issueToken(null, demoId, 'read write follow push').token;
  world.sessionAccounts.add(demoId);
  // Scheduled posts are published when the clock passes their time (demo/world/scheduled.ts).
  const publishTimer = setInterval(() => world.scheduled.publishDue(), 1000);
  publishTimer.unref();

  const requestCounts = new Map<string, number>();
  const count = (method: string, path: string, pattern: string | null) => {
    for (const key of pattern && pattern !== path
      ? [`${method} ${path}`, `${method} ${pattern}`]
      : [`${method} ${path}`]) {
      requestCounts.set(key, (requestCounts.get(key) ?? 0) + 1);
    }
  };

  const router = buildRouter({
    oauth,
    autoApprove: opts.autoApprove ?? false,
    demoAccountId: () => demoId,
    onSession: (id) => world.sessionAccounts.add(id),
  });

  // Streaming is attached after the server exists; the faults and stats reach it through this holder.
  let streaming: ReturnType<typeof attachStreaming> | null = null;
  const faults = createFaults(() => streaming?.dropAll());
  const load = createLoadGenerator({
    world,
    demoId: () => demoId,
    rng: createRng((opts.seed ?? 1) + 7),
    timers: {
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (h) => clearInterval(h as NodeJS.Timeout),
    },
  });
  let sseOpen = 0;
  const stats: DemoStats = {
    requests: (method, path) => requestCounts.get(`${method.toUpperCase()} ${path}`) ?? 0,
    resetRequests: () => requestCounts.clear(),
    sockets: () => streaming?.sockets() ?? 0,
    connections: () => streaming?.connections() ?? 0,
    subscriptions: () => streaming?.subscriptions() ?? {},
  };
  const statsJson = () => ({
    requests: Object.fromEntries(requestCounts),
    sockets: stats.sockets(),
    connections: stats.connections(),
    subscriptions: stats.subscriptions(),
    sse: sseOpen,
    load: { running: load.running(), rates: load.rates(), totals: load.totals() },
    statuses: world.statuses.size,
    notifications: world.notifications.size,
  });

  let origin = '';
  const handler = createHandler({
    router,
    world,
    oauth,
    faults,
    origin: () => origin,
    count,
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    logError: (e) => {
      if (!opts.quiet) console.error(e);
    },
    fallback: async (req, res, url, token) => {
      const path = url.pathname;
      if (path.startsWith('/api/v1/streaming')) {
        return serveSse(req, res, url, token, {
          bus,
          heartbeatMs: opts.pingIntervalMs ?? 15_000,
          onOpen: () => sseOpen++,
          onClose: () => sseOpen--,
        });
      }
      if (path.startsWith('/_demo/')) {
        return serveControl(req, res, path, {
          world,
          faults,
          load,
          demoId: () => demoId,
          stats: statsJson,
          resetRequests: stats.resetRequests,
          tokenFor: (accountId) => oauth.issueToken(null, accountId, 'read write follow push').token,
        });
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      if (path.startsWith('/system/') && serveSystem(world, path, res, req.headers.range)) return true;
      if (opts.staticDir && !path.startsWith('/system/')) return serveStatic(opts.staticDir, path, res);
      return false;
    },
  });

  const server = createServer((req, res) => {
    handler(req, res).catch((e: unknown) => {
      if (!opts.quiet) console.error(e);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: "We're sorry, but something went wrong on our end." }));
    });
  });
  streaming = attachStreaming(server, {
    bus,
    authenticate: (token) => {
      const rec = oauth.lookup(token);
      return rec?.accountId ? { accountId: rec.accountId } : null;
    },
    ownsList: (accountId, listId) => world.lists.get(listId)?.ownerId === accountId,
    ...(opts.pingIntervalMs !== undefined ? { pingIntervalMs: opts.pingIntervalMs } : {}),
    now,
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 4173, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  world.origin = origin;

  return {
    url: origin,
    world,
    bus,
    demoToken,
    demoAccountId: demoId,
    faults,
    load,
    stats,
    http: server,
    async close() {
      load.stop();
      clearInterval(publishTimer);
      await streaming?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
