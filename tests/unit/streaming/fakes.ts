// A fake clock (timers run only when the test advances time) and a fake WebSocket the test drives by hand.
import type { WebSocketLike } from '../../../worker/streaming/types.ts';

export function createClock(start = 1_000_000) {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock = {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, fn });
      return id as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimeout: (id: ReturnType<typeof setTimeout>) => {
      timers.delete(id as unknown as number);
    },
    /** Delays of the timers pending now, from now. */
    pending: () => [...timers.values()].map((t) => t.at - now).sort((a, b) => a - b),
    /** Moves time forward, running each timer that falls due, in order. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        let due: [number, { at: number; fn: () => void }] | undefined;
        for (const entry of timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
  };
  return clock;
}

export class FakeSocket implements WebSocketLike {
  static instances: FakeSocket[] = [];
  static get last(): FakeSocket {
    const s = FakeSocket.instances.at(-1);
    if (!s) throw new Error('no socket was opened');
    return s;
  }
  readyState = 0;
  sent: unknown[] = [];
  closedByClient = false;
  onopen: ((ev: never) => unknown) | null = null;
  onmessage: ((ev: never) => unknown) | null = null;
  onclose: ((ev: never) => unknown) | null = null;
  onerror: ((ev: never) => unknown) | null = null;

  constructor(
    readonly url: string,
    readonly protocols?: string | string[],
  ) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }
  // Driven by the test, as the network would.
  open() {
    this.readyState = 1;
    (this.onopen as ((ev: unknown) => void) | null)?.({});
  }
  receive(data: unknown) {
    (this.onmessage as ((ev: { data: unknown }) => void) | null)?.({
      data: typeof data === 'string' ? data : JSON.stringify(data),
    });
  }
  /** The connection is lost or refused: error then close, as browsers report it. */
  drop() {
    this.readyState = 3;
    (this.onerror as ((ev: unknown) => void) | null)?.({});
    (this.onclose as ((ev: unknown) => void) | null)?.({ code: 1006 });
  }
}
