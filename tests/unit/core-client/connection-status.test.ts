// The connection status line (issues 12.1, 12.9, 10.29): what the tab says while offline (and since when), while
// its core does not answer, when the server stopped the live stream for good, and when the network is back.
import { describe, expect, it } from 'vitest';
import { type ConnectionFacts, connectionMessage } from '../../../src/core-client/connection-message.ts';
import { BACK_ONLINE_SHOWN_MS, watchNetwork } from '../../../src/core-client/network-status.ts';

function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>();
  return {
    addEventListener: (type: string, fn: () => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(fn);
    },
    removeEventListener: (type: string, fn: () => void) => listeners.get(type)?.delete(fn),
    fire: (type: string) => {
      for (const fn of listeners.get(type) ?? []) fn();
    },
  };
}

function fakeTimers() {
  const due: { at: number; fn: () => void }[] = [];
  let now = 0;
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => {
      const t = { at: now + ms, fn };
      due.push(t);
      return t;
    },
    clearTimeout: (h: unknown) => {
      const i = due.indexOf(h as (typeof due)[number]);
      if (i >= 0) due.splice(i, 1);
    },
    advance(ms: number) {
      now += ms;
      for (const t of due.filter((d) => d.at <= now)) {
        due.splice(due.indexOf(t), 1);
        t.fn();
      }
    },
  };
}

const at1403 = new Date(2026, 0, 5, 14, 3).getTime();
const shortTime = (locale: string) => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(at1403);

describe('connection status', () => {
  it('says offline since when, then back online for a while, from the browser events', () => {
    const win = fakeWindow();
    const timers = fakeTimers();
    timers.advance(at1403);
    const net = watchNetwork({ win: win as never, onLine: () => true, ...timers });
    const facts = (): ConnectionFacts => ({
      core: 'connected',
      network: net.status.value,
      streamStopped: null,
    });
    expect(connectionMessage(facts())).toBeNull();
    win.fire('offline');
    expect(connectionMessage(facts())).toEqual({ text: `Offline since ${shortTime('en')}`, tone: 'warning' });
    timers.advance(60_000);
    expect(connectionMessage(facts())?.text).toBe(`Offline since ${shortTime('en')}`);
    win.fire('online');
    expect(connectionMessage(facts())).toEqual({ text: 'Back online', tone: 'ok' });
    timers.advance(BACK_ONLINE_SHOWN_MS);
    expect(connectionMessage(facts())).toBeNull();
    net.stop();
  });

  it('starts offline when the browser already is', () => {
    const timers = fakeTimers();
    timers.advance(at1403);
    const net = watchNetwork({ win: fakeWindow() as never, onLine: () => false, ...timers });
    expect(net.status.value).toEqual({ online: false, offlineSince: at1403, backOnline: false });
  });

  it('says "Reconnecting…" while the core does not answer, and why the live stream stopped', () => {
    const network = { online: true, offlineSince: null, backOnline: false };
    expect(connectionMessage({ core: 'reconnecting', network, streamStopped: null })).toEqual({
      text: 'Reconnecting…',
      tone: 'warning',
    });
    expect(connectionMessage({ core: 'starting', network, streamStopped: null })).toBeNull();
    const stopped = 'Your session has expired; sign in again.';
    expect(connectionMessage({ core: 'connected', network, streamStopped: stopped })?.text).toBe(stopped);
  });
});
