// The streaming protocol's names, one list for both sides: the core's client (worker/streaming) and the demo
// instance's server (demo/streaming) speak the same protocol.

/** Stream names a client may subscribe to, as the real server accepts them. */
export const STREAM_NAMES = [
  'user',
  'user:notification',
  'public',
  'public:media',
  'public:local',
  'public:local:media',
  'public:remote',
  'public:remote:media',
  'hashtag',
  'hashtag:local',
  'list',
  'direct',
] as const;
export type StreamName = (typeof STREAM_NAMES)[number];

export const isStreamName = (s: unknown): s is StreamName =>
  typeof s === 'string' && (STREAM_NAMES as readonly string[]).includes(s);
