// The tab client against a real core host over comlink (Node MessageChannel): snapshot then diffs into stores,
// reconnect and resubscribe when the core went away, reload on another protocol version, drafts kept.
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../shared/constants.ts';
import type { CoreApi } from '../../../shared/protocol/core-api.ts';
import { emptyMeta } from '../../../shared/protocol/diff.ts';
import { createGlobalHub } from '../../../shared/protocol/global-state.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import { type CoreLink, createCoreSession } from '../../../src/core-client/session.ts';
import { type CoreBackend, createCoreHost } from '../../../worker/core/host.ts';
import type { ViewEmit } from '../../../worker/core/view-registry.ts';
import { statusRow } from '../views/fixtures.ts';

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
});

/** A core in this process, reachable over a MessageChannel as a worker's would be. */
/** A core that can be paused as a debugger pauses a worker: calls wait, in order, until it resumes. */
function pausable(api: CoreApi) {
  let paused = false;
  let waiting: (() => void)[] = [];
  const gate = () => (paused ? new Promise<void>((r) => waiting.push(r)) : Promise.resolve());
  const wrapped = Object.fromEntries(
    Object.entries(api).map(([name, fn]) => [
      name,
      async (...args: unknown[]) => {
        await gate();
        return (fn as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as unknown as CoreApi;
  return {
    api: wrapped,
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      for (const w of waiting.splice(0)) w();
      waiting = [];
    },
  };
}

function startCore(opts: { protocol?: number; pausable?: boolean } = {}) {
  const emits: ViewEmit[] = [];
  let rows: Row[] = [statusRow('1')];
  const schedule = (fn: () => void) => queueMicrotask(fn);
  const global = createGlobalHub({ now: Date.now, schedule });
  const backend: CoreBackend = {
    openView(_k, _s, emit) {
      emits.push(emit);
      return { snapshot: () => ({ rows, meta: emptyMeta() }), dispose: () => {} };
    },
    intent: async (i) => {
      if (i.type === 'draft.save')
        global.update((g) => ({ ...g, drafts: { ...g.drafts, [i.draftId]: i.draft } }));
      return { ok: true };
    },
    signInStart: async () => ({ ok: true, url: '' }),
    signInFinish: async () => ({ ok: true }),
    signOut: async () => ({ ok: true }),
    lookupAccount: async () => null,
  };
  const host = createCoreHost({ coreId: 'c', global, backend, now: Date.now, schedule });
  const plain: CoreApi =
    opts.protocol === undefined
      ? host.api
      : { ...host.api, hello: async () => ({ ok: false, reason: 'version', protocol: opts.protocol! }) };
  const gated = pausable(plain);
  const api = opts.pausable ? gated.api : plain;
  return {
    pause: gated.pause,
    resume: gated.resume,
    host,
    global,
    emits,
    setRows: (r: Row[]) => {
      rows = r;
    },
    link(): CoreLink {
      const ch = new MessageChannel();
      channels.push(ch);
      Comlink.expose(api, ch.port1 as never);
      return {
        mode: 'shared',
        api: Comlink.wrap<CoreApi>(ch.port2 as never) as unknown as CoreApi,
        wrap: (push) => Comlink.proxy(push),
        close: () => ch.port2.close(),
      };
    },
  };
}

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

const until = async (cond: () => boolean) => {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(cond()).toBe(true);
};

const sessions: { goodbye(): void }[] = [];
afterEach(() => {
  for (const s of sessions.splice(0)) s.goodbye();
});

function session(
  open: () => Promise<CoreLink>,
  storage = memoryStorage(),
  onReload = () => {},
  extra: { helloTimeoutMs?: number; retryDelayMs?: (attempt: number) => number } = {},
) {
  const s = createCoreSession({
    ...extra,
    tabId: 'tab-1',
    open,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    callTimeoutMs: 100,
    storage,
    reload: onReload,
  });
  sessions.push(s);
  return s;
}

describe('core session (tab side)', () => {
  it('fills a store with the snapshot, then the diffs', async () => {
    const core = startCore();
    const s = session(async () => core.link());
    await s.start();
    const { store } = s.view({ kind: 'timeline', timeline: 'home' });
    await until(() => store.ready.value);
    core.emits[0]!([{ op: 'insert', index: 0, rows: [statusRow('2')] }]);
    await until(() => store.keys.value.length === 2);
    expect(store.keys.value).toEqual(['s:2', 's:1']);
  });

  it('reconnects to a new core when the old one stops answering, resubscribes and gives back drafts', async () => {
    const first = startCore();
    const second = startCore();
    second.setRows([statusRow('9'), statusRow('1')]);
    const cores = [first, second];
    const storage = memoryStorage();
    const s = session(async () => cores.shift()!.link(), storage);
    await s.start();
    const { store } = s.view({ kind: 'timeline', timeline: 'home' });
    await until(() => store.ready.value);
    await s.saveDraft('compose', { text: 'half-written' });
    await until(() => first.global.get().drafts.compose !== undefined);
    // The browser killed the worker: its port is gone, calls never settle. Simulate with a dropped tab + closed port.
    first.host.api.goodbye('tab-1');
    for (const c of channels) c.port1.close();
    await s.check();
    await until(() => store.keys.value[0] === 's:9');
    expect(second.global.get().drafts).toEqual({ compose: { text: 'half-written' } });
    expect(JSON.parse(storage.m.get('woolly:drafts')!)).toEqual({ compose: { text: 'half-written' } });
  });

  it('a draft written while the core was dead reaches the new core, over the older copy it read from disk', async () => {
    const first = startCore();
    const second = startCore();
    // The new core restores what the old one had written to disk: an older version of this tab's draft.
    second.global.update((g) => ({ ...g, drafts: { 'side@t1': { text: 'half' } } }));
    const cores = [first, second];
    const storage = memoryStorage();
    const s = session(async () => cores.shift()!.link(), storage);
    await s.start();
    await s.intent({ type: 'draft.save', draftId: 'side@t1', draft: { text: 'half' } });
    first.host.api.goodbye('tab-1');
    for (const c of channels) c.port1.close();
    // Typed before the tab noticed: the call goes to the dead core and never settles.
    void s.intent({ type: 'draft.save', draftId: 'side@t1', draft: { text: 'half a thought' } });
    await s.check();
    await until(() => JSON.stringify(second.global.get().drafts['side@t1']) === '{"text":"half a thought"}');
  });

  it('comes back by itself after the core stopped answering for much longer than a hello may take', async () => {
    const core = startCore({ pausable: true });
    let opened = 0;
    const s = session(
      async () => {
        opened += 1;
        return core.link();
      },
      memoryStorage(),
      () => {},
      { helloTimeoutMs: 100, retryDelayMs: () => 10 },
    );
    await s.start();
    const { store } = s.view({ kind: 'timeline', timeline: 'home' });
    await until(() => store.ready.value);
    expect(s.linkState.value).toBe('connected');
    core.pause();
    const back = s.check();
    void s.saveDraft('compose', { text: 'written while the core was away' });
    await until(() => s.linkState.value === 'reconnecting');
    // Several hellos give up while the core is paused; the tab keeps trying, on a new link each time.
    await until(() => opened >= 4);
    expect(s.connected.value).toBe(false);
    core.resume();
    await back;
    expect(s.linkState.value).toBe('connected');
    // The views were subscribed again: the core's newest emit reaches the store.
    await until(() => core.host.views.keys().length === 1);
    core.emits.at(-1)!([{ op: 'insert', index: 0, rows: [statusRow('5')] }]);
    await until(() => store.keys.value[0] === 's:5');
    await until(() => core.global.get().drafts.compose !== undefined);
    expect(core.global.get().drafts.compose).toEqual({ text: 'written while the core was away' });
  });

  it('says hello again (same core) when the core dropped this tab after missed heartbeats', async () => {
    const core = startCore();
    const s = session(async () => core.link());
    await s.start();
    s.view({ kind: 'notifications' });
    await until(() => core.host.views.keys().length === 1);
    await core.host.api.goodbye('tab-1');
    expect(core.host.views.keys()).toEqual([]);
    await s.check();
    await until(() => core.host.views.keys().length === 1);
    expect(core.host.tabCount()).toBe(1);
  });

  it('mirrors drafts and reloads when the core speaks another protocol version', async () => {
    const core = startCore({ protocol: PROTOCOL_VERSION + 1 });
    let reloaded = 0;
    const storage = memoryStorage();
    storage.setItem('woolly:drafts', JSON.stringify({ d: 'kept' }));
    const s = session(
      async () => core.link(),
      storage,
      () => reloaded++,
    );
    await s.start();
    expect(reloaded).toBe(1);
    expect(JSON.parse(storage.m.get('woolly:drafts')!)).toEqual({ d: 'kept' });
  });
});
