// What a tab does while posts stream and it is not looked at (issue 20, item 2). The core holds its view diffs
// (tests/unit/core/hidden-tab.test.ts) and sends it only its unread count, when hiddenTitleDue says; these pin the
// tab's side: such a push re-renders nothing when nothing the views read changed, the title is not rewritten, the
// relative times do not tick while the page is hidden, and the heartbeat wakes the tab once a minute.
import { effect, signal } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import { HIDDEN_TAB_HEARTBEAT_MS, PROTOCOL_VERSION, TAB_HEARTBEAT_MS } from '../../../shared/constants.ts';
import type { CoreApi, GlobalState, PushFn, PushMessage } from '../../../shared/protocol/core-api.ts';
import { initialGlobal } from '../../../shared/protocol/global-state.ts';
import { now, type PageVisibility, startClock } from '../../../src/app/clock.ts';
import { createTabCore } from '../../../src/core-client/core.ts';
import { keepTitle } from '../../../src/core-client/notifications-tab.ts';
import { type CoreLink, type CoreSession, createCoreSession } from '../../../src/core-client/session.ts';

/** A global push as it arrives through a worker: a structured clone, every part a new object. */
const pushed = (g: GlobalState, change: Partial<GlobalState>): GlobalState =>
  structuredClone({ ...g, ...change, version: g.version + 1 });

const signedIn = (): GlobalState => ({
  ...initialGlobal(),
  identity: {
    signedIn: true,
    accountId: '1',
    disabledAccountId: null,
    permissions: 0,
    instance: 'https://example.social',
    account: null,
  },
  alerts: [],
});

const markers = (id: string): GlobalState['markers'] => ({
  baseUrl: 'https://example.social',
  token: 't',
  pending: { home: { last_read_id: id } },
});

describe('a global push that changes nothing the views read', () => {
  it('leaves what the views read as it was: no selector runs again, nothing re-renders', () => {
    const session = { global: signal(signedIn()), connected: signal(true) } as unknown as CoreSession;
    const core = createTabCore(session, 'tab-1', 'https://example.social');
    let runs = 0;
    const stop = effect(() => {
      void core.global.value;
      runs += 1;
    });
    const first = core.global.value;
    // The home read marker moves with the streamed posts: published once a second, in every global push.
    for (let i = 1; i <= 5; i++)
      session.global.value = pushed(session.global.peek(), { markers: markers(`${i}`) });
    expect(core.global.value).toBe(first);
    expect(runs).toBe(1);
    // A change the views do read comes through, and only its part is new.
    session.global.value = pushed(session.global.peek(), { unread: { notifications: 3 } });
    expect(core.global.value.unreadNotifications).toBe(3);
    expect(core.global.value.identity).toBe(first.identity);
    expect(core.global.value.alerts).toBe(first.alerts);
    expect(runs).toBe(2);
    stop();
  });
});

describe("a hidden tab's title", () => {
  /** A session on a core of which the test is the push side. */
  async function session() {
    let push: PushFn = () => {};
    const api = {
      hello: async (_h: unknown, p: PushFn) => {
        push = p;
        return { ok: true, coreId: 'c', protocol: PROTOCOL_VERSION, global: signedIn() };
      },
      heartbeat: async () => true,
      goodbye: async () => {},
    } as unknown as CoreApi;
    const link: CoreLink = { mode: 'page', api, wrap: (p) => p, close: () => {} };
    const s = createCoreSession({
      tabId: 'tab-1',
      open: async () => link,
      setTimeout: () => 0,
      clearTimeout: () => {},
      storage: null,
      reload: () => {},
    });
    await s.start();
    return { s, push: (m: PushMessage) => push([m]) };
  }

  it("follows the core's unread note while nothing the views read changes, and is written only when it changes", async () => {
    const { s, push } = await session();
    const core = createTabCore(s, 'tab-1', 'https://example.social');
    let runs = 0;
    const stop = effect(() => {
      void core.global.value;
      runs += 1;
    });
    let writes = 0;
    let title = '';
    const doc = {
      get title() {
        return title;
      },
      set title(v: string) {
        writes += 1;
        title = v;
      },
    };
    const stopTitle = keepTitle(s.unread, doc);
    expect(writes).toBe(1);
    for (let i = 1; i <= 5; i++)
      push({ type: 'global', global: pushed(s.global.peek(), { markers: markers(`${i}`) }) });
    expect(writes).toBe(1);
    // Hidden, a notification came: the count alone. The title says it; the views are untouched.
    push({ type: 'unread', notifications: 2 });
    expect(writes).toBe(2);
    expect(title).toContain('2');
    expect(runs).toBe(1);
    // Shown: the whole state, with the same count: the badge follows, the title is not written again.
    push({ type: 'global', global: pushed(s.global.peek(), { unread: { notifications: 2 } }) });
    expect(core.global.value.unreadNotifications).toBe(2);
    expect(runs).toBe(2);
    expect(writes).toBe(2);
    stopTitle();
    stop();
    s.goodbye();
  });
});

