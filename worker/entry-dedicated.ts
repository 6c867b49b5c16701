// The dedicated Worker entry: the same core, one per tab, where SharedWorker is missing (Android WebView).
import * as Comlink from 'comlink';
import { createCore } from './app/core.ts';
import { browserEnv } from './app/env.ts';
import { registerPushChannel } from './core/push-channel.ts';

registerPushChannel();
const core = createCore(browserEnv());
Comlink.expose(core.api);
(self as unknown as { woollyCore: typeof core }).woollyCore = core;
