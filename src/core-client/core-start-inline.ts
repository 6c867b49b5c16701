// The first thing index.html runs after the language's choice (an inline script the build writes, vite.config.ts):
// it starts the shared core, so the core's script loads and boots, and the core asks the server for home, while the
// page's own script is still on its way (issue 20, item 8); the entry's first statement (startCoreEarly in
// connect.ts) takes that worker over instead of starting it. It starts the core only where the entry would start the
// shared one first (pickMode: no `?core=` asking for another mode, and SharedWorker there). Written for any browser
// that runs the app: no syntax beyond what the page's target has, no imports.

/** The shared core's name (connect.ts writes it literally, as Vite reads worker options statically). */
export const CORE_WORKER_NAME = 'woolly-core';

/** Where the inline script leaves the worker it started, and whether that worker reported an error since. */
export const EARLY_CORE_GLOBAL = '__woollyEarlyCore';

export interface InlineStartedCore {
  worker: SharedWorker;
  failed: boolean;
}

/** The inline script for a build whose SharedWorker script is at `url`, started with the entry's name and type. */
export function coreStartScript(url: string, name: string): string {
  const args = [url, name, EARLY_CORE_GLOBAL].map((a) => JSON.stringify(a)).join(',');
  return `(function(u,n,g){try{var m=/[?&]core=([^&]*)/.exec(location.search);var a=m?decodeURIComponent(m[1]):'';if((a==='dedicated'||a==='page')||typeof SharedWorker!=='function')return;var s={worker:new SharedWorker(u,{type:'module',name:n}),failed:false};s.worker.addEventListener('error',function(){s.failed=true});self[g]=s}catch(e){}})(${args})`;
}

/** The worker the inline script started, taken once (later calls answer null). */
export function takeInlineCore(scope: Record<string, unknown>): InlineStartedCore | null {
  const started = scope[EARLY_CORE_GLOBAL] as InlineStartedCore | undefined;
  if (!started || typeof started !== 'object' || !started.worker) return null;
  delete scope[EARLY_CORE_GLOBAL];
  return started;
}
