// End-to-end harness: builds the client if dist/ is stale, starts the demo instance on port 0 serving dist/,
// launches Debian's Chromium with playwright-core, opens tabs, signs in through the demo's auto-approving OAuth,
// and reaches the core's SharedWorker over the Chrome DevTools Protocol (Playwright does not list SharedWorkers).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
import { type DemoServer, startDemo } from '../../demo/index.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
const DIST = join(ROOT, 'dist');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** Runs `vite build` once when dist/ is missing or older than the sources. */
export function ensureBuilt(): void {
  const built = existsSync(join(DIST, 'index.html')) ? statSync(join(DIST, 'index.html')).mtimeMs : 0;
  const sources = Math.max(
    ...['src', 'worker', 'shared', 'index.html', 'vite.config.ts'].map((p) => newestMtime(join(ROOT, p))),
  );
  if (built >= sources) return;
  const r = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('vite build failed');
}

export interface Stack {
  demo: DemoServer;
  origin: string;
  browser: Browser;
  context: BrowserContext;
  /** A browser-level CDP session (targets, shared workers). */
  cdp: CDPSession;
  close(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  ensureBuilt();
  const demo = await startDemo({ port: 0, host: '127.0.0.1', staticDir: DIST, quiet: true } as never);
  const origin = demo.url.replace(/\/+$/, '');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const context = await browser.newContext();
  const cdp = await browser.newBrowserCDPSession();
  return {
    demo,
    origin,
    browser,
    context,
    cdp,
    async close() {
      await browser.close().catch(() => {});
      await demo.close();
    },
  };
}

/** Opens a tab on `path` with the core mode asked for (`?core=`), waiting for the app to connect to its core. */
export async function openTab(
  stack: Stack,
  path = '/',
  mode?: 'shared' | 'dedicated' | 'page',
): Promise<Page> {
  const page = await stack.context.newPage();
  const url = new URL(path, stack.origin);
  if (mode) url.searchParams.set('core', mode);
  await page.goto(url.toString());
  await page.waitForFunction(() => (globalThis as { woollyTab?: unknown }).woollyTab !== undefined);
  return page;
}

export async function openTabs(stack: Stack, n: number, path = '/', mode?: 'shared' | 'dedicated' | 'page') {
  const pages: Page[] = [];
  for (let i = 0; i < n; i++) pages.push(await openTab(stack, path, mode));
  return pages;
}

/** Signs in through the demo's OAuth (it approves at once) and waits until the tab is back, signed in. */
export async function signIn(page: Page): Promise<void> {
  const url = await page.evaluate(async () => {
    const tab = (
      globalThis as unknown as { woollyTab: { signIn(i: string): Promise<{ url?: string; error?: string }> } }
    ).woollyTab;
    const r = await tab.signIn(location.host);
    if (!r.url) throw new Error(r.error ?? 'no authorization URL');
    return r.url;
  });
  await page.goto(url);
  await page.waitForURL((u) => !u.pathname.startsWith('/oauth'), { timeout: 20_000 });
  await page.waitForFunction(() => (globalThis as { woollyTab?: unknown }).woollyTab !== undefined);
  await page.waitForFunction(
    () =>
      (globalThis as unknown as { woollyTab: { global: { value: { identity: { signedIn: boolean } } } } })
        .woollyTab.global.value.identity.signedIn,
  );
}

/** Post ids rendered in a tab's DOM, top first. */
export const renderedStatusIds = (page: Page) =>
  page.$$eval('[data-status-id]', (els) => els.map((e) => e.getAttribute('data-status-id') ?? ''));

export interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
  title: string;
}

export async function sharedWorkers(stack: Stack): Promise<TargetInfo[]> {
  const { targetInfos } = (await stack.cdp.send('Target.getTargets')) as { targetInfos: TargetInfo[] };
  return targetInfos.filter((t) => t.type === 'shared_worker');
}

/** Evaluates an expression inside the core's SharedWorker (attached over CDP), answering its JSON value. */
export async function evaluateInWorker<T>(stack: Stack, expression: string): Promise<T> {
  const [worker] = await sharedWorkers(stack);
  if (!worker) throw new Error('no shared worker');
  const { sessionId } = (await stack.cdp.send('Target.attachToTarget', {
    targetId: worker.targetId,
    flatten: false,
  })) as { sessionId: string };
  try {
    return await new Promise<T>((resolvePromise, reject) => {
      const id = 1;
      const onMessage = (e: { sessionId: string; message: string }) => {
        if (e.sessionId !== sessionId) return;
        const msg = JSON.parse(e.message) as {
          id?: number;
          result?: { result: { value: T }; exceptionDetails?: unknown };
          error?: unknown;
        };
        if (msg.id !== id) return;
        stack.cdp.off('Target.receivedMessageFromTarget', onMessage);
        if (msg.error || msg.result?.exceptionDetails)
          reject(new Error(JSON.stringify(msg.error ?? msg.result)));
        else resolvePromise(msg.result!.result.value);
      };
      stack.cdp.on('Target.receivedMessageFromTarget', onMessage);
      void stack.cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({
          id,
          method: 'Runtime.evaluate',
          params: { expression, returnByValue: true, awaitPromise: true },
        }),
      });
    });
  } finally {
    await stack.cdp.send('Target.detachFromTarget', { sessionId }).catch(() => {});
  }
}

/** Kills the core's SharedWorker as the browser would (Target.closeTarget). */
export async function killSharedWorker(stack: Stack): Promise<void> {
  for (const w of await sharedWorkers(stack))
    await stack.cdp.send('Target.closeTarget', { targetId: w.targetId });
}

export async function waitFor(cond: () => Promise<boolean> | boolean, what: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
