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
    ...['src', 'worker', 'shared', 'public', 'index.html', 'vite.config.ts'].map((p) =>
      newestMtime(join(ROOT, p)),
    ),
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

/** `locale`: the browser's language (navigator.languages, Accept-Language); en-US unless a test asks for another,
 *  so that the suite does not depend on the machine's language. */
export async function startStack(
  opts: {
    autoApprove?: boolean;
    locale?: string /** Another build than dist/ (benchmarks). */;
    staticDir?: string;
  } = {},
): Promise<Stack> {
  if (!opts.staticDir) ensureBuilt();
  const demo = await startDemo({
    port: 0,
    host: '127.0.0.1',
    staticDir: opts.staticDir ?? DIST,
    autoApprove: opts.autoApprove ?? true,
    quiet: true,
  });
  const origin = demo.url.replace(/\/+$/, '');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const context = await browser.newContext({ locale: opts.locale ?? 'en-US' });
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
  // The demo is a same-origin instance, where a signed-out tab would start OAuth by itself: these tabs sign in
  // through `signIn()` instead (tests/e2e/signin.test.ts covers the automatic landing).
  url.searchParams.set('signin', 'manual');
  await page.goto(url.toString());
  await page.waitForFunction(() => (globalThis as { woollyTab?: unknown }).woollyTab !== undefined);
  return page;
}

export async function openTabs(stack: Stack, n: number, path = '/', mode?: 'shared' | 'dedicated' | 'page') {
  const pages: Page[] = [];
  for (let i = 0; i < n; i++) pages.push(await openTab(stack, path, mode));
  return pages;
}

type TabGlobal = {
  woollyTab: {
    signIn(i: string): Promise<{ url?: string; error?: string }>;
    completeSignIn(code: string, state: string): Promise<{ ok?: true; error?: string }>;
    global: { value: { identity: { signedIn: boolean } } };
    session: {
      view(spec: unknown): { release(): void };
      storeOf(key: string): { keys: { value: readonly string[] }; ready: { value: boolean } } | undefined;
      mode(): string | null;
      coreId(): string | null;
      global: { value: { stream: { status: string } } };
    };
  };
};

/**
 * Signs in through the core's real OAuth flow against the demo (which approves at once): the core answers the
 * authorization URL, the demo redirects to /oauth/callback with a code, and the code goes back to the core.
 */
export async function signIn(page: Page): Promise<void> {
  const url = await page.evaluate(async () => {
    const r = await (globalThis as unknown as TabGlobal).woollyTab.signIn(location.host);
    if (!r.url) throw new Error(r.error ?? 'no authorization URL');
    return r.url;
  });
  const approved = await fetch(url, { redirect: 'manual' });
  const redirect = approved.headers.get('location');
  if (!redirect) throw new Error(`authorize answered ${approved.status} without a redirect`);
  const callback = new URL(redirect, url);
  const result = await page.evaluate(
    ([code, state]) => (globalThis as unknown as TabGlobal).woollyTab.completeSignIn(code!, state!),
    [callback.searchParams.get('code'), callback.searchParams.get('state')],
  );
  if (!result.ok) throw new Error(`sign-in failed: ${result.error}`);
  await page.waitForFunction(
    () => (globalThis as unknown as TabGlobal).woollyTab.global.value.identity.signedIn,
  );
}

/** A stack whose demo user has signed in once (the stored sign-in serves every tab opened later). `prepare` changes
 *  the demo world before the sign-in: the core loads some lists (conversations, for the navigation's count) as the
 *  account starts and keeps them live by the stream, so a change made behind its back later would not be seen. */
export async function startSignedInStack(
  opts: { locale?: string; prepare?: (stack: Stack) => void } = {},
): Promise<Stack> {
  const stack = await startStack(opts);
  opts.prepare?.(stack);
  const first = await openTab(stack, '/');
  await signIn(first);
  await first.close();
  // The sign-in tab's core ends with its last tab: wait for it, so that every test starts with a fresh core that
  // loads the account's lists from the demo world as the test has made it (not a core still holding older ones).
  await waitFor(
    async () => (await sharedWorkers(stack)).length === 0,
    'the sign-in tab’s core to end',
    10_000,
  ).catch(() => {});
  return stack;
}

export const HOME = 'timeline:timeline=home';

/** Subscribes the tab to the home timeline through its core session (what the home screen does). */
export const subscribeHome = (page: Page) =>
  page.evaluate(() => {
    (globalThis as unknown as TabGlobal).woollyTab.session.view({ kind: 'timeline', timeline: 'home' });
  });

/** Row keys the tab's home store holds, top first. */
export const homeKeys = (page: Page) =>
  page.evaluate(
    (key) => [...((globalThis as unknown as TabGlobal).woollyTab.session.storeOf(key)?.keys.value ?? [])],
    HOME,
  );

/** Waits until the tab's core has its streaming socket open (a post made before that would only come by REST). */
export const waitForStream = (page: Page) =>
  page.waitForFunction(
    () => (globalThis as unknown as TabGlobal).woollyTab.session.global.value.stream.status === 'open',
    undefined,
    { timeout: 30_000 },
  );

export const coreIdOf = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as TabGlobal).woollyTab.session.coreId());

export const coreMode = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as TabGlobal).woollyTab.session.mode());

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

/** Makes a post as the demo user through the REST API, as another client would. Answers its id. */
export async function postAsDemoUser(stack: Stack, text: string): Promise<string> {
  const r = await fetch(`${stack.origin}/api/v1/statuses`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.demo.demoToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: text, visibility: 'public' }),
  });
  if (!r.ok) throw new Error(`post failed: ${r.status}`);
  return ((await r.json()) as { id: string }).id;
}

export async function waitFor(cond: () => Promise<boolean> | boolean, what: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
