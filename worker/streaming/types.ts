// Types shared by the streaming client's parts and by the core that uses it.

import type { CoreText } from '../../shared/protocol/text.ts';
import type { StreamName } from '../../shared/streaming.ts';

export { STREAM_NAMES, type StreamName } from '../../shared/streaming.ts';

/** One subscription: `tag` for hashtag streams, `list` (a list id) for the list stream. */
export interface StreamSpec {
  stream: StreamName;
  tag?: string;
  list?: string;
}

/** The events the core understands (design ruling 9); anything else is counted and ignored. */
export const KNOWN_EVENTS = [
  'update',
  'delete',
  'status.update',
  'notification',
  'notifications_merged',
  'conversation',
  'announcement',
  'announcement.reaction',
  'announcement.delete',
  'filters_changed',
] as const;
export type StreamingEventName = (typeof KNOWN_EVENTS)[number];

export interface StreamingEvent {
  event: StreamingEventName;
  /** The subscription the server names: `[name]`, `[name, tag]` or `[name, listId]`. */
  stream: string[];
  /** The parsed entity; the id string for delete and announcement.delete; undefined for filters_changed and
   *  notifications_merged (which carry nothing the client needs). */
  payload: unknown;
}

export type StreamState =
  /** No subscription held: no socket. */
  | 'idle'
  | 'connecting'
  | 'open'
  /** Dropped or refused; a retry is scheduled at `retryAt`. */
  | 'waiting'
  /** Several upgrades in a row failed before opening: most likely a revoked token (a browser cannot see the 401
   *  itself). Retries continue at the capped backoff, in case it was the network after all. */
  | 'unauthorized'
  /** The server closed the stream for good (a 4xxx close code, or a refused upgrade with a token the server no
   *  longer accepts): no more retries; `reason` says why. A new sign-in starts a new client. */
  | 'stopped'
  | 'closed';

export interface StreamStatus {
  state: StreamState;
  /** Consecutive failed or short-lived connections; 0 after a connection that held. */
  attempt: number;
  /** When the next connection attempt is due (deps.now() clock), while waiting. */
  retryAt?: number;
  /** The last error frame the server sent, e.g. `{ error: 'Unknown stream type', status: 400 }`. */
  lastError?: { error: string; status?: number };
  /** Why the stream stopped for good (state 'stopped'), in the user's words. */
  reason?: CoreText;
}

/** The part of the WebSocket interface the client uses: the browser's, Node's, or `ws`'s class all fit. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: never) => unknown) | null;
  /** Typed loosely (each implementation has its own event class); the client reads only `ev.data`. */
  onmessage: ((ev: never) => unknown) | null;
  onclose: ((ev: never) => unknown) | null;
  onerror: ((ev: never) => unknown) | null;
}

export type WebSocketConstructor = new (url: string, protocols?: string | string[]) => WebSocketLike;

/** WebSocket.OPEN, which a structural type cannot carry. */
export const WS_OPEN = 1;
