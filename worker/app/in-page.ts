// The last resort: the core in the page itself (no worker at all), behind the same CoreApi. Loaded by a dynamic
// import so pages with workers never download it twice.
import type { CoreApi } from '../../shared/protocol/core-api.ts';
import { createCore } from './core.ts';
import { browserEnv } from './env.ts';

let api: CoreApi | null = null;

export function startPageCore(): CoreApi {
  api ??= createCore(browserEnv()).api;
  return api;
}
