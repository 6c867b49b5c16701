// The SharedWorker entry: one core for every tab of the origin. Each tab connects a port; comlink exposes the
// core's API on it. Tabs that close say goodbye; tabs that die are dropped after missed heartbeats.
import * as Comlink from 'comlink';
import { createCore } from './app/core.ts';
import { browserEnv } from './app/env.ts';
import { registerPushChannel } from './core/push-channel.ts';

declare const self: SharedWorkerGlobalScope;

registerPushChannel();
const core = createCore(browserEnv());

self.onconnect = (e: MessageEvent) => {
  const port = e.ports[0];
  if (!port) return;
  Comlink.expose(core.api, port);
  port.start();
};

// For end-to-end tests and benchmarks that attach to this worker over CDP.
(self as unknown as { woollyCore: typeof core }).woollyCore = core;
