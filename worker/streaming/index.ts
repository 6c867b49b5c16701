// The streaming client's public surface, for the core (worker/core) to wire in.
export { type BackoffConfig, backoffDelay, DEFAULT_BACKOFF } from './backoff.ts';
export {
  createStreamingClient,
  RELEASE_GRACE_MS,
  type StreamingClient,
  type StreamingClientDeps,
  type StreamingCounters,
  UNAUTHORIZED_AFTER_FAILURES,
} from './client.ts';
export { type ParsedFrame, parseFrame } from './frames.ts';
export { keyOfFrameStream, streamKey } from './specs.ts';
export type {
  StreamingEvent,
  StreamingEventName,
  StreamName,
  StreamSpec,
  StreamState,
  StreamStatus,
  WebSocketConstructor,
  WebSocketLike,
} from './types.ts';
export { KNOWN_EVENTS, STREAM_NAMES } from './types.ts';