describe('the relative times of a hidden page', () => {
  /** A page whose visibility the test switches, telling the listeners as the browser would. */
  function page(shown: boolean) {
    const listeners = new Set<() => void>();
    const visibility: PageVisibility = {
      shown: () => shown,
      onChange(fn) {
        listeners.add(fn);
        return () => listeners.delete(fn);
      },
    };
    return {
      visibility,
      set(value: boolean) {
        shown = value;
        for (const fn of listeners) fn();
      },
      listeners,
    };
  }

  function fakeTimers() {
    const live = new Map<number, () => void>();
    let next = 1;
    return {
      live,
      timers: {
        set: (fn: () => void) => {
          live.set(next, fn);
          return next++;
        },
        clear: (id: unknown) => void live.delete(id as number),
      },
    };
  }

  it('schedules no tick while the page is hidden, and reads the clock at once when it is shown', () => {
    const p = page(false);
    const t = fakeTimers();
    let clock = 1_000;
    now.value = 0;
    const stop = startClock(30_000, t.timers, () => clock, p.visibility);
    expect(t.live.size).toBe(0);
    clock = 5_000;
    p.set(true);
    expect(now.value).toBe(5_000);
    expect(t.live.size).toBe(1);
    clock = 35_000;
    for (const fn of t.live.values()) fn();
    expect(now.value).toBe(35_000);
    // Behind another tab again: the tick stops; times nobody sees are not rewritten.
    p.set(false);
    expect(t.live.size).toBe(0);
    stop();
    expect(p.listeners.size).toBe(0);
  });

  it('a page shown from the start ticks without rewriting the times first', () => {
    const p = page(true);
    const t = fakeTimers();
    now.value = 42;
    const stop = startClock(30_000, t.timers, () => 99, p.visibility);
    expect(now.value).toBe(42);
    expect(t.live.size).toBe(1);
    stop();
    expect(t.live.size).toBe(0);
  });
});

describe("a hidden tab's heartbeat", () => {
  it('beats once a minute while the page is hidden, and checks at once and every few seconds when shown', async () => {
    let hidden = false;
    let beats = 0;
    const api = {
      hello: async () => ({ ok: true, coreId: 'c', protocol: PROTOCOL_VERSION, global: signedIn() }),
      heartbeat: async () => {
        beats += 1;
        return true;
      },
      goodbye: async () => {},
    } as unknown as CoreApi;
    const link: CoreLink = { mode: 'page', api, wrap: (p) => p, close: () => {} };
    // The timers the session has set and not cleared, with their delays.
    const live = new Map<number, { fn: () => void; ms: number }>();
    let next = 1;
    const s = createCoreSession({
      tabId: 'tab-1',
      open: async () => link,
      setTimeout: (fn, ms) => {
        live.set(next, { fn, ms });
        return next++;
      },
      clearTimeout: (h) => void live.delete(h as number),
      storage: null,
      reload: () => {},
      hidden: () => hidden,
    });
    await s.start();
    const delays = () => [...live.values()].map((t) => t.ms);
    const fire = async () => {
      const [id, t] = [...live.entries()][0]!;
      live.delete(id);
      t.fn();
      for (let i = 0; i < 5; i++) await Promise.resolve();
    };
    expect(delays()).toEqual([TAB_HEARTBEAT_MS]);
    // Behind another tab: the beat already due comes, and the next waits a minute.
    hidden = true;
    await fire();
    expect(beats).toBe(1);
    expect(delays()).toEqual([HIDDEN_TAB_HEARTBEAT_MS]);
    // Shown again (the lifecycle checks the core): a heartbeat at once, and the short cadence from now on.
    hidden = false;
    await s.check();
    expect(beats).toBe(2);
    expect(delays()).toEqual([TAB_HEARTBEAT_MS]);
    s.goodbye();
    expect(live.size).toBe(0);
  });
});
