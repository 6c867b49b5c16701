// Opens the core behind one interface: a module SharedWorker (one core for every tab), else a dedicated Worker
// (one core per tab, same code), else the core in the page (dynamic import) as a last resort. `?core=shared|
// dedicated|page` forces a mode (tests). The worker URLs are written inline and literal so Vite bundles them.
import * as Comlink from 'comlink';
import type { CoreApi, PushFn } from '../../shared/protocol/core-api.ts';
import { afterFirstContent } from '../lib/first-paint.ts';
import { takeInlineCore } from './core-start-inline.ts';
import { oneWayPush, registerPushChannel } from './push-channel.ts';
import type { CoreLink } from './session.ts';

export type CoreMode = CoreLink['mode'];

/** The mode asked for in the URL, else the best the browser supports. */
export function pickMode(search: string, env: { SharedWorker?: unknown; Worker?: unknown }): CoreMode[] {
  const asked = new URLSearchParams(search).get('core');
  if (asked === 'shared' || asked === 'dedicated' || asked === 'page') return [asked];
  const modes: CoreMode[] = [];
  if (typeof env.SharedWorker === 'function') modes.push('shared');
  if (typeof env.Worker === 'function') modes.push('dedicated');
  modes.push('page');
  return modes;
}

/** The push callback of one link crosses as a one-way port (push-channel.ts); closing the link closes them. */
function pushPorts(): { wrap: (push: PushFn) => PushFn; close: () => void } {
  registerPushChannel();
  const ports: MessagePort[] = [];
  return {
    wrap: (push) => oneWayPush(push, (port) => ports.push(port)),
    close: () => {
      for (const port of ports.splice(0)) port.close();
    },
  };
}

// The name is core-start-inline.ts's CORE_WORKER_NAME (index.html starts the same worker), written out for Vite.
const newSharedCore = () =>
  new SharedWorker(new URL('../../worker/entry-shared.ts', import.meta.url), {
    type: 'module',
    name: 'woolly-core',
  });

/** The shared core started by startCoreEarly(), until the first link takes it; whether it reported an error. */
let early: { worker: SharedWorker; failed: boolean } | null = null;

/**
 * Starts the shared core now, before anything of the page is drawn (main.tsx's first statement): the core's script
 * loads and boots, and asks for home, while the page still loads its own code. The first link takes it over; where
 * the shared mode is not the one to try first, nothing starts here.
 */
export function startCoreEarly(search: string, env: { SharedWorker?: unknown; Worker?: unknown }): void {
  if (early || pickMode(search, env)[0] !== 'shared') return;
  // index.html's inline script started it already, before this script arrived (core-start-inline.ts).
  early = takeInlineCore(env as Record<string, unknown>);
  if (early) return;
  try {
    const started = { worker: newSharedCore(), failed: false };
    // An error before the link listens (the script failed to load) must still make it fall through.
    started.worker.addEventListener('error', () => {
      started.failed = true;
    });
    early = started;
  } catch {
    early = null;
  }
}

function openShared(): CoreLink {
  const taken = early;
  early = null;
  const worker = taken?.worker ?? newSharedCore();
  const failed = new Promise<never>((_, reject) => {
    const fail = () => reject(new Error('the shared core failed to start'));
    if (taken?.failed) fail();
    worker.addEventListener('error', fail);
  });
  failed.catch(() => {});
  worker.port.start();
  const api = Comlink.wrap<CoreApi>(worker.port) as unknown as CoreApi;
  const push = pushPorts();
  const close = () => {
    push.close();
    worker.port.close();
  };
  return { mode: 'shared', api, wrap: push.wrap, close, failed };
}

function openDedicated(): CoreLink {
  const worker = new Worker(new URL('../../worker/entry-dedicated.ts', import.meta.url), {
    type: 'module',
    name: 'woolly-core',
  });
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', () => reject(new Error('the dedicated core failed to start')));
  });
  failed.catch(() => {});
  const api = Comlink.wrap<CoreApi>(worker) as unknown as CoreApi;
  const push = pushPorts();
  const close = () => {
    push.close();
    worker.terminate();
  };
  return { mode: 'dedicated', api, wrap: push.wrap, close, failed };
}

async function openInPage(): Promise<CoreLink> {
  const { startPageCore } = await import('../../worker/app/in-page.ts');
  const api = startPageCore();
  return { mode: 'page', api, wrap: (push) => push, close: () => {} };
}

/** Opens the first mode that works, in order. A worker that cannot be constructed falls through to the next. */
export async function openCore(modes: CoreMode[], log: (m: string) => void = () => {}): Promise<CoreLink> {
  let lastError: unknown = null;
  for (const mode of modes) {
    try {
      const link =
        mode === 'shared' ? openShared() : mode === 'dedicated' ? openDedicated() : await openInPage();
      // The core loads what the first posts do not need once this tab has shown them (worker/app/start-gate.ts).
      void afterFirstContent()
        .then(() => link.api.firstContent?.())
        .catch(() => {});
      return link;
    } catch (e) {
      lastError = e;
      log(`core mode ${mode} failed: ${String(e)}`);
    }
  }
  throw lastError ?? new Error('no core');
}

/** A fresh id for this tab (one per page load). */
export const newTabId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `tab-${Date.now()}-${Math.random().toString(36).slice(2)}`;
