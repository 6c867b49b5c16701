// The streaming client: one socket per account, shared by every tab through the core. Subscriptions are refcounted
// (two views on the same hashtag make one server subscription); the socket exists only while something is held;
// drops are retried with capped backoff and reported as gaps so the core can mark the affected timelines.
import type { CoreText } from '../../shared/protocol/text.ts';
import { type BackoffConfig, backoffDelay, connectionHeld, DEFAULT_BACKOFF } from './backoff.ts';
import { finalCloseReason, SESSION_EXPIRED } from './final-close.ts';
import { parseFrame } from './frames.ts';
import { keyOfFrameStream, streamKey, subscribeFrame } from './specs.ts';
import {
  type StreamingEvent,
  type StreamSpec,
  type StreamStatus,
  type WebSocketConstructor,
  type WebSocketLike,
  WS_OPEN,
} from './types.ts';

/** Quick view switches release and re-acquire within this time without closing the socket. */
export const RELEASE_GRACE_MS = 5_000;
/** Upgrades failing this many times in a row before opening make the status 'unauthorized'. */
export const UNAUTHORIZED_AFTER_FAILURES = 3;

type TimerId = ReturnType<typeof setTimeout>;

export interface StreamingClientDeps {
  /** wss://host/api/v1/streaming (from `configuration.urls.streaming`, which can differ from the REST host). */
  url: string;
  token: string;
  WebSocketImpl: WebSocketConstructor;
  setTimeout(fn: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
  now(): number;
  random(): number;
  onEvent(e: StreamingEvent): void;
  onStatus?(s: StreamStatus): void;
  /** The socket dropped while these were held: events may have been missed on each. */
  onGap?(streams: StreamSpec[]): void;
  backoff?: BackoffConfig;
  graceMs?: number;
  /**
   * Asked after UNAUTHORIZED_AFTER_FAILURES refused upgrades in a row (a browser cannot see the 401 itself):
   * false when the server says the token is no longer valid (a 401 on the REST API), which stops the stream.
   */
  tokenValid?: () => Promise<boolean>;
}

export interface StreamingCounters {
  /** Well-formed frames with an event this client does not know. */
  unknownEvents: number;
  /** Frames that could not be read: not JSON, missing fields, payload not JSON. */
  malformedFrames: number;
  /** Connection attempts after the first one of a session (each retry after a drop or a refusal). */
  reconnects: number;
  /** Events for a subscription no longer held (released while the server had them in flight): dropped. */
  strayEvents: number;
}

export interface StreamingClient {
  /** Holds a subscription; the returned function releases it (calling it again does nothing). */
  acquire(spec: StreamSpec): () => void;
  /**
   * Retry at once instead of waiting out the backoff: call on 'online' and on page resume. An open socket is left
   * alone unless `force` is set: after the machine slept, an "open" socket is usually dead (the server stopped
   * getting pongs long ago) while the browser has not noticed yet; the core, which can tell it slept, forces a new
   * one, and gets the gap reported like any drop.
   */
  reconnectNow(opts?: { force?: boolean }): void;
  status(): StreamStatus;
  counters(): StreamingCounters;
  /** Closes the socket for good (sign-out): later acquires do nothing. */
  close(): void;
}

interface Held {
  spec: StreamSpec;
  refs: number;
}

export function createStreamingClient(deps: StreamingClientDeps): StreamingClient {
  const backoff = deps.backoff ?? DEFAULT_BACKOFF;
  const graceMs = deps.graceMs ?? RELEASE_GRACE_MS;
  const held = new Map<string, Held>();
  const counters: StreamingCounters = { unknownEvents: 0, malformedFrames: 0, reconnects: 0, strayEvents: 0 };
  let status: StreamStatus = { state: 'idle', attempt: 0 };
  let socket: WebSocketLike | null = null;
  let openedAt: number | null = null;
  /** Consecutive attempts that closed before opening: a refused upgrade looks exactly like this. */
  let failedOpens = 0;
  /** A connection has been attempted since the socket was last idle: the next one counts as a reconnect. */
  let sessionStarted = false;
  let retryTimer: TimerId | null = null;
  let graceTimer: TimerId | null = null;
  let closed = false;
  /** Stopped for good by the server: nothing reconnects (see final-close.ts). */
  let stopped = false;
  let checkingToken = false;

  const setStatus = (next: StreamStatus) => {
    const same =
      next.state === status.state &&
      next.attempt === status.attempt &&
      next.retryAt === status.retryAt &&
      next.lastError === status.lastError &&
      next.reason === status.reason;
    status = next;
    if (!same) deps.onStatus?.(status);
  };
  const patchStatus = (patch: Partial<StreamStatus>) => {
    const next: StreamStatus = { ...status, ...patch };
    if (next.state !== 'waiting' && next.state !== 'unauthorized') delete next.retryAt;
    setStatus(next);
  };

  const send = (data: string) => {
    if (socket && socket.readyState === WS_OPEN) {
      try {
        socket.send(data);
      } catch {
        // A socket closing under us: its close event will follow and resubscribe everything.
      }
    }
  };

  const clearRetry = () => {
    if (retryTimer !== null) deps.clearTimeout(retryTimer);
    retryTimer = null;
  };
  const clearGrace = () => {
    if (graceTimer !== null) deps.clearTimeout(graceTimer);
    graceTimer = null;
  };

  /** Closes the current socket on purpose: its close event must not count as a drop. */
  const discardSocket = () => {
    const ws = socket;
    socket = null;
    openedAt = null;
    if (!ws) return;
    ws.onopen = ws.onmessage = ws.onclose = null;
    // Not null: `ws` in Node reports closing a still-connecting socket as an error event, which with no listener
    // would be thrown as an uncaught exception.
    ws.onerror = () => {};
    try {
      ws.close(1000);
    } catch {
      // Already closed, or an implementation that throws while connecting: either way it is gone.
    }
  };

  /** The server said not to come back: no socket, no retry, and the reason for whoever shows the status. */
  const stop = (reason: CoreText) => {
    stopped = true;
    clearRetry();
    discardSocket();
    patchStatus({ state: 'stopped', reason });
  };

  /** After repeated refused upgrades: a token the REST API refuses too means the session is over. */
  const checkToken = () => {
    if (!deps.tokenValid || checkingToken || stopped) return;
    checkingToken = true;
    deps
      .tokenValid()
      .then((valid) => {
        if (!valid && !closed && !stopped && status.state !== 'open') stop(SESSION_EXPIRED);
      })
      .catch(() => {})
      .finally(() => {
        checkingToken = false;
      });
  };

  const connect = () => {
    clearRetry();
    if (closed || stopped || socket || held.size === 0) return;
    if (sessionStarted) counters.reconnects += 1;
    sessionStarted = true;
    let ws: WebSocketLike;
    try {
      // The token goes as the subprotocol: the only way a browser can authenticate a WebSocket upgrade.
      ws = new deps.WebSocketImpl(deps.url, deps.token);
    } catch {
      // A malformed URL or token: retrying cannot help sooner than the backoff.
      onDrop(false);
      return;
    }
    socket = ws;
    patchStatus({ state: status.state === 'unauthorized' ? 'unauthorized' : 'connecting' });
    ws.onopen = () => {
      if (socket !== ws) return;
      openedAt = deps.now();
      failedOpens = 0;
      patchStatus({ state: 'open' });
      for (const h of held.values()) send(subscribeFrame('subscribe', h.spec));
    };
    ws.onmessage = (ev: { data?: unknown }) => {
      if (socket === ws) onFrame(ev.data);
    };
    ws.onclose = (ev: { code?: number }) => {
      if (socket !== ws) return;
      const final = finalCloseReason(ev?.code);
      const wasOpen = openedAt !== null;
      const lasted = wasOpen && connectionHeld(openedAt ?? 0, deps.now(), backoff);
      socket = null;
      openedAt = null;
      if (final) {
        if (wasOpen && held.size > 0) deps.onGap?.([...held.values()].map((h) => h.spec));
        stop(final);
        return;
      }
      if (lasted) patchStatus({ attempt: 0 });
      onDrop(wasOpen);
    };
    // An error is always followed by a close, which does the work.
    ws.onerror = () => {};
  };

  const onDrop = (wasOpen: boolean) => {
    if (wasOpen) {
      if (held.size > 0) deps.onGap?.([...held.values()].map((h) => h.spec));
    } else {
      failedOpens += 1;
    }
    if (held.size === 0) {
      // Dropped during the release grace period: nothing to reconnect for.
      clearGrace();
      failedOpens = 0;
      sessionStarted = false;
      patchStatus({ state: 'idle', attempt: 0 });
      return;
    }
    const delay = backoffDelay(status.attempt, backoff, deps.random);
    const unauthorized = failedOpens >= UNAUTHORIZED_AFTER_FAILURES;
    if (unauthorized) checkToken();
    patchStatus({
      state: unauthorized ? 'unauthorized' : 'waiting',
      attempt: status.attempt + 1,
      retryAt: deps.now() + delay,
    });
    retryTimer = deps.setTimeout(() => {
      retryTimer = null;
      connect();
    }, delay);
  };

  const onFrame = (data: unknown) => {
    const f = parseFrame(data);
    switch (f.kind) {
      case 'malformed':
        counters.malformedFrames += 1;
        return;
      case 'unknown-event':
        counters.unknownEvents += 1;
        return;
      case 'error':
        patchStatus({
          lastError: f.status === undefined ? { error: f.error } : { error: f.error, status: f.status },
        });
        return;
      case 'event': {
        const key = keyOfFrameStream(f.event.stream);
        if (key === null || !held.has(key)) {
          counters.strayEvents += 1;
          return;
        }
        try {
          deps.onEvent(f.event);
        } catch {
          // The core's handler failing on one event must not take the socket down with it.
        }
        return;
      }
    }
  };

  const release = (key: string) => {
    const h = held.get(key);
    if (!h) return;
    h.refs -= 1;
    if (h.refs > 0) return;
    held.delete(key);
    send(subscribeFrame('unsubscribe', h.spec));
    if (held.size > 0) return;
    if (!socket) {
      // Nothing to keep: stop retrying (a stream stopped for good keeps saying why).
      clearRetry();
      failedOpens = 0;
      sessionStarted = false;
      if (!stopped) patchStatus({ state: 'idle', attempt: 0 });
      return;
    }
    clearGrace();
    graceTimer = deps.setTimeout(() => {
      graceTimer = null;
      if (held.size > 0) return;
      discardSocket();
      failedOpens = 0;
      sessionStarted = false;
      patchStatus({ state: 'idle', attempt: 0 });
    }, graceMs);
  };

  return {
    acquire(spec) {
      if (closed) return () => {};
      const key = streamKey(spec);
      const existing = held.get(key);
      if (existing) {
        existing.refs += 1;
      } else {
        held.set(key, { spec: { ...spec }, refs: 1 });
        send(subscribeFrame('subscribe', spec));
      }
      clearGrace();
      if (!socket && retryTimer === null && !stopped) connect();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release(key);
      };
    },
    reconnectNow(opts) {
      if (closed || stopped || held.size === 0) return;
      if (socket) {
        if (!opts?.force) return;
        const wasOpen = openedAt !== null;
        discardSocket();
        if (wasOpen) deps.onGap?.([...held.values()].map((h) => h.spec));
      }
      connect();
    },
    status: () => status,
    counters: () => ({ ...counters }),
    close() {
      if (closed) return;
      closed = true;
      clearRetry();
      clearGrace();
      discardSocket();
      held.clear();
      patchStatus({ state: 'closed' });
    },
  };
}
